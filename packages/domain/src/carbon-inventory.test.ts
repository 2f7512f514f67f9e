import { describe, expect, it } from "vitest";
import {
  buildInventory,
  inventoryCoverage,
  type MonthlyTotalRow,
  partialYearsAmong,
} from "./carbon-inventory";
import { DEFAULT_REPORTING_SETTINGS } from "./reporting-period";

const row = (month: string): MonthlyTotalRow => ({
  month,
  scope: 2,
  detailKey: "electricity",
  sourceType: "energy_bill",
  locationKg: 100,
  marketKg: 90,
  activities: 1,
});

describe("partialYearsAmong", () => {
  // 2023 complete, 2024 with two months, 2022 closed without data.
  const records = {
    settings: DEFAULT_REPORTING_SETTINGS,
    closedYears: [2022],
    monthly: [
      ...Array.from({ length: 12 }, (_, m) => row(`2023-${String(m + 1).padStart(2, "0")}`)),
      row("2024-01"),
      row("2024-02"),
    ],
  };

  it("names the years an ingest added to that are not complete, newest first", () => {
    const coverage = inventoryCoverage(records);
    expect(partialYearsAmong(coverage, [2023, 2024])).toEqual([2024]);
    expect(partialYearsAmong(coverage, [2022, 2023, 2024])).toEqual([2024, 2022]);
    expect(partialYearsAmong(coverage, [2023])).toEqual([]);
  });

  it("reads the years as the whole inventory does", () => {
    expect(inventoryCoverage(records).map((c) => [c.year, c.complete, c.closed])).toEqual(
      buildInventory(records).years.map((y) => [y.year, y.complete, y.closed]),
    );
  });
});
