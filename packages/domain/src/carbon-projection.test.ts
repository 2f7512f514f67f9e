import { describe, expect, it } from "vitest";
import {
  PROJECTION_RATE_LIMIT,
  projectEmissions,
  projectionMethodSchema,
  projectionRate,
  type YearlyTotal,
} from "./carbon-projection";

const y = (year: number, total: number, complete = true): YearlyTotal => ({ year, total, complete });

/** The case: a lone 2019 invoice (not a complete year) before three complete years. */
const withStray2019 = [y(2019, 5, false), y(2022, 100), y(2023, 90), y(2024, 81)];

describe("projectionRate", () => {
  it.each([
    [
      "a lone 2019 invoice does not set the rate (the first release clamped it to +25%)",
      withStray2019,
      2024,
      -0.1,
      {
        kind: "compound_rate",
        fromYear: 2022,
        toYear: 2024,
        yearsUsed: [2022, 2023, 2024],
        clamped: false,
        anchorYear: 2024,
        description: "Compound annual change from 2022 to 2024 (complete years only)",
      },
    ],
    [
      "a partial reporting year (one 2025 bill) is not used; the line continues from 2024",
      [y(2023, 100), y(2024, 110), y(2025, 2, false)],
      2025,
      0.1,
      {
        kind: "compound_rate",
        fromYear: 2023,
        toYear: 2024,
        yearsUsed: [2023, 2024],
        clamped: false,
        anchorYear: 2024,
        description:
          "Compound annual change from 2023 to 2024 (complete years only); the line starts at 2024, the last complete year",
      },
    ],
    [
      "only complete years up to the reporting year",
      [y(2021, 100), y(2022, 120), y(2023, 144), y(2024, 10)],
      2023,
      0.2,
      {
        kind: "compound_rate",
        fromYear: 2021,
        toYear: 2023,
        yearsUsed: [2021, 2022, 2023],
        clamped: false,
        anchorYear: 2023,
        description: "Compound annual change from 2021 to 2023 (complete years only)",
      },
    ],
    [
      "held at +25%",
      [y(2022, 100), y(2023, 200)],
      2023,
      PROJECTION_RATE_LIMIT,
      {
        kind: "compound_rate",
        fromYear: 2022,
        toYear: 2023,
        yearsUsed: [2022, 2023],
        clamped: true,
        anchorYear: 2023,
        description:
          "Compound annual change from 2022 to 2023 (complete years only), held at the +25% a year limit",
      },
    ],
    [
      "held at −25%",
      [y(2022, 100), y(2023, 10)],
      2023,
      -PROJECTION_RATE_LIMIT,
      {
        kind: "compound_rate",
        fromYear: 2022,
        toYear: 2023,
        yearsUsed: [2022, 2023],
        clamped: true,
        anchorYear: 2023,
        description:
          "Compound annual change from 2022 to 2023 (complete years only), held at the −25% a year limit",
      },
    ],
    [
      "flat: one complete year, however many partial ones",
      [y(2019, 5, false), y(2023, 40, false), y(2024, 100)],
      2024,
      0,
      {
        kind: "flat",
        fromYear: 2024,
        toYear: 2024,
        yearsUsed: [2024],
        clamped: false,
        anchorYear: 2024,
        description: "Flat: fewer than two complete years of data",
      },
    ],
    [
      "flat: one complete year before a partial reporting year",
      [y(2024, 100), y(2025, 2, false)],
      2025,
      0,
      {
        kind: "flat",
        fromYear: 2024,
        toYear: 2024,
        yearsUsed: [2024],
        clamped: false,
        anchorYear: 2024,
        description:
          "Flat: fewer than two complete years of data; the line starts at 2024, the last complete year",
      },
    ],
    [
      "flat: no complete year, from the partial reporting year",
      [y(2024, 3, false), y(2025, 1, false)],
      2025,
      0,
      {
        kind: "flat",
        fromYear: null,
        toYear: null,
        yearsUsed: [],
        clamped: false,
        anchorYear: 2025,
        description: "Flat: fewer than two complete years of data; the line starts at 2025, a partial year",
      },
    ],
    [
      "flat: a complete end year without emissions",
      [y(2022, 0), y(2024, 50)],
      2024,
      0,
      {
        kind: "flat",
        fromYear: 2022,
        toYear: 2024,
        yearsUsed: [2022, 2024],
        clamped: false,
        anchorYear: 2024,
        description: "Flat: no emissions recorded in complete year 2022",
      },
    ],
    [
      "flat: no data",
      [],
      null,
      0,
      {
        kind: "flat",
        fromYear: null,
        toYear: null,
        yearsUsed: [],
        clamped: false,
        anchorYear: null,
        description: "Flat: fewer than two complete years of data",
      },
    ],
  ] as const)("%s", (_, yearly, reportingYear, rate, method) => {
    const got = projectionRate(yearly, reportingYear);
    expect(got.rate).toBeCloseTo(rate, 12);
    expect(got.method).toEqual(method);
    expect(projectionMethodSchema.parse(got.method)).toEqual(got.method);
  });

  it("does not depend on the order of the input", () => {
    expect(projectionRate([...withStray2019].reverse(), 2024)).toEqual(projectionRate(withStray2019, 2024));
  });
});

describe("projectEmissions", () => {
  it.each([
    [
      "continues the last complete year at the rate",
      withStray2019,
      2024,
      [2025, 2026, 2027],
      [72.9, 65.61, 59.049],
    ],
    [
      "continues from 2024 when 2025 is partial",
      [y(2023, 100), y(2024, 110), y(2025, 2, false)],
      2025,
      [2026, 2027, 2028],
      [133.1, 146.41, 161.051],
    ],
    ["flat from one complete year", [y(2019, 5, false), y(2024, 100)], 2024, [2025, 2026], [100, 100]],
    ["flat from a partial year", [y(2025, 1.66, false)], 2025, [2026, 2027], [1.66, 1.66]],
    ["zero without data", [], null, [2025, 2026, 2027], [0, 0, 0]],
  ] as const)("%s", (_, yearly, reportingYear, years, expected) => {
    const { projections } = projectEmissions({ yearly, reportingYear, years });
    expect(Object.keys(projections)).toEqual(years.map(String));
    years.forEach((year, i) => {
      expect(projections[String(year)]).toBeCloseTo(expected[i] as number, 9);
    });
  });
});
