/**
 * Activity row → kg CO2e with its audit trail: kg CO2e = amount (converted to the factor's unit) × factor
 * (GHG Protocol Corporate Standard ch. 6, "emission factor" method; DESNZ 2024 methodology paper §2).
 * For scope 2, `kgCO2e` is location-based; a supplier or certificate factor adds the market-based figure
 * (Scope 2 Guidance, dual reporting).
 */
import { formatBound, MAX_AMOUNT } from "../numeric-bounds";
import { resolveActivity } from "./activity-resolver";
import type { ActivityRow, MarketInstrument } from "./activity-row";
import type { CurrencyRates } from "./currency-rates";
import type { EmissionFactor } from "./emission-factor-library";
import { type FactorMatch, findEmissionFactor, GLOBAL_FUEL_DEFAULT } from "./factor-lookup";
import { fail, ok, type Result } from "./ghg-errors";
import {
  type ActivityKind,
  assignScope,
  classifyActivity,
  type GhgCategory,
  type GhgScope,
  ghgCategoryName,
} from "./scope-rules";
import type { UnitDef } from "./unit-table";
import { convertBetween, getUnit, parseUnit } from "./units";

/** What a verifier needs to trace a figure back to its source. */
export type FactorReference = {
  id: string;
  source: string;
  year: number;
  value: number;
  unit: string;
  region: string;
  licence: string;
  url: string;
  locator: string;
  valueBasis: EmissionFactor["valueBasis"];
};

export type CalculationWarningCode =
  | "no_region"
  | "region_fallback"
  | "global_default_factor"
  | "us_spend_proxy"
  | "lifecycle_factor"
  | "year_fallback"
  | "co2_only"
  | "currency_converted"
  | "own_factor";

export type CalculationWarning = { code: CalculationWarningCode; message: string };

export type EmissionCalculation = {
  /** kg CO2e; location-based for scope 2. */
  kgCO2e: number;
  scope: GhgScope;
  category: GhgCategory | null;
  categoryName: string | null;
  kind: ActivityKind;
  /** The factor-file activity id used. */
  activity: string;
  amount: number;
  /** The row's unit, canonical id. */
  unit: string;
  /** The amount in the factor's unit. */
  convertedAmount: number;
  factor: FactorReference;
  /** Flights: whether the radiative-forcing uplift is included; null for other activities. */
  rf: boolean | null;
  marketBasedKgCO2e?: number;
  marketBasedFactor?: {
    kgCO2ePerUnit: number;
    unit: string;
    source: string;
    instrument: MarketInstrument;
    convertedAmount: number;
  };
  warnings: CalculationWarning[];
};

export type CalculateOptions = {
  /** US dollars per unit of currency; defaults to the 2022 table in currency-rates.ts. */
  currencyRates?: CurrencyRates;
};

export function factorReference(f: EmissionFactor): FactorReference {
  return {
    id: f.id,
    source: f.source,
    year: f.year,
    value: f.kgCO2ePerUnit,
    unit: f.unit,
    region: f.region,
    licence: f.licence,
    url: f.url,
    locator: f.locator,
    valueBasis: f.valueBasis,
  };
}

function warningsFor(match: FactorMatch, unit: UnitDef, factorUnit: UnitDef): CalculationWarning[] {
  const f = match.factor;
  const w: CalculationWarning[] = [];
  if (!match.region) w.push({ code: "no_region", message: "No region given: the GLOBAL factor was used" });
  if (match.usSpendProxy) {
    w.push({
      code: "us_spend_proxy",
      message:
        "No spend factor for the region: the US EPA (USEEIO) factor was applied; the result has a US economy basis",
    });
  } else if (match.globalDefault) {
    w.push({
      code: "global_default_factor",
      message: `No ${f.activity.replace(/_/g, " ")} factor for ${match.region?.code ?? "GLOBAL"} (tried ${match.regionChain.slice(0, -1).join(" → ")}): used the global default for fuels, ${GLOBAL_FUEL_DEFAULT.name} (${f.id})`,
    });
  } else if (match.regionFallback) {
    w.push({
      code: "region_fallback",
      message: `No factor for ${match.region?.code}: used ${f.region} (fallback ${match.regionChain.join(" → ")})`,
    });
  }
  if (f.lifecycle) {
    w.push({
      code: "lifecycle_factor",
      message: `${f.source} is a lifecycle, production-based intensity (includes upstream); no combustion-only grid factor exists for ${f.region}`,
    });
  }
  if (match.yearFallback) {
    w.push({
      code: "year_fallback",
      message: `No factor as old as the activity year: used the ${f.year} factor`,
    });
  }
  if (f.source.includes("mobile combustion CO2")) {
    w.push({
      code: "co2_only",
      message: "EPA per-gallon mobile fuel factors cover CO2 only (no CH4 or N2O)",
    });
  }
  if (unit.dimension === "currency" && unit.id !== factorUnit.id) {
    w.push({
      code: "currency_converted",
      message: `${unit.id} converted to ${factorUnit.id} at the stated rate`,
    });
  }
  return w;
}

/** A figure computed from the amount overflowed: refused rather than stored as Infinity, which broke later reads. */
function notFinite(amount: number, what: string) {
  return fail({
    code: "invalid_amount" as const,
    amount,
    message: `Amount ${amount} gives a ${what} figure that is not a finite number`,
  });
}

/** Calculates one activity row; every failure is a typed `GhgError` naming what was wrong. */
export function calculateEmissions(
  row: ActivityRow,
  options: CalculateOptions = {},
): Result<EmissionCalculation> {
  if (
    !(typeof row.amount === "number" && Number.isFinite(row.amount) && row.amount >= 0) ||
    row.amount > MAX_AMOUNT
  ) {
    return fail({
      code: "invalid_amount",
      amount: row.amount,
      message: `Amount must be a finite number from 0 to ${formatBound(MAX_AMOUNT)}`,
    });
  }
  const parsedUnit = parseUnit(row.unit);
  if (!parsedUnit.ok) return parsedUnit;
  const unit = parsedUnit.value;
  const found = findEmissionFactor({
    activity: row.activity,
    region: row.region,
    unit: unit.id,
    year: row.year,
    rf: row.rf,
  });
  if (!found.ok) {
    if (found.error.code === "no_factor" && row.supplierFactor) return ownUpstreamFactor(row, unit, options);
    return found;
  }
  const match = found.value;
  const f = match.factor;
  const factorUnit = getUnit(f.unit);
  if (!factorUnit) throw new Error(`Factor ${f.id} has unit ${f.unit}, which the unit table lacks`);

  const converted = convertBetween(row.amount, unit, factorUnit, options.currencyRates);
  if (!converted.ok) return converted;
  const scoped = assignScope(f.activity, f, {
    ownedOrControlled: row.ownedOrControlled ?? undefined,
    category: row.category ?? undefined,
  });
  if (!scoped.ok) return fail({ ...scoped.error, activity: row.activity });
  const { scope, category, kind } = scoped.value;

  const kgCO2e = converted.value * f.kgCO2ePerUnit;
  if (!Number.isFinite(kgCO2e)) return notFinite(row.amount, "kg CO2e");

  const result: EmissionCalculation = {
    kgCO2e,
    scope,
    category,
    categoryName: category === null ? null : ghgCategoryName(category),
    kind,
    activity: f.activity,
    amount: row.amount,
    unit: unit.id,
    convertedAmount: converted.value,
    factor: factorReference(f),
    rf: match.activity.rf,
    warnings: warningsFor(match, unit, factorUnit),
  };

  if (row.supplierFactor) {
    const market = marketBased(row, unit, scope, options);
    if (!market.ok) return market;
    result.marketBasedKgCO2e = market.value.kgCO2e;
    result.marketBasedFactor = market.value.factor;
  }
  return ok(result);
}

/**
 * A hand-entered category 3 upstream row (T&D losses, well-to-tank) where the library has no factor for its
 * region: the row's own factor, with its named source, is the figure (decision record 039). Anything else
 * without a library factor stays refused.
 */
function ownUpstreamFactor(
  row: ActivityRow,
  unit: UnitDef,
  options: CalculateOptions,
): Result<EmissionCalculation> {
  const s = row.supplierFactor;
  const resolved = resolveActivity(row.activity, row.rf ?? undefined);
  const activity = resolved.ok
    ? resolved.value.candidates.find((c) => classifyActivity(c)?.kind === "energy_upstream")
    : undefined;
  const refused = findEmissionFactor({
    activity: row.activity,
    region: row.region,
    unit: unit.id,
    year: row.year,
  });
  if (!s || !activity || typeof row.year !== "number") return refused as Result<EmissionCalculation>;
  const ownUnit = parseUnit(s.unit);
  if (!ownUnit.ok) return ownUnit;
  const converted = convertBetween(row.amount, unit, ownUnit.value, options.currencyRates);
  if (!converted.ok) return converted;
  const kgCO2e = converted.value * s.kgCO2ePerUnit;
  if (!Number.isFinite(kgCO2e)) return notFinite(row.amount, "kg CO2e");
  const region = row.region?.trim() ? row.region.trim().toUpperCase() : "GLOBAL";
  return ok({
    kgCO2e,
    scope: 3,
    category: 3,
    categoryName: ghgCategoryName(3),
    kind: "energy_upstream",
    activity,
    amount: row.amount,
    unit: unit.id,
    convertedAmount: converted.value,
    factor: {
      id: `own:${activity}:${region}`,
      source: s.source,
      year: row.year,
      value: s.kgCO2ePerUnit,
      unit: ownUnit.value.id,
      region,
      licence: OWN_FACTOR_LICENCE,
      url: "",
      locator: "Entered with the activity",
      valueBasis: "as_published",
    },
    rf: null,
    warnings: [
      {
        code: "own_factor",
        message: `No library factor for ${activity.replace(/_/g, " ")} in ${region}: the row's own factor was used (${s.source})`,
      },
    ],
  });
}

/** The licence key of a factor entered with the activity: the company answers for its source. */
export const OWN_FACTOR_LICENCE = "own-factor";

function marketBased(
  row: ActivityRow,
  unit: UnitDef,
  scope: GhgScope,
  options: CalculateOptions,
): Result<{ kgCO2e: number; factor: NonNullable<EmissionCalculation["marketBasedFactor"]> }> {
  const s = row.supplierFactor;
  if (!s) throw new Error("marketBased called without a supplier factor");
  if (scope !== 2) {
    return fail({
      code: "supplier_factor_not_applicable",
      activity: row.activity,
      scope,
      message: `A supplier or certificate factor gives a market-based figure for scope 2 only; "${row.activity}" is scope ${scope}`,
    });
  }
  const supplierUnit = parseUnit(s.unit);
  if (!supplierUnit.ok) return supplierUnit;
  const converted = convertBetween(row.amount, unit, supplierUnit.value, options.currencyRates);
  if (!converted.ok) return converted;
  const kgCO2e = converted.value * s.kgCO2ePerUnit;
  if (!Number.isFinite(kgCO2e)) return notFinite(row.amount, "market-based kg CO2e");
  return ok({
    kgCO2e,
    factor: {
      kgCO2ePerUnit: s.kgCO2ePerUnit,
      unit: supplierUnit.value.id,
      source: s.source,
      instrument: s.instrument,
      convertedAmount: converted.value,
    },
  });
}
