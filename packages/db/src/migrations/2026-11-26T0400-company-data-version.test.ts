import { type Kysely, sql } from "kysely";
import { expect } from "vitest";
import type { Db } from "../create-db";
import { engineOf } from "../engine";
import { dataVersion } from "../queries/data-version";
import { companyTables } from "./2026-11-26T0400-company-data-version";
import { atMigrationBefore, describeOnBothEngines } from "./migration-test";
import { UNTRACKED_COMPANY_TABLES } from "./portable";

const NAME = "2026-11-26T0400-company-data-version";

/**
 * Existing companies start at a version; a write to one company's data bumps its counter only, in the writing
 * transaction (a rolled-back write leaves it); bookkeeping writes leave it; every company table is tracked.
 */
async function check(db: Kysely<any>) {
  const m = await atMigrationBefore(NAME, db);
  await db
    .insertInto("companies")
    .values([
      { id: 1, name: "Northwind", industry: "Manufacturing" },
      { id: 2, name: "Acme", industry: "Technology" },
    ])
    .execute();
  await db
    .insertInto("users")
    .values({ id: 1, company_id: 1, username: "u", password_hash: "x", name: "U" })
    .execute();
  await db
    .insertInto("api_tokens")
    .values({
      company_id: 1,
      user_id: 1,
      name: "t",
      scope: "read",
      token_hash: "h",
      created_at: "2026-11-26T00:00:00Z",
      expires_at: "2027-11-26T00:00:00Z",
    })
    .execute();
  await m.up();
  const version = (companyId: number) => dataVersion(db as unknown as Db, companyId);

  expect(await version(1)).toBe("1");
  expect(await version(2)).toBe("1");
  expect(await version(99)).toBe("0");

  const suppliers = [1, 2, 3].map((n) => ({
    company_id: 1,
    name: `S${n}`,
    risk_tier: "low",
    disclosure_score: 50,
  }));
  await db.insertInto("suppliers").values(suppliers).execute();
  const afterInsert = Number(await version(1));
  expect(afterInsert).toBeGreaterThan(1);
  expect(await version(2)).toBe("1");
  await db.updateTable("companies").set({ name: "Northwind plc" }).where("id", "=", 1).execute();
  expect(Number(await version(1))).toBeGreaterThan(afterInsert);

  const settled = await version(1);
  await db.updateTable("api_tokens").set({ last_used_at: "2026-11-26T10:00:00Z" }).execute();
  expect(await version(1)).toBe(settled);
  await db
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("suppliers").where("company_id", "=", 1).execute();
      throw new Error("rolled back");
    })
    .catch(() => undefined);
  expect(await version(1)).toBe(settled);
  await db.deleteFrom("suppliers").where("company_id", "=", 1).execute();
  expect(await version(1)).not.toBe(settled);
  expect(await version(2)).toBe("1");

  const tracked = await companyTables(db);
  expect(tracked.length).toBeGreaterThan(20);
  for (const table of UNTRACKED_COMPANY_TABLES) expect(tracked).not.toContain(table);
  const triggers = await triggerTables(db);
  expect([...tracked, "companies"].filter((t) => (triggers.get(t) ?? 0) < 3)).toEqual([]);
  expect(UNTRACKED_COMPANY_TABLES.filter((t) => triggers.has(t))).toEqual([]);

  await m.down();
  expect((await triggerTables(db)).size).toBe(0);
}

/** How many data-version triggers each table has. */
async function triggerTables(db: Kysely<any>): Promise<Map<string, number>> {
  const { rows } =
    engineOf(db) === "postgres"
      ? await sql<{ table_name: string; n: number }>`
          SELECT event_object_table AS table_name, count(*) AS n FROM information_schema.triggers
          WHERE trigger_schema = current_schema() AND trigger_name LIKE '%data_version'
          GROUP BY event_object_table`.execute(db)
      : await sql<{ table_name: string; n: number }>`
          SELECT tbl_name AS table_name, count(*) AS n FROM sqlite_master
          WHERE type = 'trigger' AND name LIKE '%data_version' GROUP BY tbl_name`.execute(db);
  return new Map(rows.map((r) => [r.table_name, Number(r.n)]));
}

describeOnBothEngines(NAME, "keeps a counter per company", check);
