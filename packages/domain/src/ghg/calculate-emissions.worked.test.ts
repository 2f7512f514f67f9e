import { describe, expect, it } from "vitest";
import { activityRowSchema } from "./activity-row";
import { calculateEmissions } from "./calculate-emissions";

type Worked = [
  activity: string,
  amount: number,
  unit: string,
  region: string,
  kgCO2e: number,
  factorId: string,
  scope: 1 | 2 | 3,
  category: number | null,
  rf?: boolean,
];

/**
 * Worked examples: amount (after an exact unit conversion) × the factor printed in emission-factors.csv,
 * or in the USEEIO v1.3 file for spend; the comment gives the arithmetic.
 */
// biome-ignore format: one case per line reads as a table
const WORKED: Worked[] = [
  // 10,000 kWh × 0.20705 (DESNZ 2024 'UK electricity' E25)
  ["electricity", 10_000, "kWh", "GB", 2070.5, "uk-electricity_grid-desnz2024", 2, null],
  ["electricity", 1_000, "kWh", "GB", 207.05, "uk-electricity_grid-desnz2024", 2, null],
  // 12.5 MWh = 12,500 kWh × 0.20705
  ["electricity", 12.5, "MWh", "UK", 2588.125, "uk-electricity_grid-desnz2024", 2, null],
  // 1 MWh × 0.226498 (eGRID2022 CAMX)
  ["electricity", 1, "MWh", "US-CAMX", 226.498, "us-camx-electricity_grid-egrid2022", 2, null],
  // 1,000 kWh × 0.34206 (Ember DE 2024, lifecycle)
  ["electricity", 1000, "kWh", "DE", 342.06, "de-electricity_grid-ember2024", 2, null],
  // 1,000 kWh × 0.0183 (UK T&D losses → scope 3 category 3)
  ["T&D losses", 1000, "kWh", "GB", 18.3, "uk-electricity_td_losses-desnz2024", 3, 3],
  // 400 litres × 2.51279 (DESNZ diesel, average biofuel blend)
  ["diesel", 400, "litres", "GB", 1005.116, "uk-diesel-litre-desnz2024", 1, null],
  // 400 litres × 0.61101 (diesel well-to-tank → category 3)
  ["diesel_wtt", 400, "litre", "GB", 244.404, "uk-diesel_wtt-litre-desnz2024", 3, 3],
  // 50 litres × 2.0844
  ["gasoline", 50, "L", "GB", 104.22, "uk-petrol-litre-desnz2024", 1, null],
  // 100 US gallons × 10.21 (EPA Hub Table 2, CO2 only)
  ["diesel", 100, "US gallon", "US", 1021, "us-diesel-gallon-epa2024", 1, null],
  // 10,000 kWh × 0.1829 (DESNZ natural gas, gross CV)
  ["gas", 10_000, "kWh", "GB", 1829, "uk-natural_gas-kwh-desnz2024", 1, null],
  // 100 m3 × 2.04542
  ["natural gas", 100, "m3", "GB", 204.542, "uk-natural_gas-m3-desnz2024", 1, null],
  // 1,000 therms = 29,307.107017 kWh × 0.1829
  ["gas", 1000, "therms", "GB", 5360.269873, "uk-natural_gas-kwh-desnz2024", 1, null],
  // 100 therms × 5.31145 (EPA Hub Table 1)
  ["gas", 100, "therm", "US", 531.145, "us-natural_gas-therm-epa2024", 1, null],
  // 1 Mcf = 1,000 scf × 0.054495
  ["gas", 1, "Mcf", "US", 54.495, "us-natural_gas-scf-epa2024", 1, null],
  // 10 mmBtu × 66.398125 (EPA Hub Table 7, steam and heat)
  ["district heat", 10, "mmBtu", "US", 663.98125, "us-district_heat-mmbtu-epa2024", 2, null],
  // 1,000 kWh × 0.17965
  ["heat", 1000, "kWh", "GB", 179.65, "uk-district_heat-desnz2024", 2, null],
  // Long-haul economy: 1,000 passenger-km × 0.11812 without RF, × 0.20011 with RF
  ["long haul flight economy", 1000, "passenger-km", "GB", 118.12, "uk-flight_long_haul_economy_no_rf-desnz2024", 3, 6],
  ["long haul flight economy", 1000, "km", "GB", 200.11, "uk-flight_long_haul_economy_with_rf-desnz2024", 3, 6, true],
  // 500 km × 0.16098 (domestic, average passenger)
  ["domestic flight", 500, "km", "GB", 80.49, "uk-flight_domestic_average_no_rf-desnz2024", 3, 6],
  // 1,000 km × 0.07948 (DESNZ international to/from non-UK, economy): FR → EU → GLOBAL
  ["international flight economy", 1000, "km", "FR", 79.48, "global-flight_international_economy_no_rf-desnz2024", 3, 6],
  // 1,000 passenger-miles × 0.163947 (EPA long haul > 2,300 mi)
  ["long haul flight", 1000, "passenger miles", "US", 163.947, "us-flight_long_haul_gt2300mi_no_rf-epa2024", 3, 6],
  // 100 passenger-km × 0.03546
  ["train", 100, "pkm", "GB", 3.546, "uk-rail_national-desnz2024", 3, 6],
  // A 12 km taxi trip = 12 vehicle-km × 0.20805
  ["taxi", 12, "km", "GB", 2.4966, "uk-taxi_regular-vkm-desnz2024", 3, 6],
  // 100 miles = 160.9344 vehicle-km × 0.16984
  ["diesel car", 100, "miles", "GB", 27.3330985, "uk-car_average_diesel-desnz2024", 3, 6],
  // 3 nights × 13.2
  ["hotel", 3, "nights", "DE", 39.6, "de-hotel_night-desnz2024", 3, 6],
  // 1,000 USD × 0.084 (USEEIO v1.3, NAICS 541511)
  ["spend_naics_541511", 1000, "USD", "US", 84, "us-spend_naics_541511-useeio13", 3, 1],
  // 1,000 GBP = 1,237.10 USD (2022 rate) × 0.084
  ["541511", 1000, "GBP", "GB", 103.9164, "us-spend_naics_541511-useeio13", 3, 1],
  // 1,000 EUR = 1,053.40 USD × 0.988 (solid waste collection → category 5)
  ["waste collection", 1000, "EUR", "FR", 1040.7592, "us-spend_naics_562111-useeio13", 3, 5],
];

describe("calculateEmissions: worked examples against the factor file", () => {
  it.each(WORKED)(
    "%s, %d %s in %s → %d kg CO2e",
    (activity, amount, unit, region, kg, id, scope, category, rf) => {
      const r = calculateEmissions(activityRowSchema.parse({ activity, amount, unit, region, rf }));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.kgCO2e).toBeCloseTo(kg, 6);
      expect(r.value.factor.id).toBe(id);
      expect(r.value.scope).toBe(scope);
      expect(r.value.category).toBe(category);
    },
  );
});
