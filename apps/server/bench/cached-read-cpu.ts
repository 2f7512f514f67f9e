/**
 * CPU per cached read in process: `app.request` in a loop over the demo company (SQLite in a temporary file,
 * sessions read on the read-only connection as the server does), user + system time from process.cpuUsage.
 * Far less sensitive to a shared machine's load than req/s over HTTP. Each path is measured with kept answers
 * (http/kept-answers.ts) and without (every read through the whole chain), alternating rounds.
 *
 *   pnpm --filter @esg/server exec tsx bench/cached-read-cpu.ts [calls per round=2000] [rounds=4]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, DEMO_USER, migrateToLatest, seedIfEmpty, sessionReadsOf } from "@esg/db";
import { createApp } from "../src/app";
import { hashPassword } from "../src/auth/password";
import { createKeptAnswers } from "../src/http/kept-answers";

const CALLS = Number(process.argv[2] ?? 2000);
const ROUNDS = Number(process.argv[3] ?? 4);
const PATHS = (
  process.env.PATHS?.split(" ") ?? [
    "/api/assessment/full",
    "/api/dashboard",
    "/api/carbon/analysis",
    "/trpc/assessment.full",
    "/trpc/dashboard.get",
    "/trpc/carbon.analysis",
    // What the web app sends (httpBatchLink).
    `/trpc/dashboard.get,carbon.analysis?batch=1&input=${encodeURIComponent("{}")}`,
  ]
).filter(Boolean);

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

async function perCall(app: ReturnType<typeof createApp>, path: string): Promise<number> {
  const call = async () => {
    const res = await app.request(path, { headers: { cookie } }, env);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 200; i++) await call();
  const before = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) await call();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / CALLS;
}

console.log(`load average (1 min) at start: ${loadavg()[0]?.toFixed(1)}; ${CALLS} calls per round`);
for (const path of PATHS) {
  const results: Record<keyof typeof apps, number[]> = { kept: [], whole: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 ? (["whole", "kept"] as const) : (["kept", "whole"] as const)) {
      results[name].push(await perCall(apps[name], path));
    }
  }
  const range = (xs: number[]) => `${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)} µs`;
  const kept = `kept answers ${range(results.kept)} (${store.hits} hits, ${store.misses} misses)`;
  console.log(`${path}: whole chain ${range(results.whole)}, ${kept}`);
  store.hits = 0;
  store.misses = 0;
}
console.log(`load average (1 min) at end: ${loadavg()[0]?.toFixed(1)}`);
await handle.close();
rmSync(dir, { recursive: true, force: true });
