/**
 * Default data-quality scores and 95% relative uncertainties of an activity, by the kind of its factor and of
 * its activity data. Each row names its source; where no published value fits the case, the row says it is a
 * documented assumption (docs/decisions/051-uncertainty-and-data-quality.md lists them all).
 *
 * Scores are this platform's ordinal scale, 1 best … 5 worst: 1 metered or supplier-verified primary data, 2
 * primary activity data from purchase records, 3 primary activity data with average factors or estimated
 * activity, 4 derived or secondary data, 5 spend-based or sector-average data. The GHG Protocol Scope 3 Standard
 * gives no such number: its ch. 7 names five data-quality indicators (Table 7.6: technological, temporal and
 * geographical representativeness, completeness, reliability) and Box 7.2 rates each very good / good / fair /
 * poor (after Weidema & Wesnaes 1996); the scale orders data types the way its Technical Guidance orders methods.
 */
import { factorsForActivity, getEmissionFactor, isBioenergyFuel, SPEND_ACTIVITY_PREFIX } from "../ghg";
import { BIOENERGY_FACTOR_UNCERTAINTY_PCT, WOOD_SECTOR_SPREAD } from "./bioenergy-default";

export type DataQualityScore = 1 | 2 | 3 | 4 | 5;

export const DATA_QUALITY_BASIS: Readonly<Record<DataQualityScore, string>> = {
  1: "Metered or supplier-verified primary data",
  2: "Primary activity data from purchase records",
  3: "Primary activity data with average factors, or estimated activity",
  4: "Derived or secondary data",
  5: "Spend-based or sector-average data",
};

export const FACTOR_KINDS = [
  "grid_electricity",
  "metered_fuel_heat",
  "fuel_purchase",
  "bioenergy",
  "travel",
  "supplier_physical",
  "spend_based",
  "upstream_derived",
  "refrigerant_mass_balance",
  "refrigerant_amount",
  "other",
] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];

export type QualityDefault = {
  dataQuality: DataQualityScore;
  /** Half the 95% confidence interval of the activity data, % of the value. */
  activityUncertaintyPct: number;
  /** Half the 95% confidence interval of the emission factor, % of the value. */
  factorUncertaintyPct: number;
  /** Where the numbers come from; "assumption" rows say so in `source`. */
  source: string;
  assumption: boolean;
};

// Checked against text that could be read here; what could not be read says so (decision 051 lists the search).
const IPCC_FUEL_STATISTICS =
  "Activity ±5%: IPCC energy-sector guidance, 'the recommended default uncertainty range for fossil fuel combustion data should be assumed to be plus or minus 5 percent' (wording checked in a republication of the IPCC text; its place, IPCC 1996 Revised Guidelines Vol. 3 §1.4.1 / IPCC 2000 Good Practice Guidance §2.1.1.5, and IPCC 2006 Vol. 2 ch. 2 Table 2.15's ranges are not yet checked against the original documents)";
const IPCC_FUEL_CO2 =
  "Factor ±5%: IPCC 2006 Vol. 2 ch. 2 Table 2.2 (default CO2 factors of fuels with their 95% ranges) for gas, oil products and LPG, NOT verified: the ±5% reading of that table is not yet checked against the published table";

export const QUALITY_DEFAULTS: Readonly<Record<FactorKind, QualityDefault>> = {
  grid_electricity: {
    dataQuality: 1,
    activityUncertaintyPct: 2,
    factorUncertaintyPct: 10,
    source:
      "Documented assumption: a billing meter reads kWh within about ±2%; a national or regional annual grid average stands for the hour-by-hour mix actually supplied within ±10%. IPCC 2006 gives no default for purchased electricity.",
    assumption: true,
  },
  metered_fuel_heat: {
    dataQuality: 1,
    activityUncertaintyPct: 2,
    factorUncertaintyPct: 5,
    source: `Activity: documented assumption (metered gas or heat, ±2%); factor: ${IPCC_FUEL_CO2}`,
    assumption: true,
  },
  fuel_purchase: {
    dataQuality: 2,
    activityUncertaintyPct: 5,
    factorUncertaintyPct: 5,
    source: `${IPCC_FUEL_STATISTICS}; ${IPCC_FUEL_CO2}`,
    assumption: false,
  },
  bioenergy: {
    dataQuality: 2,
    activityUncertaintyPct: 5,
    factorUncertaintyPct: BIOENERGY_FACTOR_UNCERTAINTY_PCT,
    source: `Activity ±5%: a purchased quantity like any bought fuel (the IPCC 'plus or minus 5 percent' default is worded for fossil fuel statistics; applied here by analogy). Factor ±${BIOENERGY_FACTOR_UNCERTAINTY_PCT}%: documented assumption. The DESNZ biomass and biofuel factor is the CH4 and N2O of combustion only, which depend on the appliance; its 95% interval is taken to span IPCC 2006 Vol. 2 ch. 2's wood defaults for energy industries (Table 2.2: CH4 30, N2O 4 kg/TJ) and commercial/institutional combustion (Table 2.4: CH4 300, N2O 4 kg/TJ), as read in the IPCC Emission Factor Database: a ${WOOD_SECTOR_SPREAD.toFixed(1)}-fold spread in CO2e, lognormal. Table 2.2's own lower and upper bounds could not be read.`,
    assumption: true,
  },
  travel: {
    dataQuality: 3,
    activityUncertaintyPct: 10,
    factorUncertaintyPct: 20,
    source:
      "Documented assumption: distances from expense claims (±10%) with average vehicle, occupancy and flight factors (±20%). GHG Protocol Scope 3 Technical Guidance (2013) category 6 uses the spend-based method only 'if it is not possible to use either the fuel- or distance-based methods'.",
    assumption: true,
  },
  supplier_physical: {
    dataQuality: 3,
    activityUncertaintyPct: 5,
    factorUncertaintyPct: 30,
    source:
      "Documented assumption: invoiced quantities (±5%) with an average-data factor (±30%), GHG Protocol Scope 3 Technical Guidance category 1 average-data method.",
    assumption: true,
  },
  spend_based: {
    dataQuality: 5,
    activityUncertaintyPct: 5,
    factorUncertaintyPct: 50,
    source:
      "Documented assumption: invoiced spend (±5%) with an environmentally-extended input-output sector average (±50%). GHG Protocol Scope 3 Technical Guidance (2013) category 1 applies the spend-based method only when the supplier-specific, hybrid and average-data methods are not feasible.",
    assumption: true,
  },
  upstream_derived: {
    dataQuality: 4,
    activityUncertaintyPct: 5,
    factorUncertaintyPct: 20,
    source:
      "Documented assumption: well-to-tank and transmission-loss rows derived from the energy row (its activity, ±5%) with average upstream factors (±20%).",
    assumption: true,
  },
  refrigerant_mass_balance: {
    dataQuality: 2,
    activityUncertaintyPct: 10,
    factorUncertaintyPct: 0,
    source:
      "Activity: documented assumption for a stock mass balance (IPCC 2006 Vol. 3 ch. 7 §7.5.2 method), ±10%. Factor: the GWP is a reporting convention (UNFCCC decision 18/CMA.1 fixes the AR5 values), so it adds none; a documented choice, as the GHG Protocol Scope 3 Standard (Appendix B, Box B.1) puts GWPs at ±35% for a 90% interval and lets companies include it.",
    assumption: true,
  },
  refrigerant_amount: {
    dataQuality: 3,
    activityUncertaintyPct: 30,
    factorUncertaintyPct: 0,
    source:
      "Activity: documented assumption for a stated leak or top-up quantity, ±30%. Factor: the GWP is a reporting convention, no uncertainty added (a documented choice; see the mass-balance row).",
    assumption: true,
  },
  other: {
    dataQuality: 4,
    activityUncertaintyPct: 10,
    factorUncertaintyPct: 30,
    source: "Documented assumption for an activity of no other kind: ±10% activity, ±30% factor.",
    assumption: true,
  },
};

const FUEL_HEAT = /^(natural_gas|district_heat)/;
const GRID = /^electricity_/;

/** The kind of an activity's factor: from the factor library's source type and activity, or the trail. */
export function factorKindOf(a: {
  activity: string;
  factorId: string;
  derivedKind?: string | null;
  /** "massBalance" or "amount" on a refrigerant row. */
  leakMethod?: string | null;
}): FactorKind {
  if (a.derivedKind) return "upstream_derived";
  if (a.factorId.startsWith("gwp-")) {
    return a.leakMethod === "massBalance" ? "refrigerant_mass_balance" : "refrigerant_amount";
  }
  if (a.activity.startsWith(SPEND_ACTIVITY_PREFIX)) return "spend_based";
  // A factor outside the library (a supplier's own) is classed by the library's factors of its activity.
  const factor = getEmissionFactor(a.factorId) ?? factorsForActivity(a.activity)[0];
  const activity = factor?.activity ?? a.activity;
  if (activity.endsWith("_wtt") || activity.includes("_wtt_") || activity === "electricity_td_losses") {
    return "upstream_derived";
  }
  // CH4 and N2O only (the CO2 is biogenic): far less certain than a fossil fuel's carbon-content factor.
  if (isBioenergyFuel(activity)) return "bioenergy";
  switch (factor?.sourceType) {
    case "energy_bill":
      return GRID.test(activity)
        ? "grid_electricity"
        : FUEL_HEAT.test(activity)
          ? "metered_fuel_heat"
          : "other";
    case "fuel_receipt":
      return "fuel_purchase";
    case "travel_expense":
      return "travel";
    case "supplier_invoice":
      return activity.startsWith(SPEND_ACTIVITY_PREFIX) ? "spend_based" : "supplier_physical";
    default:
      return "other";
  }
}

/**
 * The score a source type caps: an energy figure read from an expense claim or an invoice is not a meter
 * reading, so it is at best "purchase records" (2) even when its factor kind is metered energy.
 */
const SOURCE_TYPE_BEST: Readonly<Record<string, DataQualityScore>> = {
  energy_bill: 1,
  fuel_receipt: 2,
  supplier_invoice: 2,
  travel_expense: 3,
};

/** The defaults of one activity, from its factor kind and the upload's source type. */
export function defaultQualityOf(a: Parameters<typeof factorKindOf>[0] & { sourceType?: string | null }): {
  kind: FactorKind;
  dataQuality: DataQualityScore;
  activityUncertaintyPct: number;
  factorUncertaintyPct: number;
} {
  const kind = factorKindOf(a);
  const d = QUALITY_DEFAULTS[kind];
  const best = a.sourceType ? (SOURCE_TYPE_BEST[a.sourceType] ?? 1) : 1;
  return {
    kind,
    dataQuality: Math.max(d.dataQuality, best) as DataQualityScore,
    activityUncertaintyPct: d.activityUncertaintyPct,
    factorUncertaintyPct: d.factorUncertaintyPct,
  };
}
