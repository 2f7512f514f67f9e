import { REPORTING_YEAR_MAX, REPORTING_YEAR_MIN } from "@esg/domain";

/**
 * `/carbon?year=2025`: the reporting year chosen in the selector; absent = the server's default year.
 * `settings=open` opens the Reporting settings dialog (the link from /settings).
 */
export type CarbonSearch = { year?: number; settings?: "open" };

/** The route's search validator: a whole year in the allowed range, anything else is dropped. */
export function parseCarbonSearch(search: Record<string, unknown>): CarbonSearch {
  const year = typeof search.year === "string" ? Number(search.year) : search.year;
  const validYear =
    typeof year === "number" &&
    Number.isInteger(year) &&
    year >= REPORTING_YEAR_MIN &&
    year <= REPORTING_YEAR_MAX;
  return {
    ...(validYear ? { year } : {}),
    ...(search.settings === "open" ? { settings: "open" as const } : {}),
  };
}

/** The input of `carbon.analysis` (undefined = the default year), one shape for the loader and the page. */
export function analysisInput(year: number | undefined): { year: number } | undefined {
  return year === undefined ? undefined : { year };
}
