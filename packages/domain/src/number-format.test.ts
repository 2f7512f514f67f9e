import { describe, expect, it } from "vitest";
import { countOf, formatCount, formatKgAsTonnes, formatTonnes, rowsWithDerived } from "./number-format";

describe("number formatting for people", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [20_000, "20,000"],
    [1_234_567.6, "1,234,568"],
  ])("counts %d as %s", (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it("names the noun in the singular or plural", () => {
    expect(countOf(1, "row")).toBe("1 row");
    expect(countOf(20_000, "row")).toBe("20,000 rows");
    expect(countOf(2, "activity", "activities")).toBe("2 activities");
  });

  it.each([
    [5712.3456, "5,712.3 t CO2e"],
    [1_234_567.89, "1,234,567.9 t CO2e"],
    [0.20705, "0.207 t CO2e"],
    [0, "0.0 t CO2e"],
    [12, "12.0 t CO2e"],
    [0.2, "0.2 t CO2e"],
  ])("writes %d tonnes as %s, never an unrounded float", (t, text) => {
    expect(formatTonnes(t)).toBe(text);
  });

  it("converts the engine's kilograms to tonnes", () => {
    expect(formatKgAsTonnes(233_099.6)).toBe("233.1 t CO2e");
    expect(formatKgAsTonnes(207.05)).toBe("0.207 t CO2e");
  });

  it("explains derived category 3 rows next to the uploaded ones", () => {
    expect(rowsWithDerived(20_000, 33_334)).toBe("20,000 rows + 33,334 derived upstream rows");
    expect(rowsWithDerived(1, 1)).toBe("1 row + 1 derived upstream row");
    expect(rowsWithDerived(3, 0)).toBe("3 rows");
  });
});
