/**
 * Builds the ESRS digest the XBRL validator reads (packages/domain/src/xbrl/esrs-taxonomy.data.json) from
 * common/esrs_cor.xsd of EFRAG's ESRS Set 1 XBRL taxonomy (2023-12-22). Only the concepts the esrs-e1 package
 * tags are kept, each with what the rules check (data type, base type, period type, abstract, balance), read
 * from its xsd:element declaration; a name the schema does not declare stops the build rather than being kept.
 * The axes and the summations between these concepts come from the taxonomy's linkbases, listed below.
 * Usage: node scripts/xbrl-esrs-digest.mjs <esrs_cor.xsd> [out.json]
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

const [source, out = "packages/domain/src/xbrl/esrs-taxonomy.data.json"] = process.argv.slice(2);
if (!source) {
  console.error("usage: node scripts/xbrl-esrs-digest.mjs <esrs_cor.xsd> [out.json]");
  process.exit(2);
}

// The E1-5 and E1-6 line items the generator tags, with the linkbase role that places them.
const CONCEPTS = [
  // [301051] E1-5 Energy consumption and mix (def_esrs_301050.xml, table DisclosureOfEnergyConsumptionAndMixTable)
  "EnergyConsumptionRelatedToOwnOperations",
  "EnergyConsumptionFromFossilSources",
  "FuelConsumptionFromCoalAndCoalProducts",
  "FuelConsumptionFromCrudeOilAndPetroleumProducts",
  "FuelConsumptionFromNaturalGas",
  "FuelConsumptionFromOtherFossilSources",
  "ConsumptionOfPurchasedOrAcquiredElectricityHeatSteamOrCoolingFromFossilSources",
  "EnergyConsumptionFromNuclearSources",
  "EnergyConsumptionFromRenewableSources",
  "FuelConsumptionFromRenewableSources",
  "ConsumptionOfPurchasedOrAcquiredElectricityHeatSteamAndCoolingFromRenewableSources",
  "ConsumptionOfSelfgeneratedNonfuelRenewableEnergy",
  "PercentageOfFossilSourcesInTotalEnergyConsumption",
  "PercentageOfEnergyConsumptionFromNuclearSourcesInTotalEnergyConsumption",
  "PercentageOfRenewableSourcesInTotalEnergyConsumption",
  // [301063] E1-6.3 GHG emissions per scope (def_esrs_301060.xml; totals in cal_esrs_301060.xml)
  "GrossScope1GreenhouseGasEmissions",
  "GrossLocationBasedScope2GreenhouseGasEmissions",
  "GrossMarketBasedScope2GreenhouseGasEmissions",
  "GrossScope3GreenhouseGasEmissions",
  "LocationBasedGreenhouseGasEmissions",
  "MarketBasedGreenhouseGasEmissions",
  // [301069] E1-6.9 other numerical disclosures (def_esrs_301061.xml): intensity per net revenue
  "GHGEmissionsIntensityLocationbasedTotalGHGEmissionsPerNetRevenue",
  "GHGEmissionsIntensityMarketbasedTotalGHGEmissionsPerNetRevenue",
  "NetRevenueUsedToCalculateGHGIntensity",
  // [301069] the same table: E1-6 AR 46 (g), share of scope 3 calculated from primary data
  "PercentageOfGrossScope3GreenhouseGasEmissionsCalculatedUsingPrimaryDataObtainedFromSuppliersOrOtherValueChainPartners",
  // [200521] ESRS 2 BP-2 (def_esrs_200520.xml, DisclosuresInRelationToSpecificCircumstancesTable, whose only
  // axis is ReportingScopeAxis): sources of estimation and outcome uncertainty, as text blocks
  "InformationAboutSourcesOfMeasurementUncertaintyExplanatory",
  "DisclosureOfAssumptionsApproximationsAndJudgementsMadeInMetricMeasurementExplanatory",
];

// Both tables above carry the same two explicit axes (closed hypercubes, scenario); the defaults are those of
// dim_esrs_990000.xml. Every name here is checked against the schema below like the concepts.
const AXES = {
  CurrentlyStatedBaselineMilestonesOrTargetYearsAxis: [
    "CurrentlyStatedBaselineMilestonesOrTargetYearsMember",
    "BaselineYearMember",
    "MilestonesAndTargetYearsMember",
  ],
  ReportingScopeAxis: ["CurrentlyStatedCorrectedOrRevisedRetrospectiveMember", "PreviouslyStatedMember"],
};
const AXIS_DEFAULTS = {
  CurrentlyStatedBaselineMilestonesOrTargetYearsAxis: "CurrentlyStatedBaselineMilestonesOrTargetYearsMember",
  ReportingScopeAxis: "CurrentlyStatedCorrectedOrRevisedRetrospectiveMember",
};

// Calculations 1.1 summation-item relationships between the concepts above (all weight 1): the E1-5 energy
// totals from cal_esrs_301050.xml and the E1-6 totals from cal_esrs_301060.xml.
const SUMMATIONS = {
  EnergyConsumptionRelatedToOwnOperations: [
    "EnergyConsumptionFromFossilSources",
    "EnergyConsumptionFromNuclearSources",
    "EnergyConsumptionFromRenewableSources",
  ],
  EnergyConsumptionFromFossilSources: [
    "FuelConsumptionFromCoalAndCoalProducts",
    "FuelConsumptionFromCrudeOilAndPetroleumProducts",
    "FuelConsumptionFromNaturalGas",
    "FuelConsumptionFromOtherFossilSources",
    "ConsumptionOfPurchasedOrAcquiredElectricityHeatSteamOrCoolingFromFossilSources",
  ],
  EnergyConsumptionFromRenewableSources: [
    "FuelConsumptionFromRenewableSources",
    "ConsumptionOfPurchasedOrAcquiredElectricityHeatSteamAndCoolingFromRenewableSources",
    "ConsumptionOfSelfgeneratedNonfuelRenewableEnergy",
  ],
  LocationBasedGreenhouseGasEmissions: [
    "GrossScope1GreenhouseGasEmissions",
    "GrossLocationBasedScope2GreenhouseGasEmissions",
    "GrossScope3GreenhouseGasEmissions",
  ],
  MarketBasedGreenhouseGasEmissions: [
    "GrossScope1GreenhouseGasEmissions",
    "GrossMarketBasedScope2GreenhouseGasEmissions",
    "GrossScope3GreenhouseGasEmissions",
  ],
};

// The XBRL base type of each data type used (DTR 2024-01-31 derives these dtr-types from xbrli types).
const BASE_TYPES = {
  "dtr-types:ghgEmissionsItemType": "xbrli:decimalItemType",
  "dtr-types:energyItemType": "xbrli:decimalItemType",
  "dtr-types:ghgEmissionsPerMonetaryItemType": "xbrli:decimalItemType",
  "dtr-types:percentItemType": "xbrli:pureItemType",
  "dtr-types:domainItemType": "xbrli:stringItemType",
  "dtr-types:textBlockItemType": "xbrli:stringItemType",
  "xbrli:monetaryItemType": "xbrli:monetaryItemType",
  "xbrli:stringItemType": "xbrli:stringItemType",
};

const xsd = readFileSync(source, "utf8");
const namespace = /targetNamespace="([^"]+)"/.exec(xsd)?.[1];
if (namespace !== "https://xbrl.efrag.org/taxonomy/esrs/2023-12-22") {
  console.error(`${source} is not the ESRS 2023-12-22 core schema (targetNamespace ${namespace})`);
  process.exit(1);
}
const declarations = new Map();
for (const [element] of xsd.matchAll(/<xsd:element\b[^>]*>/g)) {
  const attrs = Object.fromEntries([...element.matchAll(/([\w:]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  if (attrs.name) declarations.set(attrs.name, attrs);
}
const declared = (name) => {
  const attrs = declarations.get(name);
  if (!attrs) {
    console.error(`${name} is not declared in ${source}`);
    process.exit(1);
  }
  const baseType = BASE_TYPES[attrs.type];
  if (!baseType) {
    console.error(`${name}: no base type known for ${attrs.type}`);
    process.exit(1);
  }
  return [
    attrs.type,
    baseType,
    attrs["xbrli:periodType"],
    attrs.abstract === "true" ? 1 : 0,
    attrs["xbrli:balance"] ?? null,
    attrs.substitutionGroup,
  ];
};
const concepts = {};
for (const name of [...CONCEPTS].sort()) concepts[`esrs:${name}`] = declared(name);
const axes = {};
for (const [axis, members] of Object.entries(AXES)) {
  if (declared(axis)[5] !== "xbrldt:dimensionItem") {
    console.error(`${axis} is not a dimension`);
    process.exit(1);
  }
  for (const member of members) declared(member);
  axes[`esrs:${axis}`] = members.map((m) => `esrs:${m}`).sort();
}
const summations = {};
for (const [total, items] of Object.entries(SUMMATIONS)) {
  for (const name of [total, ...items]) {
    if (!CONCEPTS.includes(name)) {
      console.error(`summation ${total}: ${name} is not one of the digested concepts`);
      process.exit(1);
    }
  }
  summations[`esrs:${total}`] = items.map((i) => `esrs:${i}`);
}
const digest = {
  source:
    "EFRAG ESRS Set 1 XBRL taxonomy 2023-12-22, common/esrs_cor.xsd ((C) Copyright EFRAG); see packages/domain/data/xbrl/README.md",
  sha256: createHash("sha256").update(readFileSync(source)).digest("hex"),
  namespace,
  entryPoint: "https://xbrl.efrag.org/taxonomy/esrs/2023-12-22/esrs_all.xsd",
  columns: ["dataType", "baseDataType", "periodType", "abstract", "balance", "substitutionGroup"],
  concepts,
  axes,
  axisDefaults: Object.fromEntries(Object.entries(AXIS_DEFAULTS).map(([a, m]) => [`esrs:${a}`, `esrs:${m}`])),
  summations,
};
writeFileSync(out, `${JSON.stringify(digest, null, 2)}\n`);
console.log(`${Object.keys(concepts).length} concepts, ${Object.keys(axes).length} axes -> ${out}`);
