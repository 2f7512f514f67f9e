/**
 * `pnpm bench:analysis`: latency of GET /api/carbon/analysis for a company with 1,000,000 stored activities
 * (five years), read from the rollup kept current on ingest, beside the same sums computed from the
 * activities themselves (what the rollup saves).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createDb,
  DEMO_USER,
  migrateToLatest,
  seedIfEmpty,
  sessionReadsOf,
  storeIngest,
  sumEmissionActivitiesByYear,
} from "@esg/db";
import { normalizeIngestPayload, prepareIngestRows } from "@esg/domain";
import { serve } from "@hono/node-server";
import { createApp } from "../src/app";
import { hashPassword } from "../src/auth/password";
import { createServerFor } from "../src/http/kept-listener";

const TOTAL = Number(process.argv[2] ?? 1_000_000);
const BATCH = 100_000;
const REQUESTS = 50;

const KINDS = [
  ["electricity", "kWh"],
  ["natural gas", "kWh"],
  ["diesel", "litres"],
  ["long-haul flight, economy", "passenger-km"],
  ["NAICS 331110", "GBP"],
  ["freight", "GBP"],
] as const;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] as number;

const dir = mkdtempSync(join(tmpdir(), "esg-bench-analysis-"));
try {
  const handle = createDb(join(dir, "analysis.sqlite"));
  await migrateToLatest(handle.db);
  await seedIfEmpty(handle.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) });

  const t0 = performance.now();
  for (let done = 0; done < TOTAL; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, TOTAL - done) }, (_, i) => {
      const [activity, unit] = KINDS[i % KINDS.length] as (typeof KINDS)[number];
      const year = 2020 + ((done + i) % 5);
      return { activity, unit, amount: 100 + (i % 900), region: "GB", date: `${year}-06-30` };
    });
    const n = normalizeIngestPayload("energy_bill", { activities: rows });
    if (!n.ok || n.format === "csv") throw new Error("payload");
    const p = prepareIngestRows(n.rows, { today: "2024-12-31" });
    if (!p.ok) throw new Error(p.issues[0]?.message);
    await storeIngest(handle.db, {
      companyId: 1,
      sourceType: "energy_bill",
      fileName: `bulk-${done}`,
      uploadedAt: new Date().toISOString(),
      records: p.records,
    });
  }
  console.log(
    `Loaded ${TOTAL.toLocaleString("en-GB")} activities in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const app = createApp({ db: handle.db, sessionReads: sessionReadsOf(handle), isProduction: true });
  // As `main.ts start` serves it: kept reads answered at node:http's listener (http/kept-listener.ts).
  const server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    createServer: createServerFor(app),
  });
  await new Promise((r) => server.once("listening", r));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  const base = `http://127.0.0.1:${address.port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    // Writes need a same-origin signal (CSRF defence): scripts send Origin like a browser would.
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username: DEMO_USER.username, password: DEMO_USER.password }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 5; i++) {
    const s = performance.now();
    const res = await fetch(`${base}/api/carbon/analysis`, { headers: { cookie } });
    await res.json();
    if (i >= 5) times.push(performance.now() - s);
  }
  const listTimes: number[] = [];
  for (let i = 0; i < 25; i++) {
    const s = performance.now();
    await (await fetch(`${base}/api/carbon/emissions/1`, { headers: { cookie } })).json();
    listTimes.push(performance.now() - s);
  }
  const scan = performance.now();
  await sumEmissionActivitiesByYear(handle.db, { companyId: 1 });
  const scanMs = performance.now() - scan;

  console.log(
    `GET /api/carbon/analysis over ${TOTAL.toLocaleString("en-GB")} activities (HTTP, ${REQUESTS} requests, Node ${process.version})`,
  );
  console.log(
    `  p50 ${pct(times, 0.5).toFixed(2)} ms   p95 ${pct(times, 0.95).toFixed(2)} ms   (rollup table)`,
  );
  console.log(`GET /api/carbon/emissions/1 (latest 500 + summary): p50 ${pct(listTimes, 0.5).toFixed(1)} ms`);
  console.log(
    `  the same sums from the activities (SUM … GROUP BY year, scope, key): ${scanMs.toFixed(0)} ms`,
  );
  await new Promise((r) => server.close(r));
  await handle.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
