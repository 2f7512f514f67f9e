import type { Kysely } from "kysely";
import { expect } from "vitest";
import { atMigrationBefore, describeOnBothEngines } from "./migration-test";

const NAME = "2026-11-26T0200-report-documents";

/** A company without report documents gets all four; one that has them (the demo) keeps its ids. */
async function check(db: Kysely<any>) {
  const m = await atMigrationBefore(NAME, db);
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

  await m.up();
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
  await m.down();
}

describeOnBothEngines(NAME, "gives every company its report documents", check);
