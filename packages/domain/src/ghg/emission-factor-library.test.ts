import { describe, expect, it } from "vitest";
import {
  factorActivityIds,
  factorLibraryInputs,
  factorLicences,
  factorsForActivity,
  getEmissionFactor,
  listEmissionFactors,
  spendActivityTitle,
  spendFactorBasis,
} from "./emission-factor-library";

describe("emission-factor library", () => {
  const all = listEmissionFactors();
  const fromFile = all.filter((f) => !f.id.startsWith("us-spend_naics_") || f.source.endsWith("NAICS-6"));

  it("holds the 149 CSV rows, the 98 bioenergy rows and every USEEIO v1.3 sector once", () => {
    expect(factorLibraryInputs().map((i) => [i.file, i.rows])).toEqual([
      ["emission-factors.csv", 149],
      ["us-epa-supply-chain-factors-v1.3.csv", 1016],
      ["bioenergy-factors.csv", 98],
    ]);
    expect(fromFile.length).toBe(149 + 98 + 1016 - 25);
    const spend = all.filter((f) => f.activity.startsWith("spend_naics_"));
    expect(spend.length).toBe(1016);
    expect(new Set(all.map((f) => f.id)).size).toBe(all.length);
  });

  it("keeps each row's audit fields", () => {
    for (const f of all) {
      expect(f.kgCO2ePerUnit, f.id).toBeGreaterThanOrEqual(0);
      expect(f.source, f.id).not.toBe("");
      expect(f.year, f.id).toBeGreaterThanOrEqual(2022);
      expect(factorLicences()[f.licence], f.id).toBeDefined();
      expect(f.url, f.id).toMatch(/^https:\/\//);
      expect(f.scope === 3, f.id).toBe(f.category !== null);
    }
  });

  it.each([
    ["uk-electricity_grid-desnz2024", "electricity_grid", "UK", "kWh", 0.20705, 2, null, "OGL-3.0"],
    ["uk-diesel-litre-desnz2024", "diesel", "UK", "litre", 2.51279, 1, null, "OGL-3.0"],
    ["us-camx-electricity_grid-egrid2022", "electricity_grid", "US-CAMX", "kWh", 0.226498, 2, null, "US-PD"],
    ["de-electricity_grid-ember2024", "electricity_grid", "DE", "kWh", 0.34206, 2, null, "CC-BY-4.0"],
    [
      "uk-flight_long_haul_economy_no_rf-desnz2024",
      "flight_long_haul_economy_no_rf",
      "UK",
      "passenger_km",
      0.11812,
      3,
      6,
      "OGL-3.0",
    ],
    ["us-spend_naics_562111-useeio13", "spend_naics_562111", "US", "USD", 0.988, 3, 5, "EPA-ScienceHub"],
    ["us-spend_naics_485310-useeio13", "spend_naics_485310", "US", "USD", 0.566, 3, 6, "EPA-ScienceHub"],
  ])("%s", (id, activity, region, unit, value, scope, category, licence) => {
    expect(getEmissionFactor(id)).toMatchObject({
      activity,
      region,
      unit,
      kgCO2ePerUnit: value,
      scope,
      category,
      licence,
    });
  });

  it("marks only the Ember rows as lifecycle", () => {
    const lifecycle = all.filter((f) => f.lifecycle);
    expect(lifecycle.length).toBe(12);
    for (const f of lifecycle) expect(f.source).toMatch(/^Ember/);
  });

  it("indexes by activity and names spend sectors", () => {
    expect(factorsForActivity("hotel_night").length).toBe(12);
    expect(factorsForActivity("no_such_activity")).toEqual([]);
    expect(factorActivityIds()).toContain("natural_gas");
    expect(spendActivityTitle("spend_naics_541511")).toBe("Custom Computer Programming Services");
    expect(spendFactorBasis()).toMatch(/2022 USD/);
  });
});
