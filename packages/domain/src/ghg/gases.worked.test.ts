import { describe, expect, it } from "vitest";
import { getEmissionFactor } from "./emission-factor-library";
import { DESNZ_2024_BIOGENIC, DESNZ_2024_SPLIT, gasesOfFactor } from "./gas-split";
import { EPA_HUB_2024_GASES, hubKgPerLibraryUnit } from "./gas-split-epa";
import { gwpOf } from "./gwp";
import { findRefrigerant, massBalanceLeakKg, refrigerantEmission, refrigerantGwp } from "./refrigerants";

const refrigerant = (name: string) => {
  const r = findRefrigerant(name);
  if (!r) throw new Error(`no refrigerant ${name}`);
  return r;
};

describe("refrigerant leaks: kg × GWP-100", () => {
  it("5 kg HFC-134a: 6,500 kg CO2e under AR5 (1,300, table 8.A.1), 7,650 under AR6 (1,530, table 7.SM.7)", () => {
    expect(refrigerantEmission(refrigerant("HFC-134a"), 5, "AR5").kgCO2e).toBe(6500);
    expect(refrigerantEmission(refrigerant("R-134a"), 5, "AR6").kgCO2e).toBe(7650);
  });

  it("10 kg R-410A under AR5: 50% R-32 (677) + 50% R-125 (3,170) = 1,923.5 → 19,235 kg (ASHRAE 34 composition)", () => {
    expect(refrigerantGwp(refrigerant("R-410A"), "AR5")).toBeCloseTo(1923.5, 9);
    expect(refrigerantEmission(refrigerant("r410a"), 10, "AR5").kgCO2e).toBeCloseTo(19_235, 9);
  });

  // DESNZ 2024 'Refrigerant & other' prints the AR5 blends rounded: R-404A 3,943, R-407C 1,624.
  it.each([
    ["R-404A", 0.44 * 3170 + 0.52 * 4800 + 0.04 * 1300, 3943],
    ["R-407C", 0.23 * 677 + 0.25 * 3170 + 0.52 * 1300, 1624],
  ])("%s: the mass-weighted GWP rounds to DESNZ's", (name, gwp, desnz) => {
    expect(refrigerantGwp(refrigerant(name), "AR5")).toBeCloseTo(gwp, 9);
    expect(Math.round(refrigerantGwp(refrigerant(name), "AR5"))).toBe(desnz);
  });

  it("sorts gases into their reporting groups; R-22 is a Montreal Protocol gas", () => {
    expect(refrigerantEmission(refrigerant("SF6"), 1, "AR5")).toMatchObject({ group: "sf6", kgCO2e: 23_500 });
    expect(refrigerantEmission(refrigerant("R-22"), 1, "AR5")).toMatchObject({
      group: "montreal",
      kgCO2e: 1760,
    });
    expect(refrigerantEmission(refrigerant("R-744"), 3, "AR6")).toMatchObject({ group: "co2", kgCO2e: 3 });
    expect(refrigerantEmission(refrigerant("ammonia"), 3, "AR5")).toMatchObject({ group: "none", kgCO2e: 0 });
    expect(refrigerantEmission(refrigerant("CF4"), 1, "AR6").group).toBe("pfc");
  });

  it("mass balance: start + purchased − end − disposed − capacity change", () => {
    expect(massBalanceLeakKg({ startStockKg: 100, purchasedKg: 20, endStockKg: 90, disposedKg: 5 })).toBe(25);
    expect(
      massBalanceLeakKg({
        startStockKg: 100,
        purchasedKg: 20,
        endStockKg: 90,
        disposedKg: 5,
        capacityChangeKg: 10,
      }),
    ).toBe(15);
    expect(massBalanceLeakKg({ startStockKg: 10, purchasedKg: 0, endStockKg: 12, disposedKg: 0 })).toBe(-2);
  });
});

describe("DESNZ 2024 split by gas", () => {
  it("each split sums to the library's CO2e factor (kg CO2e of CO2 + CH4 + N2O = kg CO2e)", () => {
    for (const [id, s] of Object.entries(DESNZ_2024_SPLIT)) {
      const f = getEmissionFactor(id);
      expect(f, id).toBeDefined();
      expect(s.co2 + s.ch4 + s.n2o, id).toBeCloseTo(f?.kgCO2ePerUnit ?? Number.NaN, 9);
    }
  });

  it("diesel (average biofuel blend), 1,000 litres: 2,479.6 kg CO2 + 0.29 kg CO2e CH4 + 32.9 kg CO2e N2O = 2,512.79 kg ('Fuels' E72:G72)", () => {
    const { gases, kgCO2e } = gasesOfFactor("uk-diesel-litre-desnz2024", 2512.79, 2.51279, "AR5");
    expect(kgCO2e).toBe(2512.79);
    expect(gases.split).toBe(true);
    expect(gases.kgCo2).toBeCloseTo(2479.6, 9);
    expect(gases.kgCh4).toBeCloseTo(0.29 / 28, 12);
    expect(gases.kgN2o).toBeCloseTo(32.9 / 265, 12);
  });

  it("natural gas, 10,000 kWh gross CV: 1,825.3 + 2.8 + 0.9 = 1,829 kg CO2e ('Fuels' E42:G42)", () => {
    const { gases } = gasesOfFactor("uk-natural_gas-kwh-desnz2024", 1829, 0.1829, "AR5");
    expect(gases.kgCo2).toBeCloseTo(1825.3, 9);
    expect((gases.kgCh4 ?? 0) * gwpOf("CH4", "AR5")).toBeCloseTo(2.8, 9);
    expect((gases.kgN2o ?? 0) * gwpOf("N2O", "AR5")).toBeCloseTo(0.9, 9);
  });

  it("under AR6 the gas masses are re-weighted: CH4 27.9, N2O 273", () => {
    const { kgCO2e } = gasesOfFactor("uk-diesel-litre-desnz2024", 2512.79, 2.51279, "AR6");
    expect(kgCO2e).toBeCloseTo(2479.6 + (0.29 / 28) * 27.9 + (32.9 / 265) * 273, 9);
  });

  it("diesel (average biofuel blend), 1,000 litres: 160 kg biogenic CO2 outside the scopes ('Outside of scopes' D22)", () => {
    expect(DESNZ_2024_BIOGENIC["uk-diesel-litre-desnz2024"]?.kgCO2PerUnit).toBe(0.16);
    const { gases } = gasesOfFactor("uk-diesel-litre-desnz2024", 2512.79, 2.51279, "AR5");
    expect(gases.biogenicKgCo2).toBeCloseTo(160, 9);
    // 100% mineral diesel has no biofuel content.
    expect(
      gasesOfFactor("uk-diesel_100pct_mineral-litre-desnz2024", 2661.55, 2.66155, "AR5").gases.biogenicKgCo2,
    ).toBeNull();
  });

  it("a factor whose source gives CO2e only is unsplit and keeps its CO2e on any basis", () => {
    const r = gasesOfFactor("uk-diesel_wtt-litre-desnz2024", 611.01, 0.61101, "AR6");
    expect(r.gases.split).toBe(false);
    expect(r.kgCO2e).toBe(611.01);
  });
});

describe("US EPA GHG Emission Factors Hub 2024 split by gas", () => {
  it("every Hub factor's gases, weighted 28/265 (the Hub's AR5 GWPs), give the library's CO2e as it rounded it (within 1 part in 100,000)", () => {
    for (const [id, g] of Object.entries(EPA_HUB_2024_GASES)) {
      const f = getEmissionFactor(id);
      expect(f, id).toBeDefined();
      const kg = hubKgPerLibraryUnit(g);
      const co2e = kg.co2 + kg.ch4 * 28 + kg.n2o * 265;
      const factor = f?.kgCO2ePerUnit ?? Number.NaN;
      expect(Math.abs(co2e - factor) / factor, id).toBeLessThan(1e-5);
    }
  });

  it("eGRID2022 US average, 10,000 kWh: 823.149 lb CO2, 0.066 lb CH4, 0.009 lb N2O per MWh (Table 6 row 359)", () => {
    const { gases, kgCO2e } = gasesOfFactor("us-electricity_grid-egrid2022", 3752.94, 0.375294, "AR5");
    expect(kgCO2e).toBe(3752.94);
    expect(gases.split).toBe(true);
    // 10 MWh × lb/MWh × 0.45359237 kg/lb.
    expect(gases.kgCo2).toBeCloseTo(10 * 823.149 * 0.45359237, 9);
    expect(gases.kgCh4).toBeCloseTo(10 * 0.066 * 0.45359237, 12);
    expect(gases.kgN2o).toBeCloseTo(10 * 0.009 * 0.45359237, 12);
    expect(gases.biogenicKgCo2).toBeNull();
  });

  it("natural gas, 1,000 scf: 54.44 kg CO2, 1.03 g CH4, 0.1 g N2O (Table 1 row 39, cols H-J)", () => {
    const { gases } = gasesOfFactor("us-natural_gas-scf-epa2024", 54.495, 0.054495, "AR5");
    expect(gases.kgCo2).toBeCloseTo(54.44, 12);
    expect(gases.kgCh4).toBeCloseTo(0.00103, 15);
    expect(gases.kgN2o).toBeCloseTo(0.0001, 15);
  });

  it("natural gas by the therm: a tenth of the per-mmBtu row (53.06 kg CO2, 1 g CH4, 0.1 g N2O)", () => {
    const { gases } = gasesOfFactor("us-natural_gas-therm-epa2024", 531.145, 5.31145, "AR5");
    expect(gases.kgCo2).toBeCloseTo(530.6, 9);
    expect(gases.kgCh4).toBeCloseTo(0.01, 12);
    expect(gases.kgN2o).toBeCloseTo(0.001, 12);
  });

  it("mobile diesel gives CO2 only (Table 2): the whole row is CO2; under AR6 it does not move", () => {
    const { gases, kgCO2e } = gasesOfFactor("us-diesel-gallon-epa2024", 1021, 10.21, "AR6");
    expect(gases).toMatchObject({ split: true, kgCh4: 0, kgN2o: 0 });
    expect(gases.kgCo2).toBeCloseTo(1021, 9);
    expect(kgCO2e).toBeCloseTo(1021, 9);
  });

  it("under AR6 a Hub row is re-weighted: stationary propane, 100 gallons", () => {
    const { kgCO2e } = gasesOfFactor("us-propane-gallon-epa2024", 574.081, 5.74081, "AR6");
    expect(kgCO2e).toBeCloseTo(572 + 0.027 * 27.9 + 0.005 * 273, 9);
  });
});

describe("biogenic CO2 of UK electricity", () => {
  it("10,000 kWh: 1,150.7 kg CO2 outside the scopes ('Outside of scopes' D94, electricity generated: UK)", () => {
    const { gases } = gasesOfFactor("uk-electricity_grid-desnz2024", 2070.5, 0.20705, "AR5");
    expect(gases.biogenicKgCo2).toBeCloseTo(1150.7, 9);
    // The T&D losses row carries none: the biomass is burnt once, at generation.
    expect(
      gasesOfFactor("uk-electricity_td_losses-desnz2024", 183, 0.0183, "AR5").gases.biogenicKgCo2,
    ).toBeNull();
  });
});
