import { describe, expect, it } from "vitest";
import { approach1, rowTerm } from "./approach1";
import { createMonteCarlo, type MonteCarloGroup, multiplierOf } from "./monte-carlo";
import { mulberry32 } from "./random";

const group = (
  scope: 1 | 2 | 3,
  kg: number,
  activityPct: number,
  factorPct: number,
  factorKey: string,
): MonteCarloGroup => ({
  scope,
  locationKg: kg,
  marketKg: kg,
  activityPct,
  locationFactorKey: factorKey,
  locationFactorPct: factorPct,
  marketFactorKey: factorKey,
  marketFactorPct: factorPct,
});

function run(groups: MonteCarloGroup[], draws: number, seed: number) {
  const mc = createMonteCarlo(groups, { draws, seed });
  while (!mc.step(1000));
  return mc.result();
}

describe("Monte Carlo (IPCC Approach 2)", () => {
  it("mulberry32's sequence is pinned: a change to it would change every seeded answer", () => {
    expect(mulberry32(0)()).toBeCloseTo(0.26642920868471265, 15);
  });

  it("with normal inputs under 30% it agrees with Approach 1 within 1 percentage point", () => {
    const groups = [group(1, 1000, 5, 3, "a"), group(1, 2000, 10, 8, "b")];
    const mc = run(groups, 100_000, 42);
    const a1 = approach1([rowTerm(1000, 5, 3, "a"), rowTerm(2000, 10, 8, "b")]).pct95;
    expect(Math.abs(mc.scope1.monteCarloPct95 - a1)).toBeLessThan(1);
    expect(mc.scope1.p50).toBeGreaterThan(2950);
    expect(mc.scope1.p50).toBeLessThan(3050);
  });

  it("keeps the shared-factor correlation Approach 1 models", () => {
    const groups = [group(2, 1000, 5, 3, "f"), group(2, 2000, 10, 8, "f")];
    const mc = run(groups, 100_000, 7);
    const a1 = approach1([rowTerm(1000, 5, 3, "f"), rowTerm(2000, 10, 8, "f")]).pct95;
    expect(Math.abs(mc.scope2.monteCarloPct95 - a1)).toBeLessThan(1);
  });

  it("the same seed gives identical results; another seed differs", () => {
    const groups = [group(1, 1000, 5, 3, "a"), group(3, 2000, 10, 60, "b")];
    const one = run(groups, 5_000, 123);
    const two = run(groups, 5_000, 123);
    expect(two).toEqual(one);
    expect(run(groups, 5_000, 124).total.p50).not.toBe(one.total.p50);
  });

  it("above 30% the multiplier is lognormal: never negative, mean 1", () => {
    const normal = mulberry32(9);
    let min = Infinity;
    let sum = 0;
    const n = 50_000;
    for (let i = 0; i < n; i++) {
      // Box–Muller by hand so this checks the transform, not the source.
      const z = Math.sqrt(-2 * Math.log(1 - normal())) * Math.cos(2 * Math.PI * normal());
      const m = multiplierOf(z, 150);
      min = Math.min(min, m);
      sum += m;
    }
    expect(min).toBeGreaterThan(0);
    expect(sum / n).toBeCloseTo(1, 1);
    expect(multiplierOf(-10, 30)).toBeLessThan(0); // normal at 30%: a far tail can go negative
  });
});
