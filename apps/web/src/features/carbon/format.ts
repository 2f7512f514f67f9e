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
