import type { DateFormat } from "../../lib/format-date";

const kg = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
const amount = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });
const factor = new Intl.NumberFormat("en-GB", { maximumSignificantDigits: 5 });

export const formatKg = (n: number) => kg.format(n);
/** Factors as published carry up to 5 significant digits (0.20705); more would be float noise. */
export const formatFactor = (n: number) => factor.format(n);
export const formatAmount = (n: number) => amount.format(n);

/** Stored timestamps are ISO strings in UTC, shown in UTC in the company's date format: "24 Nov 2026, 14:05 UTC". */
export function formatUploadedAt(iso: string, dates: Pick<DateFormat, "formatDateTime">): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${dates.formatDateTime(iso, { utc: true })} UTC`;
}

/** `2024.1+eb99bbea55ba` → `2024.1`: the release people cite; the content hash stays in exports for machines. */
export function formatLibraryVersion(version: string): string {
  return version.split("+")[0] ?? version;
}

/** Unit ids as the factor library spells them (`passenger_km`) → as people write them. */
export function formatUnit(unit: string): string {
  return unit.replace(/_/g, "-");
}
