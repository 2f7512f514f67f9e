import type { EmissionsFilter } from "./emissions-query";

/** GET /api/carbon/emissions/{companyId}/export.csv with the same filters (every row, every audit column). */
export function emissionsExportUrl(companyId: number, filter: EmissionsFilter): string {
  const params = new URLSearchParams();
  if (filter.year !== undefined) params.set("year", String(filter.year));
  if (filter.scope !== undefined) params.set("scope", String(filter.scope));
  const query = params.toString();
  return `/api/carbon/emissions/${encodeURIComponent(String(companyId))}/export.csv${query ? `?${query}` : ""}`;
}

/** GET /api/carbon/sources/{id}/content: the uploaded file as it was sent. */
export function sourceContentUrl(id: number): string {
  return `/api/carbon/sources/${encodeURIComponent(String(id))}/content`;
}
