/**
 * `pnpm bench:upload [rows]`: a CSV of `rows` activities (default 1,000,000, ~60 MB) through the
 * real POST /api/carbon/uploads of the built server (a child process on a WAL SQLite file, as `pnpm start`
 * runs it), streamed from disk, then followed on GET /api/carbon/uploads/{id} until processed. Meanwhile two
 * colleagues keep reading — GET /api/health and GET /api/carbon/analysis, one request after another — and their
 * latencies are recorded, with the server's peak resident memory (VmHWM). Beside it, the floor: the same rows,
 * already parsed and calculated, inserted by the raw prepared-statement loop in one transaction.
 * Writes its table into RESULTS.md (section "Streamed upload").
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { createSqliteDb, DEMO_USER, migrateToLatest, seedIfEmpty } from "@esg/db";
import { csvRecordReader, type EmissionRecord, prepareIngestRows } from "@esg/domain";
import { parse } from "csv-parse/sync";
import { SERVER_NODE_FLAGS } from "../src/node-flags";
import { rawInsert } from "./scale-lib";

const ROWS = Number(process.argv[2] ?? 1_000_000);
const here = fileURLToPath(new URL(".", import.meta.url));
const root = resolve(here, "../../..");
const serverEntry = join(root, "apps/server/dist/main.js");

const ACTIVITIES = [
  ["electricity", "kWh", 800],
  ["natural gas", "kWh", 1500],
  ["diesel", "litres", 40],
  ["train", "passenger-km", 120],
  ["hotel", "nights", 2],
  ["petrol", "litres", 30],
] as const;

/** A deterministic CSV of `rows` activities over 2023-2024 (~60 bytes a row). */
async function writeCsv(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  const write = (s: string) => (out.write(s) ? Promise.resolve() : new Promise((r) => out.once("drain", r)));
  await write("activity,amount,unit,region,date,description\n");
  for (let i = 0; i < rows; i++) {
    const [activity, unit, base] = ACTIVITIES[i % ACTIVITIES.length] as (typeof ACTIVITIES)[number];
    const month = (i % 24) + 1;
    const year = month > 12 ? 2024 : 2023;
    const mm = String(((month - 1) % 12) + 1).padStart(2, "0");
    // Each row another bill (a millionth more per row): identical rows would be refused as counted twice.
    const amount = (base + (i % 97) + i / 1e6).toFixed(6);
    await write(`${activity},${amount},${unit},GB,${year}-${mm}-28,Meter ${i % 5000}\n`);
  }
  await new Promise((r) => out.end(r));
}

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => res(port));
    });
  });
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

function statusOf(pid: number, field: "VmHWM" | "VmRSS"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(field));
  return Number(line?.replace(/\D+/g, "") ?? 0) * 1024;
}

/** One colleague reading `path` over and over until stopped; latencies in ms. */
function reader(base: string, path: string, cookie: string) {
  const latencies: number[] = [];
  let stop = false;
  const done = (async () => {
    while (!stop) {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, { headers: { cookie } });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    latencies,
    stop: async () => {
      stop = true;
      await done;
    },
  };
}

async function endpoint(csvPath: string, dir: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The server's own flags (as `pnpm start`), or BENCH_SERVER_NODE_ARGS instead (e.g. "" or
  // --max-old-space-size=160), to compare.
  const nodeArgs =
    process.env.BENCH_SERVER_NODE_ARGS === undefined
      ? [...SERVER_NODE_FLAGS]
      : process.env.BENCH_SERVER_NODE_ARGS.split(" ").filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, serverEntry, "start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: join(dir, "api.sqlite"),
      NODE_ENV: "test",
      DEMO: "on",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        if (i > 300) throw new Error("the server did not start");
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ username: DEMO_USER.username, password: DEMO_USER.password }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    // Warm the cached analysis, then note the memory before the upload.
    await (await fetch(`${base}/api/carbon/analysis`, { headers: { cookie } })).arrayBuffer();
    const pid = child.pid as number;
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
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
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
  const start = text.indexOf(heading);
  const next = start < 0 ? -1 : text.indexOf("\n## ", start + heading.length);
  writeFileSync(
    results,
    start < 0
      ? `${text.trimEnd()}\n\n${section}`
      : `${text.slice(0, start)}${section}${next < 0 ? "" : text.slice(next)}`,
  );
  // Aligned as `biome check` (in CI) wants the committed file, as `pnpm bench` does.
  spawnSync("pnpm", ["exec", "biome", "format", "--write", results], { stdio: "ignore" });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
