/**
 * Which tagged facts each report type carries, from the generator's input. VSME names come from the VSME
 * taxonomy (B3: EstimatedGreenhouseGasEmissionsTable, BreakdownOfEnergyConsumptionTable, the intensity line
 * items, Turnover, the target base year and target year); ESRS names from the ESRS digest, planned in
 * facts-plan-esrs.ts.
 */
import { esrsSections } from "./facts-plan-esrs";
import type { XbrlEmissions, XbrlReportInput, XbrlUncertainty } from "./figures";
import {
  type ContextKey,
  type FactSection,
  figureFact,
  intensityFacts,
  type PlannedFact,
  round2,
  tonnesFacts,
} from "./planned-fact";
import { rangeBeside, vsmeUncertaintySection } from "./uncertainty-facts";

export type { ContextKey, FactSection, PlannedFact, UnitKey } from "./planned-fact";

const EMISSION_LINES: [keyof XbrlEmissions | "scope12Location" | "scope12Market", string, string][] = [
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
  [
    "scope12Location",
    "TotalGrossLocationBasedScope1AndScope2GHGEmissions",
    "Total location-based Scope 1 and 2",
  ],
  ["scope12Market", "TotalGrossMarketBasedScope1AndScope2GHGEmissions", "Total market-based Scope 1 and 2"],
  ["scope3", "GrossScope3GreenhouseGasEmissions", "Gross Scope 3 GHG emissions"],
  ["totalLocation", "TotalGrossLocationBasedGHGEmissions", "Total (gross) location-based GHG emissions"],
  ["totalMarket", "TotalGrossMarketBasedGHGEmissions", "Total (gross) market-based GHG emissions"],
];

/** Scope 1 + 2 subtotals from the analysis' rounded scopes (exact in hundredths, so rounded only once). */
function withSubtotals(e: XbrlEmissions) {
  return {
    ...e,
    scope12Location: round2(e.scope1 + e.scope2Location),
    scope12Market: round2(e.scope1 + e.scope2Market),
  };
}

function vsmeEmissionFacts(e: XbrlEmissions, context: ContextKey, u?: XbrlUncertainty): PlannedFact[] {
  const lines = EMISSION_LINES.filter(([key]) => key !== "scope3" || e.scope3 > 0);
  // The Scope 1 + 2 subtotals have no Approach 1 range of their own in the analysis.
  const rangeOf = u
    ? (key: (typeof lines)[number][0]) =>
        key in u.ranges ? rangeBeside(u.ranges[key as keyof XbrlEmissions]) : undefined
    : undefined;
  return tonnesFacts("vsme", lines, withSubtotals(e), context, rangeOf);
}

function vsmeSections(input: XbrlReportInput): FactSection[] {
  const sections: FactSection[] = [];
  const energy = input.energy;
  if (energy) {
    const mwh = (concept: string, label: string, value: number, context: ContextKey = "current") =>
      figureFact(`vsme:${concept}`, label, round2(value), "MWh", { context });
    const facts = [
      mwh("TotalEnergyConsumption", "Total energy consumption", energy.totalMWh),
      mwh("TotalEnergyConsumption", "of which renewable", energy.renewableMWh, "renewable"),
      mwh(
        "TotalEnergyConsumption",
        "of which non-renewable (fossil and nuclear)",
        energy.fossilMWh + energy.nuclearMWh,
        "nonRenewable",
      ),
    ];
    if (energy.electricityMWh !== undefined)
      facts.push(
        mwh("EnergyConsumptionFromElectricity", "Energy consumption from electricity", energy.electricityMWh),
      );
    if (energy.fuelsMWh !== undefined)
      facts.push(mwh("EnergyConsumptionFromFuels", "Energy consumption from fuels", energy.fuelsMWh));
    sections.push({ heading: `Energy consumption (MWh), ${input.year}`, facts });
  }
  sections.push({
    heading: `Estimated greenhouse gas emissions (t CO2e), ${input.year}`,
    facts: vsmeEmissionFacts(input.emissions, "current", input.uncertainty),
  });
  if (input.revenue && input.revenue.amount > 0) {
    const { amount } = input.revenue;
    const e = withSubtotals(input.emissions);
    sections.push({
      heading: `Greenhouse gas emission intensity per turnover (t CO2e per million ${input.revenue.currency})`,
      facts: intensityFacts(
        { concept: "vsme:Turnover", label: `Turnover (${input.revenue.currency})`, amount },
        [
          [
            "vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased",
            "Location-based Scope 1 and 2 intensity",
            e.scope12Location,
          ],
          [
            "vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueMarketBased",
            "Market-based Scope 1 and 2 intensity",
            e.scope12Market,
          ],
          [
            "vsme:TotalLocationBasedGreenhouseGasEmissionsIntensityValue",
            "Total location-based intensity",
            e.totalLocation,
          ],
          [
            "vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue",
            "Total market-based intensity",
            e.totalMarket,
          ],
        ],
      ),
    });
  }
  const targetFacts: PlannedFact[] = [];
  if (input.baseline) {
    targetFacts.push({
      concept: "vsme:GreenhouseGasEmissionReductionTargetBaseYear",
      label: "Base year",
      value: String(input.baseline.year),
      shown: String(input.baseline.year),
      unit: null,
      context: "end",
    });
  }
  if (input.targetYear !== null) {
    targetFacts.push({
      concept: "vsme:GreenhouseGasEmissionReductionTargetYear",
      label: "Net-zero target year",
      value: String(input.targetYear),
      shown: String(input.targetYear),
      unit: null,
      context: "end",
    });
  }
  if (input.baseline) {
    targetFacts.push(
      ...vsmeEmissionFacts(input.baseline, "baseline").map((f) => ({
        ...f,
        label: `${f.label} (base year ${input.baseline?.year})`,
      })),
    );
  }
  if (targetFacts.length > 0) {
    sections.push({ heading: "Base year and target year", facts: targetFacts });
  }
  sections.push(...vsmeUncertaintySection(input));
  return sections;
}

export function planSections(input: XbrlReportInput): FactSection[] {
  return input.type === "vsme-b3" ? vsmeSections(input) : esrsSections(input);
}

/** What a reader of the package should know about what is (not) tagged and how it is identified. */
export function planWarnings(input: XbrlReportInput): string[] {
  const warnings: string[] = [];
  if (!input.entity.lei) {
    warnings.push(
      "The company profile has no LEI: the entity is identified by the platform's company id (scheme urn:esg-platform:company-id). Add the LEI in Settings → Company before filing.",
    );
  }
  if (!input.energy) {
    warnings.push(
      "Energy consumption is not included: the year has no energy rows (fuel or purchased electricity, heat and steam).",
    );
  }
  if (input.isPartial) {
    warnings.push(`${input.year} is a partial year: the figures cover only the months with data.`);
  }
  if (!input.revenue) {
    warnings.push(`No revenue is recorded for ${input.year}, so no intensity per revenue is reported.`);
  }
  if (input.type === "esrs-e1" && input.baseline) {
    warnings.push(
      `The base year ${input.baseline.year} is stated by the period of the base-year facts (CurrentlyStatedBaselineMilestonesOrTargetYearsAxis = BaselineYearMember); no line item of the ESRS E1-5 or E1-6 tables holds the year itself, so it is not tagged.`,
    );
  }
  return warnings;
}
