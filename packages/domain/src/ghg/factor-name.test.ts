import { describe, expect, it } from "vitest";
import { listEmissionFactors } from "./emission-factor-library";
import { describeFactor, factorName, factorPublisher } from "./factor-name";

describe("factorName: a factor in words, from the library's data", () => {
  it.each([
    ["uk-electricity_grid-desnz2024", "UK grid electricity, DESNZ 2024"],
    ["de-electricity_grid-ember2024", "Germany grid electricity, Ember 2024"],
    ["global-electricity_grid-ember2024", "Global grid electricity, Ember 2024"],
    ["us-camx-electricity_grid-egrid2022", "US CAMX grid electricity, US EPA eGRID 2024"],
    ["uk-natural_gas_wtt-kwh-desnz2024", "UK natural gas well-to-tank, DESNZ 2024"],
    ["uk-electricity_td_losses-desnz2024", "UK electricity transmission and distribution losses, DESNZ 2024"],
  ])("%s → %s", (id, name) => {
    expect(factorName(id)).toBe(name);
  });

  it("names spend factors by their NAICS sector", () => {
    expect(factorName("us-spend_naics_541511-useeio13")).toMatch(
      /^US spend on custom computer programming services, US EPA USEEIO \d{4}$/,
    );
  });

  it("never falls back to the id of a factor that is not in the library", () => {
    expect(factorName("xx-retired_factor-old2019")).toBe("A factor no longer in the library");
    expect(
      factorName("xx-retired_factor-old2019", { source: "UK DESNZ GHG Conversion Factors 2019", year: 2019 }),
    ).toBe("DESNZ 2019 factor");
  });

  it("names every factor of the library without ids, snake_case or repository paths", () => {
    for (const f of listEmissionFactors()) {
      const name = describeFactor(f);
      expect(name, f.id).not.toContain(f.id);
      expect(name, f.id).not.toMatch(/_|\/|\bwtt\b|\bnaics_/i);
      expect(name, f.id).toMatch(/, .+ \d{4}$/);
    }
  });

  it("shortens the publisher", () => {
    expect(
      factorPublisher("UK DESNZ GHG Conversion Factors for Company Reporting 2024 (full set v1.1)"),
    ).toBe("DESNZ");
    expect(factorPublisher("Ember Yearly Electricity Data via Green Web Foundation co2.js")).toBe("Ember");
  });

  it("names a hand-entered row's own factor by the source given", () => {
    expect(
      factorName("own:electricity_td_losses:DE", { source: "Grid operator study 2024", year: 2025 }),
    ).toBe("Own factor (Grid operator study 2024)");
  });
});
