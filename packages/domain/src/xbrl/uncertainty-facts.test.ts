import { describe, expect, it } from "vitest";
import { rangeOf } from "../uncertainty/approach1";
import { readXbrlPackage } from "./read";
import { buildXbrlPackage, unzipEntries } from "./report-package";
import { validateXbrlPackage } from "./validate";
import { testInput } from "./xbrl-test-input";

// Ranges as the analysis gives them (Approach 1 around the rounded totals).
const uncertainty = {
  ranges: {
    scope1: rangeOf(1234.56, 4.1),
    scope2Location: rangeOf(800.1, 10.2),
    scope2Market: rangeOf(650.25, 10.2),
    scope3: rangeOf(4321.09, 47.8),
    totalLocation: rangeOf(6355.75, 32.6),
    totalMarket: rangeOf(6205.9, 33.4),
  },
  scope3PrimaryDataPct: 12.5,
  highUncertainty: ["Gross Scope 3 GHG emissions: 4,321 t CO2e ± 47.8% (2,256–6,387 t)"],
};

const xhtmlOf = (bytes: Uint8Array) => {
  const entries = unzipEntries(bytes);
  const path = Object.keys(entries).find((p) => p.endsWith(".xhtml")) as string;
  return new TextDecoder().decode(entries[path]);
};

describe("measurement uncertainty in the Inline XBRL packages", () => {
  it("ESRS E1: tags the scope 3 primary-data share and BP-2's text blocks; the package stays valid", () => {
    const pkg = buildXbrlPackage(testInput({ type: "esrs-e1", uncertainty }));
    expect(validateXbrlPackage(pkg.bytes)).toMatchObject({ ok: true, errors: [] });
    const facts = readXbrlPackage(pkg.bytes);
    const find = (local: string) => facts.find((f) => f.concept === `esrs:${local}`);
    // 12.5% is the ratio 0.125 that percentItemType holds.
    expect(
      find(
        "PercentageOfGrossScope3GreenhouseGasEmissionsCalculatedUsingPrimaryDataObtainedFromSuppliersOrOtherValueChainPartners",
      ),
    ).toMatchObject({ value: 0.125, unit: "xbrli:pure", dimensions: {} });
    const sources = find("InformationAboutSourcesOfMeasurementUncertaintyExplanatory")?.value as string;
    expect(sources).toContain(
      "2024 GHG emissions with their 95% ranges (IPCC 2006 Vol. 1 ch. 3 Approach 1): Gross Scope 1 GHG emissions: 1,235 t CO2e ± 4.1% (1,184–1,285 t);",
    );
    expect(sources).toContain(
      "Metrics whose 95% uncertainty exceeds ± 30% (subject to high measurement uncertainty): Gross Scope 3 GHG emissions: 4,321 t CO2e ± 47.8% (2,256–6,387 t).",
    );
    const assumptions = find(
      "DisclosureOfAssumptionsApproximationsAndJudgementsMadeInMetricMeasurementExplanatory",
    )?.value as string;
    expect(assumptions).toContain("Shared-factor correlation");
    expect(assumptions).toContain("Default uncertainties by kind of factor (95%): Grid electricity:");
    // The ranges are read beside each E1-6 figure, untagged.
    const xhtml = xhtmlOf(pkg.bytes);
    expect(xhtml).toMatch(
      /GrossScope1GreenhouseGasEmissions"[^>]*>1,234\.56<\/ix:nonFraction> t CO2e<\/td><td class="n muted">± 4\.1% \(1,184–1,285 t\)<\/td>/,
    );
  });

  it("VSME B3: shows the ranges and the note, untagged (no VSME concept holds them); still valid", () => {
    const pkg = buildXbrlPackage(testInput({ uncertainty }));
    expect(validateXbrlPackage(pkg.bytes)).toMatchObject({ ok: true, errors: [] });
    const xhtml = xhtmlOf(pkg.bytes);
    expect(xhtml).toContain("Measurement uncertainty (not tagged: the VSME taxonomy has no concept for it)");
    expect(xhtml).toContain("± 33.4% (4,133–8,279 t)");
    expect(xhtml).toContain(
      "Share of gross Scope 3 GHG emissions calculated from primary data (data-quality scores 1-2): 12.5%.",
    );
    const concepts = readXbrlPackage(pkg.bytes).map((f) => f.concept);
    expect(concepts.every((c) => c.startsWith("vsme:"))).toBe(true);
    expect(concepts.some((c) => /Uncertaint|PrimaryData/.test(c))).toBe(false);
  });

  it("without uncertainty input the packages carry none of it", () => {
    const pkg = buildXbrlPackage(testInput({ type: "esrs-e1" }));
    expect(xhtmlOf(pkg.bytes)).not.toContain("95% range");
    expect(readXbrlPackage(pkg.bytes).some((f) => f.concept.includes("Uncertainty"))).toBe(false);
  });
});
