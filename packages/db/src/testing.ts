/**
 * Test databases on PostgreSQL. `TEST_DATABASE_URL=postgres://…` runs a suite against a real server: a global
 * setup migrates and seeds one template database, and every test app gets its own copy of it
 * (`CREATE DATABASE … TEMPLATE`, a file copy inside the server, far faster than migrating again), so tests stay
 * as isolated as they are on in-memory SQLite. Unset, the suites use SQLite, the same way: one migrated,
 * seeded template image per run, and each test app opens its own in-memory copy of it.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { createDb, createSqliteDbFromImage, type PostgresHandle, type SqliteHandle } from "#create-db";
import { isPostgresUrl } from "./engine";
import type { Db } from "./sqlite-dialect";

/**
 * Every database a run creates is named `esg_test_<run>_…`, so two runs against one server (two developers,
 * two CI jobs) never drop each other's template or copies.
 */
const PREFIX = "esg_test_";
const templateOf = (run: string) => `${PREFIX}${run}_template`;
const copyName = (run: string) => `${PREFIX}${run}_${randomBytes(6).toString("hex")}`;

/** The PostgreSQL URL the suite runs against, or null for SQLite. */
export function testPostgresUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL;
  return url && isPostgresUrl(url) ? url : null;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `fn` on a connection to the server's maintenance database (CREATE/DROP DATABASE cannot use a pool's). */
async function onServer<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const admin = createDb(withDatabase(url, "postgres"), { poolSize: 1 });
  try {
    return await fn(admin.db);
  } finally {
    await admin.close();
  }
}

/**
 * Creates this run's template and lets `prepare` migrate and seed it; run once per suite (global setup).
 * Returns the run id that `createTestDatabase` and `dropTestDatabases` take.
 */
export async function prepareTemplateDatabase(
  url: string,
  prepare: (db: Db) => Promise<void>,
): Promise<string> {
  const run = randomBytes(4).toString("hex");
  await onServer(url, (db) => sql`CREATE DATABASE ${sql.id(templateOf(run))}`.execute(db));
  const template = createDb(withDatabase(url, templateOf(run)));
  try {
    await prepare(template.db);
  } finally {
    await template.close(); // a template with open connections cannot be copied
  }
  return run;
}

/** A fresh copy of the run's template; closing it drops the copy. */
export async function createTestDatabase(url: string, run: string): Promise<PostgresHandle> {
  const name = copyName(run);
  await onServer(url, (db) =>
    sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(templateOf(run))}`.execute(db),
  );
  const handle = createDb(withDatabase(url, name)) as PostgresHandle;
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(url, (db) => sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(db));
    },
  };
}

/**
 * A fresh, empty database for a server process to migrate and seed itself (the end-to-end suite, several app
 * processes on one database); `drop` removes it, disconnecting whoever is still connected.
 */
export async function createEmptyDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = copyName("empty");
  await onServer(url, (db) => sql`CREATE DATABASE ${sql.id(name)}`.execute(db));
  return {
    url: withDatabase(url, name),
    drop: async () => {
      await onServer(url, (db) => sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(db));
    },
  };
}

/** Drops a run's template and copies (global teardown). */
export async function dropTestDatabases(url: string, run: string): Promise<void> {
  await onServer(url, async (db) => {
    const { rows } = await sql<{ datname: string }>`
      SELECT datname FROM pg_database WHERE datname LIKE ${`${PREFIX}${run}_%`}`.execute(db);
    for (const { datname } of rows)
      await sql`DROP DATABASE IF EXISTS ${sql.id(datname)} WITH (FORCE)`.execute(db);
  });
}

/**
 * Migrates and seeds an in-memory SQLite database with `prepare` and returns its image (`serialize()`), the
 * bytes every `createSqliteTestDatabase` copies.
 */
export async function prepareSqliteTemplate(prepare: (db: Db) => Promise<void>): Promise<Buffer> {
  const template = createDb(":memory:");
  if (template.engine !== "sqlite") throw new Error("an in-memory database is SQLite");
  try {
    await prepare(template.db);
    return template.sqlite.serialize();
  } finally {
    await template.close();
  }
}

/**
 * Writes a template image to a fresh temporary file, for a global setup to hand its path to the test workers
 * (`provide` passes small serializable values; each worker reads the bytes once); `remove` deletes it.
 */
export function saveSqliteTemplate(image: Buffer): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "esg-test-template-"));
  const path = join(dir, "template.sqlite");
  writeFileSync(path, image, { mode: 0o600 });
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Reads a template image `saveSqliteTemplate` wrote. */
export function loadSqliteTemplate(path: string): Buffer {
  return readFileSync(path);
}

/**
 * A fresh in-memory database that starts as a copy of the template image: its own connection and pages, so a
 * test's writes never reach the template or another test's copy.
 */
export function createSqliteTestDatabase(image: Buffer): SqliteHandle {
  return createSqliteDbFromImage(image);
}
