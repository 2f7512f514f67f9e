/**
 * Reduction scenarios sized from the company's own breakdown (spec part 1 §2 "Reduction Scenarios", §3;
 * docs/decisions/018-analysis-basis.md).
 *
 * The scenarios are additive: each acts on its own emissions, or on what an earlier one leaves, in this order
 * (`SCENARIO_ORDER`):
 * 1. energyEfficiency: cuts fuel burned on site (scope 1 except vehicle fuel) and all purchased energy;
 * 2. renewableElectricity: switches the electricity that efficiency leaves, in MARKET-based tonnes (GHG
 *    Protocol Scope 2 Guidance: a tariff, certificate or PPA changes the market-based figure only; the
 *    location-based one does not move). The market-based electricity is the market-based Scope 2 less the
 *    other scope 2 energy at its location-based tonnes (heat and steam without an instrument take the
 *    location-based factor, ghg/market-based.ts): what is not already covered by a renewable instrument;
 * 3. fleetElectrification (scope 1 vehicle fuel), 4. travelPolicy (scope 3 category 6), 5. supplyChain
 *    (scope 3 categories 1 and 4): separate emissions, so nothing is counted twice.
 * The savings are therefore market-based tonnes, and `targetReduction` is their share (%) of the market-based
 * total (scope 1 + market-based scope 2 + scope 3): together they never exceed the emissions they act on.
 * Nothing here can price the measures, so `investment` says "Not estimated" rather than a placeholder.
 */
import { FLEET_FUEL_KEYS } from "./carbon-breakdown";
import { humanizeKey, type ReductionScenario, SCENARIO_DEFAULTS } from "./carbon-status";
import { getEmissionFactor } from "./ghg";

export type ScenarioInput = {
  /** t CO2e by breakdown key (carbon-analysis.ts); scope 2 location-based. */
  scope1Details: Readonly<Record<string, number>>;
  scope2Details: Readonly<Record<string, number>>;
  scope3Details: Readonly<Record<string, number>>;
  /** t CO2e, location-based: no scenarios when it is not positive (the shares are of the market-based total). */
  total: number;
  /**
   * t CO2e, the reporting year's market-based Scope 2. Without it, location-based electricity stands in
   * (said so in the renewable scenario's basis).
   */
  scope2MarketBased?: number;
};

export type SizedScenario = ReductionScenario & { annualSavings: number; basis: string };

/** The `investment` text: the system has no cost data to estimate one. */
export const INVESTMENT_NOT_ESTIMATED = "Not estimated";

/** The order in which the scenarios are applied; each acts on what the earlier ones leave. */
export const SCENARIO_ORDER = [
  "energyEfficiency",
  "renewableElectricity",
  "fleetElectrification",
  "travelPolicy",
  "supplyChain",
] as const;

/**
 * Battery-electric over diesel car, kg CO2e per vehicle-km (DESNZ 2024 "Business travel – land", average
 * car): the share of fleet fuel emissions that remains after electrification, on the UK grid.
 */
export function evToDieselRatio(): number {
  const bev = getEmissionFactor("uk-car_average_bev-desnz2024");
  const diesel = getEmissionFactor("uk-car_average_diesel-desnz2024");
  if (!bev || !diesel) throw new Error("The factor library lacks the DESNZ 2024 average-car factors");
  return bev.kgCO2ePerUnit / diesel.kgCO2ePerUnit;
}

/** Policy targets the scenarios assume (not measured figures); stated in each scenario's basis. */
export const SCENARIO_ASSUMPTIONS = {
  /** Share of the remaining purchased electricity moved to a renewable tariff or PPA (market-based → 0). */
  renewableShare: 1,
  /** Share of fleet fuel replaced by battery-electric vehicles. */
  fleetShare: 1,
  /** Cut of business-travel emissions from a rail-first, fewer-flights policy. */
  travelCut: 0.4,
  /** Energy saved by efficiency measures: the spec §9 default reduction (15 %). */
  efficiencyCut: SCENARIO_DEFAULTS.targetReduction / 100,
  /** Cut of purchased goods and freight emissions won through supplier engagement. */
  supplierCut: 0.1,
} as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (share: number) => `${round1(share * 100)}%`;
const sum = (m: Readonly<Record<string, number>>, keys?: (k: string) => boolean) =>
  Object.entries(m).reduce((s, [k, v]) => (keys && !keys(k) ? s : s + v), 0);
const t = (n: number) => `${round1(n).toLocaleString("en-GB")} t CO2e`;

export type ScenarioPools = {
  /** Scope 1 fuel burned on site (not vehicle fuel). */
  stationary: number;
  /** Scope 1 vehicle fuel. */
  fleet: number;
  /** Market-based t CO2e of purchased electricity not covered by a renewable instrument. */
  electricityMarketBased: number;
  /** Market-based t CO2e of the other purchased energy (heat, steam, cooling). */
  otherEnergyMarketBased: number;
  /** True when location-based electricity stood in for the market-based figure. */
  marketBasedMissing: boolean;
  businessTravel: number;
  supplyChain: number;
  /** Scope 1 + market-based scope 2 + scope 3: the denominator of `targetReduction`. */
  totalMarketBased: number;
};

/** The emissions each scenario acts on (t CO2e), kept apart so no tonne is claimed twice. */
export function scenarioPools(input: ScenarioInput): ScenarioPools {
  const electricityLocation = input.scope2Details.electricity ?? 0;
  const scope2Location = sum(input.scope2Details);
  const otherLocation = scope2Location - electricityLocation;
  const mb = input.scope2MarketBased;
  const marketBasedMissing = mb === undefined || !Number.isFinite(mb);
  let electricityMarketBased = electricityLocation;
  let otherEnergyMarketBased = otherLocation;
  if (!marketBasedMissing) {
    const scope2Market = Math.max(0, mb as number);
    electricityMarketBased =
      electricityLocation > 0 ? Math.min(scope2Market, Math.max(0, scope2Market - otherLocation)) : 0;
    otherEnergyMarketBased = scope2Market - electricityMarketBased;
  }
  return {
    stationary: sum(input.scope1Details, (k) => !FLEET_FUEL_KEYS.has(k)),
    fleet: sum(input.scope1Details, (k) => FLEET_FUEL_KEYS.has(k)),
    electricityMarketBased,
    otherEnergyMarketBased,
    marketBasedMissing,
    businessTravel: input.scope3Details.businessTravel ?? 0,
    supplyChain:
      (input.scope3Details.purchasedGoodsAndServices ?? 0) +
      (input.scope3Details.upstreamTransportation ?? 0),
    // From the parts, not `total` − location + market: no cancellation error, and every pool is inside it.
    totalMarketBased:
      sum(input.scope1Details) + electricityMarketBased + otherEnergyMarketBased + sum(input.scope3Details),
  };
}

/** The scenarios the data supports, keyed by camel-case name, in `SCENARIO_ORDER`; none without data. */
export function reductionScenarios(input: ScenarioInput): Record<string, SizedScenario> {
  const out: Record<string, SizedScenario> = {};
  if (!(input.total > 0)) return out;
  const A = SCENARIO_ASSUMPTIONS;
  const p = scenarioPools(input);
  const denominator = p.totalMarketBased;
  const share = `target reduction: % of the market-based total (${t(denominator)})`;
  const sized = (
    savings: number,
    s: Omit<SizedScenario, "annualSavings" | "targetReduction" | "investment">,
  ): SizedScenario => ({
    ...s,
    targetReduction: denominator > 0 ? round1((savings / denominator) * 100) : 0,
    investment: INVESTMENT_NOT_ESTIMATED,
    annualSavings: round1(savings),
  });

  // 1. Efficiency first: the energy not used is not bought renewable later.
  const energy = p.stationary + p.otherEnergyMarketBased + p.electricityMarketBased;
  const efficiencyOnElectricity = p.electricityMarketBased * A.efficiencyCut;
  if (energy > 0) {
    out.energyEfficiency = sized(energy * A.efficiencyCut, {
      actions: [
        "LED lighting, compressed-air leak repair and variable-speed drives on motors",
        "Heat recovery from process plant and boiler controls",
        "Sub-metering to find and hold the savings (ISO 50001)",
      ],
      timeline: SCENARIO_DEFAULTS.timeline,
      basis: `Applied first: fuel burned on site (${t(p.stationary)}) and purchased energy, market-based (${t(p.otherEnergyMarketBased + p.electricityMarketBased)}), cut by ${pct(A.efficiencyCut)} (spec default); ${share}`,
    });
  }

  // 2. Renewable electricity: the market-based electricity efficiency leaves.
  const remainingElectricity = p.electricityMarketBased - efficiencyOnElectricity;
  if (remainingElectricity > 0) {
    const stand = p.marketBasedMissing
      ? "no market-based Scope 2 supplied, so location-based electricity stands in"
      : "market-based Scope 2 less other purchased energy at location-based tonnes";
    out.renewableElectricity = sized(remainingElectricity * A.renewableShare, {
      actions: [
        `Move the remaining purchased electricity (${t(p.electricityMarketBased)} market-based, ${t(remainingElectricity)} after efficiency) to a REGO-backed renewable tariff or a PPA`,
        "Install on-site solar PV on roof space to cut grid imports",
        "Report scope 2 market-based alongside location-based (GHG Protocol Scope 2 Guidance)",
      ],
      timeline: "6-12 months",
      basis: `Applied after energy efficiency: market-based electricity not yet renewable (${t(p.electricityMarketBased)}: ${stand}) × (1 − ${pct(A.efficiencyCut)}) × ${pct(A.renewableShare)} switched; reduces market-based Scope 2 only (location-based is unchanged); ${share}`,
    });
  }

  // 3–5. Separate emissions: additive with the above.
  if (p.fleet > 0) {
    const ratio = evToDieselRatio();
    const fuels = Object.keys(input.scope1Details)
      .filter((k) => FLEET_FUEL_KEYS.has(k))
      .map(humanizeKey);
    out.fleetElectrification = sized(p.fleet * A.fleetShare * (1 - ratio), {
      actions: [
        `Replace ${fuels.join(" and ").toLowerCase()} vehicles (${t(p.fleet)}) with battery-electric models at renewal`,
        "Install workplace charge points and a depot charging plan",
        "Add telematics and driver training to cut fuel use in the remaining fleet",
      ],
      timeline: "24-36 months",
      basis: `Scope 1 vehicle fuel (not in energy efficiency) × ${pct(A.fleetShare)} × (1 − ${pct(ratio)}): a battery-electric car emits ${pct(ratio)} of a diesel car per km (DESNZ 2024, UK grid); ${share}`,
    });
  }

  if (p.businessTravel > 0) {
    out.travelPolicy = sized(p.businessTravel * A.travelCut, {
      actions: [
        "Rail first for UK and near-Europe journeys; economy class on flights",
        "Replace one in three long-haul meetings with video calls",
        `Set a travel carbon budget against this year's ${t(p.businessTravel)}`,
      ],
      timeline: "3-6 months",
      basis: `Scope 3 category 6 (business travel, ${t(p.businessTravel)}) cut by ${pct(A.travelCut)} (policy target); ${share}`,
    });
  }

  if (p.supplyChain > 0) {
    out.supplyChain = sized(p.supplyChain * A.supplierCut, {
      actions: [
        "Ask the largest suppliers for product carbon footprints and science-based targets",
        "Prefer low-carbon and recycled-content materials in tenders",
        "Consolidate freight loads and shift long-distance road freight to rail",
      ],
      timeline: "18-36 months",
      basis: `Purchased goods and upstream freight (scope 3 categories 1 and 4, ${t(p.supplyChain)}) cut by ${pct(A.supplierCut)}; ${share}`,
    });
  }
  return out;
}
