/**
 * A throw-away PostgreSQL database for a bench run: BENCH_DATABASE_URL, else the cluster that
 * scripts/with-postgres.sh started (TEST_DATABASE_URL / PG_URL); without either, the bench re-runs itself under
 * that script.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, isPostgresUrl } from "@esg/db";
import { sql } from "kysely";

const UNDER_WITH_POSTGRES = "BENCH_UNDER_WITH_POSTGRES";

/** The server to create the database on, or null when there is none yet. */
export function benchServerUrl(): string | null {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.PG_URL;
  return url && isPostgresUrl(url) ? url : null;
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

async function onServer(serverUrl: string, text: string): Promise<void> {
  const admin = createDb(withDatabase(serverUrl, "postgres"), { poolSize: 1 });
  try {
    await sql.raw(text).execute(admin.db);
  } finally {
    await admin.close();
  }
}

/** A new, empty database on the server; `drop` removes it (also when connections are still open). */
export async function createBenchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `esg_bench_ingest_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** The server's version and the settings that matter for bulk writes, for the results. */
export async function postgresSettings(url: string): Promise<string> {
  const h = createDb(url, { poolSize: 1 });
  try {
    const names = ["shared_buffers", "fsync", "synchronous_commit", "full_page_writes"];
    const facts: string[] = [];
    for (const name of ["server_version", ...names]) {
      const { rows } = await sql<{ v: string }>`SELECT current_setting(${name}) AS v`.execute(h.db);
      // "15.18 (Debian 15.18-0+deb12u1)" → "15.18"
      facts.push(
        name === "server_version" ? `PostgreSQL ${rows[0]?.v.split(" ")[0]}` : `${name}=${rows[0]?.v}`,
      );
    }
    return facts.join(", ");
  } finally {
    await h.close();
  }
}
