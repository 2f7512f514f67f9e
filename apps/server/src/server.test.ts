import { existsSync, mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  appendUploadChunk,
  createDb,
  createQueuedUpload,
  DEMO_USER,
  listSuppliers,
  markUploadReceived,
  migrateToLatest,
  seedIfEmpty,
} from "@esg/db";
import { FACTOR_LIBRARY_VERSION } from "@esg/domain";
import { describe, expect, it } from "vitest";
import { hashPassword } from "./auth/password";
import { type Env, readEnv } from "./env";
import { type ServerOptions, startServer } from "./server";
import { memoryLogger } from "./test/memory-logger";

/** Starts the real server on a loopback port; `post`/`get` talk to it as a same-origin browser would. */
async function serve(env: Env, options?: ServerOptions) {
  const { server, stop } = await startServer(env, options);
  await new Promise((r) => server.once("listening", r));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  const base = `http://127.0.0.1:${address.port}`;
  const post = (path: string, body: unknown, cookie = "") =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify(body),
    });
  const get = (path: string, cookie = "") => fetch(`${base}${path}`, { headers: { cookie } });
  const login = async () => {
    const res = await post("/api/auth/login", { username: DEMO_USER.username, password: DEMO_USER.password });
    return { status: res.status, cookie: (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
  };
  return { base, post, get, login, stop };
}

const trpcData = async (res: Response) => ((await res.json()) as { result: { data: unknown } }).result.data;

function tempEnv(vars: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "esg-server-"));
  return readEnv({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: join(dir, "esg.sqlite"),
    STATIC_DIR: dir,
    LOG_LEVEL: "silent",
    ...vars,
  });
}

async function companyCount(url: string): Promise<number> {
  const h = createDb(url);
  const { n } = await h.db
    .selectFrom("companies")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  await h.close();
  return n;
}

describe("startServer", () => {
  it("migrates, seeds, serves, and shuts down gracefully, saying so in its log", async () => {
    const dir = mkdtempSync(join(tmpdir(), "esg-server-"));
    const env = readEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: join(dir, "db", "esg.sqlite"),
      STATIC_DIR: dir,
    });
    const log = memoryLogger();
    const { server, stop } = await startServer(env, { logger: log.logger });
    await new Promise((r) => server.once("listening", r));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const base = `http://127.0.0.1:${address.port}`;

    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ username: "demo", password: "demo" }),
    });
    expect(login.status).toBe(200);

    await stop();
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    const messages = log.lines().map((l) => l.msg);
    expect(messages[0]).toBe("Seeded the demo company (sign in as demo / demo).");
    expect(messages[1]).toBe(
      `ESG platform listening on http://localhost:${address.port} (database ${env.DATABASE_URL})`,
    );
    expect(messages.slice(2)).toEqual([
      "GET /api/health 200",
      "GET /api/ready 200",
      "POST /api/auth/login 200",
      "Stopped: requests finished and the database closed.",
    ]);
    expect(log.lines()[2]?.requestId).toBe(health.headers.get("x-request-id"));
  }, 20_000);

  it("finishes an in-flight request after the stop, refuses new ones, then closes the database", async () => {
    const dir = mkdtempSync(join(tmpdir(), "esg-server-"));
    const file = join(dir, "esg.sqlite");
    const env = readEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: file,
      STATIC_DIR: dir,
      LOG_LEVEL: "silent",
    });
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
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${address.port}\r\nOrigin: http://127.0.0.1:${address.port}\r\n` +
        `Content-Type: application/json\r\n` +
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

describe("startServer and the upload queue", () => {
  it("takes up the uploads that waited in the queue, with their file received, when the server stopped", async () => {
    const env = tempEnv();
    await (await serve(env)).stop();
    // As a stopped process leaves it: the file arrived and was kept, the upload still queued.
    const h = createDb(env.DATABASE_URL);
    const csv = "activity,amount,unit,region,date\nelectricity,1000,kWh,GB,2024-06-30\n";
    const at = new Date(Date.now() - 60_000).toISOString();
    const uploadId = await createQueuedUpload(h.db, {
      companyId: 1,
      fileName: "waiting.csv",
      sourceType: "energy_bill",
      uploadedAt: at,
      bytesTotal: csv.length,
      contentType: "text/csv",
      libraryVersion: FACTOR_LIBRARY_VERSION,
      uploadedBy: 1,
    });
    await appendUploadChunk(h.db, { companyId: 1, uploadId, seq: 0, data: new TextEncoder().encode(csv) });
    await markUploadReceived(h.db, { companyId: 1, uploadId, bytesTotal: csv.length, at });
    await h.close();

    const log = memoryLogger();
    const app = await serve(env, { logger: log.logger });
    try {
      const { cookie } = await app.login();
      let status = "";
      for (let i = 0; i < 200 && status !== "processed"; i++) {
        const body = (await (await app.get(`/api/carbon/uploads/${uploadId}`, cookie)).json()) as {
          status: string;
        };
        status = body.status;
        if (status !== "processed") await new Promise((r) => setTimeout(r, 25));
      }
      expect(status).toBe("processed");
      expect(log.text()).toContain("Resumed 1 queued upload(s) received before the restart.");
    } finally {
      await app.stop();
    }
  }, 20_000);
});

describe("startServer on a read-only database", () => {
  it("refuses to start with a clear message instead of answering 500 to every write", async () => {
    const env = tempEnv();
    const h = createDb(env.DATABASE_URL);
    await migrateToLatest(h.db);
    await h.close();
    // Root (the test runner) writes through a 0444 file, so the database is opened read-only instead.
    await expect(startServer(env, { database: { readonly: true } })).rejects.toThrow(
      `Database ${env.DATABASE_URL} is read-only: attempt to write a readonly database`,
    );
  });
});

describe("DEMO", () => {
  it("off: an empty database stays empty, and nobody can sign in as demo", async () => {
    const log = memoryLogger();
    const env = tempEnv({ DEMO: "off" });
    const app = await serve(env, { logger: log.logger });
    expect(log.lines()[0]?.msg).toBe("DEMO=off: no demo company is seeded and Reset Demo is disabled.");
    expect((await app.get("/api/health")).status).toBe(200);
    expect((await app.login()).status).toBe(401);
    await app.stop();
    expect(await companyCount(env.DATABASE_URL)).toBe(0);
  }, 20_000);

  it("off: Reset Demo answers 404 and leaves the company's data alone", async () => {
    // A database with a real company and user (here the demo's, seeded before the demo was turned off).
    const env = tempEnv({ NODE_ENV: "production" });
    expect(env.demo).toBe(false);
    const h = createDb(env.DATABASE_URL);
    await migrateToLatest(h.db);
    await seedIfEmpty(h.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) });
    await h.db.deleteFrom("suppliers").execute();
    await h.close();

    const app = await serve(env);
    const { status, cookie } = await app.login();
    expect(status).toBe(200);
    const rest = await app.post("/api/demo/reset", {}, cookie);
    expect(rest.status).toBe(404);
    expect(await rest.json()).toEqual({
      message: "Not found",
      code: "NOT_FOUND",
      reason: "not_found",
      requestId: expect.any(String),
    });
    const trpc = await app.post("/trpc/demo.reset", {}, cookie);
    expect(trpc.status).toBe(404);
    expect(await trpcData(await app.get("/trpc/demo.status", cookie))).toEqual({ enabled: false });
    await app.stop();

    const after = createDb(env.DATABASE_URL);
    expect(await listSuppliers(after.db, { companyId: 1 })).toEqual([]);
    await after.close();
  }, 20_000);

  it("on: seeds an empty database and Reset Demo restores the sample data", async () => {
    const env = tempEnv({ DEMO: "on", NODE_ENV: "production" });
    const app = await serve(env);
    const { status, cookie } = await app.login();
    expect(status).toBe(200);
    expect(await trpcData(await app.get("/trpc/demo.status", cookie))).toEqual({ enabled: true });
    const rest = await app.post("/api/demo/reset", {}, cookie);
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual({ success: true });
    await app.stop();
  }, 20_000);
});

describe("readEnv", () => {
  it("has the documented defaults", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe("./data/esg.sqlite");
    expect(env.isProduction).toBe(false);
    expect(env.UPLOAD_CONCURRENCY).toBe(2);
    expect(env.UPLOAD_USER_CAP).toBe(5);
    expect(env.UPLOAD_QUOTA_BYTES).toBe(2 * 1024 * 1024 * 1024);
  });
  it("explains a bad value", () => {
    expect(() => readEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => readEnv({ DEMO: "yes" })).toThrow(/DEMO/);
  });
  it("turns the demo on unless NODE_ENV=production, and honours an explicit DEMO", () => {
    expect(readEnv({}).demo).toBe(true); // `pnpm start`, the README's quick start, sets no NODE_ENV
    expect(readEnv({ NODE_ENV: "development" }).demo).toBe(true);
    expect(readEnv({ NODE_ENV: "test" }).demo).toBe(true);
    expect(readEnv({ NODE_ENV: "production" }).demo).toBe(false);
    expect(readEnv({ NODE_ENV: "production", DEMO: "on" }).demo).toBe(true);
    expect(readEnv({ DEMO: "off" }).demo).toBe(false);
    expect(readEnv({ NODE_ENV: "development", DEMO: "off" }).demo).toBe(false);
  });
});
