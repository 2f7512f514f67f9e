import { describe, expect, it } from "vitest";
import {
  availableYears,
  availableYearsSchema,
  type CoverageMonthRow,
  defaultReportingYear,
  reportingCoverage,
  resolveReportingYear,
  withCompleteness,
  yearCoverageSchema,
} from "./reporting-coverage";

/** Consecutive "YYYY-MM" keys from `from` to `to` inclusive. */
function monthRange(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split("-").map(Number) as [number, number];
  for (;;) {
    const key = `${y}-${String(m).padStart(2, "0")}`;
    out.push(key);
    if (key === to) return out;
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
}

const rowsOf = (sourceType: string, months: string[]): CoverageMonthRow[] =>
  months.map((month) => ({ month, sourceType }));

describe("reportingCoverage", () => {
  it("splits months spread across two fiscal years (April start), per source type, in fiscal order", () => {
    const rows = [
      ...rowsOf("energy_bill", ["2024-06", "2024-01", "2024-02", "2024-03", "2024-04", "2024-05"]),
      ...rowsOf("fuel_receipt", ["2024-04", "2024-03", "2024-03"]),
    ];
    const coverage = reportingCoverage({ rows, closedYears: [], fiscalYearStartMonth: 4 });
    expect(coverage).toEqual([
      {
        year: 2024,
        monthsCovered: 3,
        months: ["2024-01", "2024-02", "2024-03"],
        bySourceType: { energy_bill: ["2024-01", "2024-02", "2024-03"], fuel_receipt: ["2024-03"] },
        missingMonths: monthRange("2023-04", "2023-12"),
        complete: false,
        closed: false,
      },
      {
        year: 2025,
        monthsCovered: 3,
        months: ["2024-04", "2024-05", "2024-06"],
        bySourceType: { energy_bill: ["2024-04", "2024-05", "2024-06"], fuel_receipt: ["2024-04"] },
        missingMonths: monthRange("2024-07", "2025-03"),
        complete: false,
        closed: false,
      },
    ]);
    for (const c of coverage) expect(yearCoverageSchema.parse(c)).toEqual(c);
  });

  it("orders the months of a fiscal year that crosses the calendar year (October start)", () => {
    const rows = rowsOf("energy_bill", ["2025-02", "2024-11", "2024-10", "2025-09"]);
    const [c] = reportingCoverage({ rows, closedYears: [], fiscalYearStartMonth: 10 });
    expect(c?.year).toBe(2025);
    expect(c?.months).toEqual(["2024-10", "2024-11", "2025-02", "2025-09"]);
  });

  it.each([
    // [case, start month, rows, closed years, expected {year: [monthsCovered, complete, closed]}]
    [
      "12 months of one source type (January)",
      1,
      rowsOf("energy_bill", monthRange("2024-01", "2024-12")),
      [],
      { 2024: [12, true, false] },
    ],
    [
      "12 months from two source types together (July)",
      7,
      [
        ...rowsOf("energy_bill", monthRange("2024-07", "2024-12")),
        ...rowsOf("fuel_receipt", monthRange("2025-01", "2025-06")),
      ],
      [],
      { 2025: [12, true, false] },
    ],
    [
      "11 months are not complete (April)",
      4,
      rowsOf("energy_bill", monthRange("2024-04", "2025-02")),
      [],
      { 2025: [11, false, false] },
    ],
    [
      "13 calendar months are one complete year and one month of the next (October)",
      10,
      rowsOf("energy_bill", monthRange("2023-10", "2024-10")),
      [],
      { 2024: [12, true, false], 2025: [1, false, false] },
    ],
    [
      "a year closed with gaps is closed, not complete",
      1,
      rowsOf("energy_bill", ["2023-01", "2023-02", "2023-03"]),
      [2023],
      { 2023: [3, false, true] },
    ],
    [
      "a closed year without data still appears",
      1,
      rowsOf("energy_bill", ["2024-05"]),
      [2022],
      { 2022: [0, false, true], 2024: [1, false, false] },
    ],
  ] as const)("%s", (_, startMonth, rows, closedYears, expected) => {
    const coverage = reportingCoverage({ rows, closedYears, fiscalYearStartMonth: startMonth });
    const got = Object.fromEntries(coverage.map((c) => [c.year, [c.monthsCovered, c.complete, c.closed]]));
    expect(got).toEqual(expected);
  });

  it("nothing in, nothing out", () => {
    expect(reportingCoverage({ rows: [], closedYears: [], fiscalYearStartMonth: 1 })).toEqual([]);
  });

  it("refuses a malformed month", () => {
    expect(() =>
      reportingCoverage({
        rows: rowsOf("energy_bill", ["2024-13"]),
        closedYears: [],
        fiscalYearStartMonth: 1,
      }),
    ).toThrow(RangeError);
  });
});

describe("defaultReportingYear", () => {
  it("the issue's case: complete 2024 plus one bill dated 2025-01-31 → 2024, and 2025 is partial", () => {
    const rows = [
      ...rowsOf("energy_bill", monthRange("2024-01", "2024-12")),
      ...rowsOf("fuel_receipt", ["2024-06"]),
      ...rowsOf("energy_bill", ["2025-01"]),
    ];
    const coverage = reportingCoverage({ rows, closedYears: [], fiscalYearStartMonth: 1 });
    expect(defaultReportingYear(coverage)).toEqual({ year: 2024, isPartial: false });
    const years = availableYears(coverage);
    expect(years).toEqual([
      { year: 2024, monthsCovered: 12, missingMonths: [], complete: true, closed: false },
      {
        year: 2025,
        monthsCovered: 1,
        missingMonths: monthRange("2025-02", "2025-12"),
        complete: false,
        closed: false,
      },
    ]);
    expect(availableYearsSchema.parse(years)).toEqual(years);
    expect(resolveReportingYear(coverage, 2025)).toEqual({ year: 2025, isPartial: true });
  });

  it.each([
    [
      "April start: complete FY2025 plus one April bill → 2025, FY2026 partial",
      4,
      rowsOf("energy_bill", monthRange("2024-04", "2025-04")),
      [],
      { year: 2025, isPartial: false },
    ],
    [
      "only partial years → the latest, flagged partial",
      1,
      rowsOf("energy_bill", [...monthRange("2023-01", "2023-03"), ...monthRange("2024-01", "2024-05")]),
      [],
      { year: 2024, isPartial: true },
    ],
    [
      "a closed year beats a later partial year",
      1,
      rowsOf("energy_bill", ["2023-01", "2023-02", "2024-01"]),
      [2023],
      { year: 2023, isPartial: false },
    ],
    [
      "the latest of complete and closed years",
      1,
      rowsOf("energy_bill", [...monthRange("2022-01", "2022-12"), "2023-04", "2024-01"]),
      [2023],
      { year: 2023, isPartial: false },
    ],
    [
      "a complete year after a closed one",
      7,
      rowsOf("energy_bill", ["2022-08", ...monthRange("2023-07", "2024-06")]),
      [2023],
      { year: 2024, isPartial: false },
    ],
    [
      "no complete or closed year: one bill in a new year does not displace a 9-month year",
      1,
      rowsOf("energy_bill", [...monthRange("2024-01", "2024-09"), "2025-01"]),
      [],
      { year: 2024, isPartial: true },
    ],
    [
      "no complete or closed year: the latest of years with as many months",
      4,
      rowsOf("energy_bill", [...monthRange("2023-04", "2023-06"), ...monthRange("2024-04", "2024-06")]),
      [],
      { year: 2025, isPartial: true },
    ],
    ["no data → null", 1, [], [], { year: null, isPartial: false }],
  ] as const)("%s", (_, startMonth, rows, closedYears, expected) => {
    const coverage = reportingCoverage({ rows, closedYears, fiscalYearStartMonth: startMonth });
    expect(defaultReportingYear(coverage)).toEqual(expected);
  });
});

describe("resolveReportingYear", () => {
  const coverage = reportingCoverage({
    rows: rowsOf("energy_bill", [...monthRange("2024-01", "2024-12"), "2025-01"]),
    closedYears: [2021],
    fiscalYearStartMonth: 1,
  });

  it.each([
    [undefined, { year: 2024, isPartial: false }],
    [null, { year: 2024, isPartial: false }],
    [2024, { year: 2024, isPartial: false }],
    [2025, { year: 2025, isPartial: true }],
    [2021, { year: 2021, isPartial: false }],
    [2019, { year: 2019, isPartial: true }],
  ])("?year=%s → %o", (requested, expected) => {
    expect(resolveReportingYear(coverage, requested)).toEqual(expected);
  });
});

describe("withCompleteness", () => {
  it("marks the totals of complete or closed years; years without coverage are not complete", () => {
    const coverage = reportingCoverage({
      rows: rowsOf("energy_bill", ["2019-03", ...monthRange("2023-01", "2024-12"), "2025-01"]),
      closedYears: [2022],
      fiscalYearStartMonth: 1,
    });
    const totals = [2018, 2019, 2022, 2023, 2024, 2025].map((year) => ({ year, total: 1 }));
    expect(withCompleteness(totals, coverage).map((t) => [t.year, t.complete])).toEqual([
      [2018, false],
      [2019, false],
      [2022, true],
      [2023, true],
      [2024, true],
      [2025, false],
    ]);
  });
});
