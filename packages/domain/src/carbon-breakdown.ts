/**
 * The keys of the Carbon Analysis breakdown (spec part 1 §3 `scopeNDetails`): scope 1 by fuel burned,
 * scope 2 by energy bought, scope 3 by GHG Protocol category (Scope 3 Standard, table 5.4). Keys are
 * camel case; the screen shows them as words (`humanizeKey`).
 */
import { humanizeKey } from "./carbon-status";
import type { ActivityKind, GhgCategory, GhgScope } from "./ghg";

/** Short camel-case names of the fifteen scope 3 categories. */
export const SCOPE3_CATEGORY_KEYS: Readonly<Record<GhgCategory, string>> = {
  1: "purchasedGoodsAndServices",
  2: "capitalGoods",
  3: "fuelAndEnergyRelatedActivities",
  4: "upstreamTransportation",
  5: "wasteGeneratedInOperations",
  6: "businessTravel",
  7: "employeeCommuting",
  8: "upstreamLeasedAssets",
  9: "downstreamTransportation",
  10: "processingOfSoldProducts",
  11: "useOfSoldProducts",
  12: "endOfLifeTreatmentOfSoldProducts",
  13: "downstreamLeasedAssets",
  14: "franchises",
  15: "investments",
};

/** Fuel ids that are the same fuel for reporting (DESNZ "100% mineral" variants). */
const FUEL_GROUP: Readonly<Record<string, string>> = {
  diesel_100pct_mineral: "diesel",
  petrol_100pct_mineral: "petrol",
  heating_oil_kerosene: "heating_oil",
  residual_fuel_oil: "fuel_oil",
  // An initialism: shown as "LPG", not "Lpg".
  lpg: "LPG",
  // Bioenergy (DESNZ "Bioenergy" rows): the names people know rather than the factor file's ids.
  biodiesel_hvo: "HVO",
  biodiesel_uco: "biodiesel_UCO",
  grass_straw: "grass_and_straw",
  methanol_bio: "bio_methanol",
  avtur_renewable: "renewable_jet_fuel",
};

export function camelCase(id: string): string {
  return id.replace(/[_-]+([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
}

/** Scope 1 keys of fuel burned in vehicles: what a fleet scenario can replace. */
export const FLEET_FUEL_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set(["diesel", "petrol", "jetFuel"]);

export type BreakdownInput = {
  scope: GhgScope;
  category: GhgCategory | null;
  kind: ActivityKind;
  /** Factor-file activity id. */
  activity: string;
};

/** The breakdown key of one calculated activity. */
export function emissionDetailKey(r: BreakdownInput): string {
  if (r.scope === 3) return r.category === null ? "otherIndirect" : SCOPE3_CATEGORY_KEYS[r.category];
  if (r.scope === 2) {
    if (r.kind === "purchased_electricity") return "electricity";
    if (r.kind === "purchased_heat") return "heatAndSteam";
    return camelCase(r.activity);
  }
  return camelCase(FUEL_GROUP[r.activity] ?? r.activity);
}

/** The label an emission activity shows as its category ("Natural Gas", "Business Travel"). */
export function emissionCategoryLabel(detailKey: string): string {
  return humanizeKey(detailKey);
}
