import { describe, expect, it } from "vitest";
import { evToDieselRatio, reductionScenarios, SCENARIO_ASSUMPTIONS } from "./carbon-scenarios";
import { SCENARIO_DEFAULTS } from "./carbon-status";

const input = {
  scope1Details: { naturalGas: 500, diesel: 150, petrol: 50 },
  scope2Details: { electricity: 800, heatAndSteam: 100 },
  scope3Details: { purchasedGoodsAndServices: 3000, upstreamTransportation: 200, businessTravel: 100 },
  total: 4900,
};

describe("reductionScenarios", () => {
  const s = reductionScenarios(input);

  it("renewable electricity is sized from scope 2 electricity", () => {
    expect(s.renewableElectricity).toMatchObject({ annualSavings: 800, targetReduction: 16.3 });
  });

  it("fleet electrification removes the diesel-over-BEV share of scope 1 road fuel (DESNZ 2024 cars)", () => {
    expect(evToDieselRatio()).toBeCloseTo(0.04745 / 0.16984, 12);
    const savings = 200 * (1 - 0.04745 / 0.16984);
    expect(s.fleetElectrification?.annualSavings).toBe(Math.round(savings * 10) / 10);
    expect(s.fleetElectrification?.actions[0]).toMatch(/diesel and petrol vehicles \(200 t CO2e\)/);
  });

  it("travel policy, energy efficiency and supply chain use their stated assumptions", () => {
    expect(s.travelPolicy?.annualSavings).toBe(100 * SCENARIO_ASSUMPTIONS.travelCut);
    expect(s.energyEfficiency?.annualSavings).toBe(Math.round((500 + 800 + 100) * 0.15 * 10) / 10);
    expect(s.supplyChain?.annualSavings).toBe(3200 * SCENARIO_ASSUMPTIONS.supplierCut);
  });

  it("keeps the spec default investment where the data cannot size it", () => {
    for (const scenario of Object.values(s)) expect(scenario.investment).toBe(SCENARIO_DEFAULTS.investment);
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
    ).toEqual(["renewableElectricity", "energyEfficiency"]);
    expect(reductionScenarios({ scope1Details: {}, scope2Details: {}, scope3Details: {}, total: 0 })).toEqual(
      {},
    );
  });
});
