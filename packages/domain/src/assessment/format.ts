/** Number formatting of the assessment's generated texts (British English grouping). */

const formats = new Map<number, Intl.NumberFormat>();

export function num(n: number, digits = 0): string {
  let f = formats.get(digits);
  if (!f) {
    f = new Intl.NumberFormat("en-GB", { maximumFractionDigits: digits, minimumFractionDigits: 0 });
    formats.set(digits, f);
  }
  return f.format(n);
}

/** "58%", "33.3%". */
export function pct(n: number, digits = 1): string {
  return `${num(n, digits)}%`;
}

/** "1,612 t CO2e". */
export function tonnes(n: number): string {
  return `${num(n)} t CO2e`;
}

/** "+3.1%" / "-4.8%". */
export function signedPct(n: number): string {
  return `${n > 0 ? "+" : ""}${num(n, 1)}%`;
}

export const clamp = (n: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, n));

/** "a", "a and b", "a, b and c". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${num(n)} ${n === 1 ? one : many}`;
}
