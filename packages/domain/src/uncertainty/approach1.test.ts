import { describe, expect, it } from "vitest";
import { approach1, productUncertaintyPct, rangeOf, rowTerm } from "./approach1";

describe("IPCC Approach 1", () => {
  it("two independent rows: 1,000 kg (±5% activity, ±3% factor) and 2,000 kg (±10%, ±8%) → 3,000 kg ± 8.76%", () => {
    const r = approach1([rowTerm(1000, 5, 3, "a"), rowTerm(2000, 10, 8, "b")]);
    expect(r.kg).toBe(3000);
    // √(1000²·(5²+3²) + 2000²·(10²+8²)) / 3000 = √690,000,000 / 3000
    expect(r.pct95).toBeCloseTo(Math.sqrt(690_000_000) / 3000, 12);
    expect(r.pct95.toFixed(2)).toBe("8.76");
  });

  it("the same two rows sharing one factor: the factor terms add linearly before the quadrature", () => {
    const shared = approach1([rowTerm(1000, 5, 3, "f"), rowTerm(2000, 10, 8, "f")]);
    // (5·1000)² + (10·2000)² + (3·1000 + 8·2000)² = 25e6 + 400e6 + 361e6 = 786e6
    expect(shared.pct95).toBeCloseTo(Math.sqrt(786_000_000) / 3000, 12);
    expect(shared.pct95.toFixed(2)).toBe("9.35");
    const independent = approach1([rowTerm(1000, 5, 3, "a"), rowTerm(2000, 10, 8, "b")]);
    expect(shared.pct95).toBeGreaterThan(independent.pct95);
  });

  it("one row: U = √(U_AD² + U_EF²)", () => {
    expect(productUncertaintyPct(3, 4)).toBe(5);
    expect(approach1([rowTerm(500, 3, 4, "x")]).pct95).toBeCloseTo(5, 12);
  });

  it("a row's factor error cannot cancel against itself: n equal rows of one factor keep the factor's full %", () => {
    const rows = Array.from({ length: 100 }, () => rowTerm(10, 0, 7, "grid"));
    expect(approach1(rows).pct95).toBeCloseTo(7, 10);
  });

  it("no emissions: 0%", () => {
    expect(approach1([]).pct95).toBe(0);
  });

  it("a range in tonnes: 5,712 t ± 4.1% → 5,477.81 … 5,946.19, never below 0", () => {
    expect(rangeOf(5712, 4.1)).toEqual({
      pct95: 4.1,
      low: 5477.81,
      high: 5946.19,
      method: "IPCC Approach 1",
    });
    expect(rangeOf(10, 150).low).toBe(0);
  });
});
