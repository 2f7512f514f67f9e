import { describe, expect, it } from "vitest";
import { revenueInBenchmarkDollars } from "./benchmark-revenue";

describe("revenueInBenchmarkDollars: 2022 exchange rate, then the US GDP deflator to 2022 dollars", () => {
  it.each([
    // revenue, reporting year, US dollars of 2022, words in the description
    [
      { amount: 24e6, currency: "GBP", year: 2024 },
      null,
      24e6 * 1.2371 * (118.023 / 125.428),
      "earned in 2024",
    ],
    [{ amount: 24e6, currency: "GBP" }, 2024, 24e6 * 1.2371 * (118.023 / 125.428), "reporting year 2024"],
    [{ amount: 24e6, currency: "GBP" }, null, 24e6 * 1.2371, "no revenue year or reporting year given"],
    [
      { amount: 10e6, currency: "EUR", year: 2020 },
      null,
      10e6 * 1.0534 * (118.023 / 105.377),
      "1.0534 USD/EUR (2022 average, US Federal Reserve G.5A), inflated to 2022 dollars × 1.1200",
    ],
    [{ amount: 10e6, currency: "usd", year: 2022 }, 2024, 10e6, "already in 2022 dollars"],
    [{ amount: 10e6, currency: "USD", year: 2030 }, null, 10e6 * (118.023 / 128.986), "latest year 2025"],
    [{ amount: 10e6, currency: "USD", year: 1985 }, null, 10e6 * (118.023 / 59.305), "first year 1990"],
  ])("%o in %s", (revenue, reportingYear, usd, words) => {
    const r = revenueInBenchmarkDollars(revenue, reportingYear);
    expect(r.usd).toBeCloseTo(usd, 4);
    expect(r.usd === null ? r.reason : r.description).toContain(words);
  });

  it.each([
    [null, "no revenue on file"],
    [{ amount: 0, currency: "GBP" }, "no revenue on file"],
    [{ amount: 3e9, currency: "JPY", year: 2024 }, "has no rate for it"],
  ])("assumes no stand-in revenue for %o", (revenue, words) => {
    const r = revenueInBenchmarkDollars(revenue, 2024);
    expect(r.usd).toBeNull();
    expect(r.usd === null && r.reason).toContain(words);
  });

  it("states the index values it deflated with", () => {
    const r = revenueInBenchmarkDollars({ amount: 24e6, currency: "GBP", year: 2024 });
    expect(r.usd === null ? r.reason : r.description).toBe(
      "annual revenue £24.0M earned in 2024, converted at 1.2371 USD/GBP (2022 average, US Federal Reserve G.5A), " +
        "deflated to 2022 dollars × 0.9410 (US GDP implicit price deflator, BEA NIPA Table 1.1.9, 2017 = 100: " +
        "2022 118.023 / 2024 125.428), = $27.9M of 2022",
    );
  });
});
