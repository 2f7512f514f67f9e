/**
 * US GDP implicit price deflator, annual, index 2017 = 100: US Bureau of Economic Analysis, NIPA Table 1.1.9
 * "Implicit Price Deflators for Gross Domestic Product", line 1 (BEA account code A191RD), as served by FRED
 * under series A191RD3A086NBEA. Used to express a money amount of one year in the dollars of another, e.g. a
 * company's revenue in the 2022 dollars of the USEEIO v1.3 intensities (carbon-benchmarks.ts).
 *
 * Values: the FRED CSV of A191RD3A086NBEA as copied in github.com/ChowchowWorks/Macroeconomics at commit
 * 976898a066a3672e939d29c601a1003148837e72, `data/A191RD3A086NBEA.csv` (1929–2025). That vintage follows
 * BEA's 2025 annual update: an earlier FRED copy (github.com/jdelacm/Production-Functions @8b3a376,
 * `data/A191RD3A086NBEA.csv`) has 2020–2024 as 105.361, 110.172, 118.026, 122.273, 125.230, and the mean of
 * FRED's quarterly GDPDEF for 2024 in that earlier vintage is 125.224. BEA revises recent years every
 * September; the latest year is the first estimate. Refresh the table from the FRED URL below.
 */

export const US_GDP_DEFLATOR_SOURCE = {
  name: "US BEA, NIPA Table 1.1.9, implicit price deflator for GDP (annual, 2017 = 100), FRED series A191RD3A086NBEA",
  short: "US GDP implicit price deflator, BEA NIPA Table 1.1.9",
  url: "https://fred.stlouisfed.org/series/A191RD3A086NBEA",
  baseYear: 2017,
  /** The vintage of the values: after BEA's annual update of September 2025, 2025 as first estimated. */
  vintage: "2025 annual update (values through 2025)",
} as const;

/** Annual index values, 2017 = 100, by calendar year. */
export const US_GDP_DEFLATOR: Readonly<Record<number, number>> = {
  1990: 59.305,
  1991: 61.31,
  1992: 62.707,
  1993: 64.194,
  1994: 65.564,
  1995: 66.939,
  1996: 68.164,
  1997: 69.34,
  1998: 70.119,
  1999: 71.111,
  2000: 72.722,
  2001: 74.36,
  2002: 75.515,
  2003: 77.006,
  2004: 79.077,
  2005: 81.556,
  2006: 84.071,
  2007: 86.349,
  2008: 88.013,
  2009: 88.556,
  2010: 89.632,
  2011: 91.481,
  2012: 93.185,
  2013: 94.771,
  2014: 96.421,
  2015: 97.316,
  2016: 98.241,
  2017: 100,
  2018: 102.291,
  2019: 103.979,
  2020: 105.377,
  2021: 110.186,
  2022: 118.023,
  2023: 122.39,
  2024: 125.428,
  2025: 128.986,
};

const YEARS = /* @__PURE__ */ Object.keys(US_GDP_DEFLATOR)
  .map(Number)
  .sort((a, b) => a - b);
export const US_GDP_DEFLATOR_FIRST_YEAR: number = YEARS[0] as number;
export const US_GDP_DEFLATOR_LAST_YEAR: number = YEARS[YEARS.length - 1] as number;

export type PriceConversion = {
  /** Multiply an amount in `fromYear` dollars by this to get `toYear` dollars. */
  factor: number;
  fromYear: number;
  toYear: number;
  /** The index year used for `fromYear`: itself, or the nearest year of the table when outside it. */
  indexYear: number;
  fromIndex: number;
  toIndex: number;
  /** `after`: fromYear is later than the table's last year; `before`: earlier than its first. */
  outsideTable: "after" | "before" | null;
};

/**
 * The factor that turns US dollars of `fromYear` into US dollars of `toYear`: index(toYear) / index(fromYear).
 * A `fromYear` outside the table takes the nearest year's index (the latest, for a year not yet published),
 * and says so in `outsideTable`. `toYear` must be in the table.
 */
export function usGdpDeflatorConversion(fromYear: number, toYear: number): PriceConversion {
  if (!Number.isInteger(fromYear) || !Number.isInteger(toYear))
    throw new RangeError("Years must be whole numbers");
  const toIndex = US_GDP_DEFLATOR[toYear];
  if (toIndex === undefined)
    throw new RangeError(
      `No deflator for ${toYear}: the table covers ${US_GDP_DEFLATOR_FIRST_YEAR}–${US_GDP_DEFLATOR_LAST_YEAR}`,
    );
  const outsideTable =
    fromYear > US_GDP_DEFLATOR_LAST_YEAR ? "after" : fromYear < US_GDP_DEFLATOR_FIRST_YEAR ? "before" : null;
  const indexYear =
    outsideTable === "after"
      ? US_GDP_DEFLATOR_LAST_YEAR
      : outsideTable === "before"
        ? US_GDP_DEFLATOR_FIRST_YEAR
        : fromYear;
  const fromIndex = US_GDP_DEFLATOR[indexYear] as number;
  return { factor: toIndex / fromIndex, fromYear, toYear, indexYear, fromIndex, toIndex, outsideTable };
}
