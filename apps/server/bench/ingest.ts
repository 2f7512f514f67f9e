/**
 * `pnpm bench:ingest`: rows per second of the real POST /api/carbon/ingest (HTTP, JSON body, validation,
 * GHG calculation, one transaction) for 100,000 rows, beside a raw better-sqlite3 loop that inserts the
 * same, already calculated rows into the same table with one prepared statement in one transaction.
 * Both write a WAL-mode file database with the server's PRAGMAs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, createSqliteDb, DEMO_USER, migrateToLatest, seedIfEmpty } from "@esg/db";
import { type EmissionRecord, normalizeIngestPayload, prepareIngestRows } from "@esg/domain";
import { serve } from "@hono/node-server";
import { createApp } from "../src/app";
import { hashPassword } from "../src/auth/password";
import { ingestPayload as payload } from "./ingest-payload";
import { insertRecords, prepareActivityInsert } from "./scale-lib";

const ROWS = Number(process.argv[2] ?? 100_000);
const RUNS = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function endpoint(body: string, dir: string): Promise<number[]> {
  const handle = createDb(join(dir, "endpoint.sqlite"));
  await migrateToLatest(handle.db);
  await seedIfEmpty(handle.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) });
  const app = createApp({ db: handle.db, isProduction: true });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
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
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/carbon/ingest`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: base },
      body,
    });
    const out = (await res.json()) as { emissionsProcessed?: number; message?: string };
    times.push(performance.now() - t0);
    if (out.emissionsProcessed !== ROWS) throw new Error(`ingest failed: ${res.status} ${out.message}`);
  }
  await new Promise((r) => server.close(r));
  await handle.close();
  return times;
}

async function raw(records: readonly EmissionRecord[], dir: string): Promise<number[]> {
  const handle = createSqliteDb(join(dir, "raw.sqlite"));
  await migrateToLatest(handle.db);
  await seedIfEmpty(handle.db, { demoPasswordHash: "x" });
  const { sqlite } = handle;
  const insert = prepareActivityInsert(sqlite);
  const source = sqlite.prepare(
    "INSERT INTO carbon_data_sources (company_id, source_type, processing_status, uploaded_at) VALUES (1, 'energy_bill', 'processed', 'now')",
  );
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    sqlite.transaction(() => {
      const id = Number(source.run().lastInsertRowid);
      insertRecords(insert, records, id);
    })();
    times.push(performance.now() - t0);
  }
  await handle.close();
  return times;
}

const dir = mkdtempSync(join(tmpdir(), "esg-bench-"));
try {
  const data = payload(ROWS);
  // Every run posts the same rows: allowed, as each run is a new upload of them.
  const body = JSON.stringify({
    sourceType: "energy_bill",
    fileName: "bench.json",
    rawData: data,
    allowDuplicate: true,
  });
  const normalized = normalizeIngestPayload("energy_bill", data);
  if (!normalized.ok) throw new Error("payload does not normalize");
  const prepared = prepareIngestRows(normalized.rows, { today: "2024-12-31" });
  if (!prepared.ok) throw new Error(prepared.issues[0]?.message);

  const rawMs = median(await raw(prepared.records, dir));
  const endpointMs = median(await endpoint(body, dir));
  const rate = (ms: number) => Math.round(ROWS / (ms / 1000));
  const mb = (Buffer.byteLength(body) / 1024 / 1024).toFixed(1);
  console.log(
    `Ingest of ${ROWS.toLocaleString("en-GB")} rows (${mb} MB JSON), median of ${RUNS} runs, Node ${process.version}`,
  );
  console.log(
    `  POST /api/carbon/ingest (HTTP)       ${endpointMs.toFixed(0).padStart(6)} ms  ${rate(endpointMs).toLocaleString("en-GB").padStart(9)} rows/s`,
  );
  console.log(
    `  raw better-sqlite3 prepared insert   ${rawMs.toFixed(0).padStart(6)} ms  ${rate(rawMs).toLocaleString("en-GB").padStart(9)} rows/s`,
  );
  console.log(`  ratio endpoint / raw                 ${(endpointMs / rawMs).toFixed(2)}x`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
