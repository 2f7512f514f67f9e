/**
 * A company's revenue in the dollars of the USEEIO v1.3 intensities (2022 USD), for the industry reference
 * figures (carbon-benchmarks.ts): converted at the 2022 average exchange rate (currency-rates.ts), then
 * deflated from the revenue's year to 2022 with the US GDP implicit price deflator (price-index.ts).
 */
import { CURRENCY_RATE_SOURCE, isCurrencyCode, USD_PER_CURRENCY_2022 } from "./ghg";
import { US_GDP_DEFLATOR_SOURCE, usGdpDeflatorConversion } from "./price-index";
import { USEEIO_PRODUCER_PRICE_SOURCE } from "./useeio-producer-price";

/** The dollars of the USEEIO v1.3 intensities (and of the exchange-rate table): 2022. */
export const BENCHMARK_PRICE_YEAR: number = USEEIO_PRODUCER_PRICE_SOURCE.priceYear;

/** `year`: the year the revenue was earned (its price year); see `revenueInBenchmarkDollars`. */
export type AnnualRevenue = { amount: number; currency: string; year?: number | null };

export type BenchmarkRevenue =
  | {
      /** US dollars of `BENCHMARK_PRICE_YEAR`. */
      usd: number;
      /** How `usd` was reached, for `basis`. */
      description: string;
    }
  /** No usable revenue: nothing is scaled (no stand-in figure); `reason` says why in words. */
  | { usd: null; reason: string };

function formatMoney(amount: number, currency: string): string {
  const symbol = currency === "GBP" ? "£" : currency === "EUR" ? "€" : currency === "USD" ? "$" : "";
  const millions = (amount / 1e6).toFixed(1);
  return symbol ? `${symbol}${millions}M` : `${millions}M ${currency}`;
}

/**
 * A revenue in US dollars of the factors' year (2022): `amount` × the 2022 average exchange rate (US Federal
 * Reserve G.5A, currency-rates.ts) × deflator(2022) / deflator(revenue year) (US GDP implicit price deflator,
 * price-index.ts). The revenue year is `revenue.year`, else `reportingYear`, else 2022; a year past the
 * deflator table takes its latest year. Each assumption is written into `description`. Without a revenue, or
 * in a currency the rate table lacks, `usd` is null: intensities are then not shown rather than guessed.
 */
export function revenueInBenchmarkDollars(
  revenue: AnnualRevenue | null,
  reportingYear?: number | null,
): BenchmarkRevenue {
  if (!revenue || !(revenue.amount > 0) || !Number.isFinite(revenue.amount))
    return { usd: null, reason: "no revenue on file" };
  const currency = revenue.currency.trim().toUpperCase();
  if (!isCurrencyCode(currency))
    return {
      usd: null,
      reason: `the revenue is in ${currency}, and the ${CURRENCY_RATE_SOURCE.year} exchange-rate table the industry figures are converted with has no rate for it`,
    };

  const isYear = (y: number | null | undefined): y is number => typeof y === "number" && Number.isInteger(y);
  const year = isYear(revenue.year)
    ? revenue.year
    : isYear(reportingYear)
      ? reportingYear
      : BENCHMARK_PRICE_YEAR;
  const yearText = isYear(revenue.year)
    ? `earned in ${year}`
    : isYear(reportingYear)
      ? `taken as earned in the reporting year ${year} (no revenue year on file)`
      : `taken as earned in ${year} (no revenue year or reporting year given)`;

  const rate = USD_PER_CURRENCY_2022[currency];
  const conversion = usGdpDeflatorConversion(year, BENCHMARK_PRICE_YEAR);
  const usd = revenue.amount * rate * conversion.factor;

  const parts = [`annual revenue ${formatMoney(revenue.amount, currency)} ${yearText}`];
  if (currency !== "USD")
    parts.push(
      `converted at ${rate} USD/${currency} (${CURRENCY_RATE_SOURCE.year} average, US Federal Reserve G.5A)`,
    );
  if (year === BENCHMARK_PRICE_YEAR) {
    parts.push(`already in ${BENCHMARK_PRICE_YEAR} dollars`);
  } else {
    const outside =
      conversion.outsideTable === "after"
        ? `; ${year} is beyond the table, so its latest year ${conversion.indexYear} is used`
        : conversion.outsideTable === "before"
          ? `; ${year} is before the table, so its first year ${conversion.indexYear} is used`
          : "";
    parts.push(
      `${conversion.factor < 1 ? "deflated" : "inflated"} to ${BENCHMARK_PRICE_YEAR} dollars × ${conversion.factor.toFixed(4)} (${US_GDP_DEFLATOR_SOURCE.short}, 2017 = 100: ${BENCHMARK_PRICE_YEAR} ${conversion.toIndex} / ${conversion.indexYear} ${conversion.fromIndex}${outside})`,
    );
  }
  parts.push(`= ${formatMoney(usd, "USD")} of ${BENCHMARK_PRICE_YEAR}`);
  return { usd, description: parts.join(", ") };
}
