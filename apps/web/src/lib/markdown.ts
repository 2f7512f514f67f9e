import DOMPurify from "dompurify";
import { Marked } from "marked";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  // Raw HTML in an answer is shown as text, never parsed: markdown is the only markup an answer may use.
  renderer: { html: ({ text }) => escapeHtml(text) },
});

const SAFE_DATA_IMAGE = /^data:image\/(png|gif|jpe?g|webp);/i;

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function isExternalHttp(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return /^https?:$/.test(parsed.protocol) && parsed.origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Renders untrusted markdown (AI answers) to HTML that is safe to inject. Raw HTML is escaped by the markdown
 * renderer; DOMPurify then removes whatever unsafe markup remains (scripts, event handler attributes,
 * javascript: URLs); off-site images are dropped (no tracking pixels, and the CSP's img-src would block them
 * anyway); off-site links open in a new tab without an opener.
 */
export function renderMarkdown(markdown: string): string {
  const rawHtml = marked.parse(markdown, { async: false });
  const fragment = DOMPurify.sanitize(rawHtml, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "option"],
    FORBID_ATTR: ["style"],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const img of fragment.querySelectorAll("img")) {
    const src = img.getAttribute("src") ?? "";
    if (!(SAFE_DATA_IMAGE.test(src) || (src !== "" && isSameOrigin(src)))) img.remove();
  }
  for (const a of fragment.querySelectorAll("a")) {
    const href = a.getAttribute("href");
    if (href && isExternalHttp(href)) {
      a.setAttribute("target", "_blank");
      a.setAttribute("rel", "noopener noreferrer nofollow");
    }
  }
  const container = document.createElement("div");
  container.append(fragment);
  return container.innerHTML;
}
