/**
 * `pnpm bench:upload [rows]`: a CSV of `rows` activities (default 1,000,000, ~60 MB) through the
 * real POST /api/carbon/uploads of the built server (a child process on a WAL SQLite file, as `pnpm start`
 * runs it), streamed from disk, then followed on GET /api/carbon/uploads/{id} until processed. Meanwhile two
 * colleagues keep reading — GET /api/health and GET /api/carbon/analysis, one request after another — and their
 * latencies are recorded, with the server's peak resident memory (VmHWM). Beside it, the floor: the same rows,
 * already parsed and calculated, inserted by the raw prepared-statement loop in one transaction.
 * Writes its table into RESULTS.md (section "Streamed upload").
 * `pnpm bench:upload queue [uploads] [rows]`: the queue scenario instead (bench/upload-queue.ts).
 */
import { spawnSync } from "node:child_process";
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { createSqliteDb, migrateToLatest, seedIfEmpty } from "@esg/db";
import { csvRecordReader, type EmissionRecord, prepareIngestRows } from "@esg/domain";
import { parse } from "csv-parse/sync";
import { rawInsert } from "./scale-lib";
import { quantile, reader, resultsSection, startServer, statusOf, writeCsv } from "./upload-lib";
import { runQueueBench } from "./upload-queue";

const QUEUE = process.argv[2] === "queue";
const ROWS = Number((QUEUE ? undefined : process.argv[2]) ?? 1_000_000);
const here = fileURLToPath(new URL(".", import.meta.url));

async function endpoint(csvPath: string, dir: string) {
  const server = await startServer(dir);
  const { base, cookie, pid } = server;
  try {
    // Warm the cached analysis, then note the memory before the upload.
    await (await fetch(`${base}/api/carbon/analysis`, { headers: { cookie } })).arrayBuffer();
    const rssBefore = statusOf(pid, "VmRSS");
    const health = reader(base, "/api/health", cookie);
    const analysis = reader(base, "/api/carbon/analysis", cookie);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/carbon/uploads?fileName=bench.csv`, {
      method: "POST",
      headers: { "content-type": "text/csv", cookie, origin: base },
      body: Readable.toWeb(createReadStream(csvPath)) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    const { uploadId } = (await res.json()) as { uploadId: number };
    const received = performance.now() - t0;
    let status: { status: string; emissionsProcessed?: number; message?: string } = { status: "queued" };
    while (status.status === "queued" || status.status === "processing") {
      await new Promise((r) => setTimeout(r, 250));
      status = (await (
        await fetch(`${base}/api/carbon/uploads/${uploadId}`, { headers: { cookie } })
      ).json()) as typeof status;
    }
    const total = performance.now() - t0;
    await Promise.all([health.stop(), analysis.stop()]);
    if (status.status !== "processed" || status.emissionsProcessed !== ROWS) {
      throw new Error(`upload ${status.status}: ${status.message ?? ""}`);
    }
    return {
      received,
      total,
      health: health.latencies,
      analysis: analysis.latencies,
      peakRss: statusOf(pid, "VmHWM"),
      rssBefore,
    };
  } finally {
    await server.stop();
  }
}

/** The floor: the same rows parsed and calculated up front, then only the prepared-insert loop is timed. */
async function floor(csvPath: string, dir: string) {
  const [header, ...records] = parse(readFileSync(csvPath)) as string[][];
  const reader = csvRecordReader(header as string[]);
  if (!reader.ok) throw new Error(reader.issue.message);
  const rows = records.map((r, i) => {
    const read = reader.read(r, i + 1);
    if (read.issue) throw new Error(read.issue.message);
    return read.row;
  });
  const all: EmissionRecord[] = [];
  for (let i = 0; i < rows.length; i += 50_000) {
    const prepared = prepareIngestRows(rows.slice(i, i + 50_000), { today: "2026-11-25" });
    if (!prepared.ok) throw new Error(prepared.issues[0]?.message);
    // A derived row points at its parent's index within the batch: moved to its index in the whole list.
    const offset = all.length;
    for (const r of prepared.records)
      all.push(r.derivedFrom === null ? r : { ...r, derivedFrom: r.derivedFrom + offset });
  }
  const handle = createSqliteDb(join(dir, "raw.sqlite"));
  await migrateToLatest(handle.db);
  await seedIfEmpty(handle.db, { demoPasswordHash: "x" });
  const t0 = performance.now();
  rawInsert(handle.sqlite, all)();
  const ms = performance.now() - t0;
  await handle.close();
  return { ms, activities: all.length };
}

const dir = mkdtempSync(join(tmpdir(), "esg-bench-upload-"));
try {
  if (QUEUE) await runQueueBench(dir, join(here, "RESULTS.md"), process.argv.slice(3));
  else await single();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

async function single() {
  const csvPath = join(dir, "upload.csv");
  await writeCsv(csvPath, ROWS);
  const bytes = statSync(csvPath).size;
  console.log(`CSV: ${ROWS.toLocaleString("en-GB")} rows, ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
  const api = await endpoint(csvPath, dir);
  const raw = await floor(csvPath, dir);
  const mib = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MiB`;
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const lines = [
    `| ${ROWS.toLocaleString("en-GB")}-row CSV (${(bytes / 1024 / 1024).toFixed(1)} MiB, ${raw.activities.toLocaleString("en-GB")} activities with derived category 3) | measured | target |`,
    "|---|---|---|",
    `| POST /api/carbon/uploads → processed | ${(api.total / 1000).toFixed(1)} s (file received in ${(api.received / 1000).toFixed(1)} s) | — |`,
    `| raw prepared-insert loop, rows already calculated | ${(raw.ms / 1000).toFixed(1)} s | — |`,
    `| upload ÷ raw insert loop | ${(api.total / raw.ms).toFixed(1)}x | ≤ 2x |`,
    `| GET /api/health during the upload: p50 / p99 / max (${api.health.length} requests) | ${ms(quantile(api.health, 0.5))} / ${ms(quantile(api.health, 0.99))} / ${ms(Math.max(...api.health))} | p99 < 50 ms |`,
    `| GET /api/carbon/analysis during the upload: p50 / p99 / max (${api.analysis.length} requests) | ${ms(quantile(api.analysis, 0.5))} / ${ms(quantile(api.analysis, 0.99))} / ${ms(Math.max(...api.analysis))} | p99 < 50 ms |`,
    `| server peak RSS (VmHWM; ${mib(api.rssBefore)} before the upload) | ${mib(api.peakRss)} | < 300 MiB |`,
  ];
  console.log(lines.join("\n"));
  const results = join(here, "RESULTS.md");
  const text = readFileSync(results, "utf8");
  const heading = "## Streamed upload (pnpm bench:upload)";
  const section = `${heading}\n\nMeasured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), SQLite, \`pnpm bench:upload${process.argv[2] ? ` ${ROWS}` : ""}\`.\n\n${lines.join("\n")}\n`;
  writeFileSync(results, resultsSection(text, heading, section));
  // Aligned as `biome check` (in CI) wants the committed file, as `pnpm bench` does.
  spawnSync("pnpm", ["exec", "biome", "format", "--write", results], { stdio: "ignore" });
}
