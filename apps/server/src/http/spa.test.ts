import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "spa-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>app shell</title>");
  writeFileSync(join(dir, "assets", "app-abc123.js"), "console.log(1)");
  t = await createTestApp({ staticDir: dir });
});
afterAll(() => t.close());

describe("static SPA", () => {
  it("serves index.html for client routes", async () => {
    for (const path of ["/", "/dashboard", "/materiality", "/some/unknown/path"]) {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("app shell");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });

  it("serves hashed assets with a long cache and 404s missing ones", async () => {
    const asset = await t.request("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await t.request("/assets/missing.js")).status).toBe(404);
  });

  it("keeps API 404s as JSON", async () => {
    const res = await t.request("/api/unknown");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
  });
});
