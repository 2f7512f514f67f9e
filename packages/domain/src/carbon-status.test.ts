import { describe, expect, it } from "vitest";
import {
  carbonShareColour,
  carbonTotalStatus,
  humanizeKey,
  reductionNeeded,
  SCENARIO_DEFAULTS,
  sharePercent,
  withScenarioDefaults,
} from "./carbon-status";

const comparison = { topPerformer: 1000, medianEmissions: 2000, averageEmissions: 2500 };

describe("carbonTotalStatus", () => {
  it.each([
    [500, "Excellent"],
    [1000, "Excellent"],
    [1001, "Above Average"],
    [2000, "Above Average"],
    [2500, "Average"],
    [2501, "Below Average"],
  ])("total %d → %s", (total, status) => {
    expect(carbonTotalStatus(total, comparison)).toBe(status);
  });

  it("is 'No data' without a recorded total, never 'Excellent' at 0 t", () => {
    expect(carbonTotalStatus(null, comparison)).toBe("No data");
  });
});

describe("carbonShareColour", () => {
  it.each([
    [71, 100, "red"],
    [70, 100, "amber"],
    [41, 100, "amber"],
    [40, 100, "green"],
    [0, 100, "green"],
    [5, 0, "red"],
  ])("%d of average %d → %s", (value, avg, colour) => {
    expect(carbonShareColour(value, avg)).toBe(colour);
  });
});

describe("reductionNeeded", () => {
  it.each([
    [1500, 1000, 500],
    [900, 1000, 0],
    [1000, 1000, 0],
  ])("max(0, %d - %d) = %d", (total, top, expected) => {
    expect(reductionNeeded(total, top)).toBe(expected);
  });
});

describe("withScenarioDefaults", () => {
  it("fills every missing field", () => {
    expect(withScenarioDefaults({})).toEqual(SCENARIO_DEFAULTS);
    expect(withScenarioDefaults(undefined)).toEqual(SCENARIO_DEFAULTS);
  });
  it("keeps given fields, including a zero reduction", () => {
    const s = withScenarioDefaults({ targetReduction: 0, timeline: "6 months" });
    expect(s.targetReduction).toBe(0);
    expect(s.timeline).toBe("6 months");
    expect(s.investment).toBe("$250K - $500K");
    expect(s.actions).toEqual(SCENARIO_DEFAULTS.actions);
  });
});

describe("humanizeKey / sharePercent", () => {
  it.each([
    ["naturalGas", "Natural Gas"],
    ["businessTravel", "Business Travel"],
    ["purchased_goods", "Purchased Goods"],
    ["HVACSystems", "HVAC Systems"],
  ])("%s → %s", (key, words) => expect(humanizeKey(key)).toBe(words));

  it("rounds shares and guards a zero whole", () => {
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(2, 3)).toBe(67);
    expect(sharePercent(5, 0)).toBe(0);
  });
});
