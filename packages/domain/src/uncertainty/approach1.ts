/**
 * IPCC 2006 Vol. 1 ch. 3 Approach 1 (error propagation), with the correlation of rows that share a factor.
 *
 * A row's emissions are activity × factor, so its relative 95% uncertainty is U = √(U_AD² + U_EF²)
 * (equation 3.1). Independent rows add in quadrature, U_total = √Σ(U_i·x_i)² / |Σx_i| (equation 3.2). Rows
 * computed with the same factor are not independent: an error in the factor moves them all the same way, so
 * their factor terms add linearly before the quadrature (IPCC 2006 Vol. 1 §3.2.3.1 on correlated inputs):
 * (U·x)²_total = Σ_rows (U_AD,i·x_i)² + Σ_factors (Σ_rows of f U_EF,i·x_i)².
 *
 * Percentages throughout are half the 95% confidence interval as % of the value (IPCC's U).
 */

/** One row, or rows summed: terms in kg and "% × kg". */
export type UncertaintyTerm = {
  /** Σ x_i, kg CO2e. */
  kg: number;
  /** Σ (U_AD,i · x_i)²: the independent activity-data part. */
  activitySq: number;
  /** Σ U_EF,i · x_i: the factor part, correlated with every term of the same `factorKey`. */
  factorLinear: number;
  /** The factor the rows share; terms with the same key are perfectly correlated through it. */
  factorKey: string;
};

/** The terms of one row of x kg with its two uncertainties (%). */
export function rowTerm(
  kg: number,
  activityUncertaintyPct: number,
  factorUncertaintyPct: number,
  factorKey: string,
): UncertaintyTerm {
  const a = activityUncertaintyPct * kg;
  return { kg, activitySq: a * a, factorLinear: factorUncertaintyPct * kg, factorKey };
}

/** U of a product (equation 3.1): √(U_AD² + U_EF²). */
export function productUncertaintyPct(activityPct: number, factorPct: number): number {
  return Math.sqrt(activityPct * activityPct + factorPct * factorPct);
}

/** Σ(U·x)² of the terms, factor parts summed linearly by factor first. */
export function varianceTermOf(terms: readonly UncertaintyTerm[]): number {
  let activity = 0;
  const byFactor = new Map<string, number>();
  for (const t of terms) {
    activity += t.activitySq;
    byFactor.set(t.factorKey, (byFactor.get(t.factorKey) ?? 0) + t.factorLinear);
  }
  let factor = 0;
  for (const f of byFactor.values()) factor += f * f;
  return activity + factor;
}

/** The sum of the terms and its relative 95% uncertainty (%); 0 kg gives 0%. */
export function approach1(terms: readonly UncertaintyTerm[]): { kg: number; pct95: number } {
  let kg = 0;
  for (const t of terms) kg += t.kg;
  if (kg === 0) return { kg, pct95: 0 };
  return { kg, pct95: Math.sqrt(varianceTermOf(terms)) / Math.abs(kg) };
}

export const APPROACH_1 = "IPCC Approach 1" as const;

/** A total's range as shown: its 95% relative uncertainty and bounds, in the total's unit. */
export type UncertaintyRange = { pct95: number; low: number; high: number; method: typeof APPROACH_1 };

/**
 * The range of `total` (already rounded, in tonnes) at `pct95`, rounded as the totals are (to 0.01) and the
 * percentage to 0.1 pp. The low bound does not go below zero for a positive total: emissions are not negative.
 */
export function rangeOf(total: number, pct95: number): UncertaintyRange {
  const half = Math.abs(total) * (pct95 / 100);
  const low = total >= 0 ? Math.max(0, total - half) : total - half;
  return {
    pct95: Math.round(pct95 * 10) / 10,
    low: Math.round(low * 100) / 100,
    high: Math.round((total + half) * 100) / 100,
    method: APPROACH_1,
  };
}
