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

  it("tags only the checked ESRS E1-6 names and shows the rest untagged with a warning", () => {
    const generated = generateInlineXbrl(testInput({ type: "esrs-e1" }));
    expect(validateInlineXbrl(generated.xhtml).errors).toEqual([]);
    expect(readInlineXbrl(generated.xhtml).map((f) => [f.concept, f.value])).toEqual([
      ["esrs:GrossScope1GreenhouseGasEmissions", 1234.56],
      ["esrs:GrossLocationBasedScope2GreenhouseGasEmissions", 800.1],
      ["esrs:GrossMarketBasedScope2GreenhouseGasEmissions", 650.25],
      ["esrs:GrossScope3GreenhouseGasEmissions", 4321.09],
    ]);
    expect(generated.xhtml).toContain("https://xbrl.efrag.org/taxonomy/esrs/2023-12-22/esrs_all.xsd");
    expect(generated.xhtml).toContain("6,355.75");
    expect(generated.warnings.join(" ")).toMatch(/not tagged/);
    // E1-5 energy, when the platform has it, is shown untagged too: no E1-5 name is checked yet.
    const withEnergy = generateInlineXbrl(testInput({ type: "esrs-e1", energy }));
    expect(withEnergy.xhtml).toContain("E1-5 Energy consumption and mix");
    expect(withEnergy.xhtml).toContain("5,000.12");
    expect(readInlineXbrl(withEnergy.xhtml)).toHaveLength(4);
    expect(withEnergy.warnings.join(" ")).not.toMatch(/Energy consumption is not included/);
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

  it("refuses an ESRS name outside the checked list", () => {
    const esrs = generateInlineXbrl(testInput({ type: "esrs-e1" })).xhtml;
    expect(rulesOf(esrs.replace("esrs:GrossScope3GreenhouseGasEmissions", "esrs:TotalGHGEmissions"))).toEqual(
      ["concept-unknown"],
    );
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
