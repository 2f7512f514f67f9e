/**
 * `pnpm bench` (issue 9): the platform at scale, each hot path beside its physical floor in the same run.
 *
 * 1. Generates a large company deterministically in a temporary SQLite file (WAL, the server's PRAGMAs):
 *    1,000,000 emission activities over five years across scopes 1-3 and all fifteen scope 3 categories,
 *    5,000 suppliers, 2,000 rows in each module table (`--quick`: 100,000 / 500 / 200).
 * 2. Serves it with the real app in a child process (`scale-server.ts api`) and, for each read path, records
 *    the SQL one request runs; the floors replay exactly that SQL: (a) directly on better-sqlite3 in this
 *    process, (b) in a bare node:http handler (`scale-server.ts bare`) that also answers the same JSON.
 * 3. Loads each with autocannon at 1 and 50 connections; POST /api/carbon/ingest (100,000 rows) against a raw
 *    prepared-insert loop and a bare node:http handler that parses the body and runs that loop.
 * 4. Prints a Markdown report (with the server's peak RSS) and, for a full run, writes bench/RESULTS.md.
 */
import { type ChildProcess, fork, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, type Db, DEMO_USER, migrateToLatest, seedIfEmpty, storeIngest } from "@esg/db";
import { type EmissionRecord, normalizeIngestPayload, prepareIngestRows } from "@esg/domain";
import autocannon from "autocannon";
import type Database from "better-sqlite3";
import { build } from "esbuild";
import { hashPassword } from "../src/auth/password";
import { ingestPayload } from "./ingest-payload";
import { type RecordedStatement, rawInsert, replayer } from "./scale-lib";

const QUICK = process.argv.includes("--quick");
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
const MODULE_LIST = "/api/materiality/1";
const READ_PATHS = ["/api/dashboard", "/api/carbon/analysis", "/api/assessment/full", MODULE_LIST] as const;
const HERE = fileURLToPath(new URL(".", import.meta.url));

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
  if (!n.ok) throw new Error("templates do not normalize");
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

/** Copies the demo company's rows of `table` (cycling) until it holds `target` rows; one transaction. */
function replicate(sqlite: Database.Database, table: string, target: number, rename?: string) {
  const cols = (sqlite.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[])
    .map((c) => c.name)
    .filter((c) => c !== "id");
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
function replicateTrainingProgress(sqlite: Database.Database) {
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

async function generate(path: string) {
  const t0 = performance.now();
  const handle = createDb(path);
  await migrateToLatest(handle.db);
  await seedIfEmpty(handle.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) });
  await generateActivities(handle.db, SIZE.activities);
  const { sqlite } = handle;
  const columnsOf = (t: string) =>
    (sqlite.prepare(`PRAGMA table_info("${t}")`).all() as { name: string }[]).map((c) => c.name);
  replicate(sqlite, "suppliers", SIZE.suppliers, "name");
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
  const counts = Object.fromEntries(
    ["emission_activities", "suppliers", ...MODULE_TABLES.map(([t]) => t), "training_progress"].map((t) => [
      t,
      (sqlite.prepare(`SELECT count(*) AS n FROM "${t}"`).get() as { n: number }).n,
    ]),
  );
  await handle.close();
  return { seconds: (performance.now() - t0) / 1000, counts };
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
    external: ["better-sqlite3", "@node-rs/argon2", "html2canvas", "canvg", "dompurify"],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: "warning",
  });
  return outfile;
}

async function startChild(script: string, mode: "api" | "bare", dbPath: string): Promise<Child> {
  const proc = fork(script, [mode, dbPath], { serialization: "advanced", execArgv: [] });
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

type Load = { rps: number; p50: number; p99: number; requests: number; errors: number };

async function load(url: string, connections: number, opts: Partial<autocannon.Options> = {}): Promise<Load> {
  const r = await autocannon({
    url,
    connections,
    ...(opts.amount ? {} : { duration: SIZE.seconds }),
    ...opts,
  });
  const errors = r.errors + r.timeouts + r.non2xx;
  if (errors) console.warn(`  ${url}: ${errors} errors/timeouts/non-2xx`);
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

type Row = { path: string; target: string; connections: number | "-"; load: Load; note?: string };

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "esg-bench-scale-"));
  const dbPath = join(dir, "scale.sqlite");
  const children: Child[] = [];
  try {
    console.log(`Generating the company (${QUICK ? "--quick" : "full size"}) in ${dbPath} …`);
    const gen = await generate(dbPath);
    console.log(`  ${gen.seconds.toFixed(1)} s: ${JSON.stringify(gen.counts)}`);

    const script = await bundleChild();
    const api = await startChild(script, "api", dbPath);
    const bare = await startChild(script, "bare", dbPath);
    children.push(api, bare);
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

    const apiBase = `http://127.0.0.1:${api.port}`;
    const bareBase = `http://127.0.0.1:${bare.port}`;
    const login = await fetch(`${apiBase}/api/auth/login`, {
      method: "POST",
      // Writes need a same-origin signal (issue 14): scripts send Origin like a browser would.
      headers: { "content-type": "application/json", origin: apiBase },
      body: JSON.stringify({ username: DEMO_USER.username, password: DEMO_USER.password }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    if (!login.ok || !cookie) throw new Error(`login failed: ${login.status}`);
    const headers = { cookie };

    const raw = createDb(dbPath);
    const rows: Row[] = [];
    const sizes: Record<string, { bytes: number; statements: number }> = {};
    for (const path of READ_PATHS) {
      await (await fetch(apiBase + path, { headers })).text(); // warm: first-call work is not per-request
      await api.ask({ type: "record-start" }, "ok");
      const res = await fetch(apiBase + path, { headers });
      const body = await res.text();
      const { statements } = await api.ask<{ statements: RecordedStatement[] }>(
        { type: "record-stop" },
        "recorded",
      );
      if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
      if (process.env.BENCH_DUMP_SQL) {
        for (const s of statements) {
          const one = rawLoop(replayer(raw.sqlite, [s]), 100, 3);
          console.log(`  ${fmt(one.p50, 3)} ms  ${s.sql.replace(/\s+/g, " ").slice(0, 160)}`);
        }
      }
      sizes[path] = { bytes: Buffer.byteLength(body), statements: statements.length };
      await bare.ask({ type: "route", path, statements, body }, "ok");

      console.log(
        `${path}: ${statements.length} statements, ${fmt(Buffer.byteLength(body) / 1024, 1)} KiB JSON`,
      );
      rows.push({
        path,
        target: "raw SQL (better-sqlite3)",
        connections: "-",
        load: rawLoop(replayer(raw.sqlite, statements), RAW_MS),
      });
      for (const connections of CONNECTIONS) {
        rows.push({
          path,
          target: "bare node:http + SQL",
          connections,
          load: await load(bareBase + path, connections),
        });
        rows.push({
          path,
          target: "API",
          connections,
          load: await load(apiBase + path, connections, { headers }),
        });
      }
      phase(path);
    }

    // Ingest: 100,000 rows per request, one request at a time (SQLite has one writer).
    const payload = ingestPayload(SIZE.ingestRows);
    const body = JSON.stringify({ sourceType: "energy_bill", fileName: "bench.json", rawData: payload });
    const n = normalizeIngestPayload("energy_bill", payload);
    if (!n.ok) throw new Error("ingest payload does not normalize");
    const prepared = prepareIngestRows(n.rows, { today: "2024-12-31" });
    if (!prepared.ok) throw new Error(prepared.issues[0]?.message);
    const recordsFile = join(dir, "records.json");
    writeFileSync(recordsFile, JSON.stringify(prepared.records));
    await bare.ask({ type: "ingest-records", file: recordsFile }, "ok");
    const ingestPath = `POST /api/carbon/ingest (${fmt(SIZE.ingestRows)} rows, ${fmt(Buffer.byteLength(body) / 1024 / 1024, 1)} MB)`;
    const insertLoop = rawInsert(raw.sqlite, prepared.records);
    rows.push({
      path: ingestPath,
      target: "raw prepared-insert loop",
      connections: "-",
      load: rawLoop(() => insertLoop(), 0, SIZE.ingestRuns),
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
    await raw.close();
    phase("ingest");

    clearInterval(sampler);
    const peakHwm = rssMb(api.proc.pid, "VmHWM");
    const bareHwm = rssMb(bare.proc.pid, "VmHWM");
    const report = renderReport({
      gen,
      rows,
      sizes,
      peakApiRss: Math.max(peakApiRss, peakHwm || 0),
      bareHwm,
      ingestPath,
      phaseRss,
    });
    console.log(`\n${report}`);
    if (!QUICK) {
      writeFileSync(join(HERE, "RESULTS.md"), report);
      // Aligned tables, and `pnpm lint` stays green once the file is committed.
      spawnSync("pnpm", ["exec", "biome", "format", "--write", join(HERE, "RESULTS.md")], {
        stdio: "ignore",
      });
      console.log("Written to apps/server/bench/RESULTS.md");
    }
  } finally {
    for (const c of children) c.proc.send({ type: "exit" });
    rmSync(dir, { recursive: true, force: true });
  }
}

function renderReport(r: {
  gen: Awaited<ReturnType<typeof generate>>;
  rows: Row[];
  sizes: Record<string, { bytes: number; statements: number }>;
  peakApiRss: number;
  bareHwm: number;
  ingestPath: string;
  phaseRss: Record<string, number>;
}): string {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  const lines: string[] = [];
  lines.push(`# Benchmark results (\`pnpm bench\`${QUICK ? " --quick" : ""})`);
  lines.push("");
  lines.push(
    `Measured ${new Date().toISOString().slice(0, 10)} on ${availableParallelism()} cores (${cpu}), Node ${process.version}, ` +
      `SQLite in WAL mode on a temporary file. autocannon ${SIZE.seconds} s per read measurement; ingest ${SIZE.ingestRuns} requests.`,
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
  lines.push("Ratios (floor ÷ API for req/s, API ÷ floor for p99; budget: within 3x):");
  lines.push("");
  lines.push(
    "| path | response | SQL statements | req/s vs bare, 1 conn | req/s vs bare, 50 conn | p99 vs bare, 1 conn | p99 vs bare, 50 conn |",
  );
  lines.push(
    "| ---- | -------: | -------------: | --------------------: | ---------------------: | ------------------: | -------------------: |",
  );
  const find = (path: string, target: string, c: number | "-") =>
    r.rows.find((x) => x.path === path && x.target.startsWith(target) && x.connections === c)?.load;
  for (const path of READ_PATHS) {
    const cells = [1, 50].flatMap((c) => {
      const a = find(path, "API", c);
      const b = find(path, "bare", c);
      // autocannon reports whole milliseconds: a 0 ms floor counts as 1 ms.
      return a && b
        ? [`${(b.rps / a.rps).toFixed(2)}x`, `${(a.p99 / Math.max(1, b.p99)).toFixed(2)}x`]
        : ["-", "-"];
    });
    const s = r.sizes[path];
    lines.push(
      `| GET ${path} | ${fmt((s?.bytes ?? 0) / 1024, 1)} KiB | ${s?.statements ?? "-"} | ${cells[0]} | ${cells[2]} | ${cells[1]} | ${cells[3]} |`,
    );
  }
  const ingApi = find(r.ingestPath, "API", 1);
  const ingRaw = find(r.ingestPath, "raw", "-");
  const ingBare = find(r.ingestPath, "bare", 1);
  if (ingApi && ingRaw && ingBare) {
    const ms = (l: Load) => 1000 / l.rps;
    lines.push("");
    lines.push(
      `Ingest: API ${fmt(ms(ingApi))} ms per request (${fmt(SIZE.ingestRows / (ms(ingApi) / 1000))} rows/s), ` +
        `raw prepared-insert loop ${fmt(ms(ingRaw))} ms (${(ms(ingApi) / ms(ingRaw)).toFixed(2)}x), ` +
        `bare node:http + JSON.parse + loop ${fmt(ms(ingBare))} ms (${(ms(ingApi) / ms(ingBare)).toFixed(2)}x).`,
    );
  }
  lines.push("");
  lines.push(
    `Server process peak RSS during the whole run (API child, /proc VmRSS sampled every 100 ms and VmHWM): ` +
      `${fmt(r.peakApiRss)} MB (budget 300 MB); the bare floor process peaked at ${fmt(r.bareHwm)} MB. ` +
      `Peak per phase: ${Object.entries(r.phaseRss)
        .map(([k, v]) => `${k} ${fmt(v)} MB`)
        .join(", ")}.`,
  );
  lines.push("");
  return lines.join("\n");
}

await main();
process.exit(0);
