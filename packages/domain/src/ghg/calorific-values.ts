/**
 * Gross calorific values and densities of the fuels the factor library holds, from UK DESNZ "Greenhouse gas
 * reporting: conversion factors 2024" (full set v1.1), sheet "Fuel properties", columns "Gross CV kWh/kg"
 * (I) and "Density kg/m3" (F). Crown copyright, Open Government Licence v3.0. The gross basis is the one the
 * DESNZ fuel factors and UK gas bills use, so every kWh the energy figures add up is on one basis.
 * kWh per litre = kWh/kg × density / 1000 (the sheet's column K to its rounding: diesel 12.611 × 833.519 /
 * 1000 = 10.511).
 * Biomass and biofuels also carry their net CV (column H, kWh/kg): DESNZ prints every bioenergy factor per kWh
 * or GJ on the net basis ('Bioenergy' cell A8, 'Outside of scopes' cell A12), so a row of wood pellets
 * in kWh is net kWh and becomes gross kWh × gross / net before it joins the other energy. Biopropane and the
 * development diesel and petrol take the Propane, Diesel (100% mineral) and Petrol (100% mineral) rows: the
 * same molecules, and the Bioenergy sheet's own per-litre ÷ per-GJ factors give those rows' net CVs.
 * Bio-methanol and renewable avtur have no row, so their energy is not converted.
 */

export const CALORIFIC_VALUE_SOURCE = {
  name: "UK DESNZ GHG Conversion Factors for Company Reporting 2024 (full set v1.1), sheet 'Fuel properties'",
  url: "https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024",
  licence: "Open Government Licence v3.0",
  basis: "gross calorific value (higher heating value)",
} as const;

export type CalorificValue = {
  /** The fuel's row in the sheet. */
  fuel: string;
  /** Gross CV, kWh per kg. */
  grossKWhPerKg: number;
  /** kg per m3 at standard conditions. */
  densityKgPerM3: number;
  /** The sheet's row, for the audit trail. */
  row: number;
  /**
   * Net CV, kWh per kg, for the fuels whose factors DESNZ gives per net kWh or GJ (biomass and biofuels): an
   * amount in an energy unit is then net and is scaled by gross / net.
   */
  netKWhPerKg?: number;
};

const cv = (fuel: string, row: number, grossKWhPerKg: number, densityKgPerM3: number): CalorificValue => ({
  fuel,
  row,
  grossKWhPerKg,
  densityKgPerM3,
});

const bio = (
  fuel: string,
  row: number,
  netKWhPerKg: number,
  grossKWhPerKg: number,
  densityKgPerM3: number,
): CalorificValue => ({ fuel, row, grossKWhPerKg, densityKgPerM3, netKWhPerKg });

export const NATURAL_GAS_CV = cv("Natural Gas", 31, 14.042, 0.796);
const DIESEL_BLEND = cv("Diesel (average biofuel blend)", 25, 12.611, 833.519);
const DIESEL_MINERAL = cv("Diesel (100% mineral diesel)", 24, 12.715, 830.565);
const FUEL_OIL = cv("Fuel Oil", 26, 12.042, 983.284);
const GAS_OIL = cv("Gas Oil", 27, 12.579, 853.971);
const BURNING_OIL = cv("Burning Oil", 17, 12.826, 802.568);
const JET = cv("Aviation Turbine Fuel", 16, 12.838, 800);
const LPG = cv("LPG", 29, 13.704, 529.749);
const PROPANE = cv("Propane", 37, 14.0, 514.933);
const PETROL_BLEND = cv("Petrol (average biofuel blend)", 36, 12.62, 750.226);
const PETROL_MINERAL = cv("Petrol (100% mineral petrol)", 35, 13.041, 746.269);

// Sheet 'Fuel properties': net CV (H), gross CV (I), density (F).
const BIODIESEL_ME = bio("Biodiesel (ME)", 42, 10.333, 10.75, 890);
const HVO = bio("Biodiesel (BtL or HVO)", 43, 12.222, 12.731, 780);
const BIOETHANOL = bio("Bioethanol", 44, 7.444, 8.25, 794);
const BIOGAS = bio("Biogas", 46, 5.556, 6.105, 1.15);
const BIOMETHANE = bio("Biomethane", 47, 13.611, 15.083, 0.725);
const GRASS_STRAW = bio("Grasses/Straw", 49, 3.741, 4.401, 160);
const LANDFILL_GAS = bio("Landfill Gas", 50, 3.417, 3.755, 1.3);
const WOOD_CHIPS = bio("Wood Chips", 52, 3.778, 4.087, 253);
const WOOD_LOGS = bio("Wood Logs", 53, 4.086, 4.516, 425);
const WOOD_PELLETS = bio("Wood Pellets", 54, 4.8, 5.193, 650);
const BIOPROPANE = bio("Propane", 37, 12.889, 14.0, 514.933);
const DEVELOPMENT_DIESEL = bio("Diesel (100% mineral diesel)", 24, 11.952, 12.715, 830.565);
const DEVELOPMENT_PETROL = bio("Petrol (100% mineral petrol)", 35, 12.389, 13.041, 746.269);

/**
 * The calorific value of each fuel activity of the factor library. US fuels take the nearest DESNZ fuel: US
 * No. 2 heating oil is a middle distillate like gas oil, residual fuel oil is fuel oil, kerosene burning oil.
 */
export const CALORIFIC_VALUES: Readonly<Record<string, CalorificValue>> = {
  natural_gas: NATURAL_GAS_CV,
  diesel: DIESEL_BLEND,
  diesel_100pct_mineral: DIESEL_MINERAL,
  fuel_oil: FUEL_OIL,
  residual_fuel_oil: FUEL_OIL,
  gas_oil: GAS_OIL,
  heating_oil: GAS_OIL,
  heating_oil_kerosene: BURNING_OIL,
  kerosene: BURNING_OIL,
  jet_fuel: JET,
  lpg: LPG,
  propane: PROPANE,
  petrol: PETROL_BLEND,
  petrol_100pct_mineral: PETROL_MINERAL,
  biodiesel: BIODIESEL_ME,
  biodiesel_uco: BIODIESEL_ME,
  biodiesel_tallow: BIODIESEL_ME,
  off_road_biodiesel: BIODIESEL_ME,
  biodiesel_hvo: HVO,
  bioethanol: BIOETHANOL,
  biogas: BIOGAS,
  biomethane_compressed: BIOMETHANE,
  biomethane_liquefied: BIOMETHANE,
  grass_straw: GRASS_STRAW,
  landfill_gas: LANDFILL_GAS,
  wood_chips: WOOD_CHIPS,
  wood_logs: WOOD_LOGS,
  wood_pellets: WOOD_PELLETS,
  biopropane: BIOPROPANE,
  development_diesel: DEVELOPMENT_DIESEL,
  development_petrol: DEVELOPMENT_PETROL,
};

/** Gross kWh per litre of a fuel. */
export function kWhPerLitre(v: CalorificValue): number {
  return (v.grossKWhPerKg * v.densityKgPerM3) / 1000;
}

/** Gross kWh per kWh as billed: gross / net for a fuel whose energy amounts are net, else 1. */
export function grossPerBilledKWh(v: CalorificValue | undefined): number {
  return v?.netKWhPerKg ? v.grossKWhPerKg / v.netKWhPerKg : 1;
}
