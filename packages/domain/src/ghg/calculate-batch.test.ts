import { describe, expect, it } from "vitest";
import { calculateEmissionsForRows, summarizeByScope } from "./calculate-batch";

describe("calculateEmissionsForRows (all or nothing)", () => {
  it("calculates every row and totals by scope and category", () => {
    const r = calculateEmissionsForRows([
      { activity: "electricity", amount: 10_000, unit: "kWh", region: "GB" },
      { activity: "diesel", amount: "400", unit: "litres", region: "GB" },
      { activity: "long haul flight economy", amount: 1000, unit: "km", region: "GB" },
      { activity: "hotel", amount: 2, unit: "nights", region: "GB" },
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.results).toHaveLength(4);
    expect(r.summary.scope1).toBeCloseTo(1005.116, 9);
    expect(r.summary.scope2).toBeCloseTo(2070.5, 9);
    expect(r.summary.scope3).toBeCloseTo(118.12 + 20.8, 9);
    expect(r.summary.total).toBeCloseTo(1005.116 + 2070.5 + 118.12 + 20.8, 9);
    expect(r.summary.scope3ByCategory).toEqual({ 6: expect.closeTo(138.92, 9) });
  });

  it("lists every bad row with its 1-based number, field and reason, and returns no results", () => {
    const r = calculateEmissionsForRows([
      { activity: "electricity", amount: 1, unit: "kWh", region: "GB" },
      { activity: "electrcity", amount: 1, unit: "kWh", region: "GB" },
      { activity: "electricity", amount: -3, unit: "kWh" },
      { activity: "electricity", amount: 1, unit: "litre", region: "GB" },
      "not a row",
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => [i.row, i.field, i.code])).toEqual([
      [2, "activity", "unknown_activity"],
      [3, "amount", "invalid_row"],
      [4, "unit", "incompatible_unit"],
      [5, null, "invalid_row"],
    ]);
    expect(r.issues[0]?.message).toMatch(/^Row 2: Unknown activity "electrcity"; did you mean/);
    expect(r.issues[1]?.message).toBe("Row 3: amount: Amount must not be negative");
  });

  it("accepts an empty batch", () => {
    const r = calculateEmissionsForRows([]);
    expect(r.ok && r.summary.total).toBe(0);
  });
});

describe("summarizeByScope", () => {
  it("sums each scope, and scope 3 by category", () => {
    const s = summarizeByScope([
      { kgCO2e: 1, scope: 1, category: null },
      { kgCO2e: 2, scope: 2, category: null },
      { kgCO2e: 3, scope: 3, category: 6 },
      { kgCO2e: 4, scope: 3, category: 1 },
      { kgCO2e: 5, scope: 3, category: 6 },
    ]);
    expect(s).toEqual({ scope1: 1, scope2: 2, scope3: 12, total: 15, scope3ByCategory: { 1: 4, 6: 8 } });
  });
});
