/**
 * The bioenergy fuels of the factor library (DESNZ 2024 full set v1.1, sheet 'Bioenergy'; rows in
 * packages/domain/data/bioenergy-factors.csv): solid biomass, biogases and the pure liquid biofuels. Their
 * scope 1 factor is the CH4 and N2O of combustion only: DESNZ sets the CO2 to a net 0 because the plant took
 * it up while growing, and prints that CO2 on its 'Outside of scopes' sheet, which the library carries as the
 * fuel's biogenic CO2 (gas-split.ts), reported apart from every scope (GHG Protocol Corporate Standard ch. 9).
 * For energy (ESRS E1-5) they are renewable fuels.
 *
 * `road` marks the road and air fuels, which follow diesel, petrol and jet fuel when the vehicle is not owned
 * or controlled (category 6, business travel); the others follow the heating fuels (category 8). Off-road
 * biodiesel replaces gas oil (red diesel) in plant and machinery, biopropane replaces propane.
 */

export type BioenergyFuel = {
  /** How the carrier is named in the energy figures. */
  label: string;
  road: boolean;
};

const fuel = (label: string, road: boolean): BioenergyFuel => ({ label, road });

export const BIOENERGY_FUELS: Readonly<Record<string, BioenergyFuel>> = {
  wood_logs: fuel("Wood logs", false),
  wood_chips: fuel("Wood chips", false),
  wood_pellets: fuel("Wood pellets", false),
  grass_straw: fuel("Grass and straw", false),
  biogas: fuel("Biogas", false),
  landfill_gas: fuel("Landfill gas", false),
  biopropane: fuel("Biopropane", false),
  off_road_biodiesel: fuel("Off-road biodiesel", false),
  biodiesel: fuel("Biodiesel (FAME)", true),
  biodiesel_uco: fuel("Biodiesel from used cooking oil", true),
  biodiesel_tallow: fuel("Biodiesel from tallow", true),
  biodiesel_hvo: fuel("HVO (hydrotreated vegetable oil)", true),
  bioethanol: fuel("Bioethanol", true),
  biomethane_compressed: fuel("Biomethane (compressed)", true),
  biomethane_liquefied: fuel("Biomethane (liquefied)", true),
  methanol_bio: fuel("Bio-methanol", true),
  development_diesel: fuel("Development diesel", true),
  development_petrol: fuel("Development petrol", true),
  avtur_renewable: fuel("Renewable avtur (SAF)", true),
};

/** Whether a factor-library activity is a biomass or biofuel (not an average fossil-bio blend). */
export function isBioenergyFuel(activity: string): boolean {
  return Object.hasOwn(BIOENERGY_FUELS, activity);
}
