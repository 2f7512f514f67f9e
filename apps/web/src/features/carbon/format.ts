import type { ReportingPeriod } from "@esg/domain";

const tonnes = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Tonnes CO2e as the Carbon Analysis screen shows them: one decimal ("5,689.2"). */
export function formatTonnes(t: number): string {
  return tonnes.format(t);
}

/** A whole number with thousands separators. */
export function formatWhole(n: number): string {
  return whole.format(n);
}

/** An ISO date as words: "2024-01-01" → "1 January 2024" (dates are calendar dates, read in UTC). */
export function formatLongDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : longDate.format(d);
}

/** A reporting period in words: "1 January 2024 – 31 December 2024". */
export function formatPeriod(period: ReportingPeriod): string {
  return `${formatLongDate(period.start)} – ${formatLongDate(period.end)}`;
}

const tick = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** A chart's axis tick in tonnes: no unit, decimals only where they say something ("1,500", "0.5"). */
export function formatTonnesTick(t: number): string {
  return tick.format(t);
}

/** Tonnes with their unit, as chart tooltips and data tables read them ("5,689.2 t CO2e"). */
export function formatTonnesCO2e(t: number): string {
  return `${formatTonnes(t)} t CO2e`;
}
