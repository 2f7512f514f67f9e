/** Number formatting for analyst answers: thousands separators, fixed decimals, no locale surprises. */
export function fmt(n: number, decimals = 0): string {
  return n.toLocaleString("en-GB", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

export function pct(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : "0%";
}

/** A markdown bullet list, or the fallback line when there is nothing to list. */
export function bullets(items: string[], fallback: string): string {
  return items.length > 0 ? items.map((i) => `- ${i}`).join("\n") : `- ${fallback}`;
}

/** Escapes characters that would turn stored text into markdown syntax (links, emphasis, HTML). */
export function md(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (ch) => `\\${ch}`);
}
