/**
 * The net-zero pathway of the Carbon Analysis: a stated rule instead of a straight line to zero by
 * 2030. The Science Based Targets initiative's cross-sector absolute contraction approach for a 1.5 °C
 * near-term target (SBTi Corporate Near-Term Criteria, v5) asks for a linear absolute reduction of at least
 * 4.2 % of base-year emissions every year: pathway(y) = baseTotal × (1 − 0.042 × (y − baseYear)), never
 * below zero (reached 24 years after the base year). The spec's "net zero by 2030" stays the stated ambition.
 */
import type { YearlyTotal } from "./carbon-projection";

/** SBTi 1.5 °C cross-sector absolute contraction: share of base-year emissions removed each year. */
export const SBTI_ANNUAL_REDUCTION = 0.042;

/** Where the pathway's base year came from. */
export type PathwayBaseBasis = "configured" | "earliest_complete" | "reporting_year";
export type PathwayBase = {
  baseYear: number;
  baseYearTotal: number;
  basis: PathwayBaseBasis;
  partial: boolean;
};

/**
 * Tonnes of the pathway for each of `years` from the base year on (years before the base year have no
 * pathway point and are left out). Unrounded, never below zero.
 */
export function netZeroPathway(input: {
  baseYear: number;
  baseYearTotal: number;
  years: readonly number[];
}): Record<string, number> {
  const out: Record<string, number> = {};
  for (const year of input.years) {
    if (year < input.baseYear) continue;
    out[String(year)] = Math.max(
      0,
      input.baseYearTotal * (1 - SBTI_ANNUAL_REDUCTION * (year - input.baseYear)),
    );
  }
  return out;
}

/**
 * The base of the pathway: the configured base year when it has a total; else the earliest complete year;
 * else the reporting year (flagged partial when it is not complete); null when there is nothing to start from.
 */
export function pathwayBase(input: {
  configuredBaseYear: number | null;
  yearly: readonly YearlyTotal[];
  reportingYear: number | null;
}): PathwayBase | null {
  const { configuredBaseYear, yearly, reportingYear } = input;
  const configured = yearly.find((y) => y.year === configuredBaseYear);
  if (configured) {
    return {
      baseYear: configured.year,
      baseYearTotal: configured.total,
      basis: "configured",
      partial: !configured.complete,
    };
  }
  const earliest = yearly.filter((y) => y.complete).sort((a, b) => a.year - b.year)[0];
  if (earliest) {
    return {
      baseYear: earliest.year,
      baseYearTotal: earliest.total,
      basis: "earliest_complete",
      partial: false,
    };
  }
  if (reportingYear === null) return null;
  const current = yearly.find((y) => y.year === reportingYear);
  return {
    baseYear: reportingYear,
    baseYearTotal: current?.total ?? 0,
    basis: "reporting_year",
    partial: !current?.complete,
  };
}

/** Plain English for the UI and reports: the rule, its source, and which year is the base and why. */
export function pathwayMethod(base: PathwayBase | null, configuredBaseYear: number | null = null): string {
  const rule =
    "Linear absolute reduction of 4.2% of base-year emissions per year " +
    "(SBTi 1.5 °C cross-sector absolute contraction)";
  if (base === null) return `${rule}; no emissions data to set a base year`;
  const partial = base.partial ? " (a partial year)" : "";
  const unset =
    configuredBaseYear === null
      ? "no base year is set"
      : `base year ${configuredBaseYear} has no emissions data`;
  switch (base.basis) {
    case "configured":
      return `${rule} from base year ${base.baseYear}${partial}, as set in the reporting settings`;
    case "earliest_complete":
      return `${rule} from ${base.baseYear}: ${unset}, so the earliest complete year is used`;
    case "reporting_year":
      return `${rule} from ${base.baseYear}${partial}: ${unset} and no year is complete, so the reporting year is used`;
  }
}

/** The pathway as the analysis states it: points for `years`, its base, and the method sentence. */
export function netZeroPlan(input: {
  configuredBaseYear: number | null;
  yearly: readonly YearlyTotal[];
  reportingYear: number | null;
  years: readonly number[];
}): { base: PathwayBase | null; pathway: Record<string, number>; pathwayMethod: string } {
  const base = pathwayBase(input);
  return {
    base,
    pathway: base ? netZeroPathway({ ...base, years: input.years }) : {},
    pathwayMethod: pathwayMethod(base, input.configuredBaseYear),
  };
}
