import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { PLATFORM_COMPANY_SCHEME, xbrlPackageName } from "./figures";
import { generateInlineXbrl } from "./generate";
import { readInlineXbrl, readXbrlPackage } from "./read";
import { buildXbrlPackage, unzipEntries } from "./report-package";
import { validateInlineXbrl, validateXbrlPackage } from "./validate";
import { testInput } from "./xbrl-test-input";

const energy = {
  totalMWh: 5000.123,
  fossilMWh: 3000,
  nuclearMWh: 500,
  renewableMWh: 1500.123,
  electricityMWh: 2000,
  fuelsMWh: 3000.123,
};

describe("Inline XBRL generator, package and reader", () => {
  it("packages a VSME B3 report in the report package layout, named after entity, year and type", () => {
    const pkg = buildXbrlPackage(testInput());
    expect(pkg.filename).toBe("Acme_Components_Co_2024_vsme-b3.xbri");
    const entries = Object.keys(unzipEntries(pkg.bytes))
      .filter((path) => !path.endsWith("/"))
      .sort();
    expect(entries).toEqual([
      "Acme_Components_Co_2024_vsme-b3/META-INF/reportPackage.json",
      "Acme_Components_Co_2024_vsme-b3/reports/Acme_Components_Co_2024_vsme-b3.xhtml",
    ]);
    expect(validateXbrlPackage(pkg.bytes)).toMatchObject({ ok: true, errors: [] });
  });

  it("reads back every B3 figure with its unit, period and dimensions", () => {
    const facts = readXbrlPackage(buildXbrlPackage(testInput({ energy })).bytes);
    const find = (concept: string, dims: Record<string, string> = {}) =>
      facts.find((f) => f.concept === concept && JSON.stringify(f.dimensions) === JSON.stringify(dims));
    expect(find("vsme:GrossScope1GreenhouseGasEmissions")).toEqual({
      concept: "vsme:GrossScope1GreenhouseGasEmissions",
      value: 1234.56,
      unit: "utr:tCO2e",
      period: { start: "2024-01-01", end: "2024-12-31" },
      dimensions: {},
      decimals: "2",
    });
    expect(find("vsme:GrossLocationBasedScope2GreenhouseGasEmissions")?.value).toBe(800.1);
    expect(find("vsme:GrossMarketBasedScope2GreenhouseGasEmissions")?.value).toBe(650.25);
    expect(find("vsme:GrossScope3GreenhouseGasEmissions")?.value).toBe(4321.09);
    expect(find("vsme:TotalGrossLocationBasedGHGEmissions")?.value).toBe(6355.75);
    expect(find("vsme:TotalGrossMarketBasedGHGEmissions")?.value).toBe(6205.9);
    expect(find("vsme:TotalGrossLocationBasedScope1AndScope2GHGEmissions")?.value).toBe(2034.66);
    expect(find("vsme:Turnover")).toMatchObject({ value: 24_000_000, unit: "iso4217:EUR" });
    // 6355.75 t / 24 million EUR = 264.82 t per million, i.e. 0.00026482 t per EUR.
    expect(find("vsme:TotalLocationBasedGreenhouseGasEmissionsIntensityValue")).toMatchObject({
      value: 0.00026482,
      unit: "utr:tCO2e/iso4217:EUR",
    });
    const baseline = { "vsme:ReportingScopesAxis": "vsme:BaselineYearMember" };
    expect(find("vsme:TotalGrossLocationBasedGHGEmissions", baseline)).toMatchObject({
      value: 7400,
      period: { start: "2022-01-01", end: "2022-12-31" },
    });
    expect(find("vsme:GreenhouseGasEmissionReductionTargetYear")).toMatchObject({
      value: "2045",
      unit: null,
      period: { instant: "2024-12-31" },
    });
    expect(find("vsme:TotalEnergyConsumption")?.value).toBe(5000.12);
    expect(
      find("vsme:TotalEnergyConsumption", {
        "vsme:BreakdownOfEnergyConsumptionAxis": "vsme:NonRenewableEnergyMember",
      }),
    ).toMatchObject({ value: 3500, unit: "utr:MWh" });
    expect(validateXbrlPackage(buildXbrlPackage(testInput({ energy })).bytes).errors).toEqual([]);
  });

  it("tags ESRS E1-6 per scope, totals, intensities and the base year from the ESRS digest", () => {
    const generated = generateInlineXbrl(testInput({ type: "esrs-e1" }));
    expect(validateInlineXbrl(generated.xhtml).errors).toEqual([]);
    const facts = readInlineXbrl(generated.xhtml);
    const current = facts.filter((f) => Object.keys(f.dimensions).length === 0);
    expect(current.map((f) => [f.concept, f.value, f.unit])).toEqual([
      ["esrs:GrossScope1GreenhouseGasEmissions", 1234.56, "utr:tCO2e"],
      ["esrs:GrossLocationBasedScope2GreenhouseGasEmissions", 800.1, "utr:tCO2e"],
      ["esrs:GrossMarketBasedScope2GreenhouseGasEmissions", 650.25, "utr:tCO2e"],
      ["esrs:GrossScope3GreenhouseGasEmissions", 4321.09, "utr:tCO2e"],
      ["esrs:LocationBasedGreenhouseGasEmissions", 6355.75, "utr:tCO2e"],
      ["esrs:MarketBasedGreenhouseGasEmissions", 6205.9, "utr:tCO2e"],
      ["esrs:NetRevenueUsedToCalculateGHGIntensity", 24_000_000, "iso4217:EUR"],
      // 6355.75 t / 24 million EUR = 264.82 t per million; 6205.9 t → 258.58 t per million.
      [
        "esrs:GHGEmissionsIntensityLocationbasedTotalGHGEmissionsPerNetRevenue",
        0.00026482,
        "utr:tCO2e/iso4217:EUR",
      ],
      [
        "esrs:GHGEmissionsIntensityMarketbasedTotalGHGEmissionsPerNetRevenue",
        0.00025858,
        "utr:tCO2e/iso4217:EUR",
      ],
    ]);
    const baseline = facts.filter((f) => Object.keys(f.dimensions).length > 0);
    expect(baseline.map((f) => [f.concept, f.value])).toEqual([
      ["esrs:GrossScope1GreenhouseGasEmissions", 1500],
      ["esrs:GrossLocationBasedScope2GreenhouseGasEmissions", 900],
      ["esrs:GrossMarketBasedScope2GreenhouseGasEmissions", 700],
      ["esrs:GrossScope3GreenhouseGasEmissions", 5000],
      ["esrs:LocationBasedGreenhouseGasEmissions", 7400],
      ["esrs:MarketBasedGreenhouseGasEmissions", 7200],
    ]);
    for (const f of baseline) {
      expect(f.dimensions).toEqual({
        "esrs:CurrentlyStatedBaselineMilestonesOrTargetYearsAxis": "esrs:BaselineYearMember",
      });
      expect(f.period).toEqual({ start: "2022-01-01", end: "2022-12-31" });
    }
    expect(generated.xhtml).toContain("https://xbrl.efrag.org/taxonomy/esrs/2023-12-22/esrs_all.xsd");
    expect(generated.xhtml).toContain("6,355.75");
    expect(generated.warnings.join(" ")).toMatch(/base year 2022 is stated by the period/);
  });

  it("tags ESRS E1-5 energy: total, fossil, nuclear, renewable, every AR 34 line and the shares", () => {
    const lines = {
      coal: 0,
      oil: 1000.123,
      natural_gas: 2000,
      other_fossil: 0,
      purchased_fossil: 0,
      nuclear: 500,
      renewable_fuels: 0,
      purchased_renewable: 1500,
      self_generated_renewable: 0,
    };
    const withLines = {
      totalMWh: 5000.123,
      fossilMWh: 3000.123,
      nuclearMWh: 500,
      renewableMWh: 1500,
      lines,
      sharesPct: { fossil: 60, nuclear: 10, renewable: 30 },
    };
    const generated = generateInlineXbrl(testInput({ type: "esrs-e1", energy: withLines }));
    expect(validateInlineXbrl(generated.xhtml).errors).toEqual([]);
    const facts = readInlineXbrl(generated.xhtml);
    const value = (local: string) => facts.find((f) => f.concept === `esrs:${local}`)?.value;
    expect(value("EnergyConsumptionRelatedToOwnOperations")).toBe(5000.123);
    expect(value("EnergyConsumptionFromFossilSources")).toBe(3000.123);
    expect(value("FuelConsumptionFromCrudeOilAndPetroleumProducts")).toBe(1000.123);
    expect(value("FuelConsumptionFromNaturalGas")).toBe(2000);
    expect(value("FuelConsumptionFromCoalAndCoalProducts")).toBe(0);
    expect(value("EnergyConsumptionFromNuclearSources")).toBe(500);
    expect(value("EnergyConsumptionFromRenewableSources")).toBe(1500);
    expect(value("ConsumptionOfPurchasedOrAcquiredElectricityHeatSteamAndCoolingFromRenewableSources")).toBe(
      1500,
    );
    expect(value("ConsumptionOfSelfgeneratedNonfuelRenewableEnergy")).toBe(0);
    expect(
      facts.find((f) => f.concept === "esrs:PercentageOfFossilSourcesInTotalEnergyConsumption"),
    ).toMatchObject({
      value: 0.6,
      unit: "xbrli:pure",
    });
    expect(value("PercentageOfRenewableSourcesInTotalEnergyConsumption")).toBe(0.3);
    expect(facts.filter((f) => f.unit === "utr:MWh")).toHaveLength(12);
    expect(generated.xhtml).toContain("5,000.123");
    expect(generated.warnings.join(" ")).not.toMatch(/Energy consumption is not included/);
    // Without the AR 34 lines (an older energy block) only the totals are tagged.
    const totalsOnly = readInlineXbrl(generateInlineXbrl(testInput({ type: "esrs-e1", energy })).xhtml);
    expect(totalsOnly.filter((f) => f.unit === "utr:MWh").map((f) => f.concept)).toEqual([
      "esrs:EnergyConsumptionRelatedToOwnOperations",
      "esrs:EnergyConsumptionFromFossilSources",
      "esrs:EnergyConsumptionFromNuclearSources",
      "esrs:EnergyConsumptionFromRenewableSources",
    ]);
  });

  it("identifies the entity by LEI, else by the platform's company id with a warning", () => {
    expect(generateInlineXbrl(testInput()).xhtml).toContain(
      '<xbrli:identifier scheme="http://standards.iso.org/iso/17442">5493001KJTIIGC8Y1R12</xbrli:identifier>',
    );
    const noLei = generateInlineXbrl(testInput({ entity: { name: "Acme", lei: null, companyId: 7 } }));
    expect(noLei.xhtml).toContain(
      `<xbrli:identifier scheme="${PLATFORM_COMPANY_SCHEME}">7</xbrli:identifier>`,
    );
    expect(noLei.warnings.join(" ")).toMatch(/no LEI/);
    expect(validateInlineXbrl(noLei.xhtml).errors).toEqual([]);
  });

  it("says so in the document when energy is absent, and leaves out what it has no data for", () => {
    const generated = generateInlineXbrl(testInput({ revenue: null, baseline: null, targetYear: null }));
    expect(generated.xhtml).toContain("Energy consumption is not included");
    expect(generated.xhtml).not.toContain("Intensity");
    expect(generated.xhtml).not.toContain("u-currency");
    expect(validateInlineXbrl(generated.xhtml).errors).toEqual([]);
  });

  it("names packages from any entity name", () => {
    expect(xbrlPackageName("Société Générale / UK", 2025, "esrs-e1")).toBe(
      "Societe_Generale_UK_2025_esrs-e1",
    );
    expect(xbrlPackageName("***", 2025, "vsme-b3")).toBe("Entity_2025_vsme-b3");
  });
});

describe("Inline XBRL validator", () => {
  const xhtml = generateInlineXbrl(testInput()).xhtml;
  const rulesOf = (doc: string) => validateInlineXbrl(doc).errors.map((e) => e.rule);

  it("names an unknown concept", () => {
    const errors = validateInlineXbrl(
      xhtml.replace('name="vsme:GrossScope1GreenhouseGasEmissions"', 'name="vsme:GrossScope1Emissions"'),
    ).errors;
    expect(errors).toEqual([
      {
        rule: "concept-unknown",
        message: "vsme:GrossScope1Emissions: the taxonomy has no such concept",
        fact: { concept: "vsme:GrossScope1Emissions", id: "f1" },
      },
    ]);
  });

  it("checks every ESRS fact against the ESRS digest", () => {
    const esrs = generateInlineXbrl(testInput({ type: "esrs-e1" })).xhtml;
    const current = (local: string) => `name="esrs:${local}" contextRef="c-current"`;
    // A name the ESRS schema does not declare (the guess an earlier draft of the package avoided).
    expect(
      rulesOf(esrs.replace(current("MarketBasedGreenhouseGasEmissions"), current("TotalGHGEmissions"))),
    ).toEqual(["concept-unknown"]);
    // Emissions in MWh, an intensity in plain tonnes, revenue in tonnes.
    expect(
      rulesOf(
        esrs
          .replace(
            `${current("GrossScope1GreenhouseGasEmissions")} unitRef="u-tCO2e"`,
            `${current("GrossScope1GreenhouseGasEmissions")} unitRef="u-currency"`,
          )
          .replace(
            `${current("GHGEmissionsIntensityLocationbasedTotalGHGEmissionsPerNetRevenue")} unitRef="u-tCO2e-per-currency"`,
            `${current("GHGEmissionsIntensityLocationbasedTotalGHGEmissionsPerNetRevenue")} unitRef="u-tCO2e"`,
          )
          .replace(
            `${current("NetRevenueUsedToCalculateGHGIntensity")} unitRef="u-currency"`,
            `${current("NetRevenueUsedToCalculateGHGIntensity")} unitRef="u-tCO2e"`,
          ),
      ),
    ).toEqual([
      "unit-data-type",
      "unit-data-type",
      "unit-data-type",
      // Scope 1 in another unit no longer counts towards the two totals in t CO2e.
      "calculation-inconsistent",
      "calculation-inconsistent",
    ]);
    // The base-year axis of ESRS with a member it does not have, and its default written out.
    expect(rulesOf(esrs.replace(/esrs:BaselineYearMember/g, "esrs:TargetYearMember"))).toEqual(
      Array(6).fill("dimension-unknown"),
    );
    expect(
      rulesOf(
        esrs.replace(/esrs:BaselineYearMember/g, "esrs:CurrentlyStatedBaselineMilestonesOrTargetYearsMember"),
      ),
    ).toContain("dimension-default");
    // VSME's base-year axis is not an ESRS axis: the two taxonomies are not mixed.
    expect(
      rulesOf(
        esrs.replace("esrs:CurrentlyStatedBaselineMilestonesOrTargetYearsAxis", "esrs:ReportingScopesAxis"),
      ),
    ).toEqual(Array(6).fill("dimension-unknown"));
  });

  it("names a wrong unit", () => {
    const doc = xhtml.replace(
      /(name="vsme:GrossScope1GreenhouseGasEmissions" contextRef="c-current" unitRef=")u-tCO2e/,
      "$1u-currency",
    );
    const errors = validateInlineXbrl(doc).errors;
    expect(errors.map((e) => [e.rule, e.fact?.concept])).toEqual([
      ["unit-data-type", "vsme:GrossScope1GreenhouseGasEmissions"],
    ]);
    expect(errors[0]?.message).toContain("needs utr:tCO2e, not iso4217:EUR");
  });

  it("names an instant context on a duration concept", () => {
    const doc = xhtml.replace(
      'name="vsme:GrossScope1GreenhouseGasEmissions" contextRef="c-current"',
      'name="vsme:GrossScope1GreenhouseGasEmissions" contextRef="c-end"',
    );
    expect(rulesOf(doc)).toEqual(["period-type"]);
  });

  it("names a missing context and a missing unit", () => {
    const doc = xhtml
      .replace(
        'name="vsme:GrossScope1GreenhouseGasEmissions" contextRef="c-current"',
        'name="vsme:GrossScope1GreenhouseGasEmissions" contextRef="c-nowhere"',
      )
      .replace(
        'name="vsme:GrossScope3GreenhouseGasEmissions" contextRef="c-current" unitRef="u-tCO2e"',
        'name="vsme:GrossScope3GreenhouseGasEmissions" contextRef="c-current" unitRef="u-nothing"',
      );
    expect(rulesOf(doc)).toEqual(["context-missing", "unit-missing"]);
  });

  it("names an abstract concept, a non-numeric concept tagged as a number, and missing decimals", () => {
    expect(
      rulesOf(
        xhtml.replace(
          'name="vsme:GrossScope1GreenhouseGasEmissions"',
          'name="vsme:EstimatedGreenhouseGasEmissionsLineItems"',
        ),
      ),
    ).toContain("concept-abstract");
    // Turnover is a monetary duration concept: as text on the instant context it breaks two rules.
    expect(
      rulesOf(
        xhtml.replace(
          '<ix:nonNumeric name="vsme:GreenhouseGasEmissionReductionTargetYear"',
          '<ix:nonNumeric name="vsme:Turnover"',
        ),
      ),
    ).toEqual(["concept-numeric", "period-type"]);
    expect(rulesOf(xhtml.replace(/decimals="2" /, ""))).toEqual(["decimals-missing"]);
  });

  it("names an unknown axis or member and a default member written out", () => {
    expect(rulesOf(xhtml.replace("vsme:BaselineYearMember", "vsme:LastYearMember"))).toEqual(
      Array(8).fill("dimension-unknown"),
    );
    expect(rulesOf(xhtml.replace("vsme:BaselineYearMember", "vsme:CurrentlyStatedMember"))).toContain(
      "dimension-default",
    );
  });

  it("names duplicate facts with different values", () => {
    const doc = xhtml.replace(
      "</body>",
      '<p><ix:nonFraction name="vsme:GrossScope1GreenhouseGasEmissions" contextRef="c-current" unitRef="u-tCO2e" decimals="2" id="dup">1.00</ix:nonFraction></p></body>',
    );
    expect(validateInlineXbrl(doc).errors).toEqual([
      expect.objectContaining({
        rule: "duplicate-inconsistent",
        fact: { concept: "vsme:GrossScope1GreenhouseGasEmissions", id: "dup" },
      }),
    ]);
  });

  it("names an ESRS total that is not the sum of its items, and lets honest rounding pass", () => {
    const esrs = (emissions: Partial<ReturnType<typeof testInput>["emissions"]>) =>
      generateInlineXbrl(
        testInput({ type: "esrs-e1", baseline: null, emissions: { ...testInput().emissions, ...emissions } }),
      ).xhtml;
    // 1234.56 + 800.10 + 4321.09 = 6355.75: a total of 6400 is no rounding of that.
    const errors = validateInlineXbrl(esrs({ totalLocation: 6400 })).errors;
    expect(errors).toEqual([
      expect.objectContaining({
        rule: "calculation-inconsistent",
        fact: { concept: "esrs:LocationBasedGreenhouseGasEmissions", id: "f5" },
      }),
    ]);
    expect(errors[0]?.message).toContain("is not the sum of esrs:GrossScope1GreenhouseGasEmissions");
    // Totals rounded from unrounded scopes may differ from the sum of the rounded scopes by a few hundredths.
    expect(validateInlineXbrl(esrs({ totalLocation: 6355.76, totalMarket: 6205.89 })).errors).toEqual([]);
    // The E1-5 tree: fossil lines into fossil, fossil + nuclear + renewable into the total.
    const lines = {
      coal: 0,
      oil: 10,
      natural_gas: 20,
      other_fossil: 0,
      purchased_fossil: 5,
      nuclear: 0,
      renewable_fuels: 0,
      purchased_renewable: 15,
      self_generated_renewable: 0,
    };
    const withEnergy = (fossilMWh: number) =>
      generateInlineXbrl(
        testInput({
          type: "esrs-e1",
          energy: { totalMWh: 50, fossilMWh, nuclearMWh: 0, renewableMWh: 15, lines },
        }),
      ).xhtml;
    expect(validateInlineXbrl(withEnergy(35)).errors).toEqual([]);
    expect(validateInlineXbrl(withEnergy(36)).errors.map((e) => [e.rule, e.fact?.concept])).toEqual([
      ["calculation-inconsistent", "esrs:EnergyConsumptionRelatedToOwnOperations"],
      ["calculation-inconsistent", "esrs:EnergyConsumptionFromFossilSources"],
    ]);
  });

  it("names XHTML that is not well-formed", () => {
    expect(rulesOf(xhtml.replace("</table>", ""))[0]).toBe("xhtml-well-formed");
  });

  it("names a package that breaks the report package layout", () => {
    const meta = strToU8(
      JSON.stringify({ documentInfo: { documentType: "https://xbrl.org/report-package/2023/xbri" } }),
    );
    const report = strToU8(xhtml);
    const cases: [Record<string, Uint8Array | Record<string, unknown>>, RegExp][] = [
      [{ "a.xhtml": report }, /one top-level folder/],
      [{ p: { reports: { "a.xhtml": report } } }, /reportPackage.json is missing/],
      [
        { p: { "META-INF": { "reportPackage.json": strToU8("{}") }, reports: { "a.xhtml": report } } },
        /documentType/,
      ],
      [{ p: { "META-INF": { "reportPackage.json": meta } } }, /exactly one report/],
    ];
    for (const [files, message] of cases) {
      const result = validateXbrlPackage(zipSync(files as Parameters<typeof zipSync>[0]));
      expect(result.ok).toBe(false);
      expect(result.errors[0]?.rule).toBe("package-structure");
      expect(result.errors[0]?.message).toMatch(message);
    }
    expect(validateXbrlPackage(strToU8("not a zip")).errors[0]?.rule).toBe("package-structure");
  });
});
