import { readXbrlPackage } from "@esg/domain";
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pdfText } from "../test/pdf-text";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";
import { uploadTwelveMonths } from "../test/twelve-months";

// ESRS E1 AR 46(g)'s share of scope 3 from primary data is one figure wherever it is stated: the analysis,
// the scope 3 screening, the ESRS E1, IFRS S2 and GRI reports and the iXBRL fact. The data has a scope 3 row
// stated as supplier-verified (score 1) on a library factor and one on a factor entered with the row (the
// default score of a derived row, 4), so "scores 1-2" and "a factor entered with the activity" differ.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let companyId: number;
beforeEach(async () => {
  t = await createTestApp();
  ({ cookie, companyId } = await signUp(t, "primary-founder", { companyName: "Primary Data Ltd" }));
});
afterEach(() => t.close());

const get = async (path: string) => {
  const res = await t.request(path, { cookie });
  expect(res.status, path).toBe(200);
  return res;
};
const json = async (path: string) => (await get(path)).json();
async function ingest(sourceType: string, activities: unknown[]) {
  const res = await t.request("/api/carbon/ingest", {
    method: "POST",
    cookie,
    json: { sourceType, rawData: { activities } },
  });
  expect(res.status).toBe(200);
}
const pct = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

describe("one share of scope 3 from primary data", () => {
  it("the analysis, the screening, the reports and the iXBRL fact state the same figure", async () => {
    await uploadTwelveMonths(t, cookie, 2025);
    await ingest("travel_expense", [
      {
        activity: "long haul flight economy",
        amount: 20_000,
        unit: "passenger_km",
        region: "UK",
        date: "2025-05-28",
        // The airline's own figures for the trips: supplier-verified.
        dataQuality: 1,
      },
    ]);
    await ingest("energy_bill", [
      {
        activity: "T&D losses",
        amount: 50_000,
        unit: "kWh",
        region: "DE",
        date: "2025-06-28",
        supplierFactor: { kgCO2ePerUnit: 0.02, unit: "kWh", source: "Netzbetreiber T&D-Verluste 2024" },
      },
    ]);
    // From the stored rows: the scope 3 kg at scores 1-2, and the kg on a factor entered with the row.
    const rows = await t.db
      .selectFrom("emission_activities")
      .select(["total_emissions", "data_quality", "factor_licence"])
      .where("company_id", "=", companyId)
      .where("scope", "=", 3)
      .where("voided_at", "is", null)
      .execute();
    const scope3Kg = rows.reduce((s, r) => s + r.total_emissions, 0);
    const scoredKg = rows
      .filter((r) => (r.data_quality ?? 5) <= 2)
      .reduce((s, r) => s + r.total_emissions, 0);
    const ownKg = rows
      .filter((r) => r.factor_licence === "own-factor")
      .reduce((s, r) => s + r.total_emissions, 0);
    const disclosed = pct(scoredKg, scope3Kg);
    const own = pct(ownKg, scope3Kg);
    expect(disclosed).toBeGreaterThan(0);
    expect(own).toBeGreaterThan(0);
    // The two old definitions differ on this data; only the first is the disclosure.
    expect(own).not.toBe(disclosed);

    const analysis = await json("/api/carbon/analysis?year=2025");
    expect(analysis.dataQuality.scope3PrimaryDataPct).toBe(disclosed);
    const screening = await json("/api/carbon/scope3-screening?year=2025");
    expect(screening.primaryDataSharePct).toBe(disclosed);
    expect(screening.primaryDataNote).toMatch(/data-quality score 1 .* or 2/);
    expect(screening.ownFactorSharePct).toBe(own);

    const reports = (await json("/api/reports")).reports as {
      type: string;
      year: number | null;
      downloadPath: string;
    }[];
    const path = (type: string) => reports.find((r) => r.type === type && r.year === 2025)?.downloadPath;
    const words = `${disclosed.toFixed(1)}% of 2025 scope 3 emissions (data-quality scores 1-2)`;
    const esrs = await pdfText(await get(path("CSRD") as string));
    expect(esrs).toContain(
      `Share of gross Scope 3 GHG emissions calculated from primary data (E1-6) ${words}`,
    );
    // The screening section states the same figure under the same name, the own-factor share under its own.
    expect(esrs).toContain(`Share of gross Scope 3 GHG emissions calculated from primary data ${words}`);
    expect(esrs).toContain(
      `Share of scope 3 calculated with own emission factors (not from the factor library) ${own.toFixed(1)}% of 2025 scope 3 emissions`,
    );
    expect(esrs).not.toContain("supplier-specific (primary)");
    expect(await pdfText(await get(path("ISSB") as string))).toContain(words);
    const gri = parse(await (await get(path("GRI") as string)).text(), { bom: true }) as string[][];
    const row = gri.find((r) => r[1] === "Share of gross Scope 3 GHG emissions calculated from primary data");
    expect(Number(row?.[5])).toBe(disclosed);

    const ixbrl = await get("/api/reports/esrs-e1/ixbrl?year=2025");
    const facts = readXbrlPackage(new Uint8Array(await ixbrl.arrayBuffer()));
    const fact = facts.find(
      (f) =>
        f.concept ===
        "esrs:PercentageOfGrossScope3GreenhouseGasEmissionsCalculatedUsingPrimaryDataObtainedFromSuppliersOrOtherValueChainPartners",
    );
    expect(Number(fact?.value)).toBeCloseTo(disclosed / 100, 6);
  });
});
