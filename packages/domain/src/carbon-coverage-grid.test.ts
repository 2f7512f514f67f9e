import { describe, expect, it } from "vitest";
import {
  carbonCoverageGrid,
  carbonCoverageInputSchema,
  monthsWithoutData,
  shortMonthLabel,
} from "./carbon-coverage-grid";

const flags = (...on: number[]) => Array.from({ length: 12 }, (_, i) => on.includes(i));

describe("carbonCoverageGrid", () => {
  it("follows the fiscal year (April start: reporting year 2025 is April 2024 to March 2025)", () => {
    const g = carbonCoverageGrid({
      year: 2025,
      fiscalYearStartMonth: 4,
      cells: [
        { month: "2024-04", sourceType: "energy_bill", siteId: 1 },
        { month: "2025-03", sourceType: "energy_bill", siteId: null },
        { month: "2024-05", sourceType: "travel_expense", siteId: 2 },
        // Outside the year: ignored.
        { month: "2024-03", sourceType: "energy_bill", siteId: 1 },
        { month: "2025-04", sourceType: "fuel_receipt", siteId: 1 },
      ],
      sites: [
        { id: 2, name: "Plant B" },
        { id: 1, name: "Head office" },
        { id: 3, name: "Warehouse" },
      ],
    });
    expect(g.months[0]).toBe("2024-04");
    expect(g.months[11]).toBe("2025-03");
    expect(g.bySourceType).toEqual({
      energy_bill: flags(0, 11),
      fuel_receipt: flags(),
      travel_expense: flags(1),
      supplier_invoice: flags(),
    });
    // Every site in name order (a site without data shows 12 gaps), then the unassigned activities.
    expect(Object.keys(g.bySite)).toEqual(["Head office", "Plant B", "Warehouse", "No site"]);
    expect(g.bySite["Head office"]).toEqual(flags(0));
    expect(g.bySite["Plant B"]).toEqual(flags(1));
    expect(g.bySite.Warehouse).toEqual(flags());
    expect(g.bySite["No site"]).toEqual(flags(11));
    // Months with no data of any source type.
    expect(monthsWithoutData(g)).toEqual(g.months.filter((_, i) => i !== 0 && i !== 1 && i !== 11));
    expect(shortMonthLabel(g.months[0] as string)).toBe("Apr 2024");
  });

  it("has every source type and no 'No site' row for a year without data", () => {
    const g = carbonCoverageGrid({ year: 2024, fiscalYearStartMonth: 1, cells: [], sites: [] });
    expect(g.months).toEqual(Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, "0")}`));
    expect(Object.values(g.bySourceType).every((row) => row.every((v) => !v))).toBe(true);
    expect(g.bySite).toEqual({});
  });
});

describe("carbonCoverageInputSchema", () => {
  it.each([
    ["2024", 2024],
    [2025, 2025],
  ])("accepts %j", (year, parsed) => {
    expect(carbonCoverageInputSchema.parse({ year })).toEqual({ year: parsed });
  });
  it.each(["24", "abcd", 1800, 2024.5, undefined])("refuses %j at year", (year) => {
    const r = carbonCoverageInputSchema.safeParse({ year });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["year"]);
  });
  it("refuses no input at all at year", () => {
    expect(carbonCoverageInputSchema.safeParse(undefined).error?.issues[0]?.path).toEqual(["year"]);
  });
});
