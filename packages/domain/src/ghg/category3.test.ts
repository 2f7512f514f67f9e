import { describe, expect, it } from "vitest";
import type { ActivityRow } from "./activity-row";
import { calculateEmissions, type EmissionCalculation } from "./calculate-emissions";
import {
  category3ParentActivity,
  deriveCategory3,
  handEnteredCategory3Refusal,
  isDerivableCategory3Activity,
} from "./category3";

function calc(row: ActivityRow): EmissionCalculation {
  const r = calculateEmissions(row);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("deriveCategory3: exact figures from the factor file", () => {
  it("10,000 kWh of UK electricity → T&D 183.0, WTT generation 459.0, WTT of T&D 39.7 kg", () => {
    const d = deriveCategory3(calc({ activity: "electricity", amount: 10_000, unit: "kWh", region: "GB" }));
    expect(d.source).toBe("electricity");
    expect(d.gaps).toEqual([]);
    expect(d.items.map((i) => [i.kind, i.activity, i.factor.id, i.amount, i.unit])).toEqual([
      ["td_losses", "electricity_td_losses", "uk-electricity_td_losses-desnz2024", 10_000, "kWh"],
      [
        "wtt_generation",
        "electricity_wtt_generation",
        "uk-electricity_wtt_generation-desnz2024",
        10_000,
        "kWh",
      ],
      ["wtt_td_losses", "electricity_wtt_td_losses", "uk-electricity_wtt_td-desnz2024", 10_000, "kWh"],
    ]);
    const [td, gen, wttTd] = d.items.map((i) => i.kgCO2e);
    expect(td).toBeCloseTo(183.0, 9); // 10,000 × 0.0183
    expect(gen).toBeCloseTo(459.0, 9); // 10,000 × 0.0459
    expect(wttTd).toBeCloseTo(39.7, 9); // 10,000 × 0.00397
    for (const i of d.items) {
      expect(i).toMatchObject({ scope: 3, category: 3, derivedFrom: "electricity_grid", warnings: [] });
      expect(i.categoryName).toMatch(/^Fuel- and energy-related/);
      expect(i.factor).toMatchObject({
        source: expect.stringMatching(/^UK DESNZ/),
        year: 2024,
        licence: "OGL-3.0",
      });
    }
  });

  it("400 L of diesel → well-to-tank 244.404 kg (DESNZ 'WTT- fuels' D71)", () => {
    const d = deriveCategory3(calc({ activity: "diesel", amount: 400, unit: "litres", region: "GB" }));
    expect(d.source).toBe("fuel");
    expect(d.items).toHaveLength(1);
    expect(d.items[0]).toMatchObject({
      kind: "wtt_fuel",
      activity: "diesel_wtt",
      derivedFrom: "diesel",
      amount: 400,
      unit: "litre",
      scope: 3,
      category: 3,
      factor: { id: "uk-diesel_wtt-litre-desnz2024", value: 0.61101 },
    });
    expect(d.items[0]?.kgCO2e).toBeCloseTo(244.404, 9);
  });

  it.each([
    // activity, amount, unit, factor id, kg: the parent's amount in its factor's unit × the WTT factor
    ["gas", 10_000, "kWh", "uk-natural_gas_wtt-kwh-desnz2024", 302.1], // × 0.03021
    ["natural gas", 100, "m3", "uk-natural_gas_wtt-m3-desnz2024", 33.66], // × 0.3366
    ["petrol", 50, "L", "uk-petrol_wtt-litre-desnz2024", 29.047], // × 0.58094
    ["diesel", 100, "US gallon", "uk-diesel_wtt-litre-desnz2024", 378.5411784 * 0.61101], // gallons → litres
    ["burning oil", 1000, "litre", "uk-heating_oil_kerosene_wtt-litre-desnz2024", 530.78],
    ["red diesel", 1000, "litre", "uk-gas_oil_wtt-litre-desnz2024", 626.65],
  ])("%s %d %s → %s", (activity, amount, unit, id, kg) => {
    const d = deriveCategory3(calc({ activity, amount, unit, region: "GB" }));
    expect(d.items.map((i) => i.factor.id)).toEqual([id]);
    expect(d.items[0]?.kgCO2e).toBeCloseTo(kg, 9);
  });

  it("UK district heat → WTT of generation and of distribution losses", () => {
    const d = deriveCategory3(calc({ activity: "heat", amount: 1000, unit: "kWh", region: "GB" }));
    expect(d.source).toBe("heat");
    expect(d.items.map((i) => [i.kind, i.factor.id])).toEqual([
      ["wtt_generation", "uk-district_heat_wtt-desnz2024"],
      ["wtt_td_losses", "uk-district_heat_distribution_wtt-desnz2024"],
    ]);
    expect(d.items[0]?.kgCO2e).toBeCloseTo(33.41, 9);
    expect(d.items[1]?.kgCO2e).toBeCloseTo(1.76, 9);
  });

  it("carries the parent's region warning when the factor set is the parent's", () => {
    const d = deriveCategory3(calc({ activity: "electricity", amount: 1000, unit: "kWh", region: "GB-SCT" }));
    expect(d.items).toHaveLength(3);
    for (const i of d.items) expect(i.warnings.map((w) => w.code)).toEqual(["region_fallback"]);
  });
});

describe("deriveCategory3: what it does not derive, and why", () => {
  it("US electricity (eGRID): no T&D or WTT factor for the US, each kind a gap", () => {
    const d = deriveCategory3(calc({ activity: "electricity", amount: 1, unit: "MWh", region: "US-CAMX" }));
    expect(d.source).toBe("electricity");
    expect(d.items).toEqual([]);
    expect(d.gaps.map((g) => [g.kind, g.reason])).toEqual([
      ["td_losses", "no_factor"],
      ["wtt_generation", "no_factor"],
      ["wtt_td_losses", "no_factor"],
    ]);
    expect(d.gaps[0]?.message).toMatch(/US-CAMX/);
  });

  it("US diesel (EPA): well-to-tank is the fuel's, DESNZ's diesel WTT applies wherever it is burnt", () => {
    const d = deriveCategory3(calc({ activity: "diesel", amount: 100, unit: "US gallon", region: "US" }));
    expect(d.gaps).toEqual([]);
    expect(d.items).toHaveLength(1);
    const [wtt] = d.items;
    expect(wtt?.factor.id).toBe("uk-diesel_wtt-litre-desnz2024");
    // 100 US gallons = 378.5411784 litres × 0.61101 kg/litre
    expect(wtt?.amount).toBeCloseTo(378.5411784, 9);
    expect(wtt?.kgCO2e).toBeCloseTo(378.5411784 * 0.61101, 9);
    expect(wtt?.warnings.map((w) => w.code)).toEqual(["factor_set_differs", "global_default_factor"]);
  });

  it("German diesel: combustion and well-to-tank both from the global default for fuels (DESNZ)", () => {
    const parent = calc({ activity: "diesel", amount: 1000, unit: "litre", region: "DE", year: 2024 });
    expect(parent.factor.id).toBe("uk-diesel-litre-desnz2024");
    expect(parent.kgCO2e).toBeCloseTo(2512.79, 9);
    expect(parent.warnings.map((w) => w.code)).toEqual(["global_default_factor"]);
    const d = deriveCategory3(parent, { region: "DE", year: 2024 });
    expect(d.items.map((i) => i.factor.id)).toEqual(["uk-diesel_wtt-litre-desnz2024"]);
    expect(d.items[0]?.kgCO2e).toBeCloseTo(611.01, 9);
    expect(d.items[0]?.warnings.map((w) => w.code)).toEqual(["global_default_factor"]);
  });

  it("a lifecycle (Ember) grid factor already holds upstream: no WTT; T&D still looked for", () => {
    const d = deriveCategory3(calc({ activity: "electricity", amount: 1000, unit: "kWh", region: "DE" }));
    expect(d.items).toEqual([]);
    expect(d.gaps.map((g) => [g.kind, g.reason])).toEqual([
      ["td_losses", "no_factor"],
      ["wtt_generation", "included_in_lifecycle_factor"],
      ["wtt_td_losses", "included_in_lifecycle_factor"],
    ]);
  });

  it("a fuel with no well-to-tank activity in the library (propane)", () => {
    const d = deriveCategory3(calc({ activity: "propane", amount: 100, unit: "litre", region: "GB" }));
    expect(d.gaps).toMatchObject([{ kind: "wtt_fuel", activity: null, reason: "no_factor" }]);
  });

  it.each<[string, ActivityRow]>([
    ["a flight", { activity: "long haul flight economy", amount: 1000, unit: "km", region: "GB" }],
    ["spend", { activity: "software", amount: 1000, unit: "USD", region: "US" }],
    ["a T&D row itself", { activity: "T&D losses", amount: 1000, unit: "kWh", region: "GB" }],
    [
      "fuel in a vehicle not owned",
      { activity: "diesel", amount: 40, unit: "litre", region: "GB", ownedOrControlled: false },
    ],
  ])("%s yields no category 3", (_, row) => {
    expect(deriveCategory3(calc(row))).toEqual({ source: null, items: [], gaps: [] });
  });

  it("falls back through the lookup when the parent's set lacks the factor, and says so", () => {
    const uk = calc({ activity: "electricity", amount: 2000, unit: "kWh", region: "GB" });
    // A supplier's own grid factor for the UK: not a set with T&D factors.
    const parent: EmissionCalculation = {
      ...uk,
      factor: { ...uk.factor, id: "x", source: "Some other set" },
    };
    const d = deriveCategory3(parent);
    expect(d.items.map((i) => i.factor.id)).toEqual([
      "uk-electricity_td_losses-desnz2024",
      "uk-electricity_wtt_generation-desnz2024",
      "uk-electricity_wtt_td-desnz2024",
    ]);
    for (const i of d.items) expect(i.warnings.map((w) => w.code)).toEqual(["factor_set_differs"]);
    expect(d.items[0]?.kgCO2e).toBeCloseTo(36.6, 9);
  });

  it("every derived activity is one the double-counting rule knows", () => {
    const rows: ActivityRow[] = [
      { activity: "electricity", amount: 1, unit: "kWh", region: "GB" },
      { activity: "heat", amount: 1, unit: "kWh", region: "GB" },
      ...["gas", "diesel", "petrol", "lpg", "burning oil", "gas oil", "jet fuel"].map((activity) => ({
        activity,
        amount: 1,
        unit: activity === "gas" ? "kWh" : "litre",
        region: "GB",
      })),
    ];
    for (const row of rows) {
      const d = deriveCategory3(calc(row));
      expect(d.items.length, row.activity).toBeGreaterThan(0);
      for (const i of d.items) {
        expect(isDerivableCategory3Activity(i.activity), i.activity).toBe(true);
        expect(category3ParentActivity(i.activity)).toBe(i.derivedFrom);
      }
    }
  });
});

describe("never double-counted: hand-entered category 3 rows", () => {
  it.each([
    ["diesel_wtt", true],
    ["diesel wtt", true],
    ["natural_gas_wtt", true],
    ["electricity_td_losses", true],
    ["T&D losses", true],
    ["electricity_wtt_generation", true],
    ["electricity_wtt_td_losses", true],
    ["district_heat_wtt", true],
    ["flight_long_haul_economy_wtt", false], // category 6
    ["rail_national_wtt", false],
    ["car_average_diesel_wtt", false],
    ["diesel", false],
    ["electricity", false],
    ["no such thing", false],
  ])("%s derivable: %s", (activity, expected) => {
    expect(isDerivableCategory3Activity(activity)).toBe(expected);
  });

  it("refuses a derivable row while the policy derives, and names the parent", () => {
    expect(handEnteredCategory3Refusal("diesel wtt", { deriveCategory3: true })).toMatchObject({
      code: "category3_derived",
      derivedFrom: "diesel",
    });
    expect(
      handEnteredCategory3Refusal("T&D losses", { deriveCategory3: true }, { region: "GB" })?.derivedFrom,
    ).toBe("electricity_grid");
    expect(handEnteredCategory3Refusal("diesel wtt", { deriveCategory3: false })).toBeNull();
    expect(handEnteredCategory3Refusal("diesel", { deriveCategory3: true })).toBeNull();
    expect(handEnteredCategory3Refusal("rail_national_wtt", { deriveCategory3: true })).toBeNull();
  });
});

describe("hand-entered category 3 rows where the derivation has no factor", () => {
  const derive = { deriveCategory3: true };

  it("T&D losses: refused in the UK (DESNZ derives them), accepted in DE and the US (no source)", () => {
    expect(
      handEnteredCategory3Refusal("electricity_td_losses", derive, { region: "UK", year: 2024 }),
    ).toMatchObject({ code: "category3_derived", derivedFrom: "electricity_grid" });
    expect(
      handEnteredCategory3Refusal("electricity_td_losses", derive, { region: "DE", year: 2024 }),
    ).toBeNull();
    expect(handEnteredCategory3Refusal("electricity_td_losses", derive, { region: "US-CAMX" })).toBeNull();
  });

  it("WTT of generation under a lifecycle (Ember) grid factor is refused: it is already in it", () => {
    const r = handEnteredCategory3Refusal("electricity_wtt_generation", derive, { region: "DE" });
    expect(r?.message).toMatch(/already included in the lifecycle grid factor/);
    // eGRID is combustion-only and the library has no US upstream: the hand-entered row is the figure.
    expect(handEnteredCategory3Refusal("electricity_wtt_generation", derive, { region: "US" })).toBeNull();
  });

  it("fuel well-to-tank is derived everywhere, so a hand-entered one is refused everywhere", () => {
    for (const region of ["UK", "US", "DE", "JP"]) {
      expect(handEnteredCategory3Refusal("diesel_wtt", derive, { region })?.derivedFrom).toBe("diesel");
    }
  });

  it("a hand-entered upstream row without a library factor takes its own factor, named by source", () => {
    const r = calculateEmissions({
      activity: "electricity_td_losses",
      amount: 10_000,
      unit: "kWh",
      region: "DE",
      year: 2024,
      supplierFactor: {
        kgCO2ePerUnit: 0.02,
        unit: "kWh",
        source: "Grid operator T&D study 2024",
        instrument: "supplier_specific",
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toMatchObject({ scope: 3, category: 3, kgCO2e: 200, activity: "electricity_td_losses" });
    expect(r.value.factor).toMatchObject({
      id: "own:electricity_td_losses:DE",
      source: "Grid operator T&D study 2024",
    });
    expect(r.value.warnings.map((w) => w.code)).toEqual(["own_factor"]);
  });

  it("without its own factor, or for an activity that is not upstream, the row is still refused", () => {
    const noOwn = calculateEmissions({
      activity: "electricity_td_losses",
      amount: 1,
      unit: "kWh",
      region: "DE",
    });
    expect(noOwn.ok ? null : noOwn.error.code).toBe("no_factor");
    const hotel = calculateEmissions({
      activity: "hotel",
      amount: 1,
      unit: "night",
      region: "IE",
      year: 2024,
      supplierFactor: { kgCO2ePerUnit: 10, unit: "night", source: "own", instrument: "supplier_specific" },
    });
    expect(hotel.ok ? null : hotel.error.code).toBe("no_factor");
  });
});
