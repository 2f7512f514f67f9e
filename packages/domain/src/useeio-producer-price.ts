/**
 * USEEIO v1.3 supply-chain intensities at producer price: the column "Supply Chain Emission Factors without
 * Margins" of US EPA Supply Chain GHG Emission Factors v1.3.0, per NAICS-6, kg CO2e per 2022 USD.
 *
 * EPA's format specification (github.com/USEPA/supply-chain-factors, format-specs/README.md) defines the
 * columns: without margins = emissions "from cradle to the point of production"; margins = "from the point
 * of production to the point of sale" (transport, wholesale and retail); with margins = cradle to the point
 * of sale. The factor library keeps the with-margins value, the right one for spend at purchaser price
 * (emission-factors.md §3.6). A company's revenue is what it sells at its own gate, a producer price with no
 * downstream margins, so revenue intensities compare with the without-margins value. (The file's unit column
 * reads "kg CO2e/2022 USD, purchaser price" on every row, including the without-margins column; the column
 * definitions above are what distinguish them.)
 *
 * Data: useeio-producer-price.data.json, generated from the same CSV as the library (its SHA-256 is in
 * `input`); the test beside this file checks without + margins = the library's with-margins value per row.
 */
import data from "./useeio-producer-price.data.json";

export const USEEIO_PRODUCER_PRICE_SOURCE = {
  name: data.source,
  url: data.url,
  definitions: data.definitions,
  /** Dollars of this year: the factors are per 2022 USD. */
  priceYear: data.priceYear,
  input: data.input,
} as const;

export type ProducerPriceIntensity = {
  naics: string;
  /** kg CO2e per 2022 USD, cradle to the point of production. */
  withoutMargins: number;
  /** kg CO2e per 2022 USD, point of production to point of sale. */
  margins: number;
};

let byNaics: ReadonlyMap<string, ProducerPriceIntensity> | undefined;

function load(): ReadonlyMap<string, ProducerPriceIntensity> {
  byNaics ??= new Map(
    (data.rows as [string, number, number][]).map(([naics, withoutMargins, margins]) => [
      naics,
      { naics, withoutMargins, margins },
    ]),
  );
  return byNaics;
}

/** Producer-price intensity of a NAICS-6 sector, or undefined when USEEIO v1.3 has no such sector. */
export function producerPriceIntensity(naics: string): ProducerPriceIntensity | undefined {
  return load().get(naics);
}

/** Every NAICS-6 sector's producer-price intensity (1,016 rows, in the file's order). */
export function listProducerPriceIntensities(): readonly ProducerPriceIntensity[] {
  return [...load().values()];
}
