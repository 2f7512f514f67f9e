import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "./env";
import { startServer } from "./server";

describe("startServer", () => {
  it("migrates, seeds, serves, and shuts down gracefully", async () => {
    const dir = mkdtempSync(join(tmpdir(), "esg-server-"));
    const env = readEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: join(dir, "db", "esg.sqlite"),
      STATIC_DIR: dir,
    });
    const { server, stop } = await startServer(env);
    await new Promise((r) => server.once("listening", r));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const base = `http://127.0.0.1:${address.port}`;

    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo", password: "demo" }),
    });
    expect(login.status).toBe(200);

    await stop();
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 20_000);
});

describe("readEnv", () => {
  it("has the documented defaults", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe("./data/esg.sqlite");
    expect(env.isProduction).toBe(false);
  });
  it("explains a bad value", () => {
    expect(() => readEnv({ PORT: "abc" })).toThrow(/PORT/);
  });
});
