import { KEPT_BY_RESET } from "@esg/db";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// Reset Demo brings the demo company back to its seeded state: every company-owned table but those kept on
// purpose (accounts, the audit trail, integrations) holds what a fresh demo holds.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let fresh: TestApp;
let cookie: string;
beforeEach(async () => {
  [t, fresh] = await Promise.all([createTestApp(), createTestApp()]);
  cookie = await t.login();
});
afterEach(async () => {
  await Promise.all([t.close(), fresh.close()]);
});

const send = async (method: string, path: string, json?: unknown, expected = 200) => {
  const res = await t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
  expect(res.status, `${method} ${path}`).toBe(expected);
  return res.json();
};

/** Rows of company 1 in each company-owned table Reset Demo restores, read from the schema itself. */
async function restoredTableCounts(app: TestApp): Promise<Record<string, number>> {
  const tables = (await app.db.introspection.getTables())
    .filter((table) => table.columns.some((c) => c.name === "company_id"))
    .map((table) => table.name)
    .filter((name) => !(name in KEPT_BY_RESET))
    .sort();
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const { rows } = await sql<{ n: number | string }>`
      SELECT count(*) AS n FROM ${sql.table(name)} WHERE company_id = 1`.execute(app.db);
    counts[name] = Number(rows[0]?.n);
  }
  return counts;
}

/** What the carbon screens read, as the demo admin of `app` sees them. */
async function carbonReads(app: TestApp, as: string) {
  const paths = [
    "/api/carbon/analysis",
    "/api/carbon/scope3-screening?year=2024",
    "/api/companies/1/sites",
    "/api/companies/1/reporting-settings",
  ];
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const res = await app.request(path, { cookie: as });
    expect(res.status, path).toBe(200);
    out[path] = await res.json();
  }
  return out;
}

describe("Reset Demo", () => {
  it("leaves no row of the company's own carbon work: settings, sites, uploads, evidence, recalculations, closed years, screenings", async () => {
    await send("PUT", "/api/companies/1/reporting-settings", { category3Policy: "off", baseYear: 2023 });
    await send("POST", "/api/companies/1/sites", { name: "Leeds plant", country: "GB" });
    const { dataSourceId } = await send("POST", "/api/carbon/ingest", {
      sourceType: "energy_bill",
      rawData: {
        activities: [
          { activity: "electricity", amount: 1234, unit: "kWh", region: "GB", date: "2025-02-28" },
        ],
      },
    });
    const evidence = new FormData();
    evidence.set("file", new Blob(["meter,reading\nM1,1234\n"], { type: "text/csv" }), "readings.csv");
    const attached = await t.request(`/api/carbon/sources/${dataSourceId}/evidence`, {
      method: "POST",
      cookie,
      body: evidence,
    });
    expect(attached.status).toBe(201);
    await send("PUT", "/api/carbon/scope3-screening", {
      year: 2024,
      categories: [
        { category: 15, status: "not_relevant", justification: "The company holds no investments" },
      ],
    });
    expect((await send("POST", "/api/carbon/recalculate", { year: 2023 })).derivedVoided).toBeGreaterThan(0);
    await send("POST", "/api/carbon/years/2024/close", { reason: "Signed off" });

    const before = await restoredTableCounts(t);
    const seeded = await restoredTableCounts(fresh);
    // The steps above wrote to these tables, so the comparison after the reset means something for each.
    for (const table of [
      "company_reporting_settings",
      "sites",
      "carbon_evidence_files",
      "carbon_evidence_chunks",
      "scope3_screenings",
      "carbon_recalculations",
      "carbon_recalculation_changes",
      "carbon_year_closures",
      "carbon_year_snapshots",
    ]) {
      expect(before[table], table).toBeGreaterThan(seeded[table] ?? 0);
    }

    await send("POST", "/api/demo/reset");
    expect(await restoredTableCounts(t)).toEqual(seeded);
    expect(await carbonReads(t, cookie)).toEqual(await carbonReads(fresh, await fresh.login()));
  });
});
