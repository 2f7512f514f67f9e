/**
 * CPU per cached read over the demo company (SQLite in a temporary file, sessions read on the read-only connection
 * as the server does), user + system time from process.cpuUsage, in two ways:
 *
 * - in process: `app.request` in a loop, with kept answers (http/kept-answers.ts) and without (every read through
 *   the whole chain);
 * - over loopback sockets, a keep-alive client in this same process (its CPU counted alike for every server): the
 *   app served as the server serves it (kept reads answered at node:http's listener, http/kept-listener.ts), the
 *   same app served without that listener (kept reads answered by its first middleware, inside Hono), and the
 *   app without kept answers.
 *
 * Rounds alternate between the ways, so that a shared machine's load falls on each alike; every path is warmed
 * before any is measured (the first path measured otherwise carries the JIT's warm-up). Medians and ranges.
 *
 *   pnpm --filter @esg/server exec tsx bench/cached-read-cpu.ts [calls per round=2000] [rounds=6] [paths, space-separated]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, DEMO_USER, migrateToLatest, seedIfEmpty, sessionReadsOf } from "@esg/db";
import { type ServerType, serve } from "@hono/node-server";
import { createApp } from "../src/app";
import { hashPassword } from "../src/auth/password";
import { createKeptAnswers } from "../src/http/kept-answers";
import { createServerFor } from "../src/http/kept-listener";

const CALLS = Number(process.argv[2] ?? 2000);
const ROUNDS = Number(process.argv[3] ?? 6);
const PATHS = process.argv[4]?.split(" ").filter(Boolean) ?? [
  "/api/assessment/full",
  "/api/dashboard",
  "/api/carbon/analysis",
  "/trpc/assessment.full",
  "/trpc/dashboard.get",
  "/trpc/carbon.analysis",
  // What the web app sends (httpBatchLink).
  `/trpc/dashboard.get,carbon.analysis?batch=1&input=${encodeURIComponent("{}")}`,
];
/** Requests in flight at once over the sockets. */
const CONCURRENCY = 20;

const dir = mkdtempSync(join(tmpdir(), "cached-read-cpu-"));
const handle = createDb(join(dir, "db.sqlite"));
await migrateToLatest(handle.db);
await seedIfEmpty(handle.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) });
const base = { db: handle.db, sessionReads: sessionReadsOf(handle), isProduction: true };
const store = createKeptAnswers();
const apps = {
  kept: createApp({ ...base, keptAnswers: store }),
  whole: createApp({ ...base, keptAnswers: null }),
};
const env = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
const login = await apps.kept.request(
  "/api/auth/login",
  {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost" },
    body: JSON.stringify({ username: DEMO_USER.username, password: DEMO_USER.password }),
  },
  env,
);
const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

const servers: ServerType[] = [];
async function listen(app: (typeof apps)["kept"], atListener: boolean): Promise<number> {
  const server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    ...(atListener ? { createServer: createServerFor(app) } : {}),
  });
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as { port: number }).port;
}
const ports = {
  listener: await listen(apps.kept, true),
  hono: await listen(apps.kept, false),
  whole: await listen(apps.whole, false),
};
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

type Call = (path: string) => Promise<void>;
const inProcess =
  (app: (typeof apps)["kept"]): Call =>
  async (path) => {
    const res = await app.request(path, { headers: { cookie } }, env);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
  };
const overSocket =
  (port: number): Call =>
  (path) =>
    new Promise((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, agent, headers: { cookie } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
        res.resume();
        res.on("end", resolve);
      });
      req.on("error", reject).end();
    });

const ways: Record<string, { call: Call; concurrency: number }> = {
  "in process, whole chain": { call: inProcess(apps.whole), concurrency: 1 },
  "in process, kept answers": { call: inProcess(apps.kept), concurrency: 1 },
  "socket, whole chain": { call: overSocket(ports.whole), concurrency: CONCURRENCY },
  "socket, kept in Hono": { call: overSocket(ports.hono), concurrency: CONCURRENCY },
  "socket, kept at the listener": { call: overSocket(ports.listener), concurrency: CONCURRENCY },
};

async function perCall(way: { call: Call; concurrency: number }, path: string, calls: number) {
  let left = calls;
  const before = process.cpuUsage();
  await Promise.all(
    Array.from({ length: way.concurrency }, async () => {
      while (left-- > 0) await way.call(path);
    }),
  );
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const range = (xs: number[]) => `${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)}`;

console.log(
  `load average (1 min) at start: ${loadavg()[0]?.toFixed(1)}; ${CALLS} calls per round, ${ROUNDS} rounds`,
);
for (const path of PATHS) for (const way of Object.values(ways)) await perCall(way, path, 300);
for (const path of PATHS) {
  const names = Object.keys(ways);
  const results: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  store.hits = 0;
  store.misses = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      results[name]?.push(await perCall(ways[name] as (typeof ways)[string], path, CALLS));
    }
  }
  console.log(`${path} (kept answers: ${store.hits} hits, ${store.misses} misses), µs of CPU per call:`);
  for (const name of names) {
    const xs = results[name] ?? [];
    console.log(`  ${name.padEnd(30)} median ${median(xs).toFixed(0)} (${range(xs)})`);
  }
}
console.log(`load average (1 min) at end: ${loadavg()[0]?.toFixed(1)}`);
agent.destroy();
for (const server of servers) server.close();
await handle.close();
rmSync(dir, { recursive: true, force: true });
