/**
 * The tagged facts of the esrs-e1 package. Every name is in the ESRS digest (esrs-taxonomy.data.json, from
 * common/esrs_cor.xsd of ESRS Set 1, 2023-12-22) and sits in the table the taxonomy gives it: E1-5 energy in
 * DisclosureOfEnergyConsumptionAndMixTable, E1-6 per scope and totals in
 * GrossScopes123AndTotalGHGEmissionsGHGEmissionsPerScopeTable, intensities and the net revenue they divide by
 * in GrossScopes123AndTotalGHGEmissionsOtherNumericalDisclosuresTable. The base year's figures are the same
 * E1-6 line items on CurrentlyStatedBaselineMilestonesOrTargetYearsAxis = BaselineYearMember, the place those
 * tables give the base year.
 */
import type { EnergyLine } from "../carbon-energy";
import type { XbrlEmissions, XbrlEnergy, XbrlReportInput, XbrlUncertainty } from "./figures";
import {
  type ContextKey,
  type FactSection,
  figureFact,
  intensityFacts,
  type PlannedFact,
  tonnesFacts,
} from "./planned-fact";
import { esrsUncertaintySections, rangeBeside } from "./uncertainty-facts";

/** E1-5 AR 34 lines → ESRS concepts (def_esrs_301050.xml puts them under the fossil and renewable totals). */
const ENERGY_LINE_CONCEPTS: readonly [EnergyLine, string, string][] = [
  ["coal", "FuelConsumptionFromCoalAndCoalProducts", "Fuel consumption from coal and coal products"],
  [
    "oil",
    "FuelConsumptionFromCrudeOilAndPetroleumProducts",
    "Fuel consumption from crude oil and petroleum products",
  ],
  ["natural_gas", "FuelConsumptionFromNaturalGas", "Fuel consumption from natural gas"],
  ["other_fossil", "FuelConsumptionFromOtherFossilSources", "Fuel consumption from other fossil sources"],
  [
    "purchased_fossil",
    "ConsumptionOfPurchasedOrAcquiredElectricityHeatSteamOrCoolingFromFossilSources",
    "Purchased or acquired electricity, heat, steam and cooling from fossil sources",
  ],
  [
    "renewable_fuels",
    "FuelConsumptionFromRenewableSources",
    "Fuel consumption from renewable sources, including biomass",
  ],
  [
    "purchased_renewable",
    "ConsumptionOfPurchasedOrAcquiredElectricityHeatSteamAndCoolingFromRenewableSources",
    "Purchased or acquired electricity, heat, steam and cooling from renewable sources",
  ],
  [
    "self_generated_renewable",
    "ConsumptionOfSelfgeneratedNonfuelRenewableEnergy",
    "Self-generated non-fuel renewable energy",
  ],
];

/** MWh to thousandths, exactly as GET /api/carbon/energy states them, so the facts equal the endpoint. */
const mwhFact = (local: string, label: string, mwh: number) =>
  figureFact(`esrs:${local}`, label, mwh, "MWh", { decimals: 3 });

/** A share shown as a percentage (hundredths of a percent) and tagged as the ratio percentItemType holds. */
function shareFact(local: string, label: string, pct: number): PlannedFact {
  return {
    concept: `esrs:${local}`,
    label,
    value: Math.round(pct * 100) / 10000,
    shown: pct,
    unit: "pure",
    context: "current",
    decimals: 4,
    scale: -2,
  };
}

function energySection(energy: XbrlEnergy, year: number): FactSection {
  const lines = energy.lines;
  const line = (l: EnergyLine) => lines?.[l] ?? 0;
  const facts: PlannedFact[] = [
    mwhFact("EnergyConsumptionRelatedToOwnOperations", "Total energy consumption", energy.totalMWh),
    mwhFact("EnergyConsumptionFromFossilSources", "from fossil sources", energy.fossilMWh),
    ...(lines
      ? ENERGY_LINE_CONCEPTS.slice(0, 5).map(([l, local, label]) => mwhFact(local, `— ${label}`, line(l)))
      : []),
    mwhFact("EnergyConsumptionFromNuclearSources", "from nuclear sources", energy.nuclearMWh),
    mwhFact("EnergyConsumptionFromRenewableSources", "from renewable sources", energy.renewableMWh),
    ...(lines
      ? ENERGY_LINE_CONCEPTS.slice(5).map(([l, local, label]) => mwhFact(local, `— ${label}`, line(l)))
      : []),
  ];
  const shares = energy.sharesPct;
  if (shares?.fossil != null)
    facts.push(
      shareFact("PercentageOfFossilSourcesInTotalEnergyConsumption", "Fossil share (%)", shares.fossil),
    );
  if (shares?.nuclear != null)
    facts.push(
      shareFact(
        "PercentageOfEnergyConsumptionFromNuclearSourcesInTotalEnergyConsumption",
        "Nuclear share (%)",
        shares.nuclear,
      ),
    );
  if (shares?.renewable != null)
    facts.push(
      shareFact(
        "PercentageOfRenewableSourcesInTotalEnergyConsumption",
        "Renewable share (%)",
        shares.renewable,
      ),
    );
  return { heading: `E1-5 Energy consumption and mix (MWh), ${year}`, facts };
}

const EMISSION_LINES: readonly [keyof XbrlEmissions, string, string][] = [
  ["scope1", "GrossScope1GreenhouseGasEmissions", "Gross Scope 1 GHG emissions"],
  [
    "scope2Location",
    "GrossLocationBasedScope2GreenhouseGasEmissions",
    "Gross location-based Scope 2 GHG emissions",
  ],
  [
    "scope2Market",
    "GrossMarketBasedScope2GreenhouseGasEmissions",
    "Gross market-based Scope 2 GHG emissions",
  ],
  ["scope3", "GrossScope3GreenhouseGasEmissions", "Gross Scope 3 GHG emissions"],
  ["totalLocation", "LocationBasedGreenhouseGasEmissions", "Total GHG emissions (location-based)"],
  ["totalMarket", "MarketBasedGreenhouseGasEmissions", "Total GHG emissions (market-based)"],
];

function emissionFacts(e: XbrlEmissions, context: ContextKey, u?: XbrlUncertainty): PlannedFact[] {
  return tonnesFacts("esrs", EMISSION_LINES, e, context, u ? (key) => rangeBeside(u.ranges[key]) : undefined);
}

export function esrsSections(input: XbrlReportInput): FactSection[] {
  const e = input.emissions;
  const sections: FactSection[] = [];
  if (input.energy) sections.push(energySection(input.energy, input.year));
  sections.push({
    heading: `E1-6 Gross Scopes 1, 2, 3 and total GHG emissions (t CO2e), ${input.year}`,
    facts: emissionFacts(e, "current", input.uncertainty),
  });
  if (input.revenue && input.revenue.amount > 0) {
    const { amount, currency } = input.revenue;
    sections.push({
      heading: `GHG intensity per net revenue (t CO2e per million ${currency})`,
      facts: intensityFacts(
        {
          concept: "esrs:NetRevenueUsedToCalculateGHGIntensity",
          label: `Net revenue used to calculate GHG intensity (${currency})`,
          amount,
        },
        [
          [
            "esrs:GHGEmissionsIntensityLocationbasedTotalGHGEmissionsPerNetRevenue",
            "Total GHG emissions (location-based) per net revenue",
            e.totalLocation,
          ],
          [
            "esrs:GHGEmissionsIntensityMarketbasedTotalGHGEmissionsPerNetRevenue",
            "Total GHG emissions (market-based) per net revenue",
            e.totalMarket,
          ],
        ],
      ),
    });
  }
  if (input.baseline) {
    const b = input.baseline;
    sections.push({
      heading: `Base year ${b.year}: gross Scopes 1, 2, 3 and total GHG emissions (t CO2e)`,
      facts: emissionFacts(b, "baseline"),
    });
  }
  sections.push(...esrsUncertaintySections(input));
  return sections;
}
