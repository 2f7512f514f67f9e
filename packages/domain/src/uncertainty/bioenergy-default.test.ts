import { describe, expect, it } from "vitest";
import {
  BIOENERGY_FACTOR_UNCERTAINTY_PCT,
  IPCC_WOOD_NON_CO2,
  lognormalSpreadPct,
  WOOD_SECTOR_SPREAD,
} from "./bioenergy-default";
import { defaultQualityOf, factorKindOf, QUALITY_DEFAULTS } from "./defaults";
import { multiplierOf } from "./monte-carlo";

describe("bioenergy factor uncertainty", () => {
  it("derives from IPCC's wood defaults: 1,900 and 9,460 kg CO2e/TJ, a 4.98-fold spread, ±84%", () => {
    expect(IPCC_WOOD_NON_CO2.energyIndustries).toMatchObject({ ch4: 30, n2o: 4 });
    expect(IPCC_WOOD_NON_CO2.commercialInstitutional).toMatchObject({ ch4: 300, n2o: 4 });
    expect(WOOD_SECTOR_SPREAD).toBeCloseTo(9460 / 1900, 12);
    expect(lognormalSpreadPct(Math.sqrt(WOOD_SECTOR_SPREAD))).toBeCloseTo(83.75, 2);
    expect(BIOENERGY_FACTOR_UNCERTAINTY_PCT).toBe(84);
  });

  it("the Monte Carlo's lognormal multiplier at that U spans the spread between its 2.5th and 97.5th percentiles", () => {
    for (const k of [1.5, 3, Math.sqrt(WOOD_SECTOR_SPREAD)]) {
      const u = lognormalSpreadPct(k);
      expect(u).toBeGreaterThan(30); // lognormal in monte-carlo.ts
      expect(multiplierOf(1.96, u) / multiplierOf(-1.96, u)).toBeCloseTo(k * k, 10);
    }
  });

  it("solid biomass, biogas and liquid biofuels take it; their well-to-tank rows and fossil fuels do not", () => {
    const kind = (activity: string, factorId: string) => factorKindOf({ activity, factorId });
    expect(kind("wood_pellets", "uk-wood_pellets-tonne-desnz2024")).toBe("bioenergy");
    expect(kind("wood_chips", "uk-wood_chips-tonne-desnz2024")).toBe("bioenergy");
    expect(kind("biogas", "uk-biogas-kwh-desnz2024")).toBe("bioenergy");
    expect(kind("biodiesel", "uk-biodiesel-litre-desnz2024")).toBe("bioenergy");
    expect(kind("biodiesel_hvo", "uk-biodiesel_hvo-litre-desnz2024")).toBe("bioenergy");
    expect(kind("bioethanol", "uk-bioethanol-litre-desnz2024")).toBe("bioenergy");
    // A supplier's own factor for a bioenergy fuel is classed by the library's factors of its activity.
    expect(kind("wood_pellets", "supplier-pellets-2025")).toBe("bioenergy");
    expect(kind("wood_pellets_wtt", "uk-wood_pellets_wtt-tonne-desnz2024")).toBe("upstream_derived");
    expect(kind("diesel", "uk-diesel-litre-desnz2024")).toBe("fuel_purchase");
  });

  it("a wood pellet delivery: purchase-record score, ±5% activity, ±84% factor, an assumption that says so", () => {
    expect(
      defaultQualityOf({
        activity: "wood_pellets",
        factorId: "uk-wood_pellets-tonne-desnz2024",
        sourceType: "fuel_receipt",
      }),
    ).toEqual({ kind: "bioenergy", dataQuality: 2, activityUncertaintyPct: 5, factorUncertaintyPct: 84 });
    const d = QUALITY_DEFAULTS.bioenergy;
    expect(d.assumption).toBe(true);
    expect(d.source).toContain("documented assumption");
    expect(d.source).toContain("Table 2.2: CH4 30, N2O 4 kg/TJ");
    expect(d.source).toContain("5.0-fold spread");
  });
});
