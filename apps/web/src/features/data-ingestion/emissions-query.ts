import { EMISSIONS_PAGE_SIZE_DEFAULT } from "@esg/domain";

/** Processed Emissions filters: a reporting year, a scope and a data-quality score, or all of each. */
export type EmissionsFilter = { year?: number; scope?: 1 | 2 | 3; dataQuality?: number };

export const EMISSIONS_PAGE_SIZE = EMISSIONS_PAGE_SIZE_DEFAULT;

/**
 * The input of `carbon.emissions` in one canonical shape (unset filters left out), so the route loader and
 * the tab share a query key.
 */
export function emissionsInput(filter: EmissionsFilter, page: number) {
  return {
    ...(filter.year !== undefined ? { year: filter.year } : {}),
    ...(filter.scope !== undefined ? { scope: filter.scope } : {}),
    ...(filter.dataQuality !== undefined ? { dataQuality: filter.dataQuality } : {}),
    page,
    pageSize: EMISSIONS_PAGE_SIZE,
  };
}

/** "Showing 101–200 of 1,234" */
export function pageRangeLabel(page: number, pageSize: number, rowsOnPage: number, total: number): string {
  const n = new Intl.NumberFormat("en-GB");
  if (total === 0 || rowsOnPage === 0) return `Showing 0 of ${n.format(total)}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${n.format(first)}–${n.format(first + rowsOnPage - 1)} of ${n.format(total)}`;
}
