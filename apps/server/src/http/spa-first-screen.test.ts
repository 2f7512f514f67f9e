import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";

const SHELL =
  '<!doctype html><html><head><title>app shell</title></head><body><div id="root"></div></body></html>';
const DASHBOARD_READS = ["demo.status", "dashboard.get", "carbon.analysis", "companies.onboarding"];
const DASHBOARD_SCRIPTS = ["/assets/signed-in-abc.js", "/assets/dashboard-page-def.js"];

/** A built SPA with the web build's table of first screens (apps/web/vite.config.ts writes it). */
function builtSpa(): string {
  const dir = mkdtempSync(join(tmpdir(), "spa-first-"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, "index.html"), SHELL);
  writeFileSync(
    join(dir, ".vite", "first-screens.json"),
    JSON.stringify({
      screens: {
        "/": { scripts: [], reads: [], signedIn: false },
        "/login": { scripts: ["/assets/login-page-123.js"], reads: ["auth.config"], signedIn: false },
        "/dashboard": { scripts: DASHBOARD_SCRIPTS, reads: DASHBOARD_READS, signedIn: true },
      },
    }),
  );
  return dir;
}

/** The JSON the page carries for the app's query cache. */
function embedded(html: string): Record<string, unknown> {
  const match = html.match(/<script type="application\/json" id="first-reads">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error(`no embedded reads in ${html}`);
  return JSON.parse(match[1]);
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ staticDir: builtSpa(), isProduction: true });
});
afterAll(() => t.close());

describe("the HTML of a first screen, prepared for the session that asks", () => {
  it("embeds the signed-in user and the dashboard's reads exactly as /trpc answers them, and preloads its chunks", async () => {
    const cookie = await t.login();
    const res = await t.request("/dashboard", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    // Personal: no cache may keep it or hand it to another session.
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    const html = await res.text();
    expect(html).toContain("<title>app shell</title>");
    expect(preloads(html)).toEqual(DASHBOARD_SCRIPTS);

    const direct = await t.request(
      `/trpc/auth.user,${DASHBOARD_READS.join(",")}?batch=1&input=${encodeURIComponent("{}")}`,
      { cookie },
    );
    const items = (await direct.json()) as { result: { data: unknown } }[];
    const reads = embedded(html);
    expect(Object.keys(reads).sort()).toEqual(["auth.user", ...DASHBOARD_READS].sort());
    ["auth.user", ...DASHBOARD_READS].forEach((path, i) => {
      expect(reads[path], path).toEqual(items[i]?.result.data);
    });
    expect((reads["auth.user"] as { username: string }).username).toBe("demo");
  });

  it("gives a signed-out visitor of the dashboard nothing but the absent user: no company data, no chunks", async () => {
    const res = await t.request("/dashboard");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(embedded(html)).toEqual({ "auth.user": null });
    expect(preloads(html)).toEqual([]);
  });

  it("answers each company's session with its own data only", async () => {
    const other = await signUp(t, "firstscreen", { companyName: "First Screen Ltd", name: "Fay" });
    const html = await (await t.request("/dashboard", { cookie: other.cookie })).text();
    const reads = embedded(html) as { "dashboard.get": { company: { name: string } } };
    expect(reads["dashboard.get"].company.name).toBe("First Screen Ltd");
    expect(html).not.toContain("Northwind");
  });

  it("prepares the sign-in page for a signed-out visitor: no user, the sign-in options, the page's chunk", async () => {
    const html = await (await t.request("/login")).text();
    const reads = embedded(html);
    expect(reads["auth.user"]).toBeNull();
    expect(reads["auth.config"]).toEqual({ signup: expect.any(Boolean), demo: expect.any(Boolean) });
    expect(preloads(html)).toEqual(["/assets/login-page-123.js"]);
  });

  it("escapes the embedded JSON so that no stored text can close its script element", async () => {
    const name = "</script><script>alert(1)</script>";
    const other = await signUp(t, "scriptname", { companyName: "Escapes Ltd", name });
    const html = await (await t.request("/", { cookie: other.cookie })).text();
    expect(html).not.toContain("<script>alert(1)");
    expect((embedded(html)["auth.user"] as { name: string }).name).toBe(name);
  });

  it("compresses the prepared page by the client's Accept-Encoding", async () => {
    const res = await t.request("/login", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(embedded(html)["auth.user"]).toBeNull();
  });

  it("serves any other path the static shell as before", async () => {
    const res = await t.request("/materiality");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toBe(SHELL);
  });
});

describe("the build's shell and table of first screens", () => {
  const rewrite = (dir: string) => {
    writeFileSync(join(dir, "index.html"), SHELL.replace("app shell", "rebuilt shell"));
    const table = { screens: { "/login": { scripts: ["/assets/rebuilt.js"], reads: [], signedIn: false } } };
    writeFileSync(join(dir, ".vite", "first-screens.json"), JSON.stringify(table));
  };

  it("are read once per process in production: no disk reads per view", async () => {
    const dir = builtSpa();
    const app = await createTestApp({ staticDir: dir, isProduction: true });
    try {
      expect(await (await app.request("/login")).text()).toContain("<title>app shell</title>");
      rewrite(dir);
      const html = await (await app.request("/login")).text();
      expect(html).toContain("<title>app shell</title>");
      expect(preloads(html)).toEqual(["/assets/login-page-123.js"]);
    } finally {
      await app.close();
    }
  });

  it("are read per view outside production, where the web app is rebuilt under a running server", async () => {
    const dir = builtSpa();
    const app = await createTestApp({ staticDir: dir, isProduction: false });
    try {
      expect(await (await app.request("/login")).text()).toContain("<title>app shell</title>");
      rewrite(dir);
      const html = await (await app.request("/login")).text();
      expect(html).toContain("<title>rebuilt shell</title>");
      expect(preloads(html)).toEqual(["/assets/rebuilt.js"]);
    } finally {
      await app.close();
    }
  });

  it("are not kept while missing: a build that finishes after the server started is served", async () => {
    const dir = mkdtempSync(join(tmpdir(), "spa-late-"));
    const app = await createTestApp({ staticDir: dir, isProduction: true });
    try {
      expect((await app.request("/login")).status).toBe(503);
      mkdirSync(join(dir, ".vite"));
      rewrite(dir);
      const html = await (await app.request("/login")).text();
      expect(html).toContain("<title>rebuilt shell</title>");
      expect(preloads(html)).toEqual(["/assets/rebuilt.js"]);
    } finally {
      await app.close();
    }
  });
});
