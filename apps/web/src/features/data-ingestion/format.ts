import type { DateFormat } from "../../lib/format-date";

const kg = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
const amount = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });

export const formatKg = (n: number) => kg.format(n);
export const formatAmount = (n: number) => amount.format(n);

/** Stored timestamps are ISO strings in UTC, shown in UTC in the company's date format: "24 Nov 2026, 14:05 UTC". */
export function formatUploadedAt(iso: string, dates: Pick<DateFormat, "formatDateTime">): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${dates.formatDateTime(iso, { utc: true })} UTC`;
}

/** Unit ids as the factor library spells them (`passenger_km`) → as people write them. */
export function formatUnit(unit: string): string {
  return unit.replace(/_/g, "-");
}
