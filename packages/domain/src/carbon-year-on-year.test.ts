import { describe, expect, it } from "vitest";
import type { YearlyTotal } from "./carbon-projection";
import { yearOnYearChange } from "./carbon-year-on-year";

const y = (year: number, total: number, complete = true): YearlyTotal => ({ year, total, complete });

describe("yearOnYearChange: the chosen year against the previous complete year", () => {
  it.each([
    [
      "a fall of 10%",
      [y(2022, 100), y(2023, 90), y(2024, 81)],
      2024,
      { previousYear: 2023, changePercent: -10 },
    ],
    ["a rise of 25%", [y(2023, 80), y(2024, 100)], 2024, { previousYear: 2023, changePercent: 25 }],
    [
      "skips a partial year in between",
      [y(2022, 100), y(2023, 5, false), y(2024, 110)],
      2024,
      { previousYear: 2022, changePercent: 10 },
    ],
    [
      "an earlier chosen year",
      [y(2022, 100), y(2023, 90), y(2024, 81)],
      2023,
      { previousYear: 2022, changePercent: -10 },
    ],
    [
      "a partial chosen year is not compared (the issue's −95.9%)",
      [y(2024, 40.5), y(2025, 1.66, false)],
      2025,
      null,
    ],
    ["no earlier complete year", [y(2023, 5, false), y(2024, 100)], 2024, null],
    ["a previous year without emissions", [y(2023, 0), y(2024, 100)], 2024, null],
    ["a year without data", [y(2023, 90), y(2024, 81)], 2026, null],
    ["no data", [], 2024, null],
  ] as const)("%s", (_, yearly, year, expected) => {
    const got = yearOnYearChange(yearly, year);
    if (expected === null) {
      expect(got).toBeNull();
    } else {
      expect(got?.previousYear).toBe(expected.previousYear);
      expect(got?.changePercent).toBeCloseTo(expected.changePercent, 9);
    }
  });
});
