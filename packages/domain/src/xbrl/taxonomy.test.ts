import { describe, expect, it } from "vitest";
import esrsDigest from "./esrs-taxonomy.data.json";
import { ENTRY_POINTS, NS } from "./namespaces";
import { axisDefault, axisMembers, findConcept } from "./taxonomy";
import digest from "./vsme-taxonomy.data.json";

describe("the taxonomy digest", () => {
  it("is the VSME taxonomy the generator points at", () => {
    expect(digest.entryPoint).toBe(ENTRY_POINTS.vsme);
    expect(Object.keys(digest.concepts)).toHaveLength(2680);
  });

  it("knows the B3 concepts by name, type and period", () => {
    expect(findConcept("vsme:GrossScope1GreenhouseGasEmissions")).toMatchObject({
      dataType: "dtr-types:ghgEmissionsItemType",
      periodType: "duration",
      abstract: false,
      label: "Gross Scope 1 greenhouse gas emissions",
    });
    expect(findConcept("vsme:GreenhouseGasEmissionReductionTargetYear")?.periodType).toBe("instant");
    expect(findConcept("vsme:EstimatedGreenhouseGasEmissionsTable")?.abstract).toBe(true);
    expect(findConcept("esrs:GrossScope3GreenhouseGasEmissions")?.dataType).toBe(
      "dtr-types:ghgEmissionsItemType",
    );
    expect(findConcept("esrs:TotalGHGEmissions")).toBeNull();
  });

  it("is, for ESRS, the checked digest of esrs_cor.xsd (2023-12-22)", () => {
    expect(esrsDigest.namespace).toBe(NS.esrs);
    expect(esrsDigest.entryPoint).toBe(ENTRY_POINTS.esrs);
    expect(Object.keys(esrsDigest.concepts)).toHaveLength(27);
    expect(findConcept("esrs:LocationBasedGreenhouseGasEmissions")).toMatchObject({
      dataType: "dtr-types:ghgEmissionsItemType",
      baseDataType: "xbrli:decimalItemType",
      periodType: "duration",
      abstract: false,
      balance: null,
    });
    expect(findConcept("esrs:GHGEmissionsIntensityMarketbasedTotalGHGEmissionsPerNetRevenue")?.dataType).toBe(
      "dtr-types:ghgEmissionsPerMonetaryItemType",
    );
    expect(findConcept("esrs:EnergyConsumptionRelatedToOwnOperations")?.dataType).toBe(
      "dtr-types:energyItemType",
    );
    expect(findConcept("esrs:PercentageOfRenewableSourcesInTotalEnergyConsumption")?.baseDataType).toBe(
      "xbrli:pureItemType",
    );
    expect(findConcept("esrs:NetRevenueUsedToCalculateGHGIntensity")?.dataType).toBe(
      "xbrli:monetaryItemType",
    );
    // ESRS 2 BP-2's text blocks are strings: ix:nonNumeric facts.
    expect(findConcept("esrs:InformationAboutSourcesOfMeasurementUncertaintyExplanatory")).toMatchObject({
      dataType: "dtr-types:textBlockItemType",
      baseDataType: "xbrli:stringItemType",
      periodType: "duration",
    });
    expect(axisMembers("esrs:CurrentlyStatedBaselineMilestonesOrTargetYearsAxis")).toContain(
      "esrs:BaselineYearMember",
    );
    expect(axisDefault("esrs:ReportingScopeAxis")).toBe(
      "esrs:CurrentlyStatedCorrectedOrRevisedRetrospectiveMember",
    );
  });

  it("knows the axes, their members and defaults", () => {
    expect(axisMembers("vsme:ReportingScopesAxis")).toEqual([
      "vsme:BaselineYearMember",
      "vsme:CurrentlyStatedMember",
      "vsme:TargetYearMember",
    ]);
    expect(axisDefault("vsme:ReportingScopesAxis")).toBe("vsme:CurrentlyStatedMember");
    expect(axisMembers("vsme:NoSuchAxis")).toBeNull();
  });
});
