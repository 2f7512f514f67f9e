import { type Kysely, type MigrationProvider, Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { createDb, createSqliteDb } from "../create-db";
import { createEmptyDatabase, testPostgresUrl } from "../testing";
import { migrations } from "./index";

const NAME = "2026-11-26T0200-report-documents";
const provider: MigrationProvider = { getMigrations: async () => migrations };
const BEFORE = Object.keys(migrations)[Object.keys(migrations).indexOf(NAME) - 1] as string;

/** A company without report documents gets all four; one that has them (the demo) keeps its ids. */
async function check(db: Kysely<any>) {
  const migrator = new Migrator({ db, provider });
  expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
  await db
    .insertInto("companies")
    .values([
      { id: 1, name: "Northwind", industry: "Manufacturing" },
      { id: 2, name: "Acme", industry: "Technology" },
    ])
    .execute();
  // Ids from the table's own sequence, as the seed made them (PostgreSQL's sequence would not see explicit ids).
  const demo = ["Supplier", "ISSB", "GRI", "CSRD"].map((type) => ({
    company_id: 1,
    filename: `${type}.x`,
    type,
    created_at: "2026-01-01",
  }));
  await db.insertInto("documents").values(demo).execute();
  const seeded = (await db.selectFrom("documents").select(["id", "type"]).orderBy("id").execute()).map(
    (r) => [Number(r.id), r.type],
  );

  expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
  const rows = await db
    .selectFrom("documents")
    .select(["id", "company_id", "type", "filename"])
    .orderBy("id")
    .execute();
  expect(rows.filter((r) => Number(r.company_id) === 1).map((r) => [Number(r.id), r.type])).toEqual(seeded);
  expect(seeded.map(([, type]) => type)).toEqual(["Supplier", "ISSB", "GRI", "CSRD"]);
  expect(rows.filter((r) => Number(r.company_id) === 2).map((r) => [r.type, r.filename])).toEqual([
    ["Supplier", "Supplier_ESG_Risk_Summary.csv"],
    ["ISSB", "IFRS_S2_Climate_Metrics_Summary.pdf"],
    ["GRI", "GRI_305_Emissions_Table.csv"],
    ["CSRD", "CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf"],
  ]);
  expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
}

describe(NAME, () => {
  it("gives every company its report documents on SQLite", async () => {
    const h = createSqliteDb(":memory:");
    try {
      await check(h.db as unknown as Kysely<any>);
    } finally {
      await h.close();
    }
  });
});

const pgUrl = testPostgresUrl();

describe.skipIf(!pgUrl)(`${NAME} on PostgreSQL`, () => {
  it("gives every company its report documents", async () => {
    const scratch = await createEmptyDatabase(pgUrl as string);
    const h = createDb(scratch.url, { poolSize: 2 });
    try {
      await check(h.db as unknown as Kysely<any>);
    } finally {
      await h.close();
      await scratch.drop();
    }
  });
});
