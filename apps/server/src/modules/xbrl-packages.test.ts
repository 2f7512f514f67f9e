import { readXbrlPackage, unzipEntries, validateXbrlPackage, type XbrlFact } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp } from "../test/test-app";

// Inline XBRL report packages: the demo's for two years and a company's that signed up today validate with
// no error, and their tagged facts are the figures of GET /api/carbon/analysis for the same year.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
beforeEach(async () => {
  t = await createTestApp({ rateLimits: { signup: { points: 50, durationSeconds: 3600 } } });
  demo = await t.login();
});
afterEach(() => t.close());

type Analysis = {
  reportingYear: number;
  reportingPeriod: { start: string; end: string };
  availableYears: { year: number }[];
  baseYear: number | null;
  currentEmissions: {
    scope1: number;
    scope2: number;
    scope3: number;
    total: number;
    scope2MarketBased: number;
    totalMarketBased: number;
  };
};

type Energy = {
  totalMWh: number;
  fossilMWh: number;
  nuclearMWh: number;
  renewableMWh: number;
  fossilSharePct: number | null;
  renewableSharePct: number | null;
  byCarrier: unknown[];
  lines: { line: string; mwh: number }[];
};

/** The ESRS concept of each line of the energy endpoint's E1-5 table (AR 34). */
const ENERGY_LINE_CONCEPT: Record<string, string> = {
  coal: "FuelConsumptionFromCoalAndCoalProducts",
  oil: "FuelConsumptionFromCrudeOilAndPetroleumProducts",
  natural_gas: "FuelConsumptionFromNaturalGas",
  other_fossil: "FuelConsumptionFromOtherFossilSources",
  purchased_fossil: "ConsumptionOfPurchasedOrAcquiredElectricityHeatSteamOrCoolingFromFossilSources",
  renewable_fuels: "FuelConsumptionFromRenewableSources",
  purchased_renewable: "ConsumptionOfPurchasedOrAcquiredElectricityHeatSteamAndCoolingFromRenewableSources",
  self_generated_renewable: "ConsumptionOfSelfgeneratedNonfuelRenewableEnergy",
};

async function getJson<T>(path: string, cookie: string): Promise<T> {
  const res = await t.request(path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function download(type: string, year: number, cookie: string) {
  const res = await t.request(`/api/reports/${type}/ixbrl?year=${year}`, { cookie });
  expect(res.status, `${type} ${year}`).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/vnd.xbrl.inline-report-package+zip");
  const disposition = res.headers.get("content-disposition") ?? "";
  return { bytes: new Uint8Array(await res.arrayBuffer()), disposition };
}

/** The fact of a concept in the reporting year's own context (no dimensions). */
function current(facts: XbrlFact[], concept: string): XbrlFact | undefined {
  return facts.find((f) => f.concept === concept && Object.keys(f.dimensions).length === 0);
}

/** Downloads both packages of a year, validates them and checks their facts against the analysis. */
async function checkYear(cookie: string, year: number, entityFile: string) {
  const analysis = await getJson<Analysis>(`/api/carbon/analysis?year=${year}`, cookie);
  const e = analysis.currentEmissions;
  const period = analysis.reportingPeriod;

  const vsme = await download("vsme-b3", year, cookie);
  expect(vsme.disposition).toContain(`${entityFile}_${year}_vsme-b3.xbri`);
  expect(validateXbrlPackage(vsme.bytes)).toMatchObject({ ok: true, errors: [] });
  const vsmeFacts = readXbrlPackage(vsme.bytes);
  const expected: [string, number][] = [
    ["vsme:GrossScope1GreenhouseGasEmissions", e.scope1],
    ["vsme:GrossLocationBasedScope2GreenhouseGasEmissions", e.scope2],
    ["vsme:GrossMarketBasedScope2GreenhouseGasEmissions", e.scope2MarketBased],
    ["vsme:TotalGrossLocationBasedGHGEmissions", e.total],
    ["vsme:TotalGrossMarketBasedGHGEmissions", e.totalMarketBased],
  ];
  if (e.scope3 > 0) expected.push(["vsme:GrossScope3GreenhouseGasEmissions", e.scope3]);
  for (const [concept, value] of expected) {
    expect(current(vsmeFacts, concept), concept).toMatchObject({ value, unit: "utr:tCO2e", period });
  }
  // The energy facts are GET /api/carbon/energy's figures for the same year, in MWh to two decimals.
  const energy = await getJson<Energy>(`/api/carbon/energy?year=${year}`, cookie);
  const total = current(vsmeFacts, "vsme:TotalEnergyConsumption");
  if (energy.byCarrier.length === 0) expect(total).toBeUndefined();
  else
    expect(total).toMatchObject({ value: Math.round(energy.totalMWh * 100) / 100, unit: "utr:MWh", period });

  const esrs = await download("esrs-e1", year, cookie);
  expect(esrs.disposition).toContain(`${entityFile}_${year}_esrs-e1.xbri`);
  expect(validateXbrlPackage(esrs.bytes)).toMatchObject({ ok: true, errors: [] });
  const esrsFacts = readXbrlPackage(esrs.bytes);
  // E1-6: every scope and both totals are the analysis figures.
  for (const [concept, value] of [
    ["esrs:GrossScope1GreenhouseGasEmissions", e.scope1],
    ["esrs:GrossLocationBasedScope2GreenhouseGasEmissions", e.scope2],
    ["esrs:GrossMarketBasedScope2GreenhouseGasEmissions", e.scope2MarketBased],
    ["esrs:GrossScope3GreenhouseGasEmissions", e.scope3],
    ["esrs:LocationBasedGreenhouseGasEmissions", e.total],
    ["esrs:MarketBasedGreenhouseGasEmissions", e.totalMarketBased],
  ] as const) {
    expect(current(esrsFacts, concept), concept).toMatchObject({ value, unit: "utr:tCO2e", period });
  }
  // E1-5: the totals, every AR 34 line and the shares are the energy endpoint's, MWh to thousandths.
  const mwh = (concept: string) => current(esrsFacts, `esrs:${concept}`);
  if (energy.byCarrier.length === 0) {
    expect(esrsFacts.some((f) => f.unit === "utr:MWh")).toBe(false);
  } else {
    expect(mwh("EnergyConsumptionRelatedToOwnOperations")).toMatchObject({
      value: energy.totalMWh,
      unit: "utr:MWh",
      period,
    });
    expect(mwh("EnergyConsumptionFromFossilSources")?.value).toBe(energy.fossilMWh);
    expect(mwh("EnergyConsumptionFromNuclearSources")?.value).toBe(energy.nuclearMWh);
    expect(mwh("EnergyConsumptionFromRenewableSources")?.value).toBe(energy.renewableMWh);
    for (const { line, mwh: value } of energy.lines) {
      if (line === "nuclear") continue; // the nuclear line is the nuclear total, tagged once
      expect(mwh(ENERGY_LINE_CONCEPT[line] as string)?.value, line).toBe(value);
    }
    expect(mwh("PercentageOfFossilSourcesInTotalEnergyConsumption")).toMatchObject({
      value: Math.round((energy.fossilSharePct as number) * 100) / 10000,
      unit: "xbrli:pure",
    });
    expect(mwh("PercentageOfRenewableSourcesInTotalEnergyConsumption")?.value).toBe(
      Math.round((energy.renewableSharePct as number) * 100) / 10000,
    );
  }
  return { analysis, vsmeFacts, esrsFacts };
}

describe("GET /api/reports/{type}/ixbrl", () => {
  it("the demo's packages for two years validate and carry the analysis figures", async () => {
    // A base year puts the base year's figures on ReportingScopesAxis = BaselineYearMember.
    const settings = await getJson<Record<string, unknown>>("/api/companies/1/reporting-settings", demo);
    const put = await t.request("/api/companies/1/reporting-settings", {
      method: "PUT",
      cookie: demo,
      json: { ...settings, baseYear: 2023 },
    });
    expect(put.status).toBe(200);
    const { availableYears } = await getJson<Analysis>("/api/carbon/analysis", demo);
    const years = availableYears.map((y) => y.year).slice(-2);
    expect(years).toEqual([2023, 2024]);
    const base = (await checkYear(demo, 2023, "Northwind_Components_Ltd")).analysis.currentEmissions;
    const { vsmeFacts, esrsFacts, analysis } = await checkYear(demo, 2024, "Northwind_Components_Ltd");
    const baseline = (concept: string) =>
      vsmeFacts.find(
        (f) =>
          f.concept === concept && f.dimensions["vsme:ReportingScopesAxis"] === "vsme:BaselineYearMember",
      );
    expect(baseline("vsme:TotalGrossLocationBasedGHGEmissions")).toMatchObject({
      value: base.total,
      period: { start: "2023-01-01", end: "2023-12-31" },
    });
    expect(baseline("vsme:GrossScope1GreenhouseGasEmissions")?.value).toBe(base.scope1);
    expect(current(vsmeFacts, "vsme:GreenhouseGasEmissionReductionTargetBaseYear")?.value).toBe("2023");
    // The demo's 2024 has fuel and electricity rows, so its E1-5 block is tagged, not left out.
    expect(current(esrsFacts, "esrs:EnergyConsumptionRelatedToOwnOperations")?.value).toBeGreaterThan(0);
    // ESRS puts the base year on CurrentlyStatedBaselineMilestonesOrTargetYearsAxis = BaselineYearMember.
    const esrsBaseline = esrsFacts.filter(
      (f) =>
        f.dimensions["esrs:CurrentlyStatedBaselineMilestonesOrTargetYearsAxis"] === "esrs:BaselineYearMember",
    );
    expect(esrsBaseline.map((f) => [f.concept, f.value, f.period])).toEqual(
      (
        [
          ["esrs:GrossScope1GreenhouseGasEmissions", base.scope1],
          ["esrs:GrossLocationBasedScope2GreenhouseGasEmissions", base.scope2],
          ["esrs:GrossMarketBasedScope2GreenhouseGasEmissions", base.scope2MarketBased],
          ["esrs:GrossScope3GreenhouseGasEmissions", base.scope3],
          ["esrs:LocationBasedGreenhouseGasEmissions", base.total],
          ["esrs:MarketBasedGreenhouseGasEmissions", base.totalMarketBased],
        ] as const
      ).map(([c, v]) => [c, v, { start: "2023-01-01", end: "2023-12-31" }]),
    );
    // Intensity per net revenue: the analysis total over the 2024 revenue on file (24 million GBP), per
    // million to hundredths, tagged per pound.
    const perPound = (tonnes: number) => Math.round((tonnes / 24) * 100) / 100 / 1e6;
    expect(current(esrsFacts, "esrs:NetRevenueUsedToCalculateGHGIntensity")).toMatchObject({
      value: 24_000_000,
      unit: "iso4217:GBP",
    });
    expect(
      current(esrsFacts, "esrs:GHGEmissionsIntensityLocationbasedTotalGHGEmissionsPerNetRevenue"),
    ).toMatchObject({ value: perPound(analysis.currentEmissions.total), unit: "utr:tCO2e/iso4217:GBP" });
    expect(
      current(esrsFacts, "esrs:GHGEmissionsIntensityMarketbasedTotalGHGEmissionsPerNetRevenue")?.value,
    ).toBe(perPound(analysis.currentEmissions.totalMarketBased));
    // 2024 has revenue on file (GBP): turnover and the intensities are tagged in pounds.
    const vsme2024 = readXbrlPackage((await download("vsme-b3", 2024, demo)).bytes);
    expect(current(vsme2024, "vsme:Turnover")).toMatchObject({ value: 24_000_000, unit: "iso4217:GBP" });
    expect(current(vsme2024, "vsme:TotalLocationBasedGreenhouseGasEmissionsIntensityValue")?.unit).toBe(
      "utr:tCO2e/iso4217:GBP",
    );
  });

  it("a company that signed up today, with its LEI and a year of data, gets valid packages", async () => {
    const signup = await t.request("/api/auth/signup", {
      method: "POST",
      json: {
        companyName: "Alpha Widgets GmbH",
        industry: "Technology",
        username: "founder-x",
        password: "correct horse battery staple",
        name: "Founder X",
      },
    });
    expect(signup.status).toBe(200);
    const cookie = cookieFrom(signup);
    const companyId = (await getJson<{ company: { id: number } }>("/api/dashboard", cookie)).company.id;
    const profile = await t.request(`/api/companies/${companyId}/profile`, {
      method: "PUT",
      cookie,
      json: {
        name: "Alpha Widgets GmbH",
        industry: "Technology",
        country: "DE",
        currency: "EUR",
        employees: 40,
        lei: "HWUPKR0MPOU8FGXBT394",
        revenue: [{ year: 2025, amount: 5_000_000 }],
      },
    });
    expect(profile.status).toBe(200);
    const months = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, "0")}-28`);
    for (const [sourceType, activity, amount, unit] of [
      ["energy_bill", "electricity", 10_000, "kWh"],
      ["fuel_receipt", "diesel", 400, "litres"],
    ] as const) {
      const res = await t.request("/api/carbon/ingest", {
        method: "POST",
        cookie,
        json: {
          sourceType,
          rawData: { activities: months.map((date) => ({ activity, amount, unit, region: "DE", date })) },
        },
      });
      expect(res.status).toBe(200);
    }
    const { vsmeFacts, esrsFacts } = await checkYear(cookie, 2025, "Alpha_Widgets_GmbH");
    // Electricity and diesel: the E1-5 block is tagged from the company's own rows.
    expect(current(esrsFacts, "esrs:EnergyConsumptionRelatedToOwnOperations")?.value).toBeGreaterThan(0);
    expect(current(esrsFacts, "esrs:FuelConsumptionFromCrudeOilAndPetroleumProducts")?.value).toBeGreaterThan(
      0,
    );
    expect(current(esrsFacts, "esrs:NetRevenueUsedToCalculateGHGIntensity")).toMatchObject({
      value: 5_000_000,
      unit: "iso4217:EUR",
    });
    const entries = unzipEntries((await download("vsme-b3", 2025, cookie)).bytes);
    const report = Object.entries(entries).find(([path]) => path.endsWith(".xhtml"))?.[1] as Uint8Array;
    expect(new TextDecoder().decode(report)).toContain(
      '<xbrli:identifier scheme="http://standards.iso.org/iso/17442">HWUPKR0MPOU8FGXBT394</xbrli:identifier>',
    );
    expect(current(vsmeFacts, "vsme:Turnover")).toMatchObject({ value: 5_000_000, unit: "iso4217:EUR" });
  });

  it("answers 404 for an unknown type, 400 for a malformed year, 401 without a session", async () => {
    const unknown = await t.request("/api/reports/gri-305/ixbrl?year=2024", { cookie: demo });
    expect(unknown.status).toBe(404);
    const malformed = await t.request("/api/reports/vsme-b3/ixbrl?year=20x4", { cookie: demo });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toContain("year");
    expect((await t.request("/api/reports/vsme-b3/ixbrl?year=2024")).status).toBe(401);
  });
});
