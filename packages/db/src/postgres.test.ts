/**
 * What only PostgreSQL can show: the portable migrations produce the intended types there, aggregates come back
 * as numbers, and the data-version token follows commits made by other connections. Runs when
 * TEST_DATABASE_URL is a PostgreSQL URL (pnpm test:pg, CI); the rest of the package's tests cover SQLite.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "./create-db";
import { migrateToLatest } from "./migrate";
import { UNTRACKED_COMPANY_TABLES } from "./migrations/portable";
import { dataVersion } from "./queries/data-version";
import { seedIfEmpty } from "./seed/seed";
import { createEmptyDatabase, testPostgresUrl } from "./testing";

const url = testPostgresUrl();

describe.skipIf(!url)("on PostgreSQL", () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let h: DbHandle;

  beforeAll(async () => {
    scratch = await createEmptyDatabase(url as string);
    h = createDb(scratch.url, { poolSize: 3 });
  });
  afterAll(async () => {
    await h?.close();
    await scratch?.drop();
  });

  it("migrates an empty database, idempotently, and seeds it", async () => {
    const first = await migrateToLatest(h.db);
    expect(first.results?.length).toBeGreaterThan(0);
    expect(first.results?.every((r) => r.status === "Success")).toBe(true);
    expect((await migrateToLatest(h.db)).results).toEqual([]);
    expect(await seedIfEmpty(h.db, { demoPasswordHash: "not-a-real-hash" })).toBe(true);
    expect(await seedIfEmpty(h.db, { demoPasswordHash: "not-a-real-hash" })).toBe(false);
  });

  it("gives every column the type that keeps its meaning", async () => {
    const { rows } = await sql<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_identity: string;
    }>`
      SELECT table_name, column_name, data_type, is_identity FROM information_schema.columns
      WHERE table_schema = 'public'`.execute(h.db);
    const type = (table: string, column: string) =>
      rows.find((r) => r.table_name === table && r.column_name === column);
    // float4 would round 0.1234567891 kg; SQLite's REAL is 64-bit, so PostgreSQL must be too.
    expect(rows.filter((r) => r.data_type === "real")).toEqual([]);
    expect(type("emission_activities", "total_emissions")?.data_type).toBe("double precision");
    expect(type("sessions", "secret_hash")?.data_type).toBe("bytea");
    // Epoch milliseconds overflow a 32-bit integer.
    expect(type("sessions", "expires_at")?.data_type).toBe("bigint");
    for (const table of ["companies", "users", "emission_activities", "audit_log"]) {
      expect(type(table, "id")?.is_identity, table).toBe("YES");
    }
  });

  it("defaults text timestamps to SQLite's CURRENT_TIMESTAMP format, in UTC", async () => {
    // Raw SQL: the table type makes created_at required, and the point is to leave it to the default.
    const { rows } = await sql<{ id: number; created_at: string }>`
      INSERT INTO companies (name, industry) VALUES ('Timestamp Ltd', 'Technology')
      RETURNING id, created_at`.execute(h.db);
    const row = rows[0] as { id: number; created_at: string };
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Math.abs(Date.parse(`${row.created_at.replace(" ", "T")}Z`) - Date.now())).toBeLessThan(60_000);
    await h.db.deleteFrom("companies").where("id", "=", row.id).execute();
  });

  it("returns counts and sums as numbers", async () => {
    const row = await h.db
      .selectFrom("emission_activities")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        eb.fn.sum<number>("total_emissions").as("kg"),
        eb.fn.sum<number>("ghg_category").as("categories"),
      ])
      .executeTakeFirstOrThrow();
    expect(typeof row.n).toBe("number");
    expect(row.n).toBeGreaterThan(0);
    expect(typeof row.kg).toBe("number");
    expect(typeof row.categories).toBe("number");
  });

  it("changes a company's data version when another connection commits a write to it, and only then", async () => {
    const other = createDb(scratch.url, { poolSize: 2 });
    try {
      const second = await sql<{ id: number }>`
        INSERT INTO companies (name, industry) VALUES ('Second Ltd', 'Energy') RETURNING id`.execute(
        other.db,
      );
      const secondId = second.rows[0]?.id as number;
      const before = await dataVersion(h.db, 1);
      expect(await dataVersion(h.db, 1)).toBe(before);
      // Another company's writes and sessions leave company 1's version alone.
      await other.db
        .updateTable("companies")
        .set({ industry: "Technology" })
        .where("id", "=", secondId)
        .execute();
      await sql`UPDATE sessions SET expires_at = expires_at + 1`.execute(other.db);
      expect(await dataVersion(h.db, 1)).toBe(before);
      // An uncommitted write is not visible yet; its commit is.
      await other.db.transaction().execute(async (trx) => {
        await trx.updateTable("esg_goals").set({ title: "Renamed" }).where("company_id", "=", 1).execute();
        expect(await dataVersion(h.db, 1)).toBe(before);
      });
      const afterGoal = await dataVersion(h.db, 1);
      expect(afterGoal).not.toBe(before);
      // Deletes count too; a statement touching many rows bumps the counter once.
      await other.db.deleteFrom("goal_progress").where("company_id", "=", 1).execute();
      expect(Number(await dataVersion(h.db, 1))).toBe(Number(afterGoal) + 1);
    } finally {
      await other.close();
    }
  });

  it("leaves the version alone on bookkeeping writes: a token's last use, upload chunks", async () => {
    const before = await dataVersion(h.db, 1);
    await sql`UPDATE api_tokens SET last_used_at = 'now' WHERE company_id = 1`.execute(h.db);
    await sql`DELETE FROM carbon_upload_chunks WHERE company_id = 1`.execute(h.db);
    expect(await dataVersion(h.db, 1)).toBe(before);
  });

  it("tracks every table that holds company data", async () => {
    const { rows } = await sql<{ table_name: string; triggers: number }>`
      SELECT c.table_name,
        (SELECT count(*) FROM pg_trigger t WHERE t.tgrelid = c.table_name::regclass AND NOT t.tgisinternal) AS triggers
      FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.column_name = 'company_id'`.execute(h.db);
    const untracked: readonly string[] = UNTRACKED_COMPANY_TABLES;
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((r) => r.triggers < 3 && !untracked.includes(r.table_name))).toEqual([]);
    expect(rows.filter((r) => r.triggers > 0 && untracked.includes(r.table_name))).toEqual([]);
  });

  it("prepares each read once per connection, keeps working after a column is added, and never prepares SELECT *", async () => {
    const one = createDb(scratch.url, { poolSize: 1 });
    try {
      const companyName = () =>
        one.db.selectFrom("companies").select(["id", "name"]).where("id", "=", 1).executeTakeFirst();
      const prepared = async () => {
        const { rows } = await sql<{ statement: string }>`
          SELECT statement FROM pg_prepared_statements WHERE name LIKE 'esg_%'`.execute(one.db);
        return rows.map((r) => r.statement);
      };
      expect((await companyName())?.id).toBe(1);
      expect(await companyName()).toEqual(await companyName());
      const statements = await prepared();
      expect(statements.filter((s) => s.includes('from "companies"'))).toHaveLength(1);
      // The check itself is a read with no parameters: prepared too.
      expect(statements.some((s) => s.includes("pg_prepared_statements"))).toBe(true);

      await sql`ALTER TABLE companies ADD COLUMN prepared_reads_probe text`.execute(one.db);
      expect((await companyName())?.name).toBeTruthy();
      await one.db.selectFrom("companies").selectAll().where("id", "=", 1).executeTakeFirst();
      await sql`ALTER TABLE companies DROP COLUMN prepared_reads_probe`.execute(one.db);
      expect(
        await one.db.selectFrom("companies").selectAll().where("id", "=", 1).executeTakeFirst(),
      ).toBeTruthy();
      expect((await prepared()).filter((s) => /select \*|\.\*/i.test(s))).toEqual([]);
    } finally {
      await one.close();
    }
  });
});
