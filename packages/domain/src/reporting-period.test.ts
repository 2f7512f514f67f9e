import { describe, expect, it } from "vitest";
import {
  DEFAULT_REPORTING_SETTINGS,
  daysInMonth,
  monthKeysOfYear,
  reportingPeriod,
  reportingPeriodLabel,
  reportingSettingsSchema,
  reportingYearOf,
} from "./reporting-period";

describe("reportingYearOf: labelled by the calendar year in which the fiscal year ends", () => {
  it.each([
    // January: the calendar year
    ["2024-01-01", 1, 2024],
    ["2024-02-29", 1, 2024],
    ["2024-12-31", 1, 2024],
    ["2025-01-31", 1, 2025],
    // April: 1 April 2024 – 31 March 2025 is 2025
    ["2024-03-31", 4, 2024],
    ["2024-04-01", 4, 2025],
    ["2024-12-31", 4, 2025],
    ["2025-03-31", 4, 2025],
    ["2025-04-01", 4, 2026],
    ["2024-02-29", 4, 2024],
    // July
    ["2024-06-30", 7, 2024],
    ["2024-07-01", 7, 2025],
    ["2025-06-30", 7, 2025],
    ["2024-02-29", 7, 2024],
    // October
    ["2023-10-01", 10, 2024],
    ["2024-02-29", 10, 2024],
    ["2024-09-30", 10, 2024],
    ["2024-10-01", 10, 2025],
    // December
    ["2024-11-30", 12, 2024],
    ["2024-12-01", 12, 2025],
    // "YYYY-MM" month keys
    ["2024-03", 4, 2024],
    ["2024-04", 4, 2025],
    ["2024-12", 1, 2024],
  ])("%s with start month %i → %i", (date, startMonth, year) => {
    expect(reportingYearOf(date, startMonth)).toBe(year);
  });

  it.each([["2024-02-30"], ["2023-02-29"], ["2024-13-01"], ["2024-00"], ["2024-1-01"], ["24-01-01"], [""]])(
    "refuses %j",
    (date) => {
      expect(() => reportingYearOf(date, 1)).toThrow(RangeError);
    },
  );

  it.each([[0], [13], [1.5], [Number.NaN]])("refuses start month %d", (startMonth) => {
    expect(() => reportingYearOf("2024-01-01", startMonth)).toThrow(RangeError);
  });
});

describe("reportingPeriod", () => {
  it.each([
    [2024, 1, "2024-01-01", "2024-12-31"],
    [2025, 4, "2024-04-01", "2025-03-31"],
    [2025, 7, "2024-07-01", "2025-06-30"],
    [2025, 10, "2024-10-01", "2025-09-30"],
    [2025, 12, "2024-12-01", "2025-11-30"],
    // ends in February: leap years
    [2024, 3, "2023-03-01", "2024-02-29"],
    [2023, 3, "2022-03-01", "2023-02-28"],
    [2000, 3, "1999-03-01", "2000-02-29"],
    [2100, 3, "2099-03-01", "2100-02-28"],
  ])("year %i, start month %i → %s … %s", (year, startMonth, start, end) => {
    expect(reportingPeriod(year, startMonth)).toEqual({ start, end });
  });

  it("its first and last day belong to it, the days either side do not (every start month)", () => {
    for (let startMonth = 1; startMonth <= 12; startMonth++) {
      for (const year of [2023, 2024, 2025]) {
        const { start, end } = reportingPeriod(year, startMonth);
        expect(reportingYearOf(start, startMonth)).toBe(year);
        expect(reportingYearOf(end, startMonth)).toBe(year);
        const next = reportingPeriod(year + 1, startMonth);
        expect(reportingYearOf(next.start, startMonth)).toBe(year + 1);
        const dayAfterEnd = new Date(`${end}T00:00:00Z`);
        dayAfterEnd.setUTCDate(dayAfterEnd.getUTCDate() + 1);
        expect(dayAfterEnd.toISOString().slice(0, 10)).toBe(next.start);
      }
    }
  });

  it("says the period in words", () => {
    expect(reportingPeriodLabel(2025, 4)).toBe("1 April 2024 – 31 March 2025");
    expect(reportingPeriodLabel(2025, 1)).toBe("1 January 2025 – 31 December 2025");
    expect(reportingPeriodLabel(2024, 3)).toBe("1 March 2023 – 29 February 2024");
  });
});

describe("monthKeysOfYear", () => {
  it.each([
    [
      2024,
      1,
      [
        "2024-01",
        "2024-02",
        "2024-03",
        "2024-04",
        "2024-05",
        "2024-06",
        "2024-07",
        "2024-08",
        "2024-09",
        "2024-10",
        "2024-11",
        "2024-12",
      ],
    ],
    [
      2025,
      4,
      [
        "2024-04",
        "2024-05",
        "2024-06",
        "2024-07",
        "2024-08",
        "2024-09",
        "2024-10",
        "2024-11",
        "2024-12",
        "2025-01",
        "2025-02",
        "2025-03",
      ],
    ],
    [
      2025,
      7,
      [
        "2024-07",
        "2024-08",
        "2024-09",
        "2024-10",
        "2024-11",
        "2024-12",
        "2025-01",
        "2025-02",
        "2025-03",
        "2025-04",
        "2025-05",
        "2025-06",
      ],
    ],
    [
      2025,
      10,
      [
        "2024-10",
        "2024-11",
        "2024-12",
        "2025-01",
        "2025-02",
        "2025-03",
        "2025-04",
        "2025-05",
        "2025-06",
        "2025-07",
        "2025-08",
        "2025-09",
      ],
    ],
  ])("year %i, start month %i", (year, startMonth, keys) => {
    expect(monthKeysOfYear(year, startMonth)).toEqual(keys);
  });

  it("every key maps back to its year, and the keys span the period (every start month)", () => {
    for (let startMonth = 1; startMonth <= 12; startMonth++) {
      const keys = monthKeysOfYear(2025, startMonth);
      const { start, end } = reportingPeriod(2025, startMonth);
      expect(new Set(keys).size).toBe(12);
      expect(keys[0]).toBe(start.slice(0, 7));
      expect(keys[11]).toBe(end.slice(0, 7));
      for (const k of keys) expect(reportingYearOf(k, startMonth)).toBe(2025);
    }
  });
});

describe("daysInMonth", () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2024, 4, 30],
    [2024, 12, 31],
  ])("%i-%i has %i days", (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe("reportingSettingsSchema", () => {
  it("defaults: January, no base year, derive category 3, operational control, AR5", () => {
    expect(reportingSettingsSchema.parse({})).toEqual({
      fiscalYearStartMonth: 1,
      baseYear: null,
      category3Policy: "derive",
      consolidationApproach: "operational_control",
      requireApproval: false,
      gwpBasis: "AR5",
    });
    expect(DEFAULT_REPORTING_SETTINGS).toEqual(reportingSettingsSchema.parse({}));
  });

  it("keeps valid values", () => {
    const input = {
      fiscalYearStartMonth: 4,
      baseYear: 2019,
      category3Policy: "off",
      consolidationApproach: "equity_share",
      requireApproval: true,
      gwpBasis: "AR6",
    };
    expect(reportingSettingsSchema.parse(input)).toEqual(input);
  });

  it.each([
    [{ fiscalYearStartMonth: 0 }, "fiscalYearStartMonth"],
    [{ fiscalYearStartMonth: 13 }, "fiscalYearStartMonth"],
    [{ fiscalYearStartMonth: 4.5 }, "fiscalYearStartMonth"],
    [{ fiscalYearStartMonth: "4" }, "fiscalYearStartMonth"],
    [{ baseYear: 1989 }, "baseYear"],
    [{ baseYear: 2101 }, "baseYear"],
    [{ baseYear: 2019.5 }, "baseYear"],
    [{ category3Policy: "sometimes" }, "category3Policy"],
    [{ consolidationApproach: "control" }, "consolidationApproach"],
  ])("refuses %j at %s", (input, field) => {
    const r = reportingSettingsSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual([field]);
  });
});
