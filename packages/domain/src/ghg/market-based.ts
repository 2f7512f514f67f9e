/**
 * Market-based scope 2 for one calculated electricity, heat or steam row (GHG Protocol Scope 2 Guidance,
 * ch. 6 and Table 6.3, the market-based hierarchy):
 * 1. the row's contractual instrument (supplier-specific rate, REGO/GO/REC, PPA), for the volume it covers;
 * 2. else the residual mix of the row's market (AIB for the EU-27, Green-e for US eGRID subregions);
 * 3. else the location-based factor the row was calculated with, with the reason named (`location_fallback`).
 * An instrument with a `volume` below the row's consumption covers that many kWh; the remainder takes step 2
 * or 3, each as its own part. Residual mixes exist for electricity only: heat and steam without an
 * instrument take the location-based factor. Residual mixes are CO2 only (`co2_only` warning).
 */
import { z } from "zod";
import type { EmissionCalculation, FactorReference } from "./calculate-emissions";
import { factorName } from "./factor-name";

const AMOUNT = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });

import { fail, type GhgError, ok, type Result } from "./ghg-errors";
import {
  findResidualMixFactor,
  type ResidualMixReference,
  residualMixReference,
} from "./market-based-residual-mix";
import { convertBetween, getUnit, parseUnit } from "./units";

/** At most 10 kg CO2e per kWh: ten times the dirtiest grid, so a unit slip (per kWh vs per MWh) is caught. */
export const MAX_INSTRUMENT_KG_PER_KWH = 10;

export const scope2InstrumentTypeSchema = /* @__PURE__ */ z.enum([
  "supplier_specific",
  "rego",
  "go",
  "rec",
  "ppa",
  "other",
]);
export type Scope2InstrumentType = z.infer<typeof scope2InstrumentTypeSchema>;

/**
 * A contractual instrument on a scope 2 row: a supplier's or tariff's emission rate, an energy attribute
 * certificate (REGO in Great Britain, GO in Europe, REC in North America; usually 0 kg/kWh) or a PPA.
 * `kgCO2ePerUnit` is per `unit` (any energy unit); `volume` is the kWh it covers (omitted: the whole row);
 * `vintage` the year or period of the generation it attests.
 */
export const scope2InstrumentSchema = /* @__PURE__ */ z
  .object({
    type: scope2InstrumentTypeSchema,
    supplier: z.string().trim().min(1).max(200).nullish(),
    kgCO2ePerUnit: z
      .number({ error: "Instrument factor must be a finite number" })
      .nonnegative("Instrument factor must not be negative"),
    unit: z.string().trim().min(1, "Instrument factor unit is required"),
    volume: z.number({ error: "Volume must be a finite number of kWh" }).positive().nullish(),
    vintage: z.union([z.number().int().min(1990).max(2100), z.string().trim().min(1).max(40)]).nullish(),
    source: z.string().trim().min(1, "Instrument source is required").max(500),
  })
  .superRefine((v, ctx) => {
    const unit = parseUnit(v.unit);
    if (!unit.ok || unit.value.dimension !== "energy") {
      ctx.addIssue({
        code: "custom",
        path: ["unit"],
        message: `Instrument unit must be an energy unit (kWh, MWh, …); got "${v.unit}"`,
      });
      return;
    }
    const perKWh = v.kgCO2ePerUnit / unit.value.toBase;
    if (perKWh > MAX_INSTRUMENT_KG_PER_KWH) {
      ctx.addIssue({
        code: "custom",
        path: ["kgCO2ePerUnit"],
        message: `Instrument factor is ${perKWh} kg CO2e per kWh; at most ${MAX_INSTRUMENT_KG_PER_KWH} is plausible (check the unit)`,
      });
    }
  });
export type Scope2Instrument = z.output<typeof scope2InstrumentSchema>;
export type Scope2InstrumentInput = z.input<typeof scope2InstrumentSchema>;

export type MarketBasedMethod = "instrument" | "residual_mix" | "location_fallback";

export type MarketBasedWarningCode =
  | "co2_only"
  | "location_fallback"
  | "lifecycle_factor"
  | "year_fallback"
  | "region_fallback"
  | "instrument_volume_exceeds_row"
  | "instrument_vintage_mismatch";
export type MarketBasedWarning = { code: MarketBasedWarningCode; message: string };

/** Why the location-based factor stands in for the market-based one. */
export type LocationFallbackReason =
  | "no_region"
  | "unknown_region"
  | "not_covered"
  | "not_applicable"
  | "not_electricity";

type PartBase = {
  /** In `unit`, the location-based factor's unit (kWh for electricity). */
  amount: number;
  unit: string;
  /** kg per `unit` (CO2e for instruments and location factors, CO2 for residual mixes). */
  kgPerUnit: number;
  kgCO2e: number;
};
export type MarketBasedPart =
  | (PartBase & { basis: "instrument"; instrument: Scope2Instrument })
  | (PartBase & { basis: "residual_mix"; factor: ResidualMixReference })
  | (PartBase & { basis: "location_based"; factor: FactorReference; reason: LocationFallbackReason });

export type MarketBasedScope2 = {
  /** `instrument` whenever an instrument covers any of the row; the parts say what covers the rest. */
  method: MarketBasedMethod;
  kgCO2e: number;
  /** The row's consumption in `unit`. */
  amount: number;
  unit: string;
  /** One part per basis, instrument first; their kgCO2e add up to `kgCO2e`. */
  parts: MarketBasedPart[];
  warnings: MarketBasedWarning[];
};

export type MarketBasedError =
  | GhgError
  | { code: "not_scope_2"; scope: 1 | 2 | 3; activity: string; message: string }
  | { code: "invalid_instrument"; issues: { path: string; message: string }[]; message: string };

export type MarketBasedOptions = {
  /**
   * The row's own region as entered. Pass it: the location factor's region may be a fallback (DE rows take
   * Ember's EU factor, US-SRMW the US one), and a residual mix is per market. Default: `result.region` when
   * the calculation carries it, else the factor's region.
   */
  region?: string | null;
  /** The activity year; picks the residual mix data year. Default: `result.year`; none means the newest. */
  year?: number | null;
};

/** A calculation, optionally with the row's own region and year (as the calculator may come to carry). */
export type MarketBasedInput = EmissionCalculation & { region?: string | null; year?: number | null };

/** The first four-digit year in a vintage ("2024", "FY2024", "2024-Q3"), if any. */
export function instrumentVintageYear(vintage: Scope2Instrument["vintage"]): number | null {
  if (typeof vintage === "number") return vintage;
  const m = vintage ? /(?:^|\D)((?:19|20)\d\d)(?!\d)/.exec(vintage) : null;
  return m?.[1] ? Number(m[1]) : null;
}

function remainderPart(
  result: MarketBasedInput,
  amount: number,
  options: MarketBasedOptions,
  warnings: MarketBasedWarning[],
): MarketBasedPart {
  const given = options.region !== undefined ? options.region : result.region;
  const region = given !== undefined ? given : result.factor.region;
  const year = options.year !== undefined ? options.year : (result.year ?? null);
  // Without the row's own region, a fallback factor's region (EU, US) may hide a market that has a mix.
  const guessed =
    given === undefined && result.warnings.some((w) => w.code === "region_fallback")
      ? ` (the row's own region was not given; ${result.factor.region} is the location factor's fallback region)`
      : "";
  const located = (reason: LocationFallbackReason, why: string): MarketBasedPart => {
    warnings.push({
      code: "location_fallback",
      message: `${why}${guessed}: the location-based factor (${factorName(result.factor.id, result.factor)}) stands in for the market-based one`,
    });
    if (result.warnings.some((w) => w.code === "lifecycle_factor")) {
      warnings.push({
        code: "lifecycle_factor",
        message: `${result.factor.source} is a lifecycle intensity (includes upstream), used here for lack of a residual mix`,
      });
    }
    return {
      basis: "location_based",
      amount,
      unit: result.factor.unit,
      kgPerUnit: result.factor.value,
      kgCO2e: amount * result.factor.value,
      factor: result.factor,
      reason,
    };
  };
  if (result.kind !== "purchased_electricity") {
    return located("not_electricity", "Residual mixes are published for electricity only");
  }
  const found = findResidualMixFactor({ region, year });
  if (!found.found) return located(found.reason, found.message);
  const f = found.factor;
  // The residual mix is per kWh; electricity factors are too, but the conversion keeps that an assumption.
  const unit = getUnit(result.factor.unit);
  const kWh = getUnit("kWh");
  if (!unit || !kWh) throw new Error(`Unit ${result.factor.unit} or kWh missing from the unit table`);
  const kWhPerUnit = convertBetween(1, unit, kWh);
  if (!kWhPerUnit.ok) return located("not_covered", `Cannot express ${result.factor.unit} in kWh`);
  const kgPerUnit = kWhPerUnit.value * f.kgCO2PerKWh;
  warnings.push({
    code: "co2_only",
    message: `${f.source} gives CO2 only (${f.publishedUnit}), not CO2e: CH4 and N2O are not included`,
  });
  if (found.yearFallback) {
    warnings.push({
      code: "year_fallback",
      message: `No residual mix as old as ${year}: used the ${f.year} figure`,
    });
  }
  if (found.regionFallback) {
    warnings.push({
      code: "region_fallback",
      message: `No residual mix for ${region}: used the ${f.region} figure`,
    });
  }
  return {
    basis: "residual_mix",
    amount,
    unit: result.factor.unit,
    kgPerUnit,
    kgCO2e: amount * kgPerUnit,
    factor: residualMixReference(f),
  };
}

/**
 * Market-based scope 2 of one calculated row (method in the file comment). `instrument` is parsed with
 * `scope2InstrumentSchema`; a row that is not scope 2, or an instrument whose unit does not convert to the
 * row's, is an error.
 */
export function marketBasedScope2(
  result: MarketBasedInput,
  instrument?: Scope2InstrumentInput | null,
  options: MarketBasedOptions = {},
): Result<MarketBasedScope2, MarketBasedError> {
  if (result.scope !== 2) {
    return fail({
      code: "not_scope_2",
      scope: result.scope,
      activity: result.activity,
      message: `Market-based figures apply to scope 2 only; "${result.activity}" is scope ${result.scope}`,
    });
  }
  const amount = result.convertedAmount;
  const unit = result.factor.unit;
  const warnings: MarketBasedWarning[] = [];
  const parts: MarketBasedPart[] = [];

  if (instrument) {
    const parsed = scope2InstrumentSchema.safeParse(instrument);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      return fail({
        code: "invalid_instrument",
        issues,
        message: `Invalid instrument: ${issues.map((i) => i.message).join("; ")}`,
      });
    }
    const inst = parsed.data;
    const rowUnit = getUnit(unit);
    const instUnit = parseUnit(inst.unit);
    if (!rowUnit) throw new Error(`Factor unit ${unit} missing from the unit table`);
    if (!instUnit.ok) return instUnit;
    // kg per row unit = kg per instrument unit × (instrument units in one row unit).
    const perRowUnit = convertBetween(1, rowUnit, instUnit.value);
    if (!perRowUnit.ok) return perRowUnit;
    const rate = inst.kgCO2ePerUnit * perRowUnit.value;

    let covered = amount;
    if (inst.volume != null) {
      const kWh = getUnit("kWh");
      if (!kWh) throw new Error("kWh missing from the unit table");
      const volume = convertBetween(inst.volume, kWh, rowUnit);
      if (!volume.ok) return volume;
      if (volume.value > amount) {
        warnings.push({
          code: "instrument_volume_exceeds_row",
          message: `The instrument covers ${AMOUNT.format(inst.volume)} kWh, more than the row's consumption; only the row's ${AMOUNT.format(amount)} ${unit} is counted`,
        });
      } else covered = volume.value;
    }
    const vintage = instrumentVintageYear(inst.vintage);
    const year = options.year ?? result.year ?? null;
    if (vintage !== null && year !== null && vintage !== year) {
      warnings.push({
        code: "instrument_vintage_mismatch",
        message: `Instrument vintage ${vintage} differs from the consumption year ${year} (Scope 2 Quality Criteria: as close as possible to the consumption period)`,
      });
    }
    parts.push({
      basis: "instrument",
      amount: covered,
      unit,
      kgPerUnit: rate,
      kgCO2e: covered * rate,
      instrument: inst,
    });
    const rest = amount - covered;
    if (rest > 0) parts.push(remainderPart(result, rest, options, warnings));
  } else {
    parts.push(remainderPart(result, amount, options, warnings));
  }

  const first = parts[0];
  const method: MarketBasedMethod =
    first?.basis === "instrument"
      ? "instrument"
      : first?.basis === "residual_mix"
        ? "residual_mix"
        : "location_fallback";
  return ok({
    method,
    kgCO2e: parts.reduce((sum, p) => sum + p.kgCO2e, 0),
    amount,
    unit,
    parts,
    warnings,
  });
}
