// @vitest-environment jsdom
// DOMPurify needs a spec-compliant NodeIterator (happy-dom 21's stops after a node is removed, so there
// DOMPurify neither keeps safe markup nor strips unsafe markup); jsdom has one, like every browser.
import DOMPurify from "dompurify";
import { describe, expect, test } from "vitest";
import { renderMarkdown } from "./markdown";

function render(markdown: string): HTMLElement {
  const div = document.createElement("div");
  div.innerHTML = renderMarkdown(markdown);
  return div;
}

describe("renderMarkdown", () => {
  test("DOMPurify works in this environment", () => {
    expect(DOMPurify.sanitize('<p>ok<img src="x" onerror="alert(1)"><script>alert(2)</script></p>')).toBe(
      '<p>ok<img src="x"></p>',
    );
  });

  test("renders markdown", () => {
    const el = render("## Gaps\n\n1. **Scope 3**\n2. `E1-6`\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> note");
    expect(el.querySelector("h2")?.textContent).toBe("Gaps");
    expect(el.querySelectorAll("ol > li")).toHaveLength(2);
    expect(el.querySelector("strong")?.textContent).toBe("Scope 3");
    expect(el.querySelector("code")?.textContent).toBe("E1-6");
    expect(el.querySelectorAll("td")).toHaveLength(2);
    expect(el.querySelector("blockquote")).not.toBeNull();
  });

  test.each([
    ["a script block", "<script>window.x = 1</script>"],
    ["an inline script", "Hello <script>alert(1)</script> there"],
    ["an event handler", '<img src="/logo.png" onerror="alert(1)">'],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
    ["an svg with onload", '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ])("raw HTML is shown as text, never parsed: %s", (_, html) => {
    const el = render(html);
    expect(el.querySelector("script, img, iframe, svg, [onerror], [onload]")).toBeNull();
    expect(el.textContent).toContain(html.slice(0, 6));
  });

  test.each([
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click](  javascript:alert(1))",
    "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[click](vbscript:msgbox(1))",
  ])("dangerous link targets are removed: %s", (md) => {
    const a = render(md).querySelector("a");
    const href = a?.getAttribute("href") ?? "";
    expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    expect(a?.textContent ?? render(md).textContent).toContain("click");
  });

  test("off-site images are dropped; same-origin and inline raster images stay", () => {
    const el = render(
      [
        "![pixel](https://evil.example/p.png)",
        "![proto](//evil.example/p.png)",
        "![local](/charts/scope.png)",
        "![inline](data:image/png;base64,iVBORw0KGgo=)",
        "![svg](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)",
      ].join("\n\n"),
    );
    expect(Array.from(el.querySelectorAll("img")).map((i) => i.getAttribute("alt"))).toEqual([
      "local",
      "inline",
    ]);
  });

  test("off-site links open in a new tab without an opener; same-site links do not", () => {
    const el = render("[GRI](https://www.globalreporting.org/standards/) and [carbon](/carbon)");
    const [external, internal] = Array.from(el.querySelectorAll("a"));
    expect(external?.getAttribute("target")).toBe("_blank");
    expect(external?.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(internal?.getAttribute("href")).toBe("/carbon");
    expect(internal?.hasAttribute("target")).toBe(false);
  });
});
