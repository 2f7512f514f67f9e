import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_AMOUNT } from "../numeric-bounds";
import { calculateEmissions } from "./calculate-emissions";
import { convertUnit } from "./units";

/** Rows that all calculate, each with units of the same dimension to convert between. */
const CASES = [
  { activity: "electricity", region: "GB", units: ["kWh", "MWh", "GJ", "therm", "mmBtu", "Wh"] },
  { activity: "natural gas", region: "GB", units: ["kWh", "MWh", "therm", "GJ"] },
  { activity: "natural gas", region: "US", units: ["therm", "mmBtu", "kWh"] },
  { activity: "diesel", region: "GB", units: ["litre", "US_gallon", "UK_gallon", "m3"] },
  { activity: "diesel", region: "US", units: ["US_gallon", "litre", "UK_gallon"] },
  { activity: "long haul flight economy", region: "GB", units: ["passenger_km", "passenger_mile"] },
  { activity: "car", region: "US", units: ["vehicle_mile", "vehicle_km"] },
  { activity: "hotel", region: "FR", units: ["night"] },
  { activity: "consulting", region: "GB", units: ["USD", "GBP", "EUR"] },
] as const;

const amount = fc.double({ min: 0, max: 1e9, noNaN: true, noDefaultInfinity: true });
const kgOf = (activity: string, region: string, value: number, unit: string) => {
  const r = calculateEmissions({ activity, region, amount: value, unit });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.kgCO2e;
};
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe("calculateEmissions properties", () => {
  it("is linear in the amount: kg(a + b) = kg(a) + kg(b) and kg(k·a) = k·kg(a)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CASES),
        amount,
        amount,
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (c, a, b, k) => {
          const unit = c.units[0];
          const sum = kgOf(c.activity, c.region, a + b, unit);
          expect(close(sum, kgOf(c.activity, c.region, a, unit) + kgOf(c.activity, c.region, b, unit))).toBe(
            true,
          );
          expect(
            close(kgOf(c.activity, c.region, k * a, unit), k * kgOf(c.activity, c.region, a, unit)),
          ).toBe(true);
        },
      ),
    );
  });

  it("gives the same kg whether the amount is converted to another unit first or not", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CASES), amount, fc.nat(), fc.nat(), (c, a, i, j) => {
        const from = c.units[i % c.units.length] as string;
        const to = c.units[j % c.units.length] as string;
        const inTo = convertUnit(a, from, to);
        // An amount is bounded in its own unit (MAX_AMOUNT): 1e9 MWh is 1e15 Wh, refused as Wh.
        fc.pre(inTo <= MAX_AMOUNT);
        const direct = kgOf(c.activity, c.region, a, from);
        const converted = kgOf(c.activity, c.region, inTo, to);
        expect(close(direct, converted)).toBe(true);
      }),
    );
  });

  it("never returns a negative or non-finite figure, up to the largest amount accepted", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CASES), amount, fc.nat(), (c, a, i) => {
        const kg = kgOf(c.activity, c.region, a * 1000, c.units[i % c.units.length] as string);
        expect(Number.isFinite(kg) && kg >= 0).toBe(true);
      }),
    );
  });

  it("round-trips unit conversions", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CASES), amount, fc.nat(), fc.nat(), (c, a, i, j) => {
        const from = c.units[i % c.units.length] as string;
        const to = c.units[j % c.units.length] as string;
        expect(close(convertUnit(convertUnit(a, from, to), to, from), a)).toBe(true);
      }),
    );
  });
});
