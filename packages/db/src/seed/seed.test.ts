import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSqliteDb, type SqliteHandle } from "../create-db";
import { migrateToLatest } from "../migrate";
import { listReportDocuments } from "../queries/documents";
import { listSuppliers } from "../queries/suppliers";
import { DEMO_SUPPLIERS } from "./demo-data";
import { KEPT_BY_RESET } from "./kept-by-reset";
import { RESET_TABLES, resetCompanyData, seedIfEmpty } from "./seed";

let h: SqliteHandle;
beforeEach(async () => {
  h = createSqliteDb(":memory:");
  await migrateToLatest(h.db);
});
afterEach(async () => h.close());

describe("seed", () => {
  it("seeds once, then leaves a non-empty database alone", async () => {
    expect(await seedIfEmpty(h.db, { demoPasswordHash: "x" })).toBe(true);
    expect(await seedIfEmpty(h.db, { demoPasswordHash: "x" })).toBe(false);
    const companies = await h.db.selectFrom("companies").selectAll().execute();
    expect(companies).toHaveLength(1);
    const tiers = new Set((await listSuppliers(h.db, { companyId: 1 })).map((s) => s.riskTier));
    expect(tiers).toEqual(new Set(["high", "medium", "low"]));
  });

  it("reset restores the seed rows and keeps the user", async () => {
    await seedIfEmpty(h.db, { demoPasswordHash: "x" });
    await h.db.deleteFrom("suppliers").where("name", "=", DEMO_SUPPLIERS[0].name).execute();
    await h.db
      .insertInto("documents")
      .values({ company_id: 1, filename: "extra.md", type: "GRI", created_at: "2030-01-01" })
      .execute();
    await resetCompanyData(h.db, { companyId: 1 });
    expect(await listSuppliers(h.db, { companyId: 1 })).toHaveLength(DEMO_SUPPLIERS.length);
    const docs = await h.db.selectFrom("documents").select("filename").execute();
    expect(docs.map((d) => d.filename)).not.toContain("extra.md");
    expect(await h.db.selectFrom("users").selectAll().execute()).toHaveLength(1);
  });

  it("reset keeps the ids of the report documents", async () => {
    await seedIfEmpty(h.db, { demoPasswordHash: "x" });
    const before = await listReportDocuments(h.db, { companyId: 1 });
    expect(before.map((d) => d.type)).toEqual(["CSRD", "GRI", "ISSB", "Supplier"]);
    await resetCompanyData(h.db, { companyId: 1 });
    await resetCompanyData(h.db, { companyId: 1 });
    expect(await listReportDocuments(h.db, { companyId: 1 })).toEqual(before);
    expect(await h.db.selectFrom("documents").select("id").execute()).toHaveLength(4);
    // A missing one is restored, the others keep theirs.
    await h.db.deleteFrom("documents").where("type", "=", "GRI").execute();
    await resetCompanyData(h.db, { companyId: 1 });
    const after = await listReportDocuments(h.db, { companyId: 1 });
    expect(after.filter((d) => d.type !== "GRI")).toEqual(before.filter((d) => d.type !== "GRI"));
    expect(after.map((d) => d.type)).toEqual(["CSRD", "GRI", "ISSB", "Supplier"]);
  });

  it("reset empties every company-owned table but those it keeps on purpose", async () => {
    const companyTables = (await h.db.introspection.getTables())
      .filter((table) => table.columns.some((c) => c.name === "company_id"))
      .map((table) => table.name)
      .sort();
    const kept = Object.keys(KEPT_BY_RESET);
    // A table in neither list was forgotten; one in both, or in no schema, is a mistake in the lists.
    expect([...RESET_TABLES, ...kept].sort()).toEqual(companyTables);
  });

  it("a failed reset leaves the previous data in place", async () => {
    await seedIfEmpty(h.db, { demoPasswordHash: "x" });
    const topicsBefore = await h.db.selectFrom("materiality_topics").select("id").execute();
    expect(topicsBefore.length).toBeGreaterThan(0);
    // Reset empties later modules first; dropping a foundation table makes it fail after those deletes ran.
    h.sqlite.exec("DROP TABLE documents");
    await expect(resetCompanyData(h.db, { companyId: 1 })).rejects.toThrow();
    const topicsAfter = await h.db.selectFrom("materiality_topics").select("id").execute();
    expect(topicsAfter).toEqual(topicsBefore);
    expect(await listSuppliers(h.db, { companyId: 1 })).toHaveLength(DEMO_SUPPLIERS.length);
  });
});
