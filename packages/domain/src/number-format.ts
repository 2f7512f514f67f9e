/**
 * Numbers as people read them, shared by every screen and message (British English grouping): counts with
 * thousands separators, emissions in tonnes CO2e rounded to what the data supports, never an unrounded float.
 */

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(maximumFractionDigits: number, minimumFractionDigits = 0): Intl.NumberFormat {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat("en-GB", { maximumFractionDigits, minimumFractionDigits });
    formats.set(key, f);
  }
  return f;
}

/** A whole count with thousands separators: 20000 → "20,000". */
export function formatCount(n: number): string {
  return numberFormat(0).format(Math.round(n));
}

/** "1 row" / "20,000 rows": a formatted count with its noun, singular or plural. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}

/**
 * Tonnes with thousands separators and one decimal, as the Carbon Analysis shows them ("5,712.3", "12.0");
 * below one tonne up to three decimals ("0.207"), so a small figure does not read as zero.
 */
export function formatTonnesValue(tonnes: number): string {
  return Math.abs(tonnes) < 1 && tonnes !== 0
    ? numberFormat(3, 1).format(tonnes)
    : numberFormat(1, 1).format(tonnes);
}

/** "5,712.3 t CO2e" from tonnes. */
export function formatTonnes(tonnes: number): string {
  return `${formatTonnesValue(tonnes)} t CO2e`;
}

/** "5,712.3 t CO2e" from kilograms (the engine stores kg). */
export function formatKgAsTonnes(kg: number): string {
  return formatTonnes(kg / 1000);
}

/**
 * The rows of an upload and the category 3 rows derived from its energy rows (well-to-tank and T&D losses):
 * "20,000 rows + 33,334 derived upstream rows", or "20,000 rows" when none were derived.
 */
export function rowsWithDerived(rows: number, derived: number): string {
  const base = countOf(rows, "row");
  return derived > 0 ? `${base} + ${countOf(derived, "derived upstream row")}` : base;
}
