/**
 * `pnpm bench`: the platform at scale, each hot path beside its physical floor in the same run.
 * `pnpm bench --db postgres` runs the same benchmark against PostgreSQL.
 *
 * 1. Generates a large company deterministically (`--db sqlite`, the default: a temporary SQLite file in WAL
 *    mode with the server's PRAGMAs; `--db postgres`: a fresh database `esg_bench_<random>` on the server of
 *    BENCH_DATABASE_URL, or, when that is unset, on a throw-away cluster: the bench re-runs itself under
 *    scripts/with-postgres.sh): 1,000,000 emission activities over five years across scopes 1-3 and all
 *    fifteen scope 3 categories, 5,000 suppliers, 2,000 rows in each module table
 *    (`--quick`: 100,000 / 500 / 200).
 * 2. Serves it with the real app in a child process (`scale-server.ts api`, DATABASE_URL = that database)
 *    and, for each read path, records the SQL one request runs; the floors replay exactly that SQL: (a)
 *    directly in this process (better-sqlite3 prepared statements; on PostgreSQL named statements on one `pg`
 *    connection), (b) in a bare node:http handler (`scale-server.ts bare`) that also answers the same JSON.
 * 3. Loads each with autocannon at 1 and 50 connections; POST /api/carbon/ingest (100,000 rows) against a raw
 *    insert loop (SQLite: one prepared INSERT per row; PostgreSQL: multi-row INSERTs over `pg`) and a bare
 *    node:http handler that parses the body and runs that loop.
 * 4. Prints a Markdown report (with the server's peak RSS) and, for a full run (or with `--results <file>`),
 *    rewrites that engine's section of bench/RESULTS.md (or of <file>), leaving the other engine's alone.
 *    A PostgreSQL run drops its database at the end.
 */
import { type ChildProcess, fork, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { restRoutes } from "@esg/api";
import {
  createDb,
  createSqliteDb,
  type Db,
  DEFAULT_POOL_SIZE,
  DEMO_USER,
  type Engine,
  migrateToLatest,
  type PostgresHandle,
  redactDatabaseUrl,
  type SqliteHandle,
  seedIfEmpty,
  storeIngest,
} from "@esg/db";
import { type EmissionRecord, nameKey, normalizeIngestPayload, prepareIngestRows } from "@esg/domain";
import autocannon from "autocannon";
import { build } from "esbuild";
import { sql } from "kysely";
import { hashPassword } from "../src/auth/password";
import { SERVER_NODE_FLAGS } from "../src/node-flags";
import {
  benchServerUrl,
  createBenchDatabase,
  onServer,
  onThrowAwayCluster,
  postgresFacts,
  rerunUnderWithPostgres,
} from "./bench-postgres";
import { ingestPayload } from "./ingest-payload";
import {
  pgFirstSourceId,
  pgRawInsert,
  pgReplayer,
  RECORD_HEADER,
  type RecordedStatement,
  rawInsert,
  replayer,
} from "./scale-lib";

const ARGS = process.argv.slice(2);
/** `--name value` or `--name=value`. */
function option(name: string): string | undefined {
  const i = ARGS.indexOf(name);
  if (i >= 0) return ARGS[i + 1];
  return ARGS.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}
const ENGINES = ["sqlite", "postgres"] as const satisfies readonly Engine[];
const ENGINE = (option("--db") ?? "sqlite") as Engine;
if (!ENGINES.includes(ENGINE)) {
  console.error(`--db must be sqlite or postgres, not ${option("--db")}`);
  process.exit(2);
}
const QUICK = ARGS.includes("--quick");
const RESULTS_OPTION = option("--results");
/** Where the report goes: a full run updates bench/RESULTS.md; a `--quick` run only with `--results`. */
const RESULTS_FILE = RESULTS_OPTION
  ? resolve(process.env.INIT_CWD ?? process.cwd(), RESULTS_OPTION)
  : QUICK
    ? null
    : fileURLToPath(new URL("RESULTS.md", import.meta.url));
const SIZE = QUICK
  ? { activities: 100_000, suppliers: 500, moduleRows: 200, ingestRows: 10_000, seconds: 2, ingestRuns: 2 }
  : {
      activities: 1_000_000,
      suppliers: 5_000,
      moduleRows: 2_000,
      ingestRows: 100_000,
      seconds: 5,
      ingestRuns: 3,
    };
const RAW_MS = QUICK ? 500 : 2_000;
const CONNECTIONS = [1, 50] as const;
/** Alternating floor/REST/tRPC rounds per read measurement, and each round's length in seconds. */
const ROUNDS = QUICK ? 3 : 5;
const ROUND_SECONDS = QUICK ? 1 : 2;
/** Ratios to the floor at 50 connections that the report states as targets. */
const TARGETS = { rest: 1.5, trpc: 3, dashboardP99: 2 } as const;
const DASHBOARD = "/api/dashboard";
const MODULE_LIST = "/api/materiality/1";
const READ_PATHS = [DASHBOARD, "/api/carbon/analysis", "/api/assessment/full", MODULE_LIST] as const;
/** The same procedure of each read path through tRPC (one unbatched query, as a GET with its input). */
const TRPC_PATHS: Record<(typeof READ_PATHS)[number], string> = {
  "/api/dashboard": "/trpc/dashboard.get",
  "/api/carbon/analysis": "/trpc/carbon.analysis",
  "/api/assessment/full": "/trpc/assessment.full",
  [MODULE_LIST]: `/trpc/materiality.list?input=${encodeURIComponent(JSON.stringify({ companyId: 1 }))}`,
};
const HERE = fileURLToPath(new URL(".", import.meta.url));
/** The `pg` pool of each server process (API and bare floor), as `main.ts start` sizes it. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE) || DEFAULT_POOL_SIZE;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? Number.NaN;

// ---------------------------------------------------------------------------------------------------------
// The large company

/** Activity kinds covering scope 1, scope 2 and every scope 3 category (calculated once by the real engine). */
function templates(): EmissionRecord[] {
  const kinds: { activity: string; unit: string; category?: number; amount: number }[] = [
    { activity: "natural gas", unit: "kWh", amount: 18_000 },
    { activity: "diesel", unit: "litres", amount: 420 },
    { activity: "electricity", unit: "kWh", amount: 12_500 },
    { activity: "long-haul flight, economy", unit: "passenger-km", category: 6, amount: 9_000 },
    { activity: "train", unit: "passenger-km", category: 7, amount: 400 },
    { activity: "freight", unit: "GBP", category: 4, amount: 3_000 },
  ];
  for (let c = 1; c <= 15; c++)
    kinds.push({ activity: "NAICS 331110", unit: "GBP", category: c, amount: 25_000 });
  const activities = kinds.map((k) => ({ ...k, region: "GB", date: "2024-06-30" }));
  const n = normalizeIngestPayload("energy_bill", { activities });
  if (!n.ok || n.format === "csv") throw new Error("templates do not normalize");
  const p = prepareIngestRows(n.rows, { today: "2024-12-31" });
  if (!p.ok) throw new Error(p.issues[0]?.message);
  return p.records;
}

async function generateActivities(db: Db, total: number) {
  const kinds = templates();
  const BATCH = 100_000;
  for (let done = 0; done < total; done += BATCH) {
    const records: EmissionRecord[] = [];
    for (let i = done; i < Math.min(total, done + BATCH); i++) {
      const t = kinds[i % kinds.length] as EmissionRecord;
      const factor = 0.5 + (i % 1000) / 1000; // deterministic spread of amounts
      const year = 2020 + (Math.floor(i / kinds.length) % 5);
      const month = String((Math.floor(i / (kinds.length * 5)) % 12) + 1).padStart(2, "0");
      records.push({
        ...t,
        amount: t.amount * factor,
        kgCO2e: t.kgCO2e * factor,
        marketBasedKgCO2e: t.marketBasedKgCO2e === null ? null : t.marketBasedKgCO2e * factor,
        date: `${year}-${month}-28`,
        year,
        description: `Site ${i % 40}`,
        // Generated rows stand alone: no link to a parent row of the template upload.
        derivedFrom: null,
        derivedKind: null,
      });
    }
    await storeIngest(db, {
      companyId: 1,
      sourceType: "energy_bill",
      fileName: `bench-${done / BATCH}.json`,
      uploadedAt: "2024-12-31T00:00:00.000Z",
      records,
    });
  }
}

type Sqlite = SqliteHandle["sqlite"];

/**
 * Columns a copy leaves empty: the id, and a name's unique key (`name_key`, company-wide unique), which
 * `fillNameKeys` sets once the copies are renamed.
 */
const notCopied = (c: string) => c !== "id" && c !== "name_key";

/** Copies the demo company's rows of `table` (cycling) until it holds `target` rows; one transaction. */
function replicate(sqlite: Sqlite, table: string, target: number, rename?: string) {
  const cols = (sqlite.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[])
    .map((c) => c.name)
    .filter(notCopied);
  const list = cols.map((c) => `"${c}"`).join(", ");
  const ids = (
    sqlite.prepare(`SELECT id FROM "${table}" WHERE company_id = 1 ORDER BY id`).all() as { id: number }[]
  ).map((r) => r.id);
  if (ids.length === 0) throw new Error(`the demo seed has no ${table}`);
  const copy = sqlite.prepare(`INSERT INTO "${table}" (${list}) SELECT ${list} FROM "${table}" WHERE id = ?`);
  const suffix = rename
    ? sqlite.prepare(`UPDATE "${table}" SET "${rename}" = "${rename}" || ' #' || id WHERE id = ?`)
    : null;
  sqlite.transaction(() => {
    for (let n = ids.length; n < target; n++) {
      const id = Number(copy.run(ids[n % ids.length]).lastInsertRowid);
      suffix?.run(id);
    }
  })();
}

/** training_progress is unique per (user, module): one progress row per copied module. */
function replicateTrainingProgress(sqlite: Sqlite) {
  const cols = (sqlite.prepare(`PRAGMA table_info("training_progress")`).all() as { name: string }[])
    .map((c) => c.name)
    .filter((c) => c !== "id");
  const select = cols.map((c) => (c === "module_id" ? "m.id" : `p."${c}"`)).join(", ");
  sqlite
    .prepare(
      `INSERT OR IGNORE INTO training_progress (${cols.map((c) => `"${c}"`).join(", ")})
       SELECT ${select} FROM training_modules m
       JOIN (SELECT * FROM training_progress WHERE company_id = 1 ORDER BY id LIMIT 1) p
       WHERE m.company_id = 1`,
    )
    .run();
}

/** PostgreSQL's column list of a table (information_schema), in declaration order. */
async function pgColumns(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(db);
  return rows.map((r) => r.column_name);
}

/**
 * `replicate` on PostgreSQL: the same copies in the same order (row n copies the demo row n mod count, and
 * `rename` gets " #<new id>"), run server-side by one PL/pgSQL block (one statement, one transaction) rather
 * than 2 x 2,000 round trips per table.
 */
async function replicatePg(db: Db, table: string, target: number, rename?: string) {
  const list = (await pgColumns(db, table))
    .filter(notCopied)
    .map((c) => `"${c}"`)
    .join(", ");
  const suffix = rename
    ? `UPDATE "${table}" SET "${rename}" = "${rename}" || ' #' || new_id WHERE id = new_id;`
    : "";
  await sql
    .raw(`DO $bench$
DECLARE
  ids bigint[];
  new_id bigint;
BEGIN
  SELECT array_agg(id ORDER BY id) INTO ids FROM "${table}" WHERE company_id = 1;
  IF ids IS NULL THEN RAISE EXCEPTION 'the demo seed has no ${table}'; END IF;
  FOR n IN array_length(ids, 1) .. ${Math.trunc(target) - 1} LOOP
    INSERT INTO "${table}" (${list}) SELECT ${list} FROM "${table}" WHERE id = ids[n % array_length(ids, 1) + 1]
      RETURNING id INTO new_id;
    ${suffix}
  END LOOP;
END
$bench$`)
    .execute(db);
}

/** The copies' `name_key` (left empty by `replicate`), by the rule the app stores it under. */
async function fillNameKeys(db: Db, table: "suppliers") {
  const rows = await db.selectFrom(table).select(["id", "name"]).where("name_key", "is", null).execute();
  await db.transaction().execute(async (trx) => {
    for (const r of rows)
      await trx
        .updateTable(table)
        .set({ name_key: nameKey(r.name) })
        .where("id", "=", r.id)
        .execute();
  });
}

async function replicateTrainingProgressPg(db: Db) {
  const cols = (await pgColumns(db, "training_progress")).filter((c) => c !== "id");
  const select = cols.map((c) => (c === "module_id" ? "m.id" : `p."${c}"`)).join(", ");
  await sql
    .raw(
      `INSERT INTO training_progress (${cols.map((c) => `"${c}"`).join(", ")})
       SELECT ${select} FROM training_modules m
       CROSS JOIN (SELECT * FROM training_progress WHERE company_id = 1 ORDER BY id LIMIT 1) p
       WHERE m.company_id = 1
       ON CONFLICT DO NOTHING`,
    )
    .execute(db);
}

const MODULE_TABLES: readonly [table: string, rename?: string][] = [
  ["materiality_topics", "topic"],
  ["stakeholder_feedback"],
  ["esg_goals"],
  ["goal_progress"],
  ["impact_measurements"],
  ["regulatory_requirements"],
  ["risk_assessments"],
  ["esg_ratings"],
  ["benchmark_data"],
  ["training_modules"],
  ["board_reports"],
  ["documents"],
];

async function generate(url: string) {
  const t0 = performance.now();
  const handle = createDb(url, { poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
    await seedIfEmpty(handle.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) });
    await generateActivities(handle.db, SIZE.activities);
    if (handle.engine === "sqlite") {
      const { sqlite } = handle;
      const columnsOf = (t: string) =>
        (sqlite.prepare(`PRAGMA table_info("${t}")`).all() as { name: string }[]).map((c) => c.name);
      replicate(sqlite, "suppliers", SIZE.suppliers, "name");
      await fillNameKeys(handle.db, "suppliers");
      for (const [table, rename] of MODULE_TABLES) {
        replicate(
          sqlite,
          table,
          SIZE.moduleRows,
          rename && columnsOf(table).includes(rename) ? rename : undefined,
        );
      }
      replicateTrainingProgress(sqlite);
      sqlite.pragma("wal_checkpoint(TRUNCATE)");
    } else {
      const { db } = handle;
      await replicatePg(db, "suppliers", SIZE.suppliers, "name");
      await fillNameKeys(db, "suppliers");
      for (const [table, rename] of MODULE_TABLES) {
        const renamed = rename && (await pgColumns(db, table)).includes(rename) ? rename : undefined;
        await replicatePg(db, table, SIZE.moduleRows, renamed);
      }
      await replicateTrainingProgressPg(db);
      // Planner statistics and the visibility map as after autovacuum, so the run does not depend on when
      // the daemon gets to 1,000,000 new rows.
      await sql`VACUUM ANALYZE`.execute(db);
    }
    const counts: Record<string, number> = {};
    for (const t of [
      "emission_activities",
      "suppliers",
      ...MODULE_TABLES.map(([t]) => t),
      "training_progress",
    ]) {
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(t)}`.execute(handle.db);
      counts[t] = Number(rows[0]?.n);
    }
    return { seconds: (performance.now() - t0) / 1000, counts };
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Child servers

type Child = { proc: ChildProcess; port: number; ask: <T>(msg: object, reply: string) => Promise<T> };

/**
 * The child runs as an esbuild bundle on plain node (like `dist/main.js` in production), not under tsx, so
 * its memory is the server's; written under node_modules/.cache so the native addons resolve.
 */
async function bundleChild(): Promise<string> {
  const outfile = join(HERE, "..", "node_modules", ".cache", "bench", "scale-server.mjs");
  await build({
    entryPoints: [join(HERE, "scale-server.ts")],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    // As in build.mjs: pg-native is pg's optional libpq binding, never loaded here.
    external: ["better-sqlite3", "@node-rs/argon2", "html2canvas", "canvg", "dompurify", "pg-native"],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: "warning",
  });
  return outfile;
}

async function startChild(script: string, mode: "api" | "bare", dbUrl: string): Promise<Child> {
  const proc = fork(script, [mode, dbUrl], {
    serialization: "advanced",
    // The API runs with the server's own V8 flags (as `pnpm start`); the bare floor with Node's defaults.
    execArgv: mode === "api" ? [...SERVER_NODE_FLAGS] : [],
    env: { ...process.env, DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: String(POOL_SIZE) },
  });
  const ask = <T>(msg: object, reply: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: { type: string }) => {
        if (m.type !== reply) return;
        proc.off("message", onMessage);
        resolve(m as T);
      };
      proc.on("message", onMessage);
      proc.once("exit", (code) => reject(new Error(`${mode} server exited with ${code}`)));
      if (Object.keys(msg).length) proc.send(msg);
    });
  const { port } = await ask<{ port: number }>({}, "listening");
  return { proc, port, ask };
}

/** Peak resident set of a process so far (Linux /proc; NaN elsewhere). */
function rssMb(pid: number | undefined, field: "VmRSS" | "VmHWM"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Measurements

type Load = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** The server process's CPU time per request in µs (reads), which other processes' load inflates less. */
  cpuUs?: number;
};

/** A process's CPU time so far in ms (Linux /proc: utime + stime, in clock ticks of 10 ms; NaN elsewhere). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // After "pid (comm) ", utime and stime are the 12th and 13th fields.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** `load`, with the server child's CPU time per request. */
async function loadOn(child: Child, url: string, connections: number, opts: Partial<autocannon.Options>) {
  const before = cpuMs(child.proc.pid);
  const l = await load(url, connections, opts);
  return { ...l, cpuUs: ((cpuMs(child.proc.pid) - before) * 1000) / Math.max(1, l.requests) };
}

async function load(url: string, connections: number, opts: Partial<autocannon.Options> = {}): Promise<Load> {
  const r = await autocannon({
    url,
    connections,
    ...(opts.amount ? {} : { duration: SIZE.seconds }),
    ...opts,
  });
  const errors = r.errors + r.timeouts + r.non2xx;
  if (errors) console.warn(`  ${url}: ${errors} errors/timeouts/non-2xx`);
  // A failed ingest answers fast and would pass for a fast one.
  if (errors && opts.amount) throw new Error(`${url}: ${errors} of ${opts.amount} requests failed`);
  // With a fixed number of long requests (ingest), per-second buckets say little: use the mean latency.
  const rps = opts.amount ? (1000 / r.latency.mean) * connections : r.requests.average;
  return { rps, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, errors };
}

function rawLoop(run: () => unknown, ms: number, minRuns = 5): Load {
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end || times.length < minRuns) {
    const s = performance.now();
    run();
    times.push(performance.now() - s);
  }
  const total = times.reduce((a, b) => a + b, 0);
  return {
    rps: times.length / (total / 1000),
    p50: pct(times, 0.5),
    p99: pct(times, 0.99),
    requests: times.length,
    errors: 0,
  };
}

/** `rawLoop` for a floor that awaits its driver (PostgreSQL): the same statistics. */
async function rawLoopAsync(run: () => Promise<unknown>, ms: number, minRuns = 5): Promise<Load> {
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end || times.length < minRuns) {
    const s = performance.now();
    await run();
    times.push(performance.now() - s);
  }
  const total = times.reduce((a, b) => a + b, 0);
  return {
    rps: times.length / (total / 1000),
    p50: pct(times, 0.5),
    p99: pct(times, 0.99),
    requests: times.length,
    errors: 0,
  };
}

/** The in-process floors of one engine: recorded SQL replayed on the driver, and the raw ingest loop. */
type Floor = {
  readTarget: string;
  insertTarget: string;
  read: (statements: readonly RecordedStatement[], ms: number, minRuns?: number) => Promise<Load>;
  insert: (records: readonly EmissionRecord[], runs: number) => Promise<Load>;
  close: () => Promise<void>;
};

function sqliteFloor(path: string): Floor {
  const raw = createSqliteDb(path);
  return {
    readTarget: "raw SQL (better-sqlite3)",
    insertTarget: "raw prepared-insert loop",
    read: async (statements, ms, minRuns) => rawLoop(replayer(raw.sqlite, statements), ms, minRuns),
    insert: async (records, runs) => {
      const insertLoop = rawInsert(raw.sqlite, records);
      return rawLoop(() => insertLoop(), 0, runs);
    },
    close: raw.close,
  };
}

/** One `pg` connection of its own, with named statements (prepared once, as better-sqlite3's are). */
async function postgresFloor(url: string): Promise<Floor> {
  const raw = createDb(url, { poolSize: 1 }) as PostgresHandle;
  const client = await raw.pool.connect();
  return {
    readTarget: "raw SQL (pg, one connection)",
    insertTarget: "raw COPY loop (pg)",
    read: async (statements, ms, minRuns) => {
      const replay = pgReplayer(statements);
      await replay(client); // prepares the named statements outside the timing, like better-sqlite3's
      return rawLoopAsync(() => replay(client), ms, minRuns);
    },
    insert: async (records, runs) => {
      const insert = pgRawInsert(records, await pgFirstSourceId(client));
      return rawLoopAsync(() => insert(client), 0, runs);
    },
    close: async () => {
      client.release();
      await raw.close();
    },
  };
}

type Row = {
  path: string;
  target: string;
  connections: number | "-";
  load: Load;
  note?: string;
  /** The API rows of reads: each round's ratio to the floor (floor ÷ API req/s, API ÷ floor p99). */
  rounds?: { rps: number; p99: number; cpu: number }[];
  /** Each round's p99 in ms (reads at 1 and 50 connections). */
  roundP99?: number[];
};

/** The median round of each figure. */
function medianLoad(loads: readonly Load[]): Load {
  const m = (pick: (l: Load) => number) => pct(loads.map(pick), 0.5);
  return {
    rps: m((l) => l.rps),
    p50: m((l) => l.p50),
    p99: m((l) => l.p99),
    requests: loads.reduce((n, l) => n + l.requests, 0),
    errors: loads.reduce((n, l) => n + l.errors, 0),
  };
}

/** "2.10x (1.90–2.40x)": the median of the rounds' ratios, with their least and greatest. */
function roundRatios(ratios: readonly number[]): string {
  if (ratios.length === 0) return "-";
  // A round in which the endpoint answered nothing (every response slower than the round) is the worst round:
  // it sorts last as Infinity and is said in words, not printed as "Infinityx".
  const sorted = [...ratios].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as number;
  const silent = sorted.filter((r) => r === Number.POSITIVE_INFINITY).length;
  if (silent === 0) {
    return `${median.toFixed(2)}x (${(sorted[0] as number).toFixed(2)}–${(sorted.at(-1) as number).toFixed(2)}x)`;
  }
  const word = (r: number) => (Number.isFinite(r) ? `${r.toFixed(2)}x` : "no answer");
  return `${word(median)} (least ${word(sorted[0] as number)}; ${silent} of ${sorted.length} rounds with no answer)`;
}

/** The database the run uses: a temporary SQLite file, or a fresh PostgreSQL database dropped at the end. */
type Target = { url: string; describe: string; drop: () => Promise<void> };

async function openTarget(): Promise<Target> {
  if (ENGINE === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "esg-bench-scale-"));
    const path = join(dir, "scale.sqlite");
    return { url: path, describe: path, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const serverUrl = benchServerUrl();
  if (!process.env.BENCH_DATABASE_URL) console.log("Using the throw-away cluster's PG_URL.");
  if (!serverUrl) throw new Error("BENCH_DATABASE_URL must be a postgres:// URL");
  const { name, url, drop } = await createBenchDatabase(serverUrl);
  return {
    url,
    describe: redactDatabaseUrl(url),
    drop: async () => {
      await drop();
      console.log(`Dropped the database ${name}.`);
    },
  };
}

async function main() {
  // Without a server: re-runs this very command under scripts/with-postgres.sh, which starts a throw-away
  // cluster (installing Debian's postgresql package if need be) and sets PG_URL.
  if (ENGINE === "postgres" && !benchServerUrl()) {
    rerunUnderWithPostgres(process.argv[1] ?? fileURLToPath(import.meta.url));
  }
  const target = await openTarget();
  const children: Child[] = [];
  let cleaned: Promise<void> | null = null;
  const cleanup = () => {
    cleaned ??= (async () => {
      await Promise.all(children.map(stopChild));
      await target.drop();
    })();
    return cleaned;
  };
  // An interrupted run still stops its servers and drops its database. Ctrl-C reaches this process more than
  // once (directly, and forwarded by pnpm and tsx): later signals must not end it before the DROP is done.
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: cleaning up …`);
    // Connections the DROP DATABASE … WITH (FORCE) cuts off report it; the run is ending anyway.
    process.on("uncaughtException", () => {});
    void cleanup().finally(() => process.exit(130));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    console.log(
      `Generating the company (${ENGINE}, ${QUICK ? "--quick" : "full size"}) in ${target.describe} …`,
    );
    const gen = await generate(target.url);
    console.log(`  ${gen.seconds.toFixed(1)} s: ${JSON.stringify(gen.counts)}`);

    const script = await bundleChild();
    const api = await startChild(script, "api", target.url);
    children.push(api);
    const bare = await startChild(script, "bare", target.url);
    children.push(bare);
    let peakApiRss = 0;
    let phasePeak = 0;
    const sampler = setInterval(() => {
      const now = rssMb(api.proc.pid, "VmRSS") || 0;
      peakApiRss = Math.max(peakApiRss, now);
      phasePeak = Math.max(phasePeak, now);
    }, 100);
    const phaseRss: Record<string, number> = {};
    const phase = (name: string) => {
      phaseRss[name] = phasePeak;
      phasePeak = 0;
    };
    phase("start");

    const loadAtStart = loadavg()[0] ?? Number.NaN;
    const apiBase = `http://127.0.0.1:${api.port}`;
    const bareBase = `http://127.0.0.1:${bare.port}`;
    const login = await fetch(`${apiBase}/api/auth/login`, {
      method: "POST",
      // Writes need a same-origin signal (CSRF defence): scripts send Origin like a browser would.
      headers: { "content-type": "application/json", origin: apiBase },
      body: JSON.stringify({ username: DEMO_USER.username, password: DEMO_USER.password }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    if (!login.ok || !cookie) throw new Error(`login failed: ${login.status}`);
    const headers = { cookie };

    const floor = ENGINE === "sqlite" ? sqliteFloor(target.url) : await postgresFloor(target.url);
    const facts = ENGINE === "postgres" ? await onServer(target.url, postgresFacts) : null;
    const rows: Row[] = [];
    const sizes: Record<string, { bytes: number; statements: number }> = {};
    for (const path of READ_PATHS) {
      await (await fetch(apiBase + path, { headers })).text(); // warm: first-call work is not per-request
      await api.ask({ type: "record-start" }, "ok");
      const res = await fetch(apiBase + path, { headers: { ...headers, [RECORD_HEADER]: "1" } });
      const body = await res.text();
      const { statements } = await api.ask<{ statements: RecordedStatement[] }>(
        { type: "record-stop" },
        "recorded",
      );
      if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
      if (process.env.BENCH_DUMP_SQL) {
        for (const s of statements) {
          const one = await floor.read([s], 100, 3);
          console.log(`  ${fmt(one.p50, 3)} ms  ${s.sql.replace(/\s+/g, " ").slice(0, 160)}`);
        }
      }
      sizes[path] = { bytes: Buffer.byteLength(body), statements: statements.length };
      const kept = restRoutes.some((r) => r.keptUntilDataChanges && r.method === "GET" && r.path === path);
      await bare.ask({ type: "route", path, statements, body, kept, head: headersToReplay(res) }, "ok");

      console.log(
        `${path}: ${statements.length} statements, ${fmt(Buffer.byteLength(body) / 1024, 1)} KiB JSON`,
      );
      rows.push({
        path,
        target: floor.readTarget,
        connections: "-",
        load: await floor.read(statements, RAW_MS),
      });
      for (const connections of CONNECTIONS) {
        // Alternating rounds: the floor, then the API, ROUNDS times, so that whatever else the
        // machine does weighs on both alike; each round gives its own ratio.
        // The tRPC leg of each round calls the same procedure through /trpc (target: within 3x).
        const bareLoads: Load[] = [];
        const apiLoads: Load[] = [];
        const trpcLoads: Load[] = [];
        // One unmeasured second of each first, at this many connections: the first round measured no JIT
        // warm-up or first-use work more than the others (the tRPC path is not called before this at all).
        await loadOn(bare, bareBase + path, connections, { duration: 1 });
        await loadOn(api, apiBase + path, connections, { headers, duration: 1 });
        await loadOn(api, apiBase + TRPC_PATHS[path], connections, { headers, duration: 1 });
        for (let round = 0; round < ROUNDS; round++) {
          bareLoads.push(await loadOn(bare, bareBase + path, connections, { duration: ROUND_SECONDS }));
          apiLoads.push(await loadOn(api, apiBase + path, connections, { headers, duration: ROUND_SECONDS }));
          trpcLoads.push(
            await loadOn(api, apiBase + TRPC_PATHS[path], connections, { headers, duration: ROUND_SECONDS }),
          );
        }
        // autocannon reports whole milliseconds: 0 ms (on either side) counts as 1 ms.
        const ratios = (loads: Load[]) =>
          loads.map((a, i) => {
            const b = bareLoads[i] as Load;
            const silent = Number.POSITIVE_INFINITY;
            if (a.requests === 0) return { rps: silent, p99: silent, cpu: silent };
            return {
              rps: b.rps / a.rps,
              p99: Math.max(1, a.p99) / Math.max(1, b.p99),
              cpu: (a.cpuUs ?? Number.NaN) / (b.cpuUs ?? Number.NaN),
            };
          });
        // A round with no answer has no p99 (autocannon would say 0 ms).
        const p99s = (loads: Load[]) => loads.map((l) => (l.requests > 0 ? l.p99 : Number.NaN));
        rows.push({
          path,
          target: "bare node:http + SQL",
          connections,
          load: medianLoad(bareLoads),
          roundP99: p99s(bareLoads),
        });
        rows.push({
          path,
          target: "API",
          connections,
          load: medianLoad(apiLoads),
          rounds: ratios(apiLoads),
          roundP99: p99s(apiLoads),
        });
        rows.push({
          path,
          target: "tRPC",
          connections,
          load: medianLoad(trpcLoads),
          rounds: ratios(trpcLoads),
          roundP99: p99s(trpcLoads),
        });
      }
      phase(path);
    }

    // Ingest: 100,000 rows per request, one request at a time (SQLite has one writer; PostgreSQL runs the
    // same scenario).
    const payload = ingestPayload(SIZE.ingestRows);
    // The same rows every time: allowDuplicate, or the second request is a 409 (the duplicate-upload check).
    const body = JSON.stringify({
      sourceType: "energy_bill",
      fileName: "bench.json",
      rawData: payload,
      allowDuplicate: true,
    });
    const n = normalizeIngestPayload("energy_bill", payload);
    if (!n.ok || n.format === "csv") throw new Error("ingest payload does not normalize");
    const prepared = prepareIngestRows(n.rows, { today: "2024-12-31" });
    if (!prepared.ok) throw new Error(prepared.issues[0]?.message);
    const recordsDir = mkdtempSync(join(tmpdir(), "esg-bench-records-"));
    const recordsFile = join(recordsDir, "records.json");
    writeFileSync(recordsFile, JSON.stringify(prepared.records));
    await bare.ask({ type: "ingest-records", file: recordsFile }, "ok");
    rmSync(recordsDir, { recursive: true, force: true });
    const ingestPath = `POST /api/carbon/ingest (${fmt(SIZE.ingestRows)} rows, ${fmt(Buffer.byteLength(body) / 1024 / 1024, 1)} MB)`;
    rows.push({
      path: ingestPath,
      target: floor.insertTarget,
      connections: "-",
      load: await floor.insert(prepared.records, SIZE.ingestRuns),
    });
    const ingestOpts = (h: Record<string, string>) =>
      ({
        method: "POST",
        body,
        headers: { ...h, "content-type": "application/json", origin: `http://127.0.0.1:${api.port}` },
        amount: SIZE.ingestRuns,
        timeout: 120,
      }) as Partial<autocannon.Options>;
    rows.push({
      path: ingestPath,
      target: "bare node:http + parse + insert loop",
      connections: 1,
      load: await load(`${bareBase}/ingest`, 1, ingestOpts({})),
    });
    rows.push({
      path: ingestPath,
      target: "API",
      connections: 1,
      load: await load(`${apiBase}/api/carbon/ingest`, 1, ingestOpts(headers)),
    });
    await floor.close();
    phase("ingest");

    clearInterval(sampler);
    const machineLoad = { start: loadAtStart, end: loadavg()[0] ?? Number.NaN };
    const peakHwm = rssMb(api.proc.pid, "VmHWM");
    const bareHwm = rssMb(bare.proc.pid, "VmHWM");
    const section = renderSection({
      gen,
      rows,
      sizes,
      peakApiRss: Math.max(peakApiRss, peakHwm || 0),
      bareHwm,
      ingestPath,
      phaseRss,
      floor,
      facts,
      machineLoad,
    });
    console.log(`\n${section}`);
    if (RESULTS_FILE) {
      writeSection(RESULTS_FILE, ENGINE, section);
      // Aligned tables, and `pnpm lint` stays green once the file is committed.
      spawnSync("pnpm", ["exec", "biome", "format", "--write", RESULTS_FILE], { stdio: "ignore" });
      console.log(`Written to the ${ENGINE_NAME[ENGINE]} section of ${RESULTS_FILE}`);
    }
  } finally {
    await cleanup();
  }
}

/** Asks a child to exit and waits for it (at most 5 s, then SIGKILL). */
function stopChild(c: Child): Promise<void> {
  if (c.proc.exitCode !== null || c.proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => c.proc.kill("SIGKILL"), 5_000);
    c.proc.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    if (c.proc.connected) c.proc.send({ type: "exit" });
    else c.proc.kill("SIGTERM");
  });
}

// ---------------------------------------------------------------------------------------------------------
// The results file: one section per engine, each run rewrites its own

const ENGINE_NAME: Record<Engine, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };
const marks = (engine: Engine) => [`<!-- bench:${engine} -->`, `<!-- /bench:${engine} -->`] as const;

function skeleton(): string {
  const lines = [
    "# Benchmark results (`pnpm bench`)",
    "",
    "Each engine's section is rewritten by its own full run (`pnpm bench` for SQLite, `pnpm bench --db postgres` " +
      "for PostgreSQL); the other section is left as it was, so the two may come from different days.",
    "",
  ];
  for (const engine of ENGINES) {
    const [open, close] = marks(engine);
    lines.push(open, "", `## ${ENGINE_NAME[engine]}`, "", placeholder(engine), "", close, "");
  }
  return lines.join("\n");
}

const placeholder = (engine: Engine) =>
  `(not yet measured: run \`pnpm bench${engine === "sqlite" ? "" : ` --db ${engine}`}\`)`;

/** Replaces `engine`'s section of the results file (a file without both sections starts from the skeleton). */
function writeSection(file: string, engine: Engine, section: string) {
  let text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const complete = ENGINES.every((e) => marks(e).every((m) => text.includes(m)));
  if (!complete) text = skeleton();
  const [open, close] = marks(engine);
  const from = text.indexOf(open) + open.length;
  const to = text.indexOf(close);
  writeFileSync(file, `${text.slice(0, from)}\n\n${section.trim()}\n\n${text.slice(to)}`);
}

/** One engine's section: a heading naming the engine, the date and the machine, then the tables. */
function renderSection(r: {
  gen: Awaited<ReturnType<typeof generate>>;
  rows: Row[];
  sizes: Record<string, { bytes: number; statements: number }>;
  peakApiRss: number;
  bareHwm: number;
  ingestPath: string;
  phaseRss: Record<string, number>;
  floor: Floor;
  facts: Awaited<ReturnType<typeof postgresFacts>> | null;
  machineLoad: { start: number; end: number };
}): string {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${availableParallelism()} cores (${cpu}), Node ${process.version}`;
  const command = `pnpm bench${ENGINE === "sqlite" ? "" : ` --db ${ENGINE}`}${QUICK ? " --quick" : ""}`;
  const engine = r.facts ? `PostgreSQL ${r.facts.version}` : "SQLite";
  const lines: string[] = [];
  lines.push(`## ${engine}: ${date}, ${machine} (\`${command}\`)`);
  lines.push("");
  const where = r.facts
    ? `PostgreSQL ${r.facts.version} on ${
        onThrowAwayCluster()
          ? "a throw-away local cluster (scripts/with-postgres.sh)"
          : "the server of BENCH_DATABASE_URL"
      } over loopback TCP, in a fresh database dropped afterwards (VACUUM ANALYZE after generation); ${Object.entries(
        r.facts.settings,
      )
        .map(([k, v]) => `${k}=${v}`)
        .join(
          ", ",
        )}; a pool of ${POOL_SIZE} \`pg\` connections per server process (API and bare floor), one for the raw floor.`
    : "SQLite in WAL mode on a temporary file.";
  lines.push(
    `Measured ${date} on ${machine}, ${where} autocannon ${SIZE.seconds} s per read measurement; ingest ${SIZE.ingestRuns} requests. Machine load average (1 min): ${r.machineLoad.start.toFixed(1)} when the measurements began, ${r.machineLoad.end.toFixed(1)} when they ended.`,
  );
  lines.push("");
  lines.push(
    `Company: ${Object.entries(r.gen.counts)
      .map(([t, n]) => `${t} ${fmt(n)}`)
      .join(", ")} (generated in ${r.gen.seconds.toFixed(1)} s).`,
  );
  lines.push("");
  lines.push("| path | target | connections | req/s | p50 ms | p99 ms |");
  lines.push("| ---- | ------ | ----------: | ----: | -----: | -----: |");
  for (const row of r.rows) {
    lines.push(
      `| ${row.path} | ${row.target} | ${row.connections} | ${fmt(row.load.rps, row.load.rps < 100 ? 2 : 0)} | ${fmt(row.load.p50, 2)} | ${fmt(row.load.p99, 2)} |`,
    );
  }
  lines.push("");
  lines.push(
    `Ratios (floor ÷ API for req/s, API ÷ floor for p99 and for the server process's CPU time per request, read from /proc in 10 ms ticks): the median of ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s each, with the least and greatest round; targets at 50 connections: REST within ${TARGETS.rest}x, the small cached reads through tRPC within ${TARGETS.trpc}x, the dashboard's p99 within ${TARGETS.dashboardP99}x its floor's in every round.`,
  );
  lines.push("");
  lines.push(
    "| path | response | SQL statements | req/s vs bare, 1 conn | req/s vs bare, 50 conn | p99 vs bare, 1 conn | p99 vs bare, 50 conn | server CPU per request vs bare, 50 conn |",
  );
  lines.push(
    "| ---- | -------: | -------------: | --------------------: | ---------------------: | ------------------: | -------------------: | --------------------------------------: |",
  );
  const find = (path: string, target: string, c: number | "-") =>
    r.rows.find((x) => x.path === path && x.target.startsWith(target) && x.connections === c)?.load;
  for (const path of READ_PATHS) {
    for (const via of ["API", "tRPC"] as const) {
      const cells = [1, 50].flatMap((c) => {
        const rounds =
          r.rows.find((x) => x.path === path && x.target === via && x.connections === c)?.rounds ?? [];
        return [roundRatios(rounds.map((x) => x.rps)), roundRatios(rounds.map((x) => x.p99))];
      });
      const cpu = roundRatios(
        (r.rows.find((x) => x.path === path && x.target === via && x.connections === 50)?.rounds ?? [])
          .map((x) => x.cpu)
          .filter((x) => Number.isFinite(x)),
      );
      const s = r.sizes[path];
      const name = via === "API" ? `GET ${path}` : `tRPC ${TRPC_PATHS[path].split("?")[0]}`;
      lines.push(
        `| ${name} | ${fmt((s?.bytes ?? 0) / 1024, 1)} KiB | ${s?.statements ?? "-"} | ${cells[0]} | ${cells[2]} | ${cells[1]} | ${cells[3]} | ${cpu} |`,
      );
    }
  }
  lines.push("");
  lines.push(...dashboardRounds(r.rows));
  const ingApi = find(r.ingestPath, "API", 1);
  const ingRaw = find(r.ingestPath, "raw", "-");
  const ingBare = find(r.ingestPath, "bare", 1);
  if (ingApi && ingRaw && ingBare) {
    const ms = (l: Load) => 1000 / l.rps;
    lines.push("");
    lines.push(
      `Ingest: API ${fmt(ms(ingApi))} ms per request (${fmt(SIZE.ingestRows / (ms(ingApi) / 1000))} rows/s), ` +
        `${r.floor.insertTarget} ${fmt(ms(ingRaw))} ms (${(ms(ingApi) / ms(ingRaw)).toFixed(2)}x), ` +
        `bare node:http + JSON.parse + loop ${fmt(ms(ingBare))} ms (${(ms(ingApi) / ms(ingBare)).toFixed(2)}x).`,
    );
  }
  lines.push("");
  lines.push(
    `Server process peak RSS during the whole run (API child, /proc VmRSS sampled every 100 ms and VmHWM): ` +
      `${fmt(r.peakApiRss)} MB (budget 300 MB); the bare floor process peaked at ${fmt(r.bareHwm)} MB` +
      `${r.facts ? " (the PostgreSQL server's own processes are not counted)" : ""}. ` +
      `Peak per phase: ${Object.entries(r.phaseRss)
        .map(([k, v]) => `${k} ${fmt(v)} MB`)
        .join(", ")}.`,
  );
  lines.push("");
  return lines.join("\n");
}

/** The dashboard's p99 in each round at 50 connections, beside its floor's (the target holds in every round). */
function dashboardRounds(rows: readonly Row[]): string[] {
  const of = (target: string) =>
    rows.find((x) => x.path === DASHBOARD && x.target.startsWith(target) && x.connections === 50)?.roundP99 ??
    [];
  const floor = of("bare");
  const api = of("API");
  const trpc = of("tRPC");
  const ratio = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined
      ? "-"
      : Number.isNaN(a) || Number.isNaN(b)
        ? "no answer"
        : `${(Math.max(1, a) / Math.max(1, b)).toFixed(2)}x`;
  const ms = (x: number | undefined) => (x === undefined ? "-" : Number.isNaN(x) ? "no answer" : fmt(x));
  const lines = [
    `GET ${DASHBOARD} at 50 connections, p99 in each round (target: within ${TARGETS.dashboardP99}x the floor's in every round):`,
    "",
    "| round | floor p99 ms | API p99 ms | API ÷ floor | tRPC p99 ms | tRPC ÷ floor |",
    "| ----: | -----------: | ---------: | ----------: | ----------: | -----------: |",
  ];
  floor.forEach((f, i) => {
    lines.push(
      `| ${i + 1} | ${ms(f)} | ${ms(api[i])} | ${ratio(api[i], f)} | ${ms(trpc[i])} | ${ratio(trpc[i], f)} |`,
    );
  });
  return lines;
}

await main();
process.exit(0);

/**
 * The headers of the app's answer that the floor sends too (flat: name, value, …): content type, caching and the
 * security headers are part of the answer, whatever serves it. Not those of one request or connection: the floor
 * adds its own request id and length, and Node its date and keep-alive.
 */
function headersToReplay(res: Response): string[] {
  const own = new Set(["x-request-id", "set-cookie", "content-length", "date", "connection", "keep-alive"]);
  return [...res.headers].filter(([name]) => !own.has(name)).flat();
}
