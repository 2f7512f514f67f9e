/**
 * Scope and category rules of the GHG Protocol Corporate Standard, Scope 2 Guidance and Scope 3 Technical
 * Guidance, as summarised in emission-factors.md §3:
 * - fuel burned in owned or controlled sources → scope 1;
 * - purchased electricity, heat, steam and cooling → scope 2 (location-based; market-based as well when
 *   the row carries a supplier or certificate factor);
 * - well-to-tank and T&D losses of purchased energy → scope 3 category 3 (never scope 2);
 * - business travel (flights, rail, road, hotels) and its well-to-tank → scope 3 category 6 (DESNZ);
 * - spend → scope 3, category by what was bought (1 by default; 2, 4, 5 or 6 by NAICS sector).
 */
import { z } from "zod";
import { BIOENERGY_FUELS } from "./bioenergy";

export type GhgScope = 1 | 2 | 3;

export const GHG_PROTOCOL_CATEGORIES = {
  1: "Purchased goods and services",
  2: "Capital goods",
  3: "Fuel- and energy-related activities (not included in scope 1 or scope 2)",
  4: "Upstream transportation and distribution",
  5: "Waste generated in operations",
  6: "Business travel",
  7: "Employee commuting",
  8: "Upstream leased assets",
  9: "Downstream transportation and distribution",
  10: "Processing of sold products",
  11: "Use of sold products",
  12: "End-of-life treatment of sold products",
  13: "Downstream leased assets",
  14: "Franchises",
  15: "Investments",
} as const;

export type GhgCategory = keyof typeof GHG_PROTOCOL_CATEGORIES;
export const ghgCategorySchema = /* @__PURE__ */ z.literal([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
] as const satisfies readonly GhgCategory[]);

export function ghgCategoryName(category: GhgCategory): string {
  return GHG_PROTOCOL_CATEGORIES[category];
}

export type ActivityKind =
  | "stationary_combustion"
  | "mobile_combustion"
  | "purchased_electricity"
  | "purchased_heat"
  | "energy_upstream"
  | "business_travel"
  | "spend"
  | "other";

export type ScopeAssignment = { kind: ActivityKind; scope: GhgScope; category: GhgCategory | null };

/** Road and air fuels: the ones that move to category 6 when the vehicle is not owned or controlled. */
const MOBILE_FUELS = /* @__PURE__ */ new Set([
  "diesel",
  "diesel_100pct_mineral",
  "petrol",
  "petrol_100pct_mineral",
  "jet_fuel",
]);
const STATIONARY_FUELS = /* @__PURE__ */ new Set([
  "natural_gas",
  "lpg",
  "propane",
  "heating_oil",
  "heating_oil_kerosene",
  "kerosene",
  "gas_oil",
  "fuel_oil",
  "residual_fuel_oil",
]);
const TRAVEL_PREFIXES = ["flight_", "rail_", "bus", "coach", "taxi_", "car_", "hotel_", "ferry"];

/** NAICS-6 prefixes whose spend is not category 1 (Scope 3 Technical Guidance; emission-factors.md §3.6). */
const SPEND_CATEGORY_PREFIXES: readonly [prefix: string, category: GhgCategory][] = [
  // Passenger transport and accommodation → business travel.
  ["481111", 6],
  ["481211", 6],
  ["483112", 6],
  ["483114", 6],
  ["483212", 6],
  ["485", 6],
  ["532111", 6],
  ["532112", 6],
  ["721", 6],
  // Freight, couriers, postal and warehousing → upstream transportation and distribution.
  ["481112", 4],
  ["481212", 4],
  ["482", 4],
  ["483", 4],
  ["484", 4],
  ["486", 4],
  ["488", 4],
  ["491", 4],
  ["492", 4],
  ["493", 4],
  // Waste collection and treatment → waste generated in operations.
  ["562", 5],
  // Construction → capital goods.
  ["23", 2],
];

/** Default scope 3 category of spend in a NAICS-6 sector; longest matching prefix wins. */
export function spendCategoryForNaics(naics: string): GhgCategory {
  let best: [string, GhgCategory] | undefined;
  for (const entry of SPEND_CATEGORY_PREFIXES) {
    if (naics.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1] ?? 1;
}

/** Rule-based scope of a factor-file activity id; null when no rule covers it. */
export function classifyActivity(activity: string): ScopeAssignment | null {
  if (activity.startsWith("spend_naics_")) {
    return {
      kind: "spend",
      scope: 3,
      category: spendCategoryForNaics(activity.slice("spend_naics_".length)),
    };
  }
  if (TRAVEL_PREFIXES.some((p) => activity.startsWith(p))) {
    return { kind: "business_travel", scope: 3, category: 6 };
  }
  if (/(^|_)wtt(_|$)/.test(activity) || activity === "electricity_td_losses") {
    return { kind: "energy_upstream", scope: 3, category: 3 };
  }
  if (activity === "electricity_grid") return { kind: "purchased_electricity", scope: 2, category: null };
  if (activity === "district_heat" || activity === "steam" || activity === "district_cooling") {
    return { kind: "purchased_heat", scope: 2, category: null };
  }
  if (MOBILE_FUELS.has(activity)) return { kind: "mobile_combustion", scope: 1, category: null };
  if (STATIONARY_FUELS.has(activity)) return { kind: "stationary_combustion", scope: 1, category: null };
  // Biomass and biofuels burnt are scope 1 like the fossil fuels they replace (their CH4 and N2O; the CO2 is
  // biogenic, outside the scopes).
  const bio = Object.hasOwn(BIOENERGY_FUELS, activity) ? BIOENERGY_FUELS[activity] : undefined;
  if (bio) {
    return { kind: bio.road ? "mobile_combustion" : "stationary_combustion", scope: 1, category: null };
  }
  return null;
}

export type ScopeOptions = {
  /**
   * False when the fuel was burned in a vehicle or plant the company neither owns nor controls
   * (grey fleet, hire car paid by mileage, a landlord's boiler). Default true. Such fuel is not scope 1:
   * road and air fuel goes to category 6 (business travel), other fuel to category 8 (upstream leased
   * assets). emission-factors.md §3.1.
   */
  ownedOrControlled?: boolean;
  /** A different scope 3 category, e.g. 2 for a capitalised computer bought on a spend basis. */
  category?: GhgCategory;
};

export type ScopeRuleError = { code: "category_not_allowed"; scope: GhgScope; message: string };

/**
 * Scope and category of one activity row: the rules above, the factor's own tags where no rule applies,
 * then the row's ownership flag and category override.
 */
export function assignScope(
  activity: string,
  factorTags: { scope: GhgScope; category: GhgCategory | null },
  options: ScopeOptions = {},
): { ok: true; value: ScopeAssignment } | { ok: false; error: ScopeRuleError } {
  let result: ScopeAssignment = classifyActivity(activity) ?? { kind: "other", ...factorTags };
  if (result.scope === 1 && options.ownedOrControlled === false) {
    result = { ...result, scope: 3, category: result.kind === "mobile_combustion" ? 6 : 8 };
  }
  if (options.category !== undefined) {
    if (result.scope !== 3) {
      return {
        ok: false,
        error: {
          code: "category_not_allowed",
          scope: result.scope,
          message: `A GHG Protocol category applies to scope 3 only; "${activity}" is scope ${result.scope}`,
        },
      };
    }
    result = { ...result, category: options.category };
  }
  return { ok: true, value: result };
}
