/**
 * A throw-away PostgreSQL database for a bench run: on the server of BENCH_DATABASE_URL, else the cluster
 * that scripts/with-postgres.sh started (TEST_DATABASE_URL / PG_URL); without either, the bench re-runs itself
 * under that script. Shared by `pnpm bench` (scale.ts) and `pnpm bench:ingest` (ingest.ts).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, type Db, isPostgresUrl } from "@esg/db";
import { sql } from "kysely";

/** Set on the re-run under scripts/with-postgres.sh, whose PG_URL then names the server. */
const UNDER_WITH_POSTGRES = "BENCH_UNDER_WITH_POSTGRES";

/** The server to create the database on, or null when there is none yet. */
export function benchServerUrl(): string | null {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.PG_URL;
  return url && isPostgresUrl(url) ? url : null;
}

/** Whether the run is on scripts/with-postgres.sh's throw-away cluster (not on BENCH_DATABASE_URL's server). */
export function onThrowAwayCluster(): boolean {
  return Boolean(process.env[UNDER_WITH_POSTGRES]) && !process.env.BENCH_DATABASE_URL;
}

/** Runs this very command again under scripts/with-postgres.sh (a throw-away local cluster); exits with it. */
export function rerunUnderWithPostgres(script: string): never {
  if (process.env[UNDER_WITH_POSTGRES]) throw new Error("scripts/with-postgres.sh gave no database URL");
  const here = fileURLToPath(new URL(".", import.meta.url));
  const withPostgres = join(here, "..", "..", "..", "scripts", "with-postgres.sh");
  console.log("No PostgreSQL URL set: running on a throw-away cluster (scripts/with-postgres.sh) …");
  const r = spawnSync(
    "bash",
    [withPostgres, process.execPath, ...process.execArgv, script, ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env: { ...process.env, [UNDER_WITH_POSTGRES]: "1" },
    },
  );
  if (r.error) throw r.error;
  process.exit(r.status ?? 1);
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `fn` on one connection to the database `url` names (CREATE/DROP DATABASE run on the server's). */
export async function onServer<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const admin = createDb(url, { poolSize: 1 });
  try {
    return await fn(admin.db);
  } finally {
    await admin.close();
  }
}

const BENCH_DATABASE_PREFIX = "esg_bench_";

/**
 * Creates this run's database, after dropping those an interrupted run left behind (a run killed outright,
 * e.g. by tsx's SIGKILL when Ctrl-C is not acknowledged within 30 ms, cannot drop its own). A plain DROP
 * DATABASE refuses a database with connections, so a run in progress keeps its own. `drop` removes it (also
 * when connections are still open).
 */
export async function createBenchDatabase(
  serverUrl: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${BENCH_DATABASE_PREFIX}${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, async (db) => {
    const { rows } = await sql<{ datname: string }>`
      SELECT datname FROM pg_database WHERE starts_with(datname, ${BENCH_DATABASE_PREFIX})`.execute(db);
    for (const { datname } of rows) {
      try {
        await sql`DROP DATABASE ${sql.id(datname)}`.execute(db);
        console.log(`Dropped ${datname}, left by an interrupted run.`);
      } catch {
        // in use: another run's
      }
    }
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(db);
  });
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: async () => {
      await onServer(serverUrl, (db) =>
        sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(db),
      );
    },
  };
}

/** The server's version and the settings that matter for these figures, for the results. */
export async function postgresFacts(db: Db) {
  const setting = async (name: string) =>
    (await sql<{ setting: string }>`SELECT current_setting(${name}) AS setting`.execute(db)).rows[0]
      ?.setting ?? "?";
  return {
    // "15.18 (Debian 15.18-0+deb12u1)" → "15.18"
    version: (await setting("server_version")).split(" ")[0] ?? "?",
    settings: Object.fromEntries(
      await Promise.all(
        ["shared_buffers", "work_mem", "fsync", "synchronous_commit", "full_page_writes"].map(
          async (n) => [n, await setting(n)] as const,
        ),
      ),
    ),
  };
}

/** The same facts in one line: "PostgreSQL 15.18, shared_buffers=128MB, …". */
export async function postgresSettings(url: string): Promise<string> {
  const facts = await onServer(url, postgresFacts);
  const settings = Object.entries(facts.settings).map(([k, v]) => `${k}=${v}`);
  return [`PostgreSQL ${facts.version}`, ...settings].join(", ");
}
