/**
 * PostgreSQL as the scale-out engine: two real server processes on one database, as behind a load
 * balancer. Both start on the same empty database at once (so they race on migrating and seeding), and then a
 * session, the analysis cache and the login throttle must behave as if there were one process.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createEmptyDatabase, testPostgresUrl } from "@esg/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));
const pgUrl = testPostgresUrl();

type ServerProcess = { proc: ChildProcess; base: string; output: () => string };

function startProcess(databaseUrl: string): Promise<ServerProcess> {
  const env = { ...process.env };
  // The child is configured by the variables below only.
  for (const name of ["OPENAI_API_KEY", "PUBLIC_URL", "ALLOWED_HOSTS", "TRUST_PROXY", "STATIC_DIR"])
    delete env[name];
  const proc = spawn(process.execPath, ["--import", "tsx", "src/main.ts", "start"], {
    cwd: SERVER_DIR,
    env: { ...env, PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl, DEMO: "on", NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, base: `http://127.0.0.1:${m[1]}`, output: () => out });
      }
    };
    proc.stdout?.on("data", onData);
    proc.stderr?.on("data", onData);
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${out}`));
    });
  });
}

/** SIGTERM (a graceful stop), or SIGKILL when that takes too long. */
async function stopProcess(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  proc.kill("SIGTERM");
  const kill = setTimeout(() => proc.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(kill);
}

/** Writes need a same-origin signal, as a browser sends. */
function send(
  server: ServerProcess,
  path: string,
  init: { method?: string; json?: unknown; cookie?: string } = {},
) {
  const headers: Record<string, string> = { origin: server.base };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers["content-type"] = "application/json";
  return fetch(`${server.base}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

const login = (server: ServerProcess, password: string) =>
  send(server, "/api/auth/login", { method: "POST", json: { username: "demo", password } });

describe.skipIf(!pgUrl)("two app processes on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
  const started: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let cookie: string;

  beforeAll(async () => {
    database = await createEmptyDatabase(pgUrl ?? "");
    const url = database.url;
    const results = await Promise.allSettled([startProcess(url), startProcess(url)]);
    for (const r of results) if (r.status === "fulfilled") started.push(r.value);
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
    [a, b] = started as [ServerProcess, ServerProcess];
  }, 90_000);

  afterAll(async () => {
    await Promise.all(started.map((s) => stopProcess(s.proc)));
    await database?.drop();
  }, 30_000);

  it("both start on the same empty database (racing on migrating and seeding), seeding the demo once", async () => {
    const seeded = started.filter((s) => s.output().includes("Seeded the demo company"));
    expect(seeded).toHaveLength(1);
  });

  it("a session started on one process is valid on the other", async () => {
    const res = await login(a, "demo");
    expect(res.status).toBe(200);
    cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const user = await send(b, "/api/auth/user", { cookie });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { username: string }).username).toBe("demo");
  });

  it("a write on one process shows at once in the other's cached analysis", async () => {
    const analysisOn = async (server: ServerProcess) => {
      const res = await send(server, "/api/carbon/analysis", { cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as { trajectory: { year: number; total: number }[] };
    };
    const before = await analysisOn(b); // primes B's cache
    expect(await analysisOn(b)).toEqual(before);
    const ingest = await send(a, "/api/carbon/ingest", {
      method: "POST",
      cookie,
      // Ten years before the seeded data, so no closed or complete year takes it.
      json: {
        sourceType: "energy_bill",
        rawData: {
          activities: [
            { activity: "electricity", amount: 10000, unit: "kWh", region: "GB", date: "2014-06-30" },
          ],
        },
      },
    });
    expect(ingest.status, await ingest.clone().text()).toBe(200);
    const after = await analysisOn(b);
    expect(after).not.toEqual(before);
    const total = (x: typeof before) => x.trajectory.reduce((sum, y) => sum + y.total, 0);
    expect(total(after)).toBeGreaterThan(total(before) + 2); // 10 MWh of UK grid electricity is > 2 t
    expect(after).toEqual(await analysisOn(a));
  });

  it("the login throttle counts across processes: 3 failures on one and 2 on the other lock the account", async () => {
    for (let i = 0; i < 3; i++) expect((await login(a, "wrong")).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(b, "wrong")).status).toBe(401);
    expect((await login(a, "demo")).status).toBe(429);
    expect((await login(b, "demo")).status).toBe(429);
  });
});
