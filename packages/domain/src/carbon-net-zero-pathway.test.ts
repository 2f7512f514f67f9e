import { describe, expect, it } from "vitest";
import {
  netZeroPathway,
  netZeroPlan,
  pathwayBase,
  pathwayMethod,
  SBTI_ANNUAL_REDUCTION,
} from "./carbon-net-zero-pathway";
import type { YearlyTotal } from "./carbon-projection";

const y = (year: number, total: number, complete = true): YearlyTotal => ({ year, total, complete });
const RULE =
  "Linear absolute reduction of 4.2% of base-year emissions per year (SBTi 1.5 °C cross-sector absolute contraction)";

describe("netZeroPathway: 4.2% of base-year emissions a year, linear (SBTi 1.5 °C)", () => {
  it("uses 4.2%", () => {
    expect(SBTI_ANNUAL_REDUCTION).toBe(0.042);
  });

  it.each([
    [2020, 1000, 2020, 1000],
    [2020, 1000, 2021, 958],
    [2020, 1000, 2025, 790],
    [2020, 1000, 2030, 580],
    [2020, 1000, 2043, 34],
    [2020, 1000, 2044, 0], // 1 − 0.042 × 24 < 0: held at zero
    [2020, 1000, 2050, 0],
    [2022, 81.5, 2025, 71.231],
    [2022, 81.5, 2026, 67.808],
    [2022, 81.5, 2027, 64.385],
  ])("base %i at %d t → %i: %d t", (baseYear, baseYearTotal, year, tonnes) => {
    const out = netZeroPathway({ baseYear, baseYearTotal, years: [year] });
    expect(out[String(year)]).toBeCloseTo(tonnes, 9);
  });

  it("leaves out years before the base year", () => {
    const out = netZeroPathway({ baseYear: 2022, baseYearTotal: 100, years: [2020, 2021, 2022, 2023] });
    expect(Object.keys(out)).toEqual(["2022", "2023"]);
  });
});

describe("pathwayBase and pathwayMethod", () => {
  const yearly = [y(2019, 5, false), y(2022, 100), y(2023, 90), y(2024, 81), y(2025, 2, false)];

  it.each([
    [
      "the configured base year",
      2023,
      yearly,
      2024,
      { baseYear: 2023, baseYearTotal: 90, basis: "configured", partial: false },
      `${RULE} from base year 2023, as set in the reporting settings`,
    ],
    [
      "a configured partial base year is kept and said to be partial",
      2019,
      yearly,
      2024,
      { baseYear: 2019, baseYearTotal: 5, basis: "configured", partial: true },
      `${RULE} from base year 2019 (a partial year), as set in the reporting settings`,
    ],
    [
      "no base year: the earliest complete year, not the lone 2019 invoice",
      null,
      yearly,
      2024,
      { baseYear: 2022, baseYearTotal: 100, basis: "earliest_complete", partial: false },
      `${RULE} from 2022: no base year is set, so the earliest complete year is used`,
    ],
    [
      "a base year without data falls back to the earliest complete year",
      2015,
      yearly,
      2024,
      { baseYear: 2022, baseYearTotal: 100, basis: "earliest_complete", partial: false },
      `${RULE} from 2022: base year 2015 has no emissions data, so the earliest complete year is used`,
    ],
    [
      "no complete year: the reporting year",
      null,
      [y(2024, 3, false), y(2025, 1.66, false)],
      2025,
      { baseYear: 2025, baseYearTotal: 1.66, basis: "reporting_year", partial: true },
      `${RULE} from 2025 (a partial year): no base year is set and no year is complete, so the reporting year is used`,
    ],
    ["no data", null, [], null, null, `${RULE}; no emissions data to set a base year`],
  ] as const)("%s", (_, configuredBaseYear, yearly, reportingYear, base, method) => {
    const got = pathwayBase({ configuredBaseYear, yearly, reportingYear });
    expect(got).toEqual(base);
    expect(pathwayMethod(got, configuredBaseYear)).toBe(method);
  });
});

describe("netZeroPlan", () => {
  it("states the pathway for the projection years from the base year", () => {
    const plan = netZeroPlan({
      configuredBaseYear: null,
      yearly: [y(2019, 5, false), y(2022, 81.5), y(2023, 80), y(2024, 79)],
      reportingYear: 2024,
      years: [2025, 2026, 2027],
    });
    expect(plan.base).toEqual({
      baseYear: 2022,
      baseYearTotal: 81.5,
      basis: "earliest_complete",
      partial: false,
    });
    expect(plan.pathway["2025"]).toBeCloseTo(71.231, 9);
    expect(plan.pathway["2026"]).toBeCloseTo(67.808, 9);
    expect(plan.pathway["2027"]).toBeCloseTo(64.385, 9);
    expect(plan.pathwayMethod).toBe(
      `${RULE} from 2022: no base year is set, so the earliest complete year is used`,
    );
  });

  it("is empty without data", () => {
    const plan = netZeroPlan({ configuredBaseYear: 2020, yearly: [], reportingYear: null, years: [2025] });
    expect(plan).toEqual({
      base: null,
      pathway: {},
      pathwayMethod: `${RULE}; no emissions data to set a base year`,
    });
  });
});
