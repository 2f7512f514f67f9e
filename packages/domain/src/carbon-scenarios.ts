/**
 * Reduction scenarios sized from the company's own breakdown (spec part 1 §2 "Reduction Scenarios";
 * issue 3). Each scenario's `targetReduction` is the share of the total (%) it would avoid; actions name the
 * tonnes. Fields that cannot be derived from the data (investment) keep the spec §9 defaults.
 */
import { FLEET_FUEL_KEYS } from "./carbon-breakdown";
import { humanizeKey, type ReductionScenario, SCENARIO_DEFAULTS } from "./carbon-status";
import { getEmissionFactor } from "./ghg";

export type ScenarioInput = {
  scope1Details: Readonly<Record<string, number>>;
  scope2Details: Readonly<Record<string, number>>;
  scope3Details: Readonly<Record<string, number>>;
  /** t CO2e */
  total: number;
};

export type SizedScenario = ReductionScenario & { annualSavings: number; basis: string };

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
  /** Share of purchased electricity moved to a renewable tariff or PPA (market-based scope 2 → 0). */
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
const sum = (m: Readonly<Record<string, number>>, keys?: (k: string) => boolean) =>
  Object.entries(m).reduce((s, [k, v]) => (keys && !keys(k) ? s : s + v), 0);
const t = (n: number) => `${round1(n).toLocaleString("en-GB")} t CO2e`;

function sized(
  savings: number,
  total: number,
  s: Omit<SizedScenario, "annualSavings" | "targetReduction">,
): SizedScenario {
  return {
    ...s,
    annualSavings: round1(savings),
    targetReduction: total > 0 ? round1((savings / total) * 100) : 0,
  };
}

/** The scenarios the data supports, keyed by camel-case name; none without data. */
export function reductionScenarios(input: ScenarioInput): Record<string, SizedScenario> {
  const { total } = input;
  const out: Record<string, SizedScenario> = {};
  if (!(total > 0)) return out;
  const A = SCENARIO_ASSUMPTIONS;

  const electricity = input.scope2Details.electricity ?? 0;
  if (electricity > 0) {
    const savings = electricity * A.renewableShare;
    out.renewableElectricity = sized(savings, total, {
      actions: [
        `Move purchased electricity (${t(electricity)} location-based) to a REGO-backed renewable tariff or a PPA`,
        "Install on-site solar PV on roof space to cut grid imports",
        "Report scope 2 market-based alongside location-based (GHG Protocol Scope 2 Guidance)",
      ],
      timeline: "6-12 months",
      investment: SCENARIO_DEFAULTS.investment,
      basis: `Scope 2 electricity of the reporting year, ${A.renewableShare * 100}% switched`,
    });
  }

  const fleet = sum(input.scope1Details, (k) => FLEET_FUEL_KEYS.has(k));
  if (fleet > 0) {
    const ratio = evToDieselRatio();
    const savings = fleet * A.fleetShare * (1 - ratio);
    const fuels = Object.keys(input.scope1Details)
      .filter((k) => FLEET_FUEL_KEYS.has(k))
      .map(humanizeKey);
    out.fleetElectrification = sized(savings, total, {
      actions: [
        `Replace ${fuels.join(" and ").toLowerCase()} vehicles (${t(fleet)}) with battery-electric models at renewal`,
        "Install workplace charge points and a depot charging plan",
        "Add telematics and driver training to cut fuel use in the remaining fleet",
      ],
      timeline: "24-36 months",
      investment: SCENARIO_DEFAULTS.investment,
      basis: `Scope 1 fleet fuel × (1 − ${round1(ratio * 100)}%): a battery-electric car emits ${round1(ratio * 100)}% of a diesel car per km (DESNZ 2024, UK grid)`,
    });
  }

  const travel = input.scope3Details.businessTravel ?? 0;
  if (travel > 0) {
    out.travelPolicy = sized(travel * A.travelCut, total, {
      actions: [
        "Rail first for UK and near-Europe journeys; economy class on flights",
        "Replace one in three long-haul meetings with video calls",
        `Set a travel carbon budget against this year's ${t(travel)}`,
      ],
      timeline: "3-6 months",
      investment: SCENARIO_DEFAULTS.investment,
      basis: `Scope 3 category 6 (business travel) cut by ${A.travelCut * 100}% (policy target)`,
    });
  }

  const stationary = sum(input.scope1Details, (k) => !FLEET_FUEL_KEYS.has(k));
  const energy = stationary + sum(input.scope2Details);
  if (energy > 0) {
    out.energyEfficiency = sized(energy * A.efficiencyCut, total, {
      actions: [
        "LED lighting, compressed-air leak repair and variable-speed drives on motors",
        "Heat recovery from process plant and boiler controls",
        "Sub-metering to find and hold the savings (ISO 50001)",
      ],
      timeline: SCENARIO_DEFAULTS.timeline,
      investment: SCENARIO_DEFAULTS.investment,
      basis: `Fuel burned on site and purchased energy (${t(energy)}) cut by ${A.efficiencyCut * 100}%`,
    });
  }

  const supply =
    (input.scope3Details.purchasedGoodsAndServices ?? 0) + (input.scope3Details.upstreamTransportation ?? 0);
  if (supply > 0) {
    out.supplyChain = sized(supply * A.supplierCut, total, {
      actions: [
        "Ask the largest suppliers for product carbon footprints and science-based targets",
        "Prefer low-carbon and recycled-content materials in tenders",
        "Consolidate freight loads and shift long-distance road freight to rail",
      ],
      timeline: "18-36 months",
      investment: SCENARIO_DEFAULTS.investment,
      basis: `Purchased goods and upstream freight (${t(supply)}) cut by ${A.supplierCut * 100}%`,
    });
  }
  return out;
}
