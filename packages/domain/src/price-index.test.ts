import { describe, expect, it } from "vitest";
import {
  US_GDP_DEFLATOR,
  US_GDP_DEFLATOR_FIRST_YEAR,
  US_GDP_DEFLATOR_LAST_YEAR,
  US_GDP_DEFLATOR_SOURCE,
  usGdpDeflatorConversion,
} from "./price-index";

describe("US GDP implicit price deflator (BEA NIPA Table 1.1.9, FRED A191RD3A086NBEA)", () => {
  it("is annual, 2017 = 100, 1990–2025 without gaps, rising every year", () => {
    expect(US_GDP_DEFLATOR_SOURCE.url).toBe("https://fred.stlouisfed.org/series/A191RD3A086NBEA");
    expect([US_GDP_DEFLATOR_FIRST_YEAR, US_GDP_DEFLATOR_LAST_YEAR]).toEqual([1990, 2025]);
    expect(US_GDP_DEFLATOR[2017]).toBe(100);
    for (let y = US_GDP_DEFLATOR_FIRST_YEAR + 1; y <= US_GDP_DEFLATOR_LAST_YEAR; y++)
      expect(US_GDP_DEFLATOR[y]).toBeGreaterThan(US_GDP_DEFLATOR[y - 1] as number);
  });

  it.each([
    // year, value as published (FRED CSV, vintage after the 2025 annual update)
    [2020, 105.377],
    [2021, 110.186],
    [2022, 118.023],
    [2023, 122.39],
    [2024, 125.428],
    [2025, 128.986],
  ])("%i → %d", (year, value) => {
    expect(US_GDP_DEFLATOR[year]).toBe(value);
  });
});

describe("usGdpDeflatorConversion", () => {
  it.each([
    // fromYear, toYear, factor, index year used, outside the table
    [2024, 2022, 118.023 / 125.428, 2024, null],
    [2023, 2022, 118.023 / 122.39, 2023, null],
    [2022, 2022, 1, 2022, null],
    [2020, 2022, 118.023 / 105.377, 2020, null],
    [2017, 2022, 1.18023, 2017, null],
    [2031, 2022, 118.023 / 128.986, 2025, "after"],
    [1985, 2022, 118.023 / 59.305, 1990, "before"],
  ] as const)("%i dollars → %i dollars × %d", (from, to, factor, indexYear, outside) => {
    const c = usGdpDeflatorConversion(from, to);
    expect(c.factor).toBeCloseTo(factor, 12);
    expect(c.indexYear).toBe(indexYear);
    expect(c.outsideTable).toBe(outside);
    expect(c.toIndex).toBe(US_GDP_DEFLATOR[to]);
  });

  it("2024 revenue of $1,000,000 is $940,962.15 of 2022", () => {
    expect(1_000_000 * usGdpDeflatorConversion(2024, 2022).factor).toBeCloseTo(940_962.15, 2);
  });

  it("refuses a target year outside the table and fractional years", () => {
    expect(() => usGdpDeflatorConversion(2024, 2030)).toThrow(RangeError);
    expect(() => usGdpDeflatorConversion(2024.5, 2022)).toThrow(RangeError);
  });
});
