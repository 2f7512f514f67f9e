import { describe, expect, it } from "vitest";
import { buildInventory } from "./carbon-inventory";
import { includedShareOf } from "./consolidation";
import { DEFAULT_REPORTING_SETTINGS } from "./reporting-period";

const site = (ownershipShare: number, operationalControl: boolean, financialControl: boolean) => ({
  ownershipShare,
  operationalControl,
  financialControl,
});

describe("includedShareOf", () => {
  it.each([
    [site(40, false, true), "operational_control", 0],
    [site(40, false, true), "financial_control", 1],
    [site(40, false, true), "equity_share", 0.4],
    [site(60, true, false), "operational_control", 1],
    [site(60, true, false), "financial_control", 0],
    [site(60, true, false), "equity_share", 0.6],
    [null, "equity_share", 1],
    [undefined, "operational_control", 1],
  ] as const)("%o under %s counts %d", (s, approach, share) => {
    expect(includedShareOf(s, approach)).toBe(share);
  });
});

describe("buildInventory under each approach", () => {
  const records = (approach: "operational_control" | "financial_control" | "equity_share") =>
    buildInventory({
      settings: { ...DEFAULT_REPORTING_SETTINGS, consolidationApproach: approach },
      closedYears: [],
      monthly: [
        {
          month: "2025-01",
          scope: 2,
          detailKey: "electricity",
          sourceType: "energy_bill",
          locationKg: 1000,
          marketKg: 800,
          activities: 1,
          siteId: 1,
        },
        {
          month: "2025-01",
          scope: 1,
          detailKey: "naturalGas",
          sourceType: "energy_bill",
          locationKg: 500,
          marketKg: 500,
          activities: 1,
          siteId: null,
        },
      ],
      sites: [{ id: 1, name: "JV", ownershipShare: 40, operationalControl: false, financialControl: true }],
      scope2Energy: [
        { month: "2025-01", siteId: 1, method: "instrument", kWh: 3000 },
        { month: "2025-01", siteId: 1, method: null, kWh: 2000 },
        { month: "2024-12", siteId: null, method: "residual_mix", kWh: 7000 },
      ],
    }).years.find((y) => y.year === 2025);

  it.each([
    ["operational_control", 500, 500, { instrumentKwh: 0, residualMixKwh: 0, locationFallbackKwh: 0 }],
    ["financial_control", 1500, 1300, { instrumentKwh: 3000, residualMixKwh: 0, locationFallbackKwh: 2000 }],
    ["equity_share", 900, 820, { instrumentKwh: 1200, residualMixKwh: 0, locationFallbackKwh: 800 }],
  ] as const)(
    "%s: %d kg location, %d kg market, Scope 2 kWh by method",
    (approach, location, market, kWh) => {
      const y = records(approach);
      expect(y?.totalLocation).toBeCloseTo(location, 9);
      expect(y?.totalMarket).toBeCloseTo(market, 9);
      expect(y?.scope2Coverage).toEqual(kWh);
    },
  );
});
