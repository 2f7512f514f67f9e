/**
 * IPCC 2006 Vol. 1 ch. 3 Approach 2 (Monte Carlo, §3.2.3.2) over the same terms as Approach 1.
 *
 * Each draw multiplies every group's kg by an activity multiplier (independent per group) and a factor
 * multiplier drawn once per factor and shared by every group of that factor (the correlation Approach 1
 * models by adding factor terms linearly). A multiplier with a relative 95% uncertainty U is normal with mean
 * 1 and standard deviation U/1.96 when U ≤ 30%, and lognormal with the same mean and standard deviation above
 * it: large, positive-only uncertainties are skewed and a normal would draw negative emissions (IPCC 2006 Vol. 1
 * ch. 3 on skewed inputs; the section was not checked against the text here). The 30% limit on U is the same
 * documented choice as the BP-2 threshold (schemas.ts). Scope 2's market-based figure uses the same activity
 * draw as its location-based one (the same kWh) with its own factor.
 */
import { percentilesOf } from "./percentile";
import { standardNormals } from "./random";

export const MONTE_CARLO_NORMAL_LIMIT_PCT = 30;

export type MonteCarloGroup = {
  scope: 1 | 2 | 3;
  locationKg: number;
  marketKg: number;
  /** Relative 95% uncertainty of the group's activity data, %. */
  activityPct: number;
  locationFactorKey: string;
  locationFactorPct: number;
  marketFactorKey: string;
  marketFactorPct: number;
};

export const TOTAL_KEYS = [
  "scope1",
  "scope2",
  "scope2MarketBased",
  "scope3",
  "total",
  "totalMarketBased",
] as const;
export type TotalKey = (typeof TOTAL_KEYS)[number];

export type MonteCarloTotal = { p2_5: number; p50: number; p97_5: number; monteCarloPct95: number };

/** z (a standard normal draw) → the multiplier of mean 1 and relative 95% uncertainty `pct`. */
export function multiplierOf(z: number, pct: number): number {
  if (pct <= 0) return 1;
  const cv = pct / 100 / 1.96;
  if (pct <= MONTE_CARLO_NORMAL_LIMIT_PCT) return 1 + cv * z;
  const sigma = Math.sqrt(Math.log(1 + cv * cv));
  return Math.exp(-0.5 * sigma * sigma + sigma * z);
}

export type MonteCarloRun = {
  /** Runs up to `count` more draws; true when all are done. */
  step(count: number): boolean;
  done(): boolean;
  /** Percentiles (kg) of each total; valid once done. */
  result(): Record<TotalKey, MonteCarloTotal & { meanKg: number }>;
  /** The same of one total: a caller can yield between totals (each sorts every draw). */
  summary(key: TotalKey): MonteCarloTotal & { meanKg: number };
};

export function createMonteCarlo(
  groups: readonly MonteCarloGroup[],
  options: { draws: number; seed: number },
): MonteCarloRun {
  const draws = options.draws;
  const normal = standardNormals(options.seed);
  const keys = new Map<string, number>();
  const keyIndex = (k: string) => {
    let i = keys.get(k);
    if (i === undefined) {
      i = keys.size;
      keys.set(k, i);
    }
    return i;
  };
  const locIndex = groups.map((g) => keyIndex(`L:${g.locationFactorKey}`));
  const mktIndex = groups.map((g) =>
    // A market figure made with the location factor is correlated with it: the same draw.
    g.marketFactorKey === g.locationFactorKey
      ? keyIndex(`L:${g.locationFactorKey}`)
      : keyIndex(`M:${g.marketFactorKey}`),
  );
  const z = new Float64Array(keys.size);
  const out: Record<TotalKey, Float64Array> = Object.fromEntries(
    TOTAL_KEYS.map((k) => [k, new Float64Array(draws)]),
  ) as Record<TotalKey, Float64Array>;
  let next = 0;

  const one = (d: number) => {
    for (let k = 0; k < z.length; k++) z[k] = normal();
    let s1 = 0;
    let s2 = 0;
    let s2m = 0;
    let s3 = 0;
    for (let i = 0; i < groups.length; i++) {
      const g = groups[i] as MonteCarloGroup;
      const a = multiplierOf(normal(), g.activityPct);
      const loc = g.locationKg * a * multiplierOf(z[locIndex[i] as number] as number, g.locationFactorPct);
      if (g.scope === 1) s1 += loc;
      else if (g.scope === 3) s3 += loc;
      else {
        s2 += loc;
        s2m += g.marketKg * a * multiplierOf(z[mktIndex[i] as number] as number, g.marketFactorPct);
      }
    }
    out.scope1[d] = s1;
    out.scope2[d] = s2;
    out.scope2MarketBased[d] = s2m;
    out.scope3[d] = s3;
    out.total[d] = s1 + s2 + s3;
    out.totalMarketBased[d] = s1 + s2m + s3;
  };

  return {
    step(count) {
      const end = Math.min(draws, next + count);
      for (; next < end; next++) one(next);
      return next >= draws;
    },
    done: () => next >= draws,
    summary: (key) => summarise(out[key]),
    result() {
      return Object.fromEntries(TOTAL_KEYS.map((k) => [k, summarise(out[k])])) as Record<
        TotalKey,
        MonteCarloTotal & { meanKg: number }
      >;
    },
  };
}

function summarise(values: Float64Array): MonteCarloTotal & { meanKg: number } {
  let sum = 0;
  for (const v of values) sum += v;
  const mean = values.length ? sum / values.length : 0;
  const [p2_5, p50, p97_5] = percentilesOf(values, [0.025, 0.5, 0.975]) as [number, number, number];
  // IPCC's U of a Monte Carlo result: half the 95% interval as % of the mean.
  const monteCarloPct95 = mean === 0 ? 0 : ((p97_5 - p2_5) / 2 / Math.abs(mean)) * 100;
  return { p2_5, p50, p97_5, monteCarloPct95, meanKg: mean };
}
