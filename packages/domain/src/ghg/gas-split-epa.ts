/**
 * The per-gas values behind the library's US EPA factors. The GHG Emission Factors Hub 2024 (last modified
 * 13 February 2024; a US federal government work, public domain in the US) prints CO2, CH4 and N2O apart and
 * no CO2e: the library's CO2e is these combined with the Hub's own AR5 GWPs (CH4 28, N2O 265; its GWP table)
 * and exact unit conversions. Values are the cells of the Hub workbook (sheet 'Emission Factors Hub'; the copy
 * with sha256 b10d331f…c47c, the same file the library was built from), at full precision: Table 1
 * (stationary combustion), Table 2 (mobile combustion CO2), Table 6 (eGRID2022 total output rates), Table 7
 * (steam and heat) and Table 10 (business travel and commuting).
 */

export type HubGases = {
  /** CO2, CH4 and N2O per published unit, as printed: kg, g, g (`massUnit` "kg-g-g") or lb each ("lb"). */
  co2: number;
  ch4: number;
  n2o: number;
  massUnit: "kg-g-g" | "lb";
  /** Published units in one library unit: 0.001 MWh per kWh, 0.1 mmBtu per therm, else 1. */
  perLibraryUnit: number;
  /** Table, row and columns of the three values. */
  locator: string;
  /**
   * Table 2 gives mobile combustion CO2 per gallon only (CH4 and N2O per vehicle-mile, Tables 3-4): the
   * library's factor is CO2 alone, so the row's CO2e is all CO2.
   */
  co2Only?: true;
};

const egrid = (co2: number, ch4: number, n2o: number, row: number): HubGases => ({
  co2,
  ch4,
  n2o,
  massUnit: "lb",
  perLibraryUnit: 0.001,
  locator: `Table 6 row ${row}, cols E-G (lb CO2 / CH4 / N2O per MWh, eGRID2022 total output)`,
});
const mobileCo2 = (co2: number, row: number): HubGases => ({
  co2,
  ch4: 0,
  n2o: 0,
  massUnit: "kg-g-g",
  perLibraryUnit: 1,
  locator: `Table 2 row ${row}, col D (kg CO2 per gallon)`,
  co2Only: true,
});
const travel = (co2: number, ch4: number, n2o: number, row: number): HubGases => ({
  co2,
  ch4,
  n2o,
  massUnit: "kg-g-g",
  perLibraryUnit: 1,
  locator: `Table 10 row ${row}, cols D-F (kg CO2, g CH4, g N2O per unit)`,
});

// biome-ignore format: one factor per line reads as a table
export const EPA_HUB_2024_GASES: Readonly<Record<string, HubGases>> = {
  "us-electricity_grid-egrid2022": egrid(823.149, 0.066, 0.009, 359),
  "us-camx-electricity_grid-egrid2022": egrid(497.443, 0.03, 0.004, 335),
  "us-erct-electricity_grid-egrid2022": egrid(771.083, 0.049, 0.007, 336),
  "us-frcc-electricity_grid-egrid2022": egrid(813.846, 0.048, 0.006, 337),
  "us-newe-electricity_grid-egrid2022": egrid(536.428, 0.063, 0.008, 342),
  "us-nwpp-electricity_grid-egrid2022": egrid(602.088, 0.056, 0.008, 343),
  "us-nycw-electricity_grid-egrid2022": egrid(885.233, 0.023, 0.003, 344),
  "us-nyup-electricity_grid-egrid2022": egrid(274.559, 0.015, 0.002, 346),
  "us-rfce-electricity_grid-egrid2022": egrid(657.386, 0.045, 0.006, 348),
  "us-rfcw-electricity_grid-egrid2022": egrid(1000.053, 0.087, 0.012, 350),
  "us-srso-electricity_grid-egrid2022": egrid(893.29, 0.064, 0.009, 356),
  "us-natural_gas-scf-epa2024": { co2: 0.05444, ch4: 0.00103, n2o: 0.0001, massUnit: "kg-g-g", perLibraryUnit: 1, locator: "Table 1 row 39, cols H-J (per scf)" },
  "us-natural_gas-therm-epa2024": { co2: 53.06, ch4: 1, n2o: 0.1, massUnit: "kg-g-g", perLibraryUnit: 0.1, locator: "Table 1 row 39, cols E-G (per mmBtu; 1 therm = 0.1 mmBtu)" },
  "us-heating_oil-gallon-epa2024": { co2: 10.21, ch4: 0.41, n2o: 0.08, massUnit: "kg-g-g", perLibraryUnit: 1, locator: "Table 1 row 56, cols H-J (Distillate Fuel Oil No. 2, per gallon)" },
  "us-kerosene-gallon-epa2024": { co2: 10.15, ch4: 0.41, n2o: 0.08, massUnit: "kg-g-g", perLibraryUnit: 1, locator: "Table 1 row 63, cols H-J (per gallon)" },
  "us-propane-gallon-epa2024": { co2: 5.72, ch4: 0.27, n2o: 0.05, massUnit: "kg-g-g", perLibraryUnit: 1, locator: "Table 1 row 73, cols H-J (per gallon)" },
  "us-district_heat-mmbtu-epa2024": { co2: 66.33, ch4: 1.25, n2o: 0.125, massUnit: "kg-g-g", perLibraryUnit: 1, locator: "Table 7 row 401, cols D-F (per mmBtu of steam or heat purchased)" },
  "us-diesel-gallon-epa2024": mobileCo2(10.21, 106),
  "us-jet_fuel-gallon-epa2024": mobileCo2(9.75, 108),
  "us-lpg-gallon-epa2024": mobileCo2(5.68, 110),
  "us-petrol-gallon-epa2024": mobileCo2(8.78, 111),
  "us-residual_fuel_oil-gallon-epa2024": mobileCo2(11.27, 112),
  "us-car_passenger_car-epa2024": travel(0.17515256410803692, 0.0051414646998445288, 0.0034405776356192311, 494),
  "us-rail_intercity_national_avg-epa2024": travel(0.113, 0.0092, 0.0026, 499),
  "us-rail_commuter-epa2024": travel(0.13331164474515053, 0.0105219305594572, 0.0026102150579378688, 500),
  "us-rail_transit_subway_tram-epa2024": travel(0.093069078020452348, 0.0074622688594043786, 0.001017582117191506, 501),
  "us-bus-epa2024": travel(0.070707587527340743, 0, 0.0021260644223811396, 502),
  "us-flight_short_haul_lt300mi_no_rf-epa2024": travel(0.20692926045016075, 0.0064308681672025723, 0.0065819288288482694, 503),
  "us-flight_medium_haul_300_2300mi_no_rf-epa2024": travel(0.1292604501607717, 0.00064308681672025725, 0.0041002179589546611, 504),
  "us-flight_long_haul_gt2300mi_no_rf-epa2024": travel(0.16255627009646303, 0.00064308681672025725, 0.0051792226849953606, 505),
};

const KG_PER_LB = 0.45359237;

/** kg of CO2, CH4 and N2O per library unit of a Hub factor. */
export function hubKgPerLibraryUnit(g: HubGases): { co2: number; ch4: number; n2o: number } {
  if (g.massUnit === "lb") {
    const k = KG_PER_LB * g.perLibraryUnit;
    return { co2: g.co2 * k, ch4: g.ch4 * k, n2o: g.n2o * k };
  }
  const k = g.perLibraryUnit;
  return { co2: g.co2 * k, ch4: (g.ch4 / 1000) * k, n2o: (g.n2o / 1000) * k };
}
