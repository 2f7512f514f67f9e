import { describe, expect, it } from "vitest";
import { carbonEnergy, type EnergyActivity, energyKWhOf } from "../carbon-energy";
import { resolveActivity } from "./activity-resolver";
import { BIOENERGY_FUELS } from "./bioenergy";
import { calculateEmissions, type EmissionCalculation } from "./calculate-emissions";
import { CALORIFIC_VALUES, kWhPerLitre } from "./calorific-values";
import { deriveCategory3, handEnteredCategory3Refusal } from "./category3";
import {
  bioenergyBiogenicFactors,
  factorLibraryInputs,
  factorsForActivity,
  getEmissionFactor,
  listEmissionFactors,
} from "./emission-factor-library";
import { describeActivity } from "./factor-name";
import { biogenicPerUnit, gasesOfFactor } from "./gas-split";
import { classifyActivity } from "./scope-rules";

// Worked examples of DESNZ 2024 (full set v1.1, the workbook the library cites, sha256 558116ed…a859):
// scope 1 from sheet 'Bioenergy' (CH4 and N2O; CO2 net 0), biogenic CO2 from 'Outside of scopes', category 3
// from 'WTT- bioenergy', calorific values from 'Fuel properties'.

function calc(activity: string, amount: number, unit: string, extra: { ownedOrControlled?: boolean } = {}) {
  const r = calculateEmissions({ activity, amount, unit, region: "UK", year: 2024, ...extra });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const biogenicOf = (c: EmissionCalculation) =>
  gasesOfFactor(c.factor.id, c.kgCO2e, c.factor.value, "AR5").gases.biogenicKgCo2;

describe("biomass and biofuels: scope 1 CH4 and N2O, biogenic CO2 outside the scopes", () => {
  it("10 tonnes of wood pellets: 543.3654 kg CO2e in scope 1 (D67), 16,771.8 kg biogenic CO2 (D78)", () => {
    const c = calc("wood pellets", 10, "tonnes");
    expect(c).toMatchObject({ activity: "wood_pellets", scope: 1, kind: "stationary_combustion" });
    expect(c.factor).toMatchObject({
      id: "uk-wood_pellets-tonne-desnz2024",
      value: 54.33654,
      locator: "sheet 'Bioenergy', cell D67",
    });
    expect(c.kgCO2e).toBeCloseTo(543.3654, 9);
    expect(biogenicPerUnit(c.factor.id)).toEqual({
      kgCO2PerUnit: 1677.18,
      locator: "sheet 'Outside of scopes', cell D78",
    });
    expect(biogenicOf(c)).toBeCloseTo(16_771.8, 6);
  });

  it("1,000 litres of biodiesel: 167.51 kg CO2e (D23), 2,390 kg biogenic CO2 (D34), 481.03 kg well-to-tank (D22)", () => {
    const c = calc("biodiesel", 1000, "litres");
    expect(c).toMatchObject({ activity: "biodiesel", scope: 1, kind: "mobile_combustion" });
    expect(c.factor.locator).toBe("sheet 'Bioenergy', cell D23");
    expect(c.kgCO2e).toBeCloseTo(167.51, 9);
    expect(biogenicOf(c)).toBeCloseTo(2390, 9);
    const d = deriveCategory3(c);
    expect(d.gaps).toEqual([]);
    expect(d.items).toHaveLength(1);
    expect(d.items[0]).toMatchObject({ kind: "wtt_fuel", activity: "biodiesel_wtt", scope: 3, category: 3 });
    expect(d.items[0]?.factor.locator).toBe("sheet 'WTT- bioenergy', cell D22");
    expect(d.items[0]?.kgCO2e).toBeCloseTo(481.03, 9);
  });

  it("10,000 kWh of biogas: 2.3 kg CO2e (D76), 1,990.2 kg biogenic CO2 (D87), 185.1 kg well-to-tank (D75)", () => {
    const c = calc("biogas", 10_000, "kWh");
    expect(c.kgCO2e).toBeCloseTo(2.3, 9);
    expect(biogenicOf(c)).toBeCloseTo(1990.2, 9);
    expect(deriveCategory3(c).items[0]?.kgCO2e).toBeCloseTo(185.1, 9);
  });

  it("2,000 kg of wood chips convert to 2 tonnes: 85.52974 kg CO2e (D65), 2,671.42 kg biogenic CO2 (D76)", () => {
    const c = calc("woodchip", 2000, "kg");
    expect(c).toMatchObject({ activity: "wood_chips", convertedAmount: 2 });
    expect(c.kgCO2e).toBeCloseTo(85.52974, 9);
    expect(biogenicOf(c)).toBeCloseTo(2671.42, 9);
  });

  it("HVO by the litre (D35, D46) and a landfill gas row whose well-to-tank DESNZ prints as 0 (D77)", () => {
    const hvo = calc("HVO", 500, "litre");
    expect(hvo.activity).toBe("biodiesel_hvo");
    expect(hvo.kgCO2e).toBeCloseTo(17.79, 9);
    expect(biogenicOf(hvo)).toBeCloseTo(1215, 9);
    const lfg = deriveCategory3(calc("landfill gas", 1000, "kWh"));
    expect(lfg.items[0]).toMatchObject({ activity: "landfill_gas_wtt", kgCO2e: 0 });
  });

  it("no split by gas is published for bioenergy: the row is unsplit and keeps its AR5 CO2e under AR6", () => {
    const c = calc("wood pellets", 1, "tonne");
    const ar6 = gasesOfFactor(c.factor.id, c.kgCO2e, c.factor.value, "AR6");
    expect(ar6.kgCO2e).toBe(c.kgCO2e);
    expect(ar6.gases).toMatchObject({ split: false, kgCo2: null, kgCh4: null, kgN2o: null });
    expect(ar6.gases.biogenicKgCo2).toBeCloseTo(1677.18, 9);
  });

  it("fuel burnt in a vehicle or plant not owned: road biofuels go to category 6, wood to category 8", () => {
    expect(calc("biodiesel", 1, "litre", { ownedOrControlled: false })).toMatchObject({
      scope: 3,
      category: 6,
    });
    expect(calc("wood pellets", 1, "tonne", { ownedOrControlled: false })).toMatchObject({
      scope: 3,
      category: 8,
    });
  });

  it("a hand-entered well-to-tank of a biofuel is refused while the policy derives it", () => {
    expect(
      handEnteredCategory3Refusal("wood pellets wtt", { deriveCategory3: true }, { region: "UK" }),
    ).toMatchObject({ code: "category3_derived", derivedFrom: "wood_pellets" });
  });

  it("outside the UK a biomass row takes DESNZ as the global default for fuels", () => {
    const r = calculateEmissions({
      activity: "wood_pellets",
      amount: 1,
      unit: "tonne",
      region: "DE",
      year: 2024,
    });
    expect(r.ok && r.value.factor.id).toBe("uk-wood_pellets-tonne-desnz2024");
    expect(r.ok && r.value.warnings.map((w) => w.code)).toContain("global_default_factor");
  });
});

describe("names people type", () => {
  it.each([
    ["wood pellets", "wood_pellets"],
    ["Biomass", "wood_pellets"],
    ["pellets", "wood_pellets"],
    ["Wood chips", "wood_chips"],
    ["firewood", "wood_logs"],
    ["Grass/straw", "grass_straw"],
    ["miscanthus", "grass_straw"],
    ["biogas", "biogas"],
    ["anaerobic digestion gas", "biogas"],
    ["Landfill gas", "landfill_gas"],
    ["Biodiesel ME", "biodiesel"],
    ["FAME", "biodiesel"],
    ["HVO", "biodiesel_hvo"],
    ["Biodiesel HVO", "biodiesel_hvo"],
    ["renewable diesel", "biodiesel_hvo"],
    ["Biodiesel ME (from used cooking oil)", "biodiesel_uco"],
    ["bioethanol", "bioethanol"],
    ["ethanol", "bioethanol"],
    ["biomethane", "biomethane_compressed"],
    ["Biomethane (liquified)", "biomethane_liquefied"],
    ["bio LPG", "biopropane"],
    ["Methanol (bio)", "methanol_bio"],
    ["SAF", "avtur_renewable"],
    ["Avtur (renewable)", "avtur_renewable"],
    ["off road biodiesel", "off_road_biodiesel"],
    ["development diesel", "development_diesel"],
  ])("%s → %s", (name, id) => {
    const r = resolveActivity(name);
    expect(r.ok && r.value.candidates).toEqual([id]);
  });

  it("names the fuels in words", () => {
    expect(describeActivity("biodiesel_uco")).toBe("biodiesel from used cooking oil");
    expect(describeActivity("biodiesel_hvo_wtt")).toBe("biodiesel HVO well-to-tank");
    expect(describeActivity("grass_straw")).toBe("grass or straw");
  });
});

describe("the bioenergy rows of the library", () => {
  const bio = listEmissionFactors().filter(
    (f) => f.id.startsWith("uk-") && BIOENERGY_FUELS[f.activity.replace(/_wtt$/, "")],
  );

  it("98 rows from bioenergy-factors.csv: 49 scope 1 fuel factors, each with its well-to-tank and biogenic CO2", () => {
    expect(factorLibraryInputs().find((i) => i.file === "bioenergy-factors.csv")?.rows).toBe(98);
    const fuels = bio.filter((f) => f.scope === 1);
    expect(fuels).toHaveLength(49);
    expect(bio.filter((f) => f.scope === 3 && f.category === 3)).toHaveLength(49);
    expect([...bioenergyBiogenicFactors().keys()].sort()).toEqual(fuels.map((f) => f.id).sort());
    for (const f of fuels) {
      expect(classifyActivity(f.activity)?.scope, f.id).toBe(1);
      expect(f.locator, f.id).toMatch(/^sheet 'Bioenergy', cell D\d+$/);
      expect(f.licence, f.id).toBe("OGL-3.0");
      expect(getEmissionFactor(f.id.replace(`-${f.activity}-`, `-${f.activity}_wtt-`)), f.id).toBeDefined();
      expect(bioenergyBiogenicFactors().get(f.id)?.locator, f.id).toMatch(
        /^sheet 'Outside of scopes', cell D\d+$/,
      );
    }
    expect(new Set(fuels.map((f) => f.activity))).toEqual(new Set(Object.keys(BIOENERGY_FUELS)));
  });

  it("leaves the shared file's fuels as they were: diesel's biogenic CO2 is still the blend's 0.16 kg/litre (D22)", () => {
    expect(biogenicPerUnit("uk-diesel-litre-desnz2024")?.kgCO2PerUnit).toBe(0.16);
    expect(factorsForActivity("diesel").every((f) => !bioenergyBiogenicFactors().has(f.id))).toBe(true);
  });
});

describe("energy (ESRS E1-5): renewable fuels on the gross calorific basis", () => {
  it("the Bioenergy sheet's kWh and GJ factors are on the net basis of 'Fuel properties' (its per-unit ratios)", () => {
    const perGj = (activity: string, unit: string) =>
      (factorsForActivity(activity).find((f) => f.unit === unit)?.kgCO2ePerUnit ?? Number.NaN) /
      (factorsForActivity(activity).find((f) => f.unit === "GJ")?.kgCO2ePerUnit ?? Number.NaN);
    // Within 0.2 %: the per-litre and per-kg factors are printed to 3-5 significant digits.
    const near = (a: number, b: number, what: string) =>
      expect(Math.abs(a / b - 1), what).toBeLessThan(0.002);
    // GJ per litre × 277.78 kWh/GJ = net kWh per litre (H × F / 1000); GJ per kg × 277.78 = H.
    for (const fuel of [
      "biodiesel",
      "biodiesel_hvo",
      "bioethanol",
      "development_diesel",
      "development_petrol",
      "biopropane",
    ]) {
      const cv = CALORIFIC_VALUES[fuel];
      if (!cv?.netKWhPerKg) throw new Error(fuel);
      near(perGj(fuel, "litre") * (1000 / 3.6), (cv.netKWhPerKg * cv.densityKgPerM3) / 1000, fuel);
      near(perGj(fuel, "kg") * (1000 / 3.6), cv.netKWhPerKg, fuel);
    }
    // Per tonne ÷ per kWh = net kWh per tonne: 54.33654 / 0.01132 = 4,800 (wood pellets, H54 4.8 kWh/kg).
    for (const fuel of ["wood_pellets", "wood_chips", "wood_logs"]) {
      const per = (u: string) =>
        factorsForActivity(fuel).find((f) => f.unit === u)?.kgCO2ePerUnit ?? Number.NaN;
      near(per("tonne") / per("kWh") / 1000, CALORIFIC_VALUES[fuel]?.netKWhPerKg ?? Number.NaN, fuel);
    }
  });

  it("10 t of wood pellets = 51.93 MWh gross (I54 5.193 kWh/kg); 1,000 net kWh = 1,081.875 gross kWh", () => {
    expect(energyKWhOf("wood_pellets", 10, "tonnes")).toBeCloseTo(51_930, 6);
    expect(energyKWhOf("wood_pellets", 1000, "kWh")).toBeCloseTo((1000 * 5.193) / 4.8, 6);
    // Biodiesel (ME): 10.75 kWh/kg gross × 890 kg/m3 (I42, F42).
    expect(energyKWhOf("biodiesel", 1000, "litres")).toBeCloseTo(9567.5, 6);
    // HVO: 12.731 × 780 / 1000 = 9.930 kWh per litre (I43, F43; the sheet's K43 prints 9.931).
    const hvo = CALORIFIC_VALUES.biodiesel_hvo;
    expect(hvo && kWhPerLitre(hvo)).toBeCloseTo(9.93, 2);
    // No calorific values published for bio-methanol and renewable avtur: left out rather than mixed bases.
    expect(energyKWhOf("methanol_bio", 10, "GJ")).toBeNull();
    expect(energyKWhOf("avtur_renewable", 100, "litre")).toBeNull();
  });

  it("counts them as renewable fuels beside fossil gas", () => {
    const row = (activity: string, amount: number, unit: string): EnergyActivity => ({
      activity,
      amount,
      unit,
      includedShare: 1,
      instrumentType: null,
      instrumentFactor: null,
      instrumentVolume: null,
    });
    const e = carbonEnergy({
      year: 2024,
      activities: [
        row("wood_pellets", 10, "tonne"),
        row("biodiesel", 2000, "litre"),
        row("natural_gas", 30_000, "kWh"),
      ],
      revenue: { amount: null, reason: "none" },
    });
    // 51.93 MWh of pellets + 19.135 MWh of biodiesel (2,000 l × 9.5675 kWh) = 71.065 MWh of 101.065.
    expect(e).toMatchObject({
      totalMWh: 101.065,
      renewableMWh: 71.065,
      fossilMWh: 30,
      renewableSharePct: 70.32,
    });
    expect(e.lines.find((l) => l.line === "renewable_fuels")?.mwh).toBe(71.065);
    expect(e.byCarrier.map((c) => [c.carrier, c.source])).toEqual([
      ["wood_pellets", "renewable"],
      ["natural_gas", "fossil"],
      ["biodiesel", "renewable"],
    ]);
    expect(e.notes.join(" ")).toMatch(
      /net calorific value basis, so amounts in kWh or GJ are scaled to gross/,
    );
  });
});
