/**
 * Exchange rates for spend-based factors.
 *
 * The only spend factors in the library (US EPA Supply Chain GHG Emission Factors v1.3, USEEIO) are
 * kg CO2e per 2022 US dollar at purchaser price, so GBP and EUR spend is converted with the 2022 annual
 * average rate: US Federal Reserve G.5A "Foreign Exchange Rates — Annual", release of 1 February 2024,
 * 2022 column (EMU members EURO 1.0534, United Kingdom POUND 1.2371, both quoted in US dollars per unit).
 * https://www.federalreserve.gov/releases/g5a/20240201/
 *
 * Spend from another year should first be expressed in 2022 prices (emission-factors.md §3.6); the engine
 * does not deflate. Callers holding invoice-date rates may pass their own `usdPerUnit`.
 */
export const CURRENCY_CODES = ["USD", "GBP", "EUR"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const USD_PER_CURRENCY_2022: Readonly<Record<CurrencyCode, number>> = {
  USD: 1,
  GBP: 1.2371,
  EUR: 1.0534,
};

export const CURRENCY_RATE_SOURCE = {
  name: "US Federal Reserve G.5A Foreign Exchange Rates (Annual), 2022 averages",
  url: "https://www.federalreserve.gov/releases/g5a/20240201/",
  year: 2022,
} as const;

export type CurrencyRates = Partial<Record<CurrencyCode, number>>;

export function isCurrencyCode(code: string): code is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(code);
}

/** US dollars per unit of `code`: the caller's rate when given, else the 2022 table. */
export function usdPerUnit(code: CurrencyCode, rates?: CurrencyRates): number {
  const rate = rates?.[code] ?? USD_PER_CURRENCY_2022[code];
  if (!(rate > 0) || !Number.isFinite(rate))
    throw new RangeError(`Exchange rate for ${code} must be positive`);
  return rate;
}
