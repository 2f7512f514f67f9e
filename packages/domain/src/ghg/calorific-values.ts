/**
 * Gross calorific values and densities of the fuels the factor library holds, from UK DESNZ "Greenhouse gas
 * reporting: conversion factors 2024" (full set v1.1), sheet "Fuel properties", columns "Gross CV kWh/kg"
 * (I) and "Density kg/m3" (F). Crown copyright, Open Government Licence v3.0. The gross basis is the one the
 * DESNZ fuel factors and UK gas bills use, so every kWh the energy figures add up is on one basis.
 * kWh per litre = kWh/kg × density / 1000 (the sheet's column K to its rounding: diesel 12.611 × 833.519 /
 * 1000 = 10.511).
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
};

const cv = (fuel: string, row: number, grossKWhPerKg: number, densityKgPerM3: number): CalorificValue => ({
  fuel,
  row,
  grossKWhPerKg,
  densityKgPerM3,
});

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
};

/** Gross kWh per litre of a fuel. */
export function kWhPerLitre(v: CalorificValue): number {
  return (v.grossKWhPerKg * v.densityKgPerM3) / 1000;
}
