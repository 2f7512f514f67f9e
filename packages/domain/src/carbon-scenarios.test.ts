import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  evToDieselRatio,
  INVESTMENT_NOT_ESTIMATED,
  reductionScenarios,
  SCENARIO_ASSUMPTIONS,
  SCENARIO_ORDER,
  type ScenarioInput,
  scenarioPools,
} from "./carbon-scenarios";
import { SCENARIO_DEFAULTS } from "./carbon-status";

const round1 = (n: number) => Math.round(n * 10) / 10;
const CUT = SCENARIO_ASSUMPTIONS.efficiencyCut;

/** 4,900 t location-based; market-based Scope 2 500 t (heat 100 t at location, so electricity 400 t). */
const input: ScenarioInput = {
  scope1Details: { naturalGas: 500, diesel: 150, petrol: 50 },
  scope2Details: { electricity: 800, heatAndSteam: 100 },
  scope3Details: { purchasedGoodsAndServices: 3000, upstreamTransportation: 200, businessTravel: 100 },
  total: 4900,
  scope2MarketBased: 500,
};
const TOTAL_MB = 4900 - 900 + 500;

describe("reductionScenarios", () => {
  const s = reductionScenarios(input);

  it("keeps the emissions each scenario acts on apart (t CO2e)", () => {
    expect(scenarioPools(input)).toEqual({
      stationary: 500,
      fleet: 200,
      electricityMarketBased: 400,
      otherEnergyMarketBased: 100,
      marketBasedMissing: false,
      businessTravel: 100,
      supplyChain: 3200,
      totalMarketBased: TOTAL_MB,
    });
  });

  it.each([
    // scenario, annual savings (market-based t), % of the market-based total (4,500 t)
    ["energyEfficiency", (500 + 100 + 400) * CUT, 3.3],
    ["renewableElectricity", 400 * (1 - CUT), 7.6],
    ["fleetElectrification", 200 * (1 - 0.04745 / 0.16984), 3.2],
    ["travelPolicy", 100 * 0.4, 0.9],
    ["supplyChain", 3200 * 0.1, 7.1],
  ])("%s saves %d t, %d%%", (key, savings, target) => {
    expect(s[key]?.annualSavings).toBe(round1(savings));
    expect(s[key]?.targetReduction).toBe(target);
    expect(s[key]?.targetReduction).toBe(round1((savings / TOTAL_MB) * 100));
  });

  it("applies energy efficiency first, then renewable electricity to what efficiency leaves: never more than the electricity", () => {
    expect(Object.keys(s)).toEqual([...SCENARIO_ORDER]);
    const electricityFromEfficiency = 400 * CUT;
    expect(electricityFromEfficiency + (s.renewableElectricity?.annualSavings ?? 0)).toBeCloseTo(400, 9);
    expect(s.renewableElectricity?.basis).toMatch(/^Applied after energy efficiency/);
    expect(s.energyEfficiency?.basis).toMatch(/^Applied first/);
  });

  it("the scenarios' savings add up to no more than the emissions they act on", () => {
    const saved = Object.values(s).reduce((t, x) => t + x.annualSavings, 0);
    const actedOn = 500 + 200 + 400 + 100 + 100 + 3200;
    expect(saved).toBeLessThanOrEqual(actedOn);
    expect(Object.values(s).reduce((t, x) => t + x.targetReduction, 0)).toBeLessThanOrEqual(100);
  });

  it("fleet electrification removes the diesel-over-BEV share of scope 1 road fuel (DESNZ 2024 cars)", () => {
    expect(evToDieselRatio()).toBeCloseTo(0.04745 / 0.16984, 12);
    expect(s.fleetElectrification?.actions[0]).toMatch(/diesel and petrol vehicles \(200 t CO2e\)/);
  });

  it('says "Not estimated" for investment: there is no cost data to size it', () => {
    expect(INVESTMENT_NOT_ESTIMATED).toBe("Not estimated");
    for (const scenario of Object.values(s)) {
      expect(scenario.investment).toBe("Not estimated");
      expect(scenario.investment).not.toBe(SCENARIO_DEFAULTS.investment);
    }
  });

  it("keeps the spec's default timeline for energy efficiency", () => {
    expect(s.energyEfficiency?.timeline).toBe(SCENARIO_DEFAULTS.timeline);
  });

  it("offers only what the data supports, and nothing without data", () => {
    expect(
      Object.keys(
        reductionScenarios({
          scope1Details: {},
          scope2Details: { electricity: 5 },
          scope3Details: {},
          total: 5,
        }),
      ),
    ).toEqual(["energyEfficiency", "renewableElectricity"]);
    expect(reductionScenarios({ scope1Details: {}, scope2Details: {}, scope3Details: {}, total: 0 })).toEqual(
      {},
    );
  });
});

describe("renewable electricity reduces market-based Scope 2, not location-based", () => {
  const only = (scope2Details: Record<string, number>, scope2MarketBased?: number) =>
    reductionScenarios({
      scope1Details: {},
      scope2Details,
      scope3Details: {},
      total: Object.values(scope2Details).reduce((a, b) => a + b, 0),
      ...(scope2MarketBased === undefined ? {} : { scope2MarketBased }),
    });

  it.each([
    // scope 2 location-based by key, market-based Scope 2, market-based electricity, renewable savings
    [{ electricity: 800, heatAndSteam: 100 }, 500, 400, 400 * (1 - CUT)],
    [{ electricity: 800 }, 300, 300, 300 * (1 - CUT)],
    [{ electricity: 900 }, 300, 300, 300 * (1 - CUT)], // more location-based tonnes, same market-based: same savings
    [{ electricity: 800 }, 1000, 1000, 1000 * (1 - CUT)], // residual mix above the grid average
    [{ electricity: 800 }, 0, 0, null], // already 100% renewable: nothing left to switch
    [{ heatAndSteam: 100 }, 100, 0, null], // no electricity
    [{ electricity: 800, heatAndSteam: 100 }, 50, 0, null], // heat alone exceeds the market-based figure
    [{ electricity: 800 }, undefined, 800, 800 * (1 - CUT)], // no market-based figure: location stands in
  ])("%o, market-based %s → electricity %d t, renewable saves %s t", (details, mb, electricity, savings) => {
    expect(
      scenarioPools({
        scope1Details: {},
        scope2Details: details,
        scope3Details: {},
        total: 1,
        ...(mb === undefined ? {} : { scope2MarketBased: mb }),
      }).electricityMarketBased,
    ).toBe(electricity);
    const r = only(details, mb);
    expect(r.renewableElectricity?.annualSavings ?? null).toBe(savings === null ? null : round1(savings));
  });

  it("names the stand-in when no market-based figure is given", () => {
    expect(only({ electricity: 800 }).renewableElectricity?.basis).toContain(
      "no market-based Scope 2 supplied, so location-based electricity stands in",
    );
    expect(only({ electricity: 800 }, 300).renewableElectricity?.basis).toContain(
      "reduces market-based Scope 2 only (location-based is unchanged)",
    );
  });
});

describe("non-overlap, for any breakdown", () => {
  const tonnes = fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true });
  it("the savings never exceed the market-based emissions they act on, nor their total", () => {
    fc.assert(
      fc.property(
        fc.record({
          naturalGas: tonnes,
          diesel: tonnes,
          electricity: tonnes,
          heatAndSteam: tonnes,
          purchasedGoodsAndServices: tonnes,
          businessTravel: tonnes,
          other: tonnes,
        }),
        fc.option(fc.double({ min: 0, max: 3, noNaN: true }), { nil: undefined }),
        (t, mbShare) => {
          const scope2 = t.electricity + t.heatAndSteam;
          const total =
            t.naturalGas + t.diesel + scope2 + t.purchasedGoodsAndServices + t.businessTravel + t.other;
          const x: ScenarioInput = {
            scope1Details: { naturalGas: t.naturalGas, diesel: t.diesel },
            scope2Details: { electricity: t.electricity, heatAndSteam: t.heatAndSteam },
            scope3Details: {
              purchasedGoodsAndServices: t.purchasedGoodsAndServices,
              businessTravel: t.businessTravel,
              employeeCommuting: t.other,
            },
            total,
            ...(mbShare === undefined ? {} : { scope2MarketBased: scope2 * mbShare }),
          };
          const p = scenarioPools(x);
          const s = reductionScenarios(x);
          const rounding = 0.05;
          const energy = p.stationary + p.otherEnergyMarketBased + p.electricityMarketBased;
          expect(s.energyEfficiency?.annualSavings ?? 0).toBeLessThanOrEqual(energy * CUT + rounding);
          expect(
            (s.renewableElectricity?.annualSavings ?? 0) + p.electricityMarketBased * CUT,
          ).toBeLessThanOrEqual(p.electricityMarketBased + rounding * 2);
          const saved = Object.values(s).reduce((a, v) => a + v.annualSavings, 0);
          expect(saved).toBeLessThanOrEqual(p.totalMarketBased + rounding * 5);
          const share = Object.values(s).reduce((a, v) => a + v.targetReduction, 0);
          expect(share).toBeLessThanOrEqual(100 + rounding * 5);
        },
      ),
    );
  });
});
