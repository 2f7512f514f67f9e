/**
 * Factor lookup: which emission factor applies to an activity, in a region, in a unit, for a year.
 *
 * Order of preference (documented in packages/domain/README.md):
 * 1. Region, most specific first: subregion → country → region (EU for EU-27 members) → GLOBAL
 *    (`regionFallbackChain`). No region means GLOBAL. Spend activities then fall back to US: USEEIO is the
 *    only spend model in the set and emission-factors.md §3.6 applies it to converted GBP/EUR spend.
 * 2. Within a region, the activity ids in alias order (`heating_oil` → EPA heating oil, DESNZ burning oil).
 * 3. Only factors whose unit the row's unit converts to (kWh ↔ therm, litre ↔ US gallon, km → passenger-km).
 * 4. Non-lifecycle before lifecycle factors: Ember's lifecycle intensities are used only where no
 *    combustion-based grid factor covers the region (emission-factors.md §3.9).
 * 5. Year: the newest factor year not after the activity's year; when every factor is newer, the oldest
 *    (flagged `yearFallback`). No activity year means the newest. DESNZ: use the set matching the year.
 * 6. The factor in the row's own unit, then the same dimension, then vehicle- before passenger-distance for
 *    a plain distance (a taxi trip's km are vehicle-km).
 * 7. Fuels (combustion and their well-to-tank) found nowhere in the chain take the global default for
 *    fuels, the DESNZ 2024 set (`GLOBAL_FUEL_DEFAULT`, flagged `globalDefault`): a litre of diesel emits by
 *    its carbon content wherever it is burnt, and its well-to-tank belongs to the fuel, not the country
 *    (decision record 039). Electricity and heat never fall back this way: grids differ by country.
 */

import { type ResolvedActivity, resolveActivity } from "./activity-resolver";
import { type EmissionFactor, factorsForActivity, SPEND_ACTIVITY_PREFIX } from "./emission-factor-library";
import { describeFactor } from "./factor-name";
import { fail, ok, quoteList, type Result } from "./ghg-errors";
import { parseRegion, type RegionInfo, regionFallbackChain } from "./regions";
import { classifyActivity } from "./scope-rules";
import type { UnitDef } from "./unit-table";
import { canConvert, getUnit, parseUnit } from "./units";

export type FactorQuery = {
  activity: string;
  region?: string | null;
  /** The unit the amount is in; omitted means any unit. */
  unit?: string | null;
  /** Calendar year of the activity. */
  year?: number | null;
  /** Radiative-forcing uplift for flights; default false. */
  rf?: boolean | null;
};

export type FactorMatch = {
  factor: EmissionFactor;
  activity: ResolvedActivity;
  /** The requested region as parsed (null when none was given). */
  region: RegionInfo | null;
  regionChain: string[];
  /** The factor's region is not the requested region itself. */
  regionFallback: boolean;
  /** A US spend factor applied outside the US. */
  usSpendProxy: boolean;
  /** The factor's year is after the activity year (no older factor exists). */
  yearFallback: boolean;
  /** No factor in the region chain: the global default for fuels was used (rule 7). */
  globalDefault: boolean;
  unit: UnitDef | null;
};

/**
 * The global default for fuels: the publisher and region of the set used for a fuel where the region chain
 * has none. DESNZ is the only set in the library that publishes both combustion and well-to-tank factors for
 * every fuel it covers; the shared data has no IPCC 2006 defaults (emission-factors.md §1, §5).
 */
export const GLOBAL_FUEL_DEFAULT = {
  region: "UK",
  sourcePrefix: "UK DESNZ",
  name: "DESNZ 2024 (UK)",
} as const;

/** A fuel burnt (scope 1 combustion) or the well-to-tank of one: the activities rule 7 applies to. */
export function isFuelActivity(activity: string): boolean {
  const kind = classifyActivity(activity)?.kind;
  if (kind === "stationary_combustion" || kind === "mobile_combustion") return true;
  if (kind !== "energy_upstream" || !activity.endsWith("_wtt")) return false;
  const fuel = classifyActivity(activity.slice(0, -"_wtt".length))?.kind;
  return fuel === "stationary_combustion" || fuel === "mobile_combustion";
}

function unitRank(from: UnitDef | null, to: UnitDef): number {
  if (!from || from.id === to.id) return 0;
  if (from.dimension === to.dimension) return 1;
  return to.dimension === "vehicle_distance" ? 2 : 3;
}

/** Lexicographic comparison of rank tuples: negative when `a` ranks first. */
function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The preferred factor among those of one activity and region (rules 4–6 above); undefined when empty. */
export function preferFactor(
  factors: readonly EmissionFactor[],
  unit: UnitDef | null,
  year: number | null,
): EmissionFactor | undefined {
  const yearKey = (f: EmissionFactor) => (year === null || f.year <= year ? -f.year : 10_000 + f.year);
  const rank = (f: EmissionFactor) => [
    f.lifecycle ? 1 : 0,
    yearKey(f),
    unitRank(unit, getUnit(f.unit) as UnitDef),
  ];
  let best: EmissionFactor | undefined;
  let bestRank: number[] = [];
  for (const f of factors) {
    const r = rank(f);
    if (!best || compareRanks(r, bestRank) < 0) {
      best = f;
      bestRank = r;
    }
  }
  return best;
}

function compatible(unit: UnitDef | null, f: EmissionFactor): boolean {
  const target = getUnit(f.unit);
  return unit === null || (target !== undefined && canConvert(unit, target));
}

function lookupUncached(q: FactorQuery): Result<FactorMatch> {
  let region: RegionInfo | null = null;
  if (q.region?.trim()) {
    const parsed = parseRegion(q.region);
    if (!parsed.ok) return parsed;
    region = parsed.value;
  }
  let unit: UnitDef | null = null;
  if (q.unit?.trim()) {
    const parsed = parseUnit(q.unit);
    if (!parsed.ok) return parsed;
    unit = parsed.value;
  }
  const resolved = resolveActivity(q.activity, q.rf ?? undefined);
  if (!resolved.ok) return resolved;
  const activity = resolved.value;
  const year = q.year ?? null;

  const usable = new Map<string, EmissionFactor[]>();
  for (const c of activity.candidates) {
    const fs = factorsForActivity(c).filter((f) => compatible(unit, f));
    if (fs.length) usable.set(c, fs);
  }
  if (usable.size === 0 && unit) {
    const expected = [
      ...new Set(activity.candidates.flatMap((c) => factorsForActivity(c).map((f) => f.unit))),
    ];
    return fail({
      code: "incompatible_unit",
      unit: unit.id,
      expected,
      activity: q.activity,
      message: `"${q.activity}" is measured in ${quoteList(expected)}; ${unit.id} (${unit.name}) cannot be converted to it`,
    });
  }

  const chain = region ? regionFallbackChain(region) : ["GLOBAL"];
  const tries: [regionCode: string, proxy: boolean][] = chain.map((r) => [r, false]);
  if (!chain.includes("US") && [...usable.keys()].some((c) => c.startsWith(SPEND_ACTIVITY_PREFIX))) {
    tries.push(["US", true]);
  }
  for (const [regionCode, proxy] of tries) {
    for (const [candidate, fs] of usable) {
      if (proxy && !candidate.startsWith(SPEND_ACTIVITY_PREFIX)) continue;
      const best = preferFactor(
        fs.filter((f) => f.region === regionCode),
        unit,
        year,
      );
      if (!best) continue;
      return ok({
        factor: best,
        activity,
        region,
        regionChain: tries.map(([r]) => r),
        regionFallback: region !== null && best.region !== region.code,
        usSpendProxy: proxy,
        yearFallback: year !== null && best.year > year,
        globalDefault: false,
        unit,
      });
    }
  }
  for (const [candidate, fs] of usable) {
    if (!isFuelActivity(candidate)) continue;
    const best = preferFactor(
      fs.filter(
        (f) =>
          f.region === GLOBAL_FUEL_DEFAULT.region && f.source.startsWith(GLOBAL_FUEL_DEFAULT.sourcePrefix),
      ),
      unit,
      year,
    );
    if (!best) continue;
    return ok({
      factor: best,
      activity,
      region,
      regionChain: [...tries.map(([r]) => r), best.region],
      regionFallback: true,
      usSpendProxy: false,
      yearFallback: year !== null && best.year > year,
      globalDefault: true,
      unit,
    });
  }

  const where = region ? region.code : "GLOBAL (no region given)";
  const rfOther = activity.otherRfOnly
    .flatMap((id) => factorsForActivity(id))
    .find((f) => chain.includes(f.region));
  if (rfOther) {
    return fail({
      code: "rf_unavailable",
      activity: q.activity,
      region: region?.code ?? null,
      message: `"${q.activity}" in ${where} has only a factor ${activity.rf ? "without" : "with"} radiative forcing (${describeFactor(rfOther)})`,
    });
  }
  const availableRegions = [...new Set([...usable.values()].flat().map((f) => f.region))].sort();
  return fail({
    code: "no_factor",
    activity: q.activity,
    region: region?.code ?? null,
    triedRegions: tries.map(([r]) => r),
    availableRegions,
    message: `No factor for "${q.activity}" in ${where} (tried ${tries.map(([r]) => r).join(" → ")}); factors exist for ${availableRegions.join(", ") || "no region"}`,
  });
}

const cache = /* @__PURE__ */ new Map<string, Result<FactorMatch>>();
const CACHE_LIMIT = 10_000;

/**
 * Finds the factor for one activity row (see the order of preference above). Results are memoised, so
 * 100,000 rows of a few distinct activities cost a few lookups; treat the returned objects as read-only.
 */
export function findEmissionFactor(q: FactorQuery): Result<FactorMatch> {
  const key = [q.activity, q.region ?? "", q.unit ?? "", q.year ?? "", q.rf ?? ""].join("\u0000");
  const hit = cache.get(key);
  if (hit) return hit;
  const result = lookupUncached(q);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}
