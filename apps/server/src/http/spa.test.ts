import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

const SHELL = "<!doctype html><title>app shell</title>";
// Large and repetitive enough that each encoding is clearly smaller than the file.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},label:"row ${i}"}`).join(",")}];\n`;
const ASSET = "/assets/app-abc123.js";

/** A built SPA as the web build lays it out: each text file with its brotli and gzip siblings. */
function builtSpa(): string {
  const dir = mkdtempSync(join(tmpdir(), "spa-"));
  mkdirSync(join(dir, "assets"));
  const write = (path: string, text: string, precompress: boolean) => {
    writeFileSync(join(dir, path), text);
    if (!precompress) return;
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  };
  write("index.html", SHELL, true);
  write(ASSET.slice(1), SCRIPT, true);
  write("assets/tiny-def456.js", "console.log(1)", false);
  write("assets/app-abc123.js.map", "{}", false);
  write("favicon.svg", "<svg/>", false);
  return dir;
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

let prod: Awaited<ReturnType<typeof createTestApp>>;
let dev: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const dir = builtSpa();
  prod = await createTestApp({ staticDir: dir, isProduction: true });
  dev = await createTestApp({ staticDir: dir });
});
afterAll(async () => {
  await prod.close();
  await dev.close();
});

describe("static SPA", () => {
  it("serves index.html for client routes, never cached without asking", async () => {
    for (const path of ["/", "/index.html", "/dashboard", "/materiality", "/some/unknown/path"]) {
      const res = await prod.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain("app shell");
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });

  it("negotiates the shell's encoding too", async () => {
    const res = await prod.request("/dashboard", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(SHELL);
  });

  it("answers a hashed asset in brotli when the client accepts it", async () => {
    const res = await prod.request(ASSET, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = await bytes(res);
    expect(body.length).toBeLessThan(SCRIPT.length / 4);
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it("falls back to gzip, then to the file itself", async () => {
    const gz = await prod.request(ASSET, { headers: { "Accept-Encoding": "gzip, deflate" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(gz.headers.get("cache-control")).toContain("immutable");
    expect(gunzipSync(await bytes(gz)).toString()).toBe(SCRIPT);

    // No header, an unknown coding, or a coding the client refuses (q=0): the file as built.
    for (const accept of [undefined, "identity", "deflate", "br;q=0, gzip;q=0"]) {
      const res = await prod.request(ASSET, accept ? { headers: { "Accept-Encoding": accept } } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding"), accept).toBeNull();
      // The uncompressed answer also depends on Accept-Encoding, so a shared cache must key on it.
      expect(res.headers.get("vary"), accept).toMatch(/accept-encoding/i);
      expect(res.headers.get("cache-control")).toContain("immutable");
      expect(await res.text()).toBe(SCRIPT);
    }
  });

  it("sends a file without compressed siblings as it is", async () => {
    const res = await prod.request("/assets/tiny-def456.js", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe("console.log(1)");
  });

  it("revalidates unhashed files", async () => {
    const res = await prod.request("/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("404s missing hashed assets", async () => {
    const res = await prod.request("/assets/missing.js", { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("does not serve source maps in production", async () => {
    expect((await prod.request(`${ASSET}.map`)).status).toBe(404);
    expect((await prod.request("/assets/other.js.map")).status).toBe(404);
    expect((await dev.request(`${ASSET}.map`)).status).toBe(200);
  });

  it("keeps API 404s as JSON", async () => {
    const res = await prod.request("/api/unknown", { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
  });

  it("answers 503 while the web app is not built", async () => {
    const empty = await createTestApp({ staticDir: mkdtempSync(join(tmpdir(), "spa-empty-")) });
    try {
      const res = await empty.request("/dashboard");
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("not built");
    } finally {
      await empty.close();
    }
  });
});
