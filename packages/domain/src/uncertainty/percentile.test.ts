import { describe, expect, it } from "vitest";
import { percentilesOf } from "./percentile";
import { mulberry32 } from "./random";

/** Type 7 from a full sort: the reference the selection must equal exactly. */
function bySort(values: Float64Array, p: number): number {
  const s = Float64Array.from(values).sort();
  const h = (s.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(s.length - 1, lo + 1);
  return (s[lo] as number) + (h - lo) * ((s[hi] as number) - (s[lo] as number));
}

const PS = [0, 0.025, 0.5, 0.975, 1];

describe("percentiles by selection", () => {
  it("equal the sorted type-7 percentiles for random, sorted, reversed and repeated values", () => {
    const random = mulberry32(7);
    const cases = [
      Float64Array.from({ length: 10_001 }, () => random() * 1000 - 200),
      Float64Array.from({ length: 1000 }, (_, i) => i),
      Float64Array.from({ length: 1000 }, (_, i) => 1000 - i),
      Float64Array.from({ length: 999 }, (_, i) => i % 3),
      Float64Array.from([5]),
      Float64Array.from([2, 1]),
    ];
    for (const values of cases) {
      const before = Float64Array.from(values);
      expect(percentilesOf(values, PS)).toEqual(PS.map((p) => bySort(values, p)));
      expect(values).toEqual(before);
    }
  });

  it("gives 0 for no values; 2.5% of 1..40 is 1.975", () => {
    expect(percentilesOf(new Float64Array(0), [0.5])).toEqual([0]);
    expect(
      percentilesOf(
        Float64Array.from({ length: 40 }, (_, i) => i + 1),
        [0.025],
      )[0],
    ).toBeCloseTo(1.975, 12);
  });
});
