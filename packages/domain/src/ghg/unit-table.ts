/**
 * The units the engine understands: every unit in emission-factors.csv plus common aliases.
 *
 * Conversion constants are exact by definition unless noted (values agree with the DESNZ 2024
 * 'Conversions' sheet and emission-factors.md §4):
 * - 1 Btu (IT) = 1055.05585262 J, so 1 therm = 100,000 Btu = 29.307107017 kWh (DESNZ prints
 *   29.30710833) and 1 mmBtu = 10 therms = 293.07107017 kWh.
 * - 1 US gallon = 3.785411784 L; 1 UK (imperial) gallon = 4.54609 L.
 * - 1 ft = 0.3048 m, so 1 ft³ = 28.316846592 L (1 m³ = 35.3146667 ft³); ccf = 100 ft³, Mcf = 1,000 ft³.
 *   An "scf" (standard cubic foot) is a cubic foot of gas at standard conditions: the volume conversion
 *   is exact, the gas's reference conditions are the factor's own.
 * - 1 mile = 1.609344 km; 1 lb = 0.45359237 kg; 1 short ton = 2,000 lb; 1 long ton = 2,240 lb.
 * - Currencies use the rate table in currency-rates.ts.
 */
import { USD_PER_CURRENCY_2022 } from "./currency-rates";

export type UnitDimension =
  | "energy"
  | "volume"
  | "mass"
  | "distance"
  | "passenger_distance"
  | "vehicle_distance"
  | "nights"
  | "currency";

export type UnitDef = {
  /** Canonical id; the factor file's spelling where the file uses the unit. */
  id: string;
  dimension: UnitDimension;
  /** Size in the dimension's base unit (kWh, litre, kg, km, passenger_km, vehicle_km, night, USD). */
  toBase: number;
  name: string;
  aliases: readonly string[];
};

const BTU_KWH = 1055.05585262 / 3.6e6;
const FT3_L = 28.316846592;
const MILE_KM = 1.609344;
const LB_KG = 0.45359237;

export const BASE_UNITS: Readonly<Record<UnitDimension, string>> = {
  energy: "kWh",
  volume: "litre",
  mass: "kg",
  distance: "km",
  passenger_distance: "passenger_km",
  vehicle_distance: "vehicle_km",
  nights: "night",
  currency: "USD",
};

export const UNITS: readonly UnitDef[] = [
  { id: "Wh", dimension: "energy", toBase: 0.001, name: "watt-hour", aliases: ["watt_hour"] },
  { id: "kWh", dimension: "energy", toBase: 1, name: "kilowatt-hour", aliases: ["kilowatt_hour", "kw_h"] },
  { id: "MWh", dimension: "energy", toBase: 1000, name: "megawatt-hour", aliases: ["megawatt_hour"] },
  { id: "GWh", dimension: "energy", toBase: 1e6, name: "gigawatt-hour", aliases: ["gigawatt_hour"] },
  { id: "MJ", dimension: "energy", toBase: 1 / 3.6, name: "megajoule", aliases: ["megajoule"] },
  { id: "GJ", dimension: "energy", toBase: 1000 / 3.6, name: "gigajoule", aliases: ["gigajoule"] },
  { id: "Btu", dimension: "energy", toBase: BTU_KWH, name: "British thermal unit", aliases: [] },
  { id: "kBtu", dimension: "energy", toBase: 1e3 * BTU_KWH, name: "thousand Btu", aliases: ["thousand_btu"] },
  { id: "therm", dimension: "energy", toBase: 1e5 * BTU_KWH, name: "therm", aliases: ["thm"] },
  {
    id: "mmBtu",
    dimension: "energy",
    toBase: 1e6 * BTU_KWH,
    name: "million Btu",
    aliases: ["mm_btu", "million_btu", "dth", "dekatherm", "decatherm"],
  },
  { id: "ml", dimension: "volume", toBase: 0.001, name: "millilitre", aliases: ["millilitre", "milliliter"] },
  { id: "litre", dimension: "volume", toBase: 1, name: "litre", aliases: ["l", "liter", "ltr", "lt"] },
  {
    id: "m3",
    dimension: "volume",
    toBase: 1000,
    name: "cubic metre",
    aliases: ["cubic_metre", "cubic_meter", "cu_m", "cbm", "sm3"],
  },
  {
    id: "scf",
    dimension: "volume",
    toBase: FT3_L,
    name: "standard cubic foot",
    aliases: ["ft3", "cf", "cu_ft", "cubic_foot", "cubic_feet", "standard_cubic_foot", "standard_cubic_feet"],
  },
  { id: "ccf", dimension: "volume", toBase: 100 * FT3_L, name: "hundred cubic feet", aliases: ["hcf"] },
  { id: "Mcf", dimension: "volume", toBase: 1000 * FT3_L, name: "thousand cubic feet", aliases: [] },
  {
    id: "US_gallon",
    dimension: "volume",
    toBase: 3.785411784,
    name: "US gallon",
    aliases: ["us_gal", "usgal", "gallon_us", "gal_us", "us_liquid_gallon"],
  },
  {
    id: "UK_gallon",
    dimension: "volume",
    toBase: 4.54609,
    name: "UK (imperial) gallon",
    aliases: ["imperial_gallon", "imp_gal", "imperial_gal", "uk_gal", "gallon_uk", "gal_uk", "imp_gallon"],
  },
  { id: "g", dimension: "mass", toBase: 0.001, name: "gram", aliases: ["gram", "gramme"] },
  { id: "kg", dimension: "mass", toBase: 1, name: "kilogram", aliases: ["kilogram", "kilo"] },
  {
    id: "tonne",
    dimension: "mass",
    toBase: 1000,
    name: "tonne",
    aliases: ["t", "metric_ton", "metric_tonne"],
  },
  { id: "lb", dimension: "mass", toBase: LB_KG, name: "pound (mass)", aliases: ["lbs", "lb_mass"] },
  { id: "short_ton", dimension: "mass", toBase: 2000 * LB_KG, name: "short ton", aliases: ["us_ton"] },
  {
    id: "long_ton",
    dimension: "mass",
    toBase: 2240 * LB_KG,
    name: "long ton",
    aliases: ["uk_ton", "imperial_ton"],
  },
  { id: "m", dimension: "distance", toBase: 0.001, name: "metre", aliases: ["metre", "meter"] },
  { id: "km", dimension: "distance", toBase: 1, name: "kilometre", aliases: ["kilometre", "kilometer"] },
  { id: "mile", dimension: "distance", toBase: MILE_KM, name: "mile", aliases: ["mi", "statute_mile"] },
  {
    id: "passenger_km",
    dimension: "passenger_distance",
    toBase: 1,
    name: "passenger-kilometre",
    aliases: ["pkm", "p_km", "pax_km", "passenger_kilometre", "passenger_kilometer"],
  },
  {
    id: "passenger_mile",
    dimension: "passenger_distance",
    toBase: MILE_KM,
    name: "passenger-mile",
    aliases: ["pmi", "passenger_mi", "pax_mile", "p_mile"],
  },
  {
    id: "vehicle_km",
    dimension: "vehicle_distance",
    toBase: 1,
    name: "vehicle-kilometre",
    aliases: ["vkm", "v_km", "vehicle_kilometre", "vehicle_kilometer"],
  },
  {
    id: "vehicle_mile",
    dimension: "vehicle_distance",
    toBase: MILE_KM,
    name: "vehicle-mile",
    aliases: ["vehicle_mi", "vmt", "v_mile"],
  },
  {
    id: "night",
    dimension: "nights",
    toBase: 1,
    name: "room-night",
    aliases: ["room_night", "hotel_night", "roomnight", "night_stay"],
  },
  {
    id: "USD",
    dimension: "currency",
    toBase: USD_PER_CURRENCY_2022.USD,
    name: "US dollar",
    aliases: ["$", "us$", "us_dollar", "dollar"],
  },
  {
    id: "GBP",
    dimension: "currency",
    toBase: USD_PER_CURRENCY_2022.GBP,
    name: "pound sterling",
    aliases: ["£", "pound_sterling", "sterling", "gbp_pound"],
  },
  {
    id: "EUR",
    dimension: "currency",
    toBase: USD_PER_CURRENCY_2022.EUR,
    name: "euro",
    aliases: ["€", "euro"],
  },
];

/** Names that mean different units to different people: refused with the choices rather than guessed. */
export const AMBIGUOUS_UNITS: Readonly<Record<string, readonly string[]>> = {
  gallon: ["US_gallon", "UK_gallon"],
  gal: ["US_gallon", "UK_gallon"],
  ton: ["tonne", "short_ton", "long_ton"],
  pound: ["lb", "GBP"],
  mbtu: ["kBtu", "mmBtu"],
};
