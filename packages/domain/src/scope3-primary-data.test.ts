import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { buildCarbonAnalysis } from "./carbon-analysis";
import { buildInventory, chooseInventoryYear } from "./carbon-inventory";
import { scope3Screening } from "./carbon-scope3-screening";
import { buildReport, buildReportData, type ReportDocument } from "./reports";
import { inventoryRecords, monthly, TEST_INDUSTRY, uncertaintyRow } from "./reports/test-inventory";
import {
  PRIMARY_DATA_LABEL,
  primaryDataPctOf,
  primaryDataShareText,
  scope3PrimaryDataPct,
} from "./scope3-primary-data";
import { xbrlUncertaintyFrom } from "./xbrl/uncertainty-facts";

// Scope 3 of 2024, 1,000 t: 100 t of flights the airline verified (score 1, a library factor), 200 t of
// T&D losses on a factor entered with the row (score 4, the default of a derived upstream row), 700 t spend-
// based (score 5). The old screening figure (own factor) was 20%; the disclosure (scores 1-2) is 10%.
const Y2024 = [
  ...monthly(2024, 1, "naturalGas", 500_000),
  ...monthly(2024, 3, "businessTravel", 100_000, { sourceType: "travel_expense" }),
  ...monthly(2024, 3, "fuelAndEnergyRelatedActivities", 200_000),
  ...monthly(2024, 3, "purchasedGoodsAndServices", 700_000, { sourceType: "supplier_invoice" }),
];
const term = (key: string, kg: number, factorId: string, score: number, scope: 1 | 3 = 3) =>
  uncertaintyRow("2024-06", scope, key, kg, { activityPct: 5, factorPct: 10, factorId, score });
const TERMS = [
  term("naturalGas", 500_000, "gas", 1, 1),
  term("businessTravel", 100_000, "flight", 1),
  term("fuelAndEnergyRelatedActivities", 200_000, "own:electricity_td_losses:DE", 4),
  term("purchasedGoodsAndServices", 700_000, "eeio", 5),
];
const records = { ...inventoryRecords(Y2024), uncertainty: TERMS };
const industry = TEST_INDUSTRY;
const WORDS = "10.0% of 2024 scope 3 emissions (data-quality scores 1-2)";

const keyValues = (doc: ReportDocument) =>
  doc.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === "keyValues" ? b.items : [])));

describe("the share of scope 3 from primary data", () => {
  it("is scores 1-2 over gross scope 3, to 0.1; none without emissions", () => {
    expect(primaryDataPctOf(100, 1000)).toBe(10);
    expect(primaryDataPctOf(1, 3)).toBe(33.3);
    expect(primaryDataPctOf(0, 0)).toBeNull();
    expect(primaryDataShareText(null, 2024, 0)).toBe("n/a (no scope 3 emissions recorded for 2024)");
    expect(primaryDataShareText(null, 2024, 12)).toBe(
      "Not available: 2024 was closed before data quality was recorded",
    );
  });

  it("is one figure in the analysis, the screening, the reports and the iXBRL input", () => {
    const inventory = buildInventory(records);
    const year = chooseInventoryYear(inventory, 2024).data;
    expect(scope3PrimaryDataPct(year?.uncertainty ?? null)).toBe(10);

    const analysis = buildCarbonAnalysis(inventory, industry, 2024);
    expect(analysis.dataQuality?.scope3PrimaryDataPct).toBe(10);
    expect(xbrlUncertaintyFrom(analysis)?.scope3PrimaryDataPct).toBe(10);

    const screening = scope3Screening(2024, [], {
      byCategory: new Map([
        [1, { kg: 700_000, activities: 12 }],
        [3, { kg: 200_000, activities: 12 }],
        [6, { kg: 100_000, activities: 12 }],
      ]),
      primaryDataPct: scope3PrimaryDataPct(year?.uncertainty ?? null),
      ownFactorKg: 200_000,
    });
    expect(screening.primaryDataSharePct).toBe(10);
    expect(screening.ownFactorSharePct).toBe(20);

    const data = {
      ...buildReportData(
        {
          company: { name: "Acme Parts Ltd", industry: "Manufacturing" },
          revenue: { currency: "GBP", revenue: [] },
          inventory: records,
          factorSources: [],
          suppliers: [],
          goals: [],
          risks: [],
        },
        "2026-03-05",
      ),
      scope3Screening: screening,
    };
    const esrs = buildReport("CSRD", data);
    if (esrs.format !== "pdf") throw new Error("expected a document");
    const items = keyValues(esrs.document);
    // E1-6 and the screening section: the same figure under the same name; the own-factor share apart.
    expect(items).toContainEqual([`${PRIMARY_DATA_LABEL} (E1-6)`, WORDS]);
    expect(items).toContainEqual([PRIMARY_DATA_LABEL, WORDS]);
    expect(items).toContainEqual([
      "Share of scope 3 calculated with own emission factors (not from the factor library)",
      "20.0% of 2024 scope 3 emissions",
    ]);
    const primaryItems = items.filter(([label]) => /primary/i.test(label));
    expect(primaryItems.map(([, value]) => value)).toEqual([WORDS, WORDS]);

    const gri = buildReport("GRI", data);
    if (gri.format !== "csv") throw new Error("expected csv");
    const rows = parse(gri.text, { bom: true, skip_empty_lines: true }) as string[][];
    expect(rows.find((r) => r[4] === "Primary data (data-quality scores 1-2)")?.slice(5)).toEqual([
      "10",
      "%",
      WORDS,
    ]);
  });
});
