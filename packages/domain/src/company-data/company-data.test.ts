import { describe, expect, it } from "vitest";
import { academicAnalysis, overallScore } from "./analysis";
import { extractEmissions, extractEmployees } from "./extract";
import { firstEmission, firstEnergy, normaliseText } from "./quantities";
import { extractCompanyData } from "./scrape";
import { sentencesOf } from "./sentences";
import type { PageText } from "./types";
import { consistencyChecks } from "./verify";

const now = new Date("2026-11-22T00:00:00Z");
const page = (url: string, blocks: string[], title = "Acme Mining | Sustainability"): PageText => ({
  url,
  title,
  siteName: null,
  blocks,
});
const sentences = (blocks: string[]) => sentencesOf(page("https://acme.example/esg", blocks));

describe("quantities", () => {
  it.each([
    ["12,345 tCO2e", 12345],
    ["12 345 t CO₂e", 12345],
    ["1.2 million tonnes CO2e", 1_200_000],
    ["45.6 ktCO2e", 45_600],
    ["45.6 kt CO2-e", 45_600],
    ["3.1 Mt CO2e", 3_100_000],
    ["250,000 kg CO2e", 250],
    ["800 thousand tonnes of CO2 equivalent", 800_000],
    ["98 tonnes of carbon dioxide equivalent", 98],
  ])("%s → %d t", (text, tonnes) => {
    expect(firstEmission(normaliseText(` were ${text} in 2023`), "")?.normalised).toBe(tonnes);
  });
  it("reads the label's unit for a bare table value and skips year prefixes", () => {
    const q = firstEmission(" emissions (tCO2e) | 2023: 12,345 | 2022: 13,001", "");
    expect(q).toMatchObject({ value: 12345, normalised: 12345, year: 2023 });
  });
  it("ignores a number with no unit anywhere", () => {
    expect(firstEmission(" emissions fell 12 in 2023", "")).toBeNull();
  });
  it.each([
    ["1,200 MWh", 1200],
    ["3.5 GWh", 3500],
    ["36 TJ", 10_000],
    ["3,600 GJ", 1000],
  ])("energy %s → %d MWh", (text, mwh) => {
    expect(firstEnergy(` was ${text}`, "")?.normalised).toBeCloseTo(mwh, 3);
  });
});

describe("emissions from tables, prose and mixed units", () => {
  it("reads a table with year columns", () => {
    const e = extractEmissions(
      sentences([
        "Metric | 2023 | 2022",
        "Scope 1 emissions (tCO2e) | 2023: 52,300 | 2022: 55,100",
        "Scope 2 emissions (market-based, tCO2e) | 2023: 18,700 | 2022: 20,000",
      ]),
    );
    expect(e.scope1).toMatchObject({ tonnesCo2e: 52300, year: 2023, sourceUrl: "https://acme.example/esg" });
    expect(e.scope1?.quote).toContain("Scope 1 emissions (tCO2e) | 2023: 52,300");
    expect(e.scope2?.tonnesCo2e).toBe(18700);
    expect(e.scope3).toBeNull();
  });
  it("reads prose with several scopes in one sentence, in different units", () => {
    const e = extractEmissions(
      sentences([
        "In 2023 our Scope 1 emissions were 1.2 million tonnes CO2e, Scope 2 emissions were 310 kt CO2e and Scope 3 emissions reached 4.5 Mt CO2e. Total GHG emissions were 6,010,000 tCO2e.",
      ]),
    );
    expect(e.scope1?.tonnesCo2e).toBe(1_200_000);
    expect(e.scope2?.tonnesCo2e).toBe(310_000);
    expect(e.scope3?.tonnesCo2e).toBe(4_500_000);
    expect(e.total?.tonnesCo2e).toBe(6_010_000);
    expect(e.scope3?.reportedUnit).toBe("Mt CO2e");
    expect(e.total?.quote).toBe("Total GHG emissions were 6,010,000 tCO2e.");
  });
  it("does not read 'Scope 1 and 2' as Scope 1", () => {
    const e = extractEmissions(sentences(["Scope 1 and 2 emissions were 70,000 tCO2e."]));
    expect(e.scope1).toBeNull();
  });
});

describe("extractCompanyData", () => {
  const pages = [
    page("https://acme.example/", ["Acme Mining employs 2,300 people across three mines."]),
    page("https://acme.example/sustainability", [
      "Our Climate Change Policy commits us to net zero by 2050.",
      "Scope 1 emissions (tCO2e) | 2023: 52,300",
      "Scope 2 emissions (tCO2e) | 2023: 18,700",
      "Total emissions (tCO2e) | 2023: 71,000",
      "Total energy consumption was 410,000 GJ, of which 35% came from renewable sources.",
      "Women made up 24% of our workforce and 31% of senior management.",
      "Women hold 40% of board seats.",
      "The Board comprises nine directors, of whom six are independent non-executive directors.",
      "Our Health and Safety Standard applies to all contractors; our LTIFR was 0.8.",
      "The Audit and Risk Committee oversees enterprise risk management, including climate-related risks.",
      "Our Code of Conduct and Anti-Bribery and Corruption Policy apply to every employee.",
      "Our annual Sustainability Report is prepared in accordance with the GRI Standards and SASB, with TCFD disclosures, and received limited assurance from an independent auditor.",
      "We support the UN Global Compact and the Sustainable Development Goals.",
    ]),
  ];
  const data = extractCompanyData(pages, "https://acme.example", now);

  it("fills the spec's shape with provenance on each value", () => {
    expect(data.companyName).toBe("Acme Mining");
    expect(data.environmentalData.carbonEmissions.scope1?.tonnesCo2e).toBe(52300);
    expect(data.environmentalData.energyUsage.total?.mwh).toBeCloseTo(113_888.889, 2);
    expect(data.environmentalData.energyUsage.renewablePercent?.value).toBe(35);
    expect(data.socialData.employeeCount).toMatchObject({ value: 2300, sourceUrl: "https://acme.example/" });
    expect(data.socialData.employeeCount?.quote).toBe("Acme Mining employs 2,300 people across three mines.");
    expect(data.socialData.diversityMetrics.womenWorkforcePercent?.value).toBe(24);
    expect(data.socialData.diversityMetrics.womenBoardPercent?.value).toBe(40);
    expect(data.governanceData.boardComposition.boardSize?.value).toBe(9);
    expect(data.governanceData.boardComposition.independentDirectors?.value).toBe(6);
    expect(data.environmentalData.environmentalPolicies.map((p) => p.value)).toContain(
      "Climate Change Policy",
    );
    expect(data.socialData.laborPractices.length).toBeGreaterThan(0);
    expect(data.governanceData.riskManagement.statements.length).toBeGreaterThan(0);
    expect(data.governanceData.ethicsPolicies.length).toBeGreaterThan(0);
    const f = data.disclosureFrameworks;
    expect(f.identifiedFrameworks.map((x) => x.value)).toEqual(["GRI", "SASB", "TCFD", "UNGC", "SDGs"]);
    expect(f.reportingStandards.map((x) => x.value)).toEqual(["GRI", "SASB"]);
    expect(f.hasESGReport).toBe(true);
    expect(f.sustainabilityReportType?.value).toBe("Sustainability Report");
    expect(f.thirdPartyVerification?.value).toBe("Limited Assurance");
    expect(f.reportingFrequency?.value).toBe("Annual");
    for (const fw of f.identifiedFrameworks) expect(fw.quote.length).toBeGreaterThan(0);
    expect(data.sources.map((s) => s.url)).toEqual([
      "https://acme.example/",
      "https://acme.example/sustainability",
    ]);
    expect(data.sources[0]?.valuesFound).toBe(1);
    expect(data.dataQuality).toBe("High");
    expect(data.lastUpdated).toBe(now.toISOString());
  });

  it("reports Low quality when nothing is found", () => {
    const empty = extractCompanyData(
      [page("https://x.example/", ["Welcome to our shop."], "Shop")],
      "x",
      now,
    );
    expect(empty).toMatchObject({ dataQuality: "Low", completeness: 0, companyName: "Shop" });
  });

  it("scores the academic analysis from what was disclosed", () => {
    const a = academicAnalysis(data);
    expect(a.overallScore).toBe(overallScore(a.environmentalScore, a.socialScore, a.governanceScore));
    expect(a.regulatoryCompliance).toEqual({ csrd: "Pending", tcfd: "Referenced", sec: "Pending" });
    expect(a.stewardshipRecommendations.engagementPriorities).toContain(
      "Disclose Scope 3 (value chain) emissions",
    );
    expect(Object.keys(a.materialityAssessment.factors)).toContain("Climate Change");
    for (const v of Object.values(a.materialityAssessment.factors)) expect(v).toBeGreaterThanOrEqual(0);
  });

  it("overall = 40% E + 30% S + 30% G, rounded", () => {
    expect(overallScore(100, 0, 0)).toBe(40);
    expect(overallScore(50, 50, 50)).toBe(50);
    expect(overallScore(0, 0, 0)).toBe(0);
  });
});

describe("consistency checks", () => {
  const withBlocks = (blocks: string[]) => extractCompanyData([page("https://a.example/", blocks)], "a", now);
  const byName = (d: ReturnType<typeof withBlocks>) =>
    Object.fromEntries(consistencyChecks(d, now).checks.map((c) => [c.name, c.status]));

  it("passes when scopes add up to the total", () => {
    const d = withBlocks(["Scope 1: 100 tCO2e.", "Scope 2: 50 tCO2e.", "Total emissions were 150 tCO2e."]);
    expect(byName(d)["Scope sum vs total"]).toBe("pass");
  });
  it("lists a scope-sum discrepancy", () => {
    const d = withBlocks(["Scope 1: 100 tCO2e.", "Scope 2: 50 tCO2e.", "Total emissions were 500 tCO2e."]);
    const r = consistencyChecks(d, now);
    expect(r.discrepancies[0]?.message).toMatch(/differs from Scope 1 \+ 2 = 150 t CO2e/);
  });
  it("flags mixed years, future years and implausible magnitudes", () => {
    const mixed = withBlocks([
      "Scope 1 emissions in 2021 were 100 tCO2e.",
      "Scope 2 emissions in 2023 were 50 tCO2e.",
    ]);
    expect(byName(mixed)["Reporting years"]).toBe("fail");
    const future = withBlocks(["Scope 1 emissions in 2031 were 100 tCO2e."]);
    expect(byName(future)["Reporting years"]).toBe("fail");
    const huge = withBlocks(["Scope 1 emissions were 9,000 Mt CO2e."]);
    expect(byName(huge).Magnitudes).toBe("fail");
  });
  it("skips checks without data", () => {
    const d = withBlocks(["Nothing here."]);
    expect(byName(d)).toMatchObject({
      "Scope sum vs total": "skipped",
      Units: "skipped",
      Magnitudes: "pass",
    });
  });
  it("reads employees from a table row", () => {
    expect(extractEmployees(sentences(["Employees | 2023: 1,234 | 2022: 1,100"]))?.value).toBe(1234);
  });
});
