import type { ReportingPeriod } from "@esg/domain";
import type { DateFormat } from "../../lib/format-date";

const tonnes = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** Tonnes CO2e as the Carbon Analysis screen shows them: one decimal ("5,689.2"). */
export function formatTonnes(t: number): string {
  return tonnes.format(t);
}

/** A whole number with thousands separators. */
export function formatWhole(n: number): string {
  return whole.format(n);
}

/** A reporting period in the company's date format: "1 Jan 2024 – 31 Dec 2024". */
export function formatPeriod(period: ReportingPeriod, dates: Pick<DateFormat, "formatDate">): string {
  return `${dates.formatDate(period.start)} – ${dates.formatDate(period.end)}`;
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
