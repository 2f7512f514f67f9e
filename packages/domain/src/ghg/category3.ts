/**
 * Scope 3 category 3 (fuel- and energy-related activities) derived from the energy rows that cause it
 * (GHG Protocol Scope 3 Technical Guidance, ch. 3, Table 3.1; emission-factors.md §3.3):
 * - a scope 1 fuel row → the well-to-tank (upstream) emissions of that fuel (`wtt_fuel`, `<fuel>_wtt`);
 * - a scope 2 electricity row → T&D losses (`td_losses`), well-to-tank of the generation (`wtt_generation`)
 *   and well-to-tank of the T&D losses (`wtt_td_losses`);
 * - a scope 2 heat or steam row → well-to-tank of the heat (`wtt_generation`) and of its distribution losses
 *   (`wtt_td_losses`).
 * The amount is the parent row's amount in its factor's unit; the factor comes from the SAME factor set as
 * the parent's (same publisher, region and year), so DESNZ 2024 UK electricity takes DESNZ 2024 UK T&D.
 * Where that set has no such factor, the lookup's own rules apply to the WTT/T&D activity (region fallback
 * subregion → country → region → GLOBAL, same year rule; for a fuel's well-to-tank, which belongs to the
 * fuel and not the country, the global default for fuels) and the item carries a `factor_set_differs`
 * warning; where nothing is found, no item is made and a gap names the reason, so a caller can show that
 * category 3 is incomplete rather than silently zero. A lifecycle parent (Ember) already includes its
 * upstream: no well-to-tank is derived for it (gap `included_in_lifecycle_factor`), T&D losses still are.
 *
 * Never double-counted (the company's category-3 policy): while the policy derives, a hand-entered row of a
 * derivable activity (`isDerivableCategory3Activity`) is refused, whatever its period, where the derivation
 * yields that activity in the row's region, because the fuel or electricity row of any period there already
 * yields it; where the region has no factor for it, the hand-entered row is the only figure and is accepted.
 * With the policy off nothing is derived and such rows are accepted. Business-travel well-to-tank (flights,
 * rail, cars) is category 6 and never derived.
 */
import { resolveActivity } from "./activity-resolver";
import {
  type CalculationWarning,
  calculateEmissions,
  type EmissionCalculation,
  type FactorReference,
  factorReference,
} from "./calculate-emissions";
import {
  type EmissionFactor,
  factorActivityIds,
  factorsForActivity,
  isFactorActivity,
} from "./emission-factor-library";
import { findEmissionFactor, GLOBAL_FUEL_DEFAULT } from "./factor-lookup";
import { describeActivity, describeFactor, factorName } from "./factor-name";
import { classifyActivity, ghgCategoryName } from "./scope-rules";
import { convertBetween, getUnit } from "./units";

export type Category3Kind = "wtt_fuel" | "td_losses" | "wtt_generation" | "wtt_td_losses";

export type Category3WarningCode = CalculationWarning["code"] | "factor_set_differs";
export type Category3Warning = { code: Category3WarningCode; message: string };

/** One derived category 3 activity, in the calculator's audit shape. */
export type DerivedCategory3Item = {
  kind: Category3Kind;
  /** The factor-file activity of the derived row, e.g. "diesel_wtt", "electricity_td_losses". */
  activity: string;
  /** The factor-file activity of the row it was derived from, e.g. "diesel". */
  derivedFrom: string;
  kgCO2e: number;
  /** In `unit`, the derived factor's unit (the parent's amount converted when the units differ). */
  amount: number;
  unit: string;
  factor: FactorReference;
  scope: 3;
  category: 3;
  categoryName: string;
  warnings: Category3Warning[];
};

export type Category3Gap = {
  kind: Category3Kind;
  /** The activity that would have been derived (null when the fuel has no well-to-tank activity at all). */
  activity: string | null;
  reason: "no_factor" | "included_in_lifecycle_factor";
  message: string;
};

export type Category3Derivation = {
  /** What the parent row is; null when it yields no category 3 (travel, spend, fuel not owned, …). */
  source: "fuel" | "electricity" | "heat" | null;
  items: DerivedCategory3Item[];
  /** Kinds that apply to the parent but could not be derived. */
  gaps: Category3Gap[];
};

export type Category3Options = {
  /** The parent row's region as entered, for the fallback lookup (default: `result.region`, else the factor's). */
  region?: string | null;
  /** The parent row's year (default: `result.year`, else the factor's). */
  year?: number | null;
};

/** A calculation, optionally with the row's own region and year (as the calculator may come to carry). */
export type Category3Input = EmissionCalculation & { region?: string | null; year?: number | null };

const ELECTRICITY: readonly (readonly [Category3Kind, string])[] = [
  ["td_losses", "electricity_td_losses"],
  ["wtt_generation", "electricity_wtt_generation"],
  ["wtt_td_losses", "electricity_wtt_td_losses"],
];
const HEAT: readonly (readonly [Category3Kind, string])[] = [
  ["wtt_generation", "district_heat_wtt"],
  ["wtt_td_losses", "district_heat_distribution_loss_wtt"],
];
const WTT = "_wtt";
const UPSTREAM_KINDS: ReadonlySet<Category3Kind> = new Set(["wtt_fuel", "wtt_generation", "wtt_td_losses"]);
/** Parent warnings that describe the choice of region or year, which a same-set factor shares. */
const SHARED_WARNINGS: ReadonlySet<string> = new Set([
  "no_region",
  "region_fallback",
  "global_default_factor",
  "year_fallback",
]);

function isFuel(activity: string): boolean {
  const kind = classifyActivity(activity)?.kind;
  return kind === "stationary_combustion" || kind === "mobile_combustion";
}

function targetsFor(result: EmissionCalculation): {
  source: Category3Derivation["source"];
  targets: readonly (readonly [Category3Kind, string | null])[];
} {
  if (
    result.scope === 1 &&
    (result.kind === "stationary_combustion" || result.kind === "mobile_combustion")
  ) {
    const wtt = `${result.activity}${WTT}`;
    return { source: "fuel", targets: [["wtt_fuel", isFactorActivity(wtt) ? wtt : null]] };
  }
  if (result.scope === 2 && result.kind === "purchased_electricity") {
    return { source: "electricity", targets: ELECTRICITY };
  }
  if (result.scope === 2 && result.kind === "purchased_heat") return { source: "heat", targets: HEAT };
  return { source: null, targets: [] };
}

/** The factor of `activity` in the parent's own set, preferring the parent's unit. */
function sameSetFactor(activity: string, parent: FactorReference): EmissionFactor | undefined {
  const parentUnit = getUnit(parent.unit);
  const candidates = factorsForActivity(activity).filter((f) => {
    const unit = getUnit(f.unit);
    return (
      f.source === parent.source &&
      f.region === parent.region &&
      f.year === parent.year &&
      parentUnit !== undefined &&
      unit !== undefined &&
      unit.dimension === parentUnit.dimension
    );
  });
  return candidates.find((f) => f.unit === parent.unit) ?? candidates[0];
}

function item(
  kind: Category3Kind,
  result: EmissionCalculation,
  f: EmissionFactor,
  warnings: Category3Warning[],
): DerivedCategory3Item | string {
  const from = getUnit(result.factor.unit);
  const to = getUnit(f.unit);
  if (!from || !to) return `Unit ${result.factor.unit} or ${f.unit} missing from the unit table`;
  const amount = convertBetween(result.convertedAmount, from, to);
  if (!amount.ok) return amount.error.message;
  return {
    kind,
    activity: f.activity,
    derivedFrom: result.activity,
    kgCO2e: amount.value * f.kgCO2ePerUnit,
    amount: amount.value,
    unit: f.unit,
    factor: factorReference(f),
    scope: 3,
    category: 3,
    categoryName: ghgCategoryName(3),
    warnings,
  };
}

/**
 * The category 3 activities a calculated scope 1 fuel or scope 2 electricity/heat row yields (rules in the
 * file comment). Pure: the caller stores the items linked to the parent row, and reports the gaps.
 */
export function deriveCategory3(result: Category3Input, options: Category3Options = {}): Category3Derivation {
  const { source, targets } = targetsFor(result);
  const derivation: Category3Derivation = { source, items: [], gaps: [] };
  const lifecycle = result.warnings.some((w) => w.code === "lifecycle_factor");
  for (const [kind, activity] of targets) {
    if (activity === null) {
      derivation.gaps.push({
        kind,
        activity: null,
        reason: "no_factor",
        message: `The factor library has no well-to-tank activity for ${describeActivity(result.activity)}`,
      });
      continue;
    }
    if (lifecycle && UPSTREAM_KINDS.has(kind)) {
      derivation.gaps.push({
        kind,
        activity,
        reason: "included_in_lifecycle_factor",
        message: `${factorName(result.factor.id, result.factor)} is a lifecycle intensity that already includes upstream emissions`,
      });
      continue;
    }
    let made: DerivedCategory3Item | string;
    const same = sameSetFactor(activity, result.factor);
    if (same) {
      made = item(
        kind,
        result,
        same,
        result.warnings.filter((w) => SHARED_WARNINGS.has(w.code)),
      );
    } else {
      const found = findEmissionFactor({
        activity,
        region: options.region ?? result.region ?? result.factor.region,
        unit: result.factor.unit,
        year: options.year ?? result.year ?? result.factor.year,
      });
      if (found.ok) {
        const f = found.value.factor;
        const warnings: Category3Warning[] = [
          {
            code: "factor_set_differs",
            message: `${factorName(result.factor.id, result.factor)} has no ${describeActivity(activity)} factor in the same set: used ${describeFactor(f)}`,
          },
        ];
        if (found.value.globalDefault) {
          // Rule 7 of the lookup: a fuel's well-to-tank is the fuel's, wherever it is burnt.
          warnings.push({
            code: "global_default_factor",
            message: `No ${describeActivity(activity)} factor for ${found.value.region?.code ?? "GLOBAL"}: well-to-tank is fuel-specific, used the global default for fuels, ${GLOBAL_FUEL_DEFAULT.name} (${f.id})`,
          });
        } else if (found.value.regionFallback) {
          warnings.push({
            code: "region_fallback",
            message: `No ${describeActivity(activity)} factor for ${found.value.region?.code}: used ${f.region}`,
          });
        }
        made = item(kind, result, f, warnings);
      } else made = found.error.message;
    }
    if (typeof made === "string")
      derivation.gaps.push({ kind, activity, reason: "no_factor", message: made });
    else derivation.items.push(made);
  }
  return derivation;
}

let derivable: ReadonlyMap<string, string> | undefined;

/** Derivable category 3 activity id → the activity it is derived from. */
function derivableActivities(): ReadonlyMap<string, string> {
  if (derivable) return derivable;
  const map = new Map<string, string>();
  for (const [, id] of ELECTRICITY) map.set(id, "electricity_grid");
  for (const [, id] of HEAT) map.set(id, "district_heat");
  // Every `<fuel>_wtt` whose fuel is scope 1 combustion (diesel_wtt, natural_gas_wtt, …); travel WTT such
  // as flight_long_haul_economy_wtt or car_average_diesel_wtt has a travel parent and stays out.
  for (const id of factorActivityIds()) {
    if (id.endsWith(WTT) && isFuel(id.slice(0, -WTT.length))) map.set(id, id.slice(0, -WTT.length));
  }
  derivable = map;
  return map;
}

/** The factor-file activity ids a typed name stands for (an id as is; otherwise the resolver's candidates). */
function activityIds(activity: string): string[] {
  if (isFactorActivity(activity)) return [activity];
  const resolved = resolveActivity(activity);
  return resolved.ok ? resolved.value.candidates : [];
}

/**
 * Whether an activity (a factor-file id such as "diesel_wtt" or "electricity_td_losses", or a name the
 * resolver accepts such as "T&D losses") is one that `deriveCategory3` produces from a fuel, electricity or
 * heat row. Travel well-to-tank (category 6) is not.
 */
export function isDerivableCategory3Activity(activity: string): boolean {
  return activityIds(activity).some((id) => derivableActivities().has(id));
}

/** The parent activity a derivable category 3 activity comes from ("diesel_wtt" → "diesel"), else null. */
export function category3ParentActivity(activity: string): string | null {
  for (const id of activityIds(activity)) {
    const parent = derivableActivities().get(id);
    if (parent) return parent;
  }
  return null;
}

export type Category3Refusal = {
  code: "category3_derived";
  activity: string;
  derivedFrom: string;
  message: string;
};

/** Where a hand-entered row's activity happened: its region and year, as the derivation would look up. */
export type Category3Place = { region?: string | null; year?: number | null };

const derivedHere = new Map<string, "derived" | "lifecycle" | "missing">();

/**
 * What the derivation makes of `activity` (a derivable id) for a parent row of `parent` in a place: derived,
 * included in a lifecycle parent factor, or missing (no factor for that region). Worked out by deriving
 * from a one-unit parent row, so it follows exactly the rules the ingest applies; memoised per place.
 */
function derivationAt(
  activity: string,
  parent: string,
  place: Category3Place,
): "derived" | "lifecycle" | "missing" {
  const key = [activity, place.region ?? "", place.year ?? ""].join("\u0000");
  const hit = derivedHere.get(key);
  if (hit) return hit;
  const unit = factorsForActivity(parent)[0]?.unit;
  const calc = unit
    ? calculateEmissions({ activity: parent, amount: 1, unit, region: place.region, year: place.year })
    : null;
  let answer: "derived" | "lifecycle" | "missing" = "missing";
  if (calc?.ok) {
    const d = deriveCategory3(calc.value, place);
    if (d.items.some((i) => i.activity === activity)) answer = "derived";
    else if (d.gaps.some((g) => g.activity === activity && g.reason === "included_in_lifecycle_factor"))
      answer = "lifecycle";
  }
  if (derivedHere.size > 10_000) derivedHere.clear();
  derivedHere.set(key, answer);
  return answer;
}

/**
 * The never-double-counted rule for a hand-entered row: refused while the company's policy derives
 * category 3 and the derivation yields the row's activity in the row's region (or the region's grid factor
 * is a lifecycle intensity that already includes it); null (accepted) otherwise: with the policy off, or
 * where no factor exists for the region, so the company can enter what the library cannot derive.
 */
export function handEnteredCategory3Refusal(
  activity: string,
  policy: { deriveCategory3: boolean },
  place: Category3Place = {},
): Category3Refusal | null {
  if (!policy.deriveCategory3) return null;
  const parent = category3ParentActivity(activity);
  if (!parent) return null;
  const id = activityIds(activity).find((a) => derivableActivities().has(a)) ?? activity;
  const at = derivationAt(id, parent, place);
  if (at === "missing") return null;
  const parentName = parent.replace(/_/g, " ");
  const where = place.region ? ` in ${place.region}` : "";
  return {
    code: "category3_derived",
    activity,
    derivedFrom: parent,
    message:
      at === "lifecycle"
        ? `"${activity}" is already included in the lifecycle grid factor of the ${parentName} rows${where}; entering it would count it twice`
        : `"${activity}" is derived from the ${parentName} rows${where} under the company's category 3 policy; enter the ${parentName} row instead, or turn derivation off`,
  };
}
