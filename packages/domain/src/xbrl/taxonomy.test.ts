import { describe, expect, it } from "vitest";
import { ENTRY_POINTS } from "./namespaces";
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
