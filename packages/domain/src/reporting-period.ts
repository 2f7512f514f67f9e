/**
 * Reporting periods (DESIGN.md "Reporting periods"): a company reports by fiscal year, which starts
 * on the first day of its configured month and is labelled by the calendar year in which it ENDS. With a
 * January start the reporting year is the calendar year; with an April start, 1 April 2024 – 31 March 2025 is
 * reporting year 2025 (the UK "year ending 31 March 2025" convention).
 */
import { z } from "zod";
import { gwpBasisSchema } from "./ghg/gwp";
import { REPORTING_YEAR_MAX, REPORTING_YEAR_MIN } from "./reporting-years";

export { REPORTING_YEAR_MAX, REPORTING_YEAR_MIN } from "./reporting-years";

export const CATEGORY3_POLICIES = ["derive", "off"] as const;
/** "derive": every fuel and electricity row also yields its category 3 WTT and T&D losses. */
export const category3PolicySchema = /* @__PURE__ */ z.enum(CATEGORY3_POLICIES);
export type Category3Policy = z.infer<typeof category3PolicySchema>;

/** GHG Protocol Corporate Standard ch. 3: the three ways of setting organisational boundaries. */
export const CONSOLIDATION_APPROACHES = ["operational_control", "financial_control", "equity_share"] as const;
export const consolidationApproachSchema = /* @__PURE__ */ z.enum(CONSOLIDATION_APPROACHES);
export type ConsolidationApproach = z.infer<typeof consolidationApproachSchema>;

export const fiscalYearStartMonthSchema = /* @__PURE__ */ z
  .number()
  .int("Fiscal year start month must be a whole number")
  .min(1, "Fiscal year start month must be between 1 and 12")
  .max(12, "Fiscal year start month must be between 1 and 12");

/** A company's reporting settings: the body of PUT /api/companies/{companyId}/reporting-settings. */
export const reportingSettingsSchema = /* @__PURE__ */ z.object({
  /** 1 = January … 12 = December. */
  fiscalYearStartMonth: fiscalYearStartMonthSchema.default(1),
  /** Reporting-year label of the base year; null = not set. */
  baseYear: z
    .number()
    .int("Base year must be a whole number")
    .min(REPORTING_YEAR_MIN, `Base year must be ${REPORTING_YEAR_MIN} or later`)
    .max(REPORTING_YEAR_MAX, `Base year must be ${REPORTING_YEAR_MAX} or earlier`)
    .nullable()
    .default(null),
  category3Policy: category3PolicySchema.default("derive"),
  consolidationApproach: consolidationApproachSchema.default("operational_control"),
  /** New uploads count only once an admin other than the uploader approves them (carbon-review.ts). */
  requireApproval: z.boolean().default(false),
  /**
   * The GWP-100 values applied to gas masses (refrigerants, and rows whose factor source gives the split by
   * gas): IPCC AR5 by default, as the factor library; rows whose source gives CO2e only keep the source's.
   */
  gwpBasis: gwpBasisSchema.default("AR5"),
});
export type ReportingSettings = z.infer<typeof reportingSettingsSchema>;
export type ReportingSettingsInput = z.input<typeof reportingSettingsSchema>;

/** Settings of a company that has not configured any. */
export const DEFAULT_REPORTING_SETTINGS: Readonly<ReportingSettings> = Object.freeze(
  reportingSettingsSchema.parse({}),
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** A calendar month as "YYYY-MM" (the key of monthly coverage). */
export const monthKeySchema = /* @__PURE__ */ z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Expected a month YYYY-MM");

/** `{start, end}` of a reporting year, both inclusive ISO dates. */
export const reportingPeriodSchema = /* @__PURE__ */ z.object({
  start: z.string().regex(ISO_DATE),
  end: z.string().regex(ISO_DATE),
});
export type ReportingPeriod = z.infer<typeof reportingPeriodSchema>;

const pad2 = (n: number) => String(n).padStart(2, "0");
const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days in a calendar month (1-12), Gregorian leap years included. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number);
}

function assertStartMonth(startMonth: number): void {
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) {
    throw new RangeError(`Fiscal year start month must be 1-12, got ${startMonth}`);
  }
}

/** Year and month of a "YYYY-MM-DD" date or a "YYYY-MM" month key; throws on anything else. */
function yearMonthOf(dateOrMonth: string): { year: number; month: number } {
  const m = ISO_DATE.exec(dateOrMonth) ?? MONTH_KEY.exec(dateOrMonth);
  if (m) {
    const year = Number(m[1]);
    const month = Number(m[2]);
    const day = m[3] === undefined ? 1 : Number(m[3]);
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) return { year, month };
  }
  throw new RangeError(`Expected a date "YYYY-MM-DD" or month "YYYY-MM", got "${dateOrMonth}"`);
}

/**
 * The reporting year a date (or "YYYY-MM" month key) falls in: the calendar year in which its fiscal year
 * ends. `startMonth` 4: 2024-03-31 → 2024, 2024-04-01 → 2025. `startMonth` 1: the calendar year.
 */
export function reportingYearOf(date: string, startMonth: number): number {
  assertStartMonth(startMonth);
  const { year, month } = yearMonthOf(date);
  return startMonth > 1 && month >= startMonth ? year + 1 : year;
}

/** First calendar year and month of a reporting year. */
function firstMonthOf(year: number, startMonth: number): { year: number; month: number } {
  assertStartMonth(startMonth);
  return { year: startMonth === 1 ? year : year - 1, month: startMonth };
}

/** The inclusive dates of reporting year `year`: (2025, 4) → {start: "2024-04-01", end: "2025-03-31"}. */
export function reportingPeriod(year: number, startMonth: number): ReportingPeriod {
  const first = firstMonthOf(year, startMonth);
  const endMonth = startMonth === 1 ? 12 : startMonth - 1;
  return {
    start: `${first.year}-${pad2(first.month)}-01`,
    end: `${year}-${pad2(endMonth)}-${pad2(daysInMonth(year, endMonth))}`,
  };
}

/** The 12 "YYYY-MM" month keys of reporting year `year`, in order: (2025, 4) → ["2024-04", …, "2025-03"]. */
export function monthKeysOfYear(year: number, startMonth: number): string[] {
  const first = firstMonthOf(year, startMonth);
  return Array.from({ length: 12 }, (_, i) => {
    const m = first.month - 1 + i;
    return `${first.year + Math.floor(m / 12)}-${pad2((m % 12) + 1)}`;
  });
}

/** English month names, January first (reporting periods, settings, reports). */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Plain-English period for reports: (2025, 4) → "1 April 2024 – 31 March 2025". */
export function reportingPeriodLabel(year: number, startMonth: number): string {
  const { start, end } = reportingPeriod(year, startMonth);
  const words = (iso: string) => {
    const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
    return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
  };
  return `${words(start)} – ${words(end)}`;
}
