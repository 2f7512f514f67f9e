/**
 * `pnpm bench:ingest [rows] [--db sqlite|postgres|both] [--rounds n] [--order abba|floor-first]`: the real
 * POST /api/carbon/ingest (HTTP,
 * JSON body, validation, GHG calculation, one transaction) for 100,000 rows against its raw floor, the same
 * already calculated rows written by the driver alone in one transaction: on SQLite one prepared better-sqlite3
 * statement, on PostgreSQL ids from the sequence then one `COPY … FROM STDIN` (scale-lib.ts). Each round times
 * floor, endpoint, endpoint, floor on the same database (`--order abba`, the default) and compares the two
 * halves' means: every write makes the table, and so the next write, slower (on SQLite the floor's own rounds
 * took 5.9, 6.8 and 8.9 s with two uploads of 183,335 activities between each, 2026-11-27 on a loaded machine),
 * which the order floor-then-endpoint (`--order floor-first`, the earlier method, also reported from the
 * first pair of each round) charged to the endpoint alone. The ratio is
 * reported per round (median, least, greatest). Target: ≤ 1.5x on both engines. SQLite runs on a WAL file with the server's PRAGMAs; PostgreSQL on
 * a fresh database of BENCH_DATABASE_URL / TEST_DATABASE_URL, else on a throw-away cluster
 * (scripts/with-postgres.sh). Run with `node --cpu-prof` to profile both halves in this one process.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  createDb,
  createSqliteDb,
  type DbHandle,
  DEMO_USER,
  migrateToLatest,
  type PostgresHandle,
  seedIfEmpty,
  sessionReadsOf,
} from "@esg/db";
import { type EmissionRecord, normalizeIngestPayload, prepareIngestRows } from "@esg/domain";
import { serve } from "@hono/node-server";
import { sql } from "kysely";
import { createApp } from "../src/app";
import { hashPassword } from "../src/auth/password";
import { createServerFor } from "../src/http/kept-listener";
import {
  benchServerUrl,
  createBenchDatabase,
  postgresSettings,
  rerunUnderWithPostgres,
} from "./bench-postgres";
import { ingestPayload as payload } from "./ingest-payload";
import { pgFirstSourceId, pgRawInsert, rawInsert } from "./scale-lib";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const ROWS = Number(args.find((a, i) => /^\d+$/.test(a) && !args[i - 1]?.startsWith("--")) ?? 100_000);
const ROUNDS = Number(option("--rounds") ?? 5);
const DB = option("--db") ?? "both";
const ORDER = option("--order") ?? "abba";
if (!["abba", "floor-first"].includes(ORDER)) throw new Error("--order is abba or floor-first");
if (!["sqlite", "postgres", "both"].includes(DB)) throw new Error("--db is sqlite, postgres or both");
const TARGET = 1.5;

if (DB !== "sqlite" && !benchServerUrl()) rerunUnderWithPostgres(fileURLToPath(import.meta.url));

type Engine = "sqlite" | "postgres";
/** The halves' means (of two writes each with `--order abba`), and the round's first floor-then-endpoint pair. */
type Round = {
  floorMs: number;
  apiMs: number;
  floorCpuMs: number;
  apiCpuMs: number;
  firstPair: { floorMs: number; apiMs: number };
};
/** The raw floor: one timed write of the calculated rows, on a connection of its own. */
type Floor = { name: string; run: () => Promise<unknown>; close: () => Promise<void> };

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor((xs.length - 1) / 2)] as number;
const load = () => loadavg()[0]?.toFixed(1) ?? "?";

async function openFloor(engine: Engine, url: string, records: readonly EmissionRecord[]): Promise<Floor> {
  if (engine === "sqlite") {
    const raw = createSqliteDb(url);
    const insert = rawInsert(raw.sqlite, records);
    return { name: "raw prepared-insert loop", run: async () => insert(), close: raw.close };
  }
  const raw = createDb(url, { poolSize: 1 }) as PostgresHandle;
  const client = await raw.pool.connect();
  const insert = pgRawInsert(records, await pgFirstSourceId(client));
  return {
    name: "raw COPY loop (pg)",
    run: () => insert(client),
    close: async () => {
      client.release();
      await raw.close();
    },
  };
}

/** The app on `handle`, listening on a free port, with a signed-in demo user. */
async function openApi(handle: DbHandle) {
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
  return {
    post: async (body: string) => {
      const res = await fetch(`${base}/api/carbon/ingest`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie, origin: base },
        body,
      });
      const out = (await res.json()) as { emissionsProcessed?: number; message?: string };
      if (out.emissionsProcessed !== ROWS) throw new Error(`ingest failed: ${res.status} ${out.message}`);
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

/**
 * CPU time spent on the work, which other jobs on a shared machine do not inflate as they do wall time: this
 * process (the app and the floor run in it), plus on a local PostgreSQL the CPU of the database's server
 * processes (from /proc, by the pids pg_stat_activity lists).
 */
async function cpuClock(engine: Engine, url: string) {
  const own = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  if (engine === "sqlite") return { what: "this process", now: async () => own(), close: async () => {} };
  const watcher = createDb(url, { poolSize: 1 });
  const ticks = new Map<number, number>();
  const backends = async () => {
    const { rows } = await sql<{ pid: number }>`
      SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(
      watcher.db,
    );
    let total = 0;
    for (const { pid } of rows) {
      try {
        // utime and stime are the 14th and 15th fields, after the parenthesised command name.
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        // not on this machine, or gone: its last reading stands
      }
    }
    for (const t of ticks.values()) total += t;
    return (total * 1000) / CLOCK_TICKS;
  };
  const local = existsSync("/proc/self/stat");
  return {
    what: local ? "this process + the PostgreSQL backends" : "this process only (remote server)",
    now: async () => own() + (local ? await backends() : 0),
    close: () => watcher.close(),
  };
}

/** Linux's USER_HZ: /proc reports process CPU time in these ticks. */
const CLOCK_TICKS = 100;

async function openDatabase(engine: Engine) {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "esg-bench-ingest-"));
    return {
      url: join(dir, "ingest.sqlite"),
      about: "a WAL-mode temporary file",
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const db = await createBenchDatabase(benchServerUrl() as string);
  return { ...db, about: `${await postgresSettings(db.url)}, a fresh database` };
}

async function benchEngine(engine: Engine, body: string, records: readonly EmissionRecord[]) {
  const target = await openDatabase(engine);
  const handle = createDb(target.url);
  const loadBefore = load();
  try {
    await migrateToLatest(handle.db);
    await seedIfEmpty(handle.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) });
    const api = await openApi(handle);
    const cpu = await cpuClock(engine, target.url);
    const floor = await openFloor(engine, target.url, records);
    const rounds: Round[] = [];
    try {
      // On the same growing table: floor, endpoint, endpoint, floor, so that both halves meet the same table
      // on average (a linear drift cancels); or floor then endpoint, which charges one upload's growth to it.
      for (let i = 0; i < ROUNDS; i++) {
        const timed = async (run: () => Promise<unknown>) => {
          const [t0, cpu0] = [performance.now(), await cpu.now()];
          await run();
          return { ms: performance.now() - t0, cpuMs: (await cpu.now()) - cpu0 };
        };
        const f = await timed(floor.run);
        const a = await timed(() => api.post(body));
        const firstPair = { floorMs: f.ms, apiMs: a.ms };
        if (ORDER === "floor-first") {
          rounds.push({ floorMs: f.ms, apiMs: a.ms, floorCpuMs: f.cpuMs, apiCpuMs: a.cpuMs, firstPair });
          continue;
        }
        const a2 = await timed(() => api.post(body));
        const f2 = await timed(floor.run);
        const mean = (x: number, y: number) => (x + y) / 2;
        rounds.push({
          floorMs: mean(f.ms, f2.ms),
          apiMs: mean(a.ms, a2.ms),
          floorCpuMs: mean(f.cpuMs, f2.cpuMs),
          apiCpuMs: mean(a.cpuMs, a2.cpuMs),
          firstPair,
        });
      }
    } finally {
      await floor.close();
      await api.close();
      await cpu.close();
    }
    report(engine, target.about, floor.name, rounds, `${loadBefore} → ${load()}`, cpu.what);
  } finally {
    await handle.close();
    await target.drop();
  }
}

function report(
  engine: Engine,
  about: string,
  floorName: string,
  rounds: Round[],
  loads: string,
  cpuWhat: string,
) {
  const ratios = rounds.map((r) => r.apiMs / r.floorMs);
  const rate = (ms: number) => Math.round(ROWS / (ms / 1000)).toLocaleString("en-GB");
  const apiMs = median(rounds.map((r) => r.apiMs));
  const floorMs = median(rounds.map((r) => r.floorMs));
  const [least, greatest] = [sorted(ratios)[0] as number, sorted(ratios).at(-1) as number];
  const met = median(ratios) <= TARGET ? "met" : "NOT met";
  console.log(`\n${engine === "sqlite" ? "SQLite" : "PostgreSQL"} (${about}), load average (1 min) ${loads}`);
  console.log(
    `  POST /api/carbon/ingest (HTTP)   ${apiMs.toFixed(0).padStart(7)} ms  ${rate(apiMs).padStart(9)} rows/s`,
  );
  console.log(
    `  ${floorName.padEnd(31)} ${floorMs.toFixed(0).padStart(7)} ms  ${rate(floorMs).padStart(9)} rows/s`,
  );
  console.log(
    `  ratio per round: median ${median(ratios).toFixed(2)}x, least ${least.toFixed(2)}x, greatest ${greatest.toFixed(2)}x (target ≤ ${TARGET}x: ${met})`,
  );
  if (ORDER === "abba") {
    const pairs = rounds.map((r) => r.firstPair.apiMs / r.firstPair.floorMs);
    console.log(
      `  (order floor, API, API, floor; the first floor-then-API pair of each round alone, the earlier method: median ${median(pairs).toFixed(2)}x, least ${(sorted(pairs)[0] as number).toFixed(2)}x, greatest ${(sorted(pairs).at(-1) as number).toFixed(2)}x)`,
    );
  }
  const cpuRatios = rounds.map((r) => r.apiCpuMs / r.floorCpuMs);
  console.log(
    `  CPU time (${cpuWhat}): API ${median(rounds.map((r) => r.apiCpuMs)).toFixed(0)} ms, floor ${median(rounds.map((r) => r.floorCpuMs)).toFixed(0)} ms; ratio per round: median ${median(cpuRatios).toFixed(2)}x, least ${(sorted(cpuRatios)[0] as number).toFixed(2)}x, greatest ${(sorted(cpuRatios).at(-1) as number).toFixed(2)}x`,
  );
  console.log(
    `  rounds (floor / API ms${ORDER === "abba" ? ", means of two" : ""}, wall; CPU): ${rounds.map((r) => `${r.floorMs.toFixed(0)} / ${r.apiMs.toFixed(0)}; ${r.floorCpuMs.toFixed(0)} / ${r.apiCpuMs.toFixed(0)}`).join(" | ")}`,
  );
}

const data = payload(ROWS);
// Every round posts the same rows: allowed, as each round is a new upload of them.
const body = JSON.stringify({
  sourceType: "energy_bill",
  fileName: "bench.json",
  rawData: data,
  allowDuplicate: true,
});
const normalized = normalizeIngestPayload("energy_bill", data);
if (!normalized.ok || normalized.format === "csv") throw new Error("payload does not normalize to rows");
const prepared = prepareIngestRows(normalized.rows, { today: "2024-12-31" });
if (!prepared.ok) throw new Error(prepared.issues[0]?.message);
console.log(
  `Ingest of ${ROWS.toLocaleString("en-GB")} rows (${(Buffer.byteLength(body) / 1024 / 1024).toFixed(1)} MB JSON, ${prepared.records.length.toLocaleString("en-GB")} activities with the derived category 3 rows), ${ROUNDS} rounds (${ORDER === "abba" ? "floor, API, API, floor" : "floor then API"}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
);
for (const engine of DB === "both" ? (["sqlite", "postgres"] as const) : [DB as Engine]) {
  await benchEngine(engine, body, prepared.records);
}
