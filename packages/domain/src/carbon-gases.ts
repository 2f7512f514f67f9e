/**
 * A reporting year's emissions by gas (ESRS E1-6 AR 39 and GRI 305-1/2/3 b: CO2, CH4, N2O, HFCs, PFCs, SF6,
 * NF3) and the biogenic CO2 reported outside the scopes (GRI 305-1 c, ESRS E1-6 AR 43 c), from the gas
 * masses stored with each activity (gas-split.ts). Each group is in kg CO2e on the GWP basis its rows were
 * computed on; rows whose factor source gives CO2e only are "unsplit", so the groups sum to the
 * location-based total. Montreal Protocol gases (CFCs, HCFCs) are a memo outside the scopes.
 */
import { emptyGasTotals, type GasTotals, type GwpBasis, gwpOf } from "./ghg";

/** Stored gas figures of one month, site, GWP basis and refrigerant group (a grouped read of activities). */
export type GasMonthRow = {
  month: string;
  siteId: number | null;
  /** The rows' `gwp_basis` label ("IPCC AR6 100-year"); null on rows stored before it was recorded. */
  gwpBasis: string | null;
  /** hfc, pfc, sf6, nf3, co2, montreal, none; null: no refrigerant. */
  fGasGroup: string | null;
  kgCo2: number;
  kgCh4: number;
  kgN2o: number;
  fGasKgCO2e: number;
  /** kg CO2e of rows whose source gives no split. */
  unsplitKg: number;
  biogenicKgCo2: number;
};

export type YearGases = {
  /** kg CO2e by gas group; sums to the year's location-based total. */
  byGasKg: GasTotals;
  /** kg biogenic CO2, outside the scopes. */
  biogenicKgCo2: number;
  /** kg CO2e of Montreal Protocol gases leaked: a memo, in no scope. */
  montrealKgCO2e: number;
  /** The GWP bases the year's rows were computed on (more than one after a change of setting). */
  gwpBases: string[];
};

const basisOf = (label: string | null): GwpBasis => (label?.includes("AR6") ? "AR6" : "AR5");
const REPORTED = new Set(["hfc", "pfc", "sf6", "nf3", "co2"]);

/** The gases of the months `inYear` accepts, each site at its included share. */
export function gasesOfYear(
  rows: readonly GasMonthRow[],
  inYear: (month: string) => boolean,
  shareOf: (siteId: number | null) => number,
): YearGases {
  const byGasKg = emptyGasTotals();
  let biogenicKgCo2 = 0;
  let montrealKgCO2e = 0;
  const bases = new Set<string>();
  for (const r of rows) {
    if (!inYear(r.month)) continue;
    const share = shareOf(r.siteId);
    if (share === 0) continue;
    const basis = basisOf(r.gwpBasis);
    byGasKg.co2 += r.kgCo2 * share;
    byGasKg.ch4 += r.kgCh4 * gwpOf("CH4", basis) * share;
    byGasKg.n2o += r.kgN2o * gwpOf("N2O", basis) * share;
    byGasKg.unsplit += r.unsplitKg * share;
    biogenicKgCo2 += r.biogenicKgCo2 * share;
    if (r.fGasGroup === "montreal") montrealKgCO2e += r.fGasKgCO2e * share;
    else if (r.fGasGroup !== null && REPORTED.has(r.fGasGroup)) {
      byGasKg[r.fGasGroup as keyof GasTotals] += r.fGasKgCO2e * share;
    }
    if (r.gwpBasis) bases.add(r.gwpBasis);
  }
  return { byGasKg, biogenicKgCo2, montrealKgCO2e, gwpBases: [...bases].sort() };
}

export const NO_GASES: YearGases = Object.freeze({
  byGasKg: emptyGasTotals(),
  biogenicKgCo2: 0,
  montrealKgCO2e: 0,
  gwpBases: [],
});
