/**
 * The split of a factor's CO2e into CO2, CH4 and N2O, and the biogenic CO2 reported outside the scopes, where
 * the factor's source publishes them. DESNZ 2024 (full set v1.1, OGL v3.0) prints beside each fuel and
 * electricity factor "kg CO2e of CO2 / CH4 / N2O per unit" on the AR5 basis (CH4 = 28, N2O = 265), so the
 * gas masses are those columns divided by the AR5 GWPs; its "Outside of scopes" sheet gives the biogenic CO2
 * of the average biofuel blends and of UK electricity (GHG Protocol Corporate Standard ch. 9: reported
 * separately, not in scope 1).
 * Values read from the workbook (sha256 558116ed…a859) at the cells named; the CO2e column is the one already
 * in the factor library. The US EPA Hub prints the gases themselves (gas-split-epa.ts). Rows without an entry
 * in either give CO2e only: they are "unsplit".
 * Biomass and biofuels (the library's bioenergy rows) have their biogenic CO2 in the library itself, read from
 * the same sheet with the factor rows (`bioenergyBiogenicFactors`); DESNZ prints their scope 1 CO2e (CH4 and
 * N2O) without the split, so they are "unsplit" too. The constants below stay as the 2026-11-29 backfill
 * migration read them.
 */
import { type BiogenicFactor, bioenergyBiogenicFactors } from "./emission-factor-library";
import { EPA_HUB_2024_GASES, hubKgPerLibraryUnit } from "./gas-split-epa";
import { type GasGroup, type GwpBasis, gwpOf } from "./gwp";

export type PublishedSplit = {
  /** kg CO2e of each gas per unit, as published (AR5). */
  co2: number;
  ch4: number;
  n2o: number;
  /** Sheet and row of the three columns. */
  locator: string;
};

// biome-ignore format: one factor per line reads as a table
export const DESNZ_2024_SPLIT: Readonly<Record<string, PublishedSplit>> = {
  "uk-electricity_grid-desnz2024": { co2: 0.20493, ch4: 0.0009, n2o: 0.00122, locator: "sheet 'UK electricity', F25:H25" },
  "uk-electricity_td_losses-desnz2024": { co2: 0.01811, ch4: 0.00008, n2o: 0.00011, locator: "sheet 'Transmission and distribution', F22:H22" },
  "uk-natural_gas-kwh-desnz2024": { co2: 0.18253, ch4: 0.00028, n2o: 0.00009, locator: "sheet 'Fuels', E42:G42" },
  "uk-natural_gas-m3-desnz2024": { co2: 2.0414, ch4: 0.00307, n2o: 0.00095, locator: "sheet 'Fuels', E40:G40" },
  "uk-district_heat-desnz2024": { co2: 0.17791, ch4: 0.00122, n2o: 0.00052, locator: "sheet 'Heat and steam', F22:H22" },
  "uk-diesel-litre-desnz2024": { co2: 2.4796, ch4: 0.00029, n2o: 0.0329, locator: "sheet 'Fuels', E72:G72" },
  "uk-diesel_100pct_mineral-litre-desnz2024": { co2: 2.62818, ch4: 0.00029, n2o: 0.03308, locator: "sheet 'Fuels', E76:G76" },
  "uk-petrol-litre-desnz2024": { co2: 2.07047, ch4: 0.00806, n2o: 0.00587, locator: "sheet 'Fuels', E96:G96" },
  "uk-petrol_100pct_mineral-litre-desnz2024": { co2: 2.33955, ch4: 0.0082, n2o: 0.00597, locator: "sheet 'Fuels', E100:G100" },
  "uk-lpg-litre-desnz2024": { co2: 1.55491, ch4: 0.00136, n2o: 0.00086, locator: "sheet 'Fuels', E36:G36" },
  "uk-propane-litre-desnz2024": { co2: 1.5414, ch4: 0.00133, n2o: 0.00084, locator: "sheet 'Fuels', E52:G52" },
  "uk-heating_oil_kerosene-litre-desnz2024": { co2: 2.52782, ch4: 0.00674, n2o: 0.00559, locator: "sheet 'Fuels', E68:G68" },
  "uk-gas_oil-litre-desnz2024": { co2: 2.72417, ch4: 0.00315, n2o: 0.02809, locator: "sheet 'Fuels', E84:G84" },
  "uk-fuel_oil-litre-desnz2024": { co2: 3.16262, ch4: 0.0053, n2o: 0.00701, locator: "sheet 'Fuels', E80:G80" },
  "uk-jet_fuel-litre-desnz2024": { co2: 2.51973, ch4: 0.00176, n2o: 0.0212, locator: "sheet 'Fuels', E64:G64" },
};

/** kg of biogenic CO2 per unit ("outside of scopes"), by factor id. */
// biome-ignore format: one factor per line reads as a table
export const DESNZ_2024_BIOGENIC: Readonly<Record<string, { kgCO2PerUnit: number; locator: string }>> = {
  "uk-diesel-litre-desnz2024": { kgCO2PerUnit: 0.16, locator: "sheet 'Outside of scopes', D22 (diesel, average biofuel blend, litres)" },
  "uk-petrol-litre-desnz2024": { kgCO2PerUnit: 0.13, locator: "sheet 'Outside of scopes', D25 (petrol, average biofuel blend, litres)" },
  // The biomass burnt in UK generation: DESNZ asks for it on all electricity consumption, per kWh like scope 2.
  "uk-electricity_grid-desnz2024": { kgCO2PerUnit: 0.11507, locator: "sheet 'Outside of scopes', D94 (Electricity generated: UK, kWh)" },
};

/** kg of biogenic CO2 per unit of a factor (blends, UK electricity, biomass and biofuels); undefined: none. */
export function biogenicPerUnit(factorId: string): BiogenicFactor | undefined {
  return DESNZ_2024_BIOGENIC[factorId] ?? bioenergyBiogenicFactors().get(factorId);
}

/** What one stored activity holds by gas; kg of gas, not CO2e, except `fGasKgCO2e` and `kgCO2e`. */
export type RecordGases = {
  /** Whether the factor's source gives the split (false: the row's CO2e is "unsplit"). */
  split: boolean;
  kgCo2: number | null;
  kgCh4: number | null;
  kgN2o: number | null;
  /** A fluorinated (or Montreal Protocol) gas: its group, name, kg and kg CO2e on the company's basis. */
  fGas: { group: GasGroup; name: string; kg: number; kgCO2e: number } | null;
  /** kg biogenic CO2, outside the scopes; null when the source gives none for the row. */
  biogenicKgCo2: number | null;
};

export const UNSPLIT_GASES: RecordGases = Object.freeze({
  split: false,
  kgCo2: null,
  kgCh4: null,
  kgN2o: null,
  fGas: null,
  biogenicKgCo2: null,
});

/** kg of CO2, CH4 and N2O per library unit of a factor whose source gives them; undefined: CO2e only. */
export function gasMassesPerUnit(factorId: string): { co2: number; ch4: number; n2o: number } | undefined {
  const desnz = DESNZ_2024_SPLIT[factorId];
  if (desnz) {
    return { co2: desnz.co2, ch4: desnz.ch4 / gwpOf("CH4", "AR5"), n2o: desnz.n2o / gwpOf("N2O", "AR5") };
  }
  const epa = EPA_HUB_2024_GASES[factorId];
  return epa ? hubKgPerLibraryUnit(epa) : undefined;
}

/**
 * A record's gases from its factor and its published kg CO2e. The published value is amount × factor, so
 * each gas's share of it is its column's share of the factor: exact for any amount, month part or unit.
 * `kgCO2e` is the row's CO2e on `basis`: the gases re-weighted by that basis's GWPs; a row without a split
 * stays at its source's CO2e.
 */
export function gasesOfFactor(
  factorId: string,
  publishedKgCO2e: number,
  factorValue: number,
  basis: GwpBasis,
): { gases: RecordGases; kgCO2e: number } {
  const perUnit = gasMassesPerUnit(factorId);
  const bio = biogenicPerUnit(factorId);
  const units = factorValue > 0 ? publishedKgCO2e / factorValue : 0;
  const biogenicKgCo2 = bio ? units * bio.kgCO2PerUnit : null;
  if (!perUnit) {
    // The frozen constant itself when there is nothing biogenic either: one object less per record.
    const gases = biogenicKgCo2 === null ? UNSPLIT_GASES : { ...UNSPLIT_GASES, biogenicKgCo2 };
    return { gases, kgCO2e: publishedKgCO2e };
  }
  const kgCo2 = units * perUnit.co2;
  const kgCh4 = units * perUnit.ch4;
  const kgN2o = units * perUnit.n2o;
  const kgCO2e =
    basis === "AR5" ? publishedKgCO2e : kgCo2 + kgCh4 * gwpOf("CH4", basis) + kgN2o * gwpOf("N2O", basis);
  return { gases: { split: true, kgCo2, kgCh4, kgN2o, fGas: null, biogenicKgCo2 }, kgCO2e };
}

/** kg CO2e of each reporting group in a record's gases on a basis (the analysis `byGas`, in kg). */
export type GasTotals = {
  co2: number;
  ch4: number;
  n2o: number;
  hfc: number;
  pfc: number;
  sf6: number;
  nf3: number;
  unsplit: number;
};

export function emptyGasTotals(): GasTotals {
  return { co2: 0, ch4: 0, n2o: 0, hfc: 0, pfc: 0, sf6: 0, nf3: 0, unsplit: 0 };
}
