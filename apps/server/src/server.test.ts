import { existsSync, mkdtempSync } from "node:fs";
import { connect } from "node:net";
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

  it("finishes an in-flight request after the stop, refuses new ones, then closes the database", async () => {
    const dir = mkdtempSync(join(tmpdir(), "esg-server-"));
    const file = join(dir, "esg.sqlite");
    const env = readEnv({ PORT: "0", HOST: "127.0.0.1", DATABASE_URL: file, STATIC_DIR: dir });
    const { server, stop } = await startServer(env);
    await new Promise((r) => server.once("listening", r));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    // WAL mode keeps a -wal file while a connection is open; closing the last one checkpoints and removes it.
    expect(existsSync(`${file}-wal`)).toBe(true);

    // A login whose body is only half sent when the stop begins.
    const body = JSON.stringify({ username: "demo", password: "demo" });
    const socket = connect(address.port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    let raw = "";
    socket.on("data", (chunk) => {
      raw += chunk.toString("latin1");
    });
    const closed = new Promise((r) => socket.once("close", r));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 100));

    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`http://127.0.0.1:${address.port}/api/health`)).rejects.toThrow();
    expect(stopped).toBe(false);

    // write, not end: a half-closed client socket would make Node drop the request whatever the server does.
    socket.write(body.slice(10));
    await closed;
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw).toContain('"username":"demo"');
    await stopping;
    expect(existsSync(`${file}-wal`)).toBe(false);
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
