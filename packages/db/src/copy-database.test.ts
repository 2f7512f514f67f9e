import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  copyDatabase,
  DatabaseCopyMismatchError,
  DatabaseCopyRefusedError,
  referencedFirst,
  rowsPerInsert,
  tablesInCopyOrder,
} from "./copy-database";
import { createDb, type Db, isPostgresUrl } from "./create-db";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations";
import { seedIfEmpty } from "./seed/seed";

const scratchDir = () => mkdtempSync(join(tmpdir(), "esg-copy-"));

/** Floats that lose digits anywhere on the way (float4, text formatting) would change. */
const AWKWARD_FLOATS = [0.1 + 0.2, 1 / 3, 1e-300, -2.5e10, 123456789.12345679, Math.PI * 1e15];
/** A session secret with every byte value, so an encoding slip (text, hex, UTF-8) shows. */
const EVERY_BYTE = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

/** Enough suppliers for several INSERT batches (1,000 rows each) and PostgreSQL cursor fetches. */
const BULK_SUPPLIERS = 2345;
/** The demo's 10 and the bulk ones; the last is deleted again. */
const SUPPLIERS_ISSUED = 10 + BULK_SUPPLIERS;

/**
 * The demo company plus what the seed leaves out: a second company with many suppliers, a session (a blob),
 * text with quotes and emoji, awkward floats, NULLs, and a deleted last supplier (its id must not be handed
 * out again).
 */
async function seededSource(url: string): Promise<void> {
  const h = createDb(url);
  try {
    await migrateToLatest(h.db);
    await seedIfEmpty(h.db, { demoPasswordHash: "x" });
    const now = "2026-11-26 10:00:00";
    const second = await h.db
      .insertInto("companies")
      .values({ name: "Ünïcode & Söhne 🌍 ‘quoted’\nline", industry: "Energy", created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const user = await h.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    await h.db
      .insertInto("sessions")
      .values({
        id: "s1",
        secret_hash: EVERY_BYTE,
        user_id: user.id,
        expires_at: 1_798_000_000_123,
        created_at: now,
      })
      .execute();
    await h.db
      .insertInto("audit_log")
      .values({
        company_id: second.id,
        user_id: null,
        at: now,
        action: "create",
        entity: "company",
        entity_id: String(second.id),
        before: null,
        after: JSON.stringify({ note: 'it\'s "quoted" — and 🌍' }),
      })
      .execute();
    await sql`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BULK_SUPPLIERS})
      INSERT INTO suppliers (company_id, name, risk_tier, disclosure_score, responded, country)
      SELECT ${second.id}, 'Bulk ' || i, 'low', i * 0.37, i % 2, CASE WHEN i % 3 = 0 THEN NULL ELSE 'DE' END
      FROM n`.execute(h.db);
    const suppliers = await h.db.selectFrom("suppliers").select("id").orderBy("id").execute();
    for (const [i, value] of AWKWARD_FLOATS.entries())
      await sql`UPDATE suppliers SET disclosure_score = ${value}, country = NULL WHERE id = ${suppliers[i]?.id}`.execute(
        h.db,
      );
    await h.db
      .deleteFrom("suppliers")
      .where("id", "=", suppliers.at(-1)?.id ?? 0)
      .execute();
  } finally {
    await h.close();
  }
}

async function tableNames(db: Db): Promise<string[]> {
  return (await db.introspection.getTables()).map((t) => t.name).sort();
}

async function tableNamesAt(url: string): Promise<string[]> {
  const h = createDb(url);
  try {
    return await tableNames(h.db);
  } finally {
    await h.close();
  }
}

/** Every row of every table, in an order that depends on the values only (every column, in turn). */
async function everyRow(url: string): Promise<Record<string, unknown[]>> {
  const h = createDb(url);
  try {
    const rows: Record<string, unknown[]> = {};
    for (const table of await h.db.introspection.getTables()) {
      const positions = table.columns.map((_, i) => i + 1).join(", ");
      rows[table.name] = (
        await sql`SELECT * FROM ${sql.table(table.name)} ORDER BY ${sql.raw(positions)}`.execute(h.db)
      ).rows;
    }
    return rows;
  } finally {
    await h.close();
  }
}

async function rowCounts(url: string): Promise<Record<string, number>> {
  const h = createDb(url);
  try {
    const counts: Record<string, number> = {};
    for (const table of await tableNames(h.db)) {
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(h.db);
      counts[table] = Number(rows[0]?.n);
    }
    return counts;
  } finally {
    await h.close();
  }
}

/** Rows in application tables: migrating a target writes Kysely's own tables, and that is not data. */
const dataRows = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([table]) => !table.startsWith("kysely_"))
    .reduce((sum, [, n]) => sum + n, 0);

async function newSupplierId(url: string): Promise<number> {
  const h = createDb(url);
  try {
    const row = await h.db
      .insertInto("suppliers")
      .values({ company_id: 1, name: "New", risk_tier: "low", disclosure_score: 1, responded: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await h.close();
  }
}

describe("copyDatabase between SQLite files", () => {
  it("copies every table with its ids and exact values, verifies them, and hands out fresh ids after", async () => {
    const dir = scratchDir();
    const from = join(dir, "from.sqlite");
    const to = join(dir, "to.sqlite");
    await seededSource(from);
    const progress: string[] = [];

    const summary = await copyDatabase({ from, to, onProgress: ({ name }) => progress.push(name) });

    const source = await everyRow(from);
    const copy = await everyRow(to);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(source).sort());
    for (const table of Object.keys(source)) expect(copy[table], table).toEqual(source[table]);
    expect(copy.sessions).toEqual([expect.objectContaining({ secret_hash: EVERY_BYTE })]);

    const counts = await rowCounts(from);
    const applicationTables = Object.keys(counts).filter((t) => !t.startsWith("kysely_"));
    expect(summary.tables.map((t) => t.name).sort()).toEqual(applicationTables);
    expect(progress).toEqual(summary.tables.map((t) => t.name));
    expect(summary.rows).toBe(dataRows(counts));
    expect(summary.tables.every((t) => t.matches && t.rows === t.targetRows)).toBe(true);
    const suppliers = summary.tables.find((t) => t.name === "suppliers");
    expect(suppliers?.rows).toBe(SUPPLIERS_ISSUED - 1);
    const score = suppliers?.checksums.find((c) => c.column === "disclosure_score");
    expect(score?.source).toBe(score?.target);
    expect(score?.matches).toBe(true);

    // The last supplier was deleted on the source: its id stays used.
    expect(await newSupplierId(to)).toBe(SUPPLIERS_ISSUED + 1);
  }, 30_000);

  it("orders referenced tables before the tables that reference them, covering every table", async () => {
    const h = createDb(":memory:");
    await migrateToLatest(h.db);
    const order = await tablesInCopyOrder(h.db);
    expect([...order].sort()).toEqual((await tableNames(h.db)).filter((t) => !t.startsWith("kysely_")));
    const { rows: keys } = await sql<{ table: string; referenced: string }>`
      SELECT m.name AS "table", f."table" AS referenced
      FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`.execute(h.db);
    expect(keys.length).toBeGreaterThan(20);
    for (const { table, referenced } of keys)
      expect(order.indexOf(referenced), `${referenced} before ${table}`).toBeLessThan(order.indexOf(table));
    expect(order[0]).toBe("companies");
    await h.close();

    expect(referencedFirst(["a", "b", "c"], [{ table: "a", referenced: "c" }])).toEqual(["b", "c", "a"]);
    expect(() =>
      referencedFirst(
        ["a", "b"],
        [
          { table: "a", referenced: "b" },
          { table: "b", referenced: "a" },
        ],
      ),
    ).toThrow("The foreign keys of a, b form a cycle");
  });

  it("keeps each INSERT under the engines' parameter limits", () => {
    expect(rowsPerInsert(8, "sqlite")).toBe(1000);
    expect(rowsPerInsert(40, "sqlite")).toBe(819); // 40 × 819 = 32,760 ≤ 32,766
    expect(rowsPerInsert(40, "postgres")).toBe(1000);
    expect(rowsPerInsert(100, "postgres")).toBe(655);
    expect(rowsPerInsert(50_000, "sqlite")).toBe(1);
  });

  it("refuses a missing, an empty, an outdated and a newer source, creating no target", async () => {
    const dir = scratchDir();
    const to = join(dir, "to.sqlite");
    const refusal = (from: string) => copyDatabase({ from, to }).catch((error: unknown) => error);

    const missing = await refusal(join(dir, "missing.sqlite"));
    expect(missing).toBeInstanceOf(DatabaseCopyRefusedError);
    expect((missing as Error).message).toBe(
      `No database at ${join(dir, "missing.sqlite")}: nothing to copy.`,
    );
    expect(existsSync(join(dir, "missing.sqlite"))).toBe(false);

    const empty = join(dir, "empty.sqlite");
    await createDb(empty).close();
    expect(await refusal(empty)).toMatchObject({
      message: `Source ${empty} has no migrations applied: it is empty or not a database of this app.`,
    });

    const outdated = join(dir, "outdated.sqlite");
    const h = createDb(outdated);
    const names = Object.keys(migrations);
    await new Migrator({ db: h.db, provider: { getMigrations: async () => migrations } }).migrateTo(
      names[1] as string,
    );
    await h.close();
    expect(await refusal(outdated)).toMatchObject({
      message: `Source ${outdated} is not at the latest migration (${names.length - 2} pending, first ${names[2]}): run "migrate" against it first; the copy only reads its source.`,
    });

    const newer = join(dir, "newer.sqlite");
    const n = createDb(newer);
    await migrateToLatest(n.db);
    await n.db
      .insertInto("kysely_migration" as never)
      .values({ name: "2999-01-01T0000-future", timestamp: "x" } as never)
      .execute();
    await n.close();
    expect(await refusal(newer)).toMatchObject({
      message: `Source ${newer} has migrations this version does not know (2999-01-01T0000-future): copy it with the version of the app that wrote it.`,
    });

    expect(existsSync(to)).toBe(false);
  }, 20_000);

  it("refuses a target that already holds data, leaving it as it was", async () => {
    const dir = scratchDir();
    const from = join(dir, "from.sqlite");
    const to = join(dir, "to.sqlite");
    await seededSource(from);
    const h = createDb(to);
    await migrateToLatest(h.db);
    await h.db
      .insertInto("companies")
      .values({ name: "Acme", industry: "Energy", created_at: "now" })
      .execute();
    await h.close();
    const before = await everyRow(to);

    await expect(copyDatabase({ from, to })).rejects.toThrow(
      new DatabaseCopyRefusedError(
        `Target ${to} already holds data (1 company; rows in 1 table: companies): copy into a new, empty database.`,
      ),
    );
    expect(await everyRow(to)).toEqual(before);
  }, 20_000);

  it("leaves the target without data when the copy fails part way, and the target can be copied into after", async () => {
    const dir = scratchDir();
    const from = join(dir, "from.sqlite");
    const to = join(dir, "to.sqlite");
    await seededSource(from);
    let copied = 0;
    const failOnFifth = () => {
      if (++copied === 5) throw new Error("disk on fire");
    };

    await expect(copyDatabase({ from, to, onProgress: failOnFifth })).rejects.toThrow("disk on fire");
    const counts = await rowCounts(to);
    expect(counts.companies).toBe(0);
    expect(dataRows(counts)).toBe(0);

    const summary = await copyDatabase({ from, to });
    expect(summary.rows).toBeGreaterThan(500);
  }, 30_000);

  it("rolls back and reports a target whose totals differ from the source's", async () => {
    const dir = scratchDir();
    const from = join(dir, "from.sqlite");
    const to = join(dir, "to.sqlite");
    await seededSource(from);
    // A target that silently changes what it is given: only the verification can tell.
    const h = createDb(to);
    await migrateToLatest(h.db);
    await sql`CREATE TRIGGER skew AFTER INSERT ON suppliers BEGIN
      UPDATE suppliers SET disclosure_score = disclosure_score * 2 WHERE id = new.id; END`.execute(h.db);
    await h.close();

    const error = await copyDatabase({ from, to }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseCopyMismatchError);
    const mismatches = (error as DatabaseCopyMismatchError).mismatches;
    expect(mismatches.map((t) => t.name)).toEqual(["suppliers"]);
    expect(mismatches[0]?.checksums.filter((c) => !c.matches).map((c) => c.column)).toEqual([
      "disclosure_score",
    ]);
    expect((error as Error).message).toMatch(
      /^The copy does not match its source, so nothing was kept: suppliers: total of disclosure_score \S+ became \S+\.$/,
    );
    expect((await rowCounts(to)).suppliers).toBe(0);
  }, 20_000);
});

const postgresUrl = process.env.TEST_DATABASE_URL;
const onPostgres = !!postgresUrl && isPostgresUrl(postgresUrl);

describe.skipIf(!onPostgres)("copyDatabase between SQLite and PostgreSQL", () => {
  const created: string[] = [];

  function withDatabase(name: string): string {
    const url = new URL(postgresUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  }

  async function onServer(statement: (db: Db) => Promise<unknown>): Promise<void> {
    const admin = createDb(withDatabase("postgres"), { poolSize: 1 });
    try {
      await statement(admin.db);
    } finally {
      await admin.close();
    }
  }

  /** A new, empty PostgreSQL database, dropped after the suite. */
  async function scratchPostgres(): Promise<string> {
    const name = `esg_copy_test_${randomBytes(6).toString("hex")}`;
    await onServer((db) => sql`CREATE DATABASE ${sql.id(name)}`.execute(db));
    created.push(name);
    return withDatabase(name);
  }

  beforeAll(() => {
    expect(postgresUrl).toMatch(/^postgres/);
  });

  afterAll(async () => {
    for (const name of created)
      await onServer((db) => sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(db));
  });

  it("round-trips SQLite → PostgreSQL → SQLite with every row identical", async () => {
    const dir = scratchDir();
    const from = join(dir, "from.sqlite");
    const back = join(dir, "back.sqlite");
    const pg = await scratchPostgres();
    await seededSource(from);

    const there = await copyDatabase({ from, to: pg });
    expect(there).toMatchObject({ source: "sqlite", target: "postgres" });
    const home = await copyDatabase({ from: pg, to: back });
    expect(home).toMatchObject({ source: "postgres", target: "sqlite", rows: there.rows });
    expect(home.tables.map((t) => [t.name, t.rows])).toEqual(there.tables.map((t) => [t.name, t.rows]));
    // Tables a migration creates on one engine only (PostgreSQL's shared rate-limit counters) stay behind.
    const copiedTables = new Set(there.tables.map((t) => t.name));
    const onlyOnPostgres = (await tableNamesAt(pg)).filter(
      (t) => !copiedTables.has(t) && !t.startsWith("kysely_"),
    );
    expect(there.skipped).toEqual([]);
    expect(home.skipped.map((t) => t.name)).toEqual(onlyOnPostgres);

    const source = await everyRow(from);
    const roundTripped = await everyRow(back);
    for (const table of Object.keys(source).filter((t) => !t.startsWith("kysely_")))
      expect(roundTripped[table], table).toEqual(source[table]);

    const h = createDb(pg);
    const session = await h.db.selectFrom("sessions").selectAll().executeTakeFirstOrThrow();
    expect(Buffer.from(session.secret_hash)).toEqual(EVERY_BYTE);
    expect(session.expires_at).toBe(1_798_000_000_123);
    const scores = await h.db.selectFrom("suppliers").select("disclosure_score").orderBy("id").execute();
    expect(scores.slice(0, AWKWARD_FLOATS.length).map((s) => s.disclosure_score)).toEqual(AWKWARD_FLOATS);
    await h.close();
  }, 60_000);

  it("restarts PostgreSQL's sequences after the copied ids, deleted ones included", async () => {
    const dir = scratchDir();
    const from = join(dir, "from.sqlite");
    const pg = await scratchPostgres();
    await seededSource(from);
    await copyDatabase({ from, to: pg });

    expect(await newSupplierId(pg)).toBe(SUPPLIERS_ISSUED + 1);
    const h = createDb(pg);
    const company = await h.db
      .insertInto("companies")
      .values({ name: "Fresh", industry: "Energy", created_at: "now" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(company.id).toBe(3);
    await h.db
      .deleteFrom("suppliers")
      .where("id", "=", SUPPLIERS_ISSUED + 1)
      .execute();
    await h.close();

    // Back to SQLite: the ids issued on PostgreSQL, the one just deleted included, stay taken.
    const back = join(dir, "back.sqlite");
    await copyDatabase({ from: pg, to: back });
    expect(await newSupplierId(back)).toBe(SUPPLIERS_ISSUED + 2);
  }, 60_000);

  it("refuses a PostgreSQL target that holds data", async () => {
    const dir = scratchDir();
    const from = join(dir, "from.sqlite");
    const pg = await scratchPostgres();
    await seededSource(from);
    await copyDatabase({ from, to: pg });
    await expect(copyDatabase({ from, to: pg })).rejects.toThrow(
      /already holds data \(2 companies; rows in \d+ tables: [a-z_]+, [a-z_]+, [a-z_]+, …\): copy into a new, empty database\.$/,
    );
  }, 60_000);

  it("leaves the PostgreSQL target without data when a row does not fit part way", async () => {
    const dir = scratchDir();
    const from = join(dir, "from.sqlite");
    const pg = await scratchPostgres();
    await seededSource(from);
    // SQLite's integer takes 64 bits; PostgreSQL's integer column only 32.
    const h = createDb(from);
    await sql`UPDATE suppliers SET responded = ${2 ** 40} WHERE id = 3`.execute(h.db);
    await h.close();

    await expect(copyDatabase({ from, to: pg })).rejects.toThrow(
      /^Copying suppliers failed, so the target keeps no data: value "1099511627776" is out of range for type integer$/,
    );
    const counts = await rowCounts(pg);
    expect(dataRows(counts)).toBe(0);
  }, 60_000);
});
