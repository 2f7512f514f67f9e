import type { EmissionsFilter } from "./emissions-query";

/** GET /api/carbon/emissions/{companyId}/export.csv with the same filters (every row, every audit column). */
export function emissionsExportUrl(companyId: number, filter: EmissionsFilter): string {
  const params = new URLSearchParams();
  if (filter.year !== undefined) params.set("year", String(filter.year));
  if (filter.scope !== undefined) params.set("scope", String(filter.scope));
  if (filter.dataQuality !== undefined) params.set("dataQuality", String(filter.dataQuality));
  const query = params.toString();
  return `/api/carbon/emissions/${encodeURIComponent(String(companyId))}/export.csv${query ? `?${query}` : ""}`;
}

/** GET /api/carbon/sources/{id}/content: the uploaded file as it was sent. */
export function sourceContentUrl(id: number): string {
  return `/api/carbon/sources/${encodeURIComponent(String(id))}/content`;
}

/** POST /api/carbon/sources/{id}/evidence: attach an evidence file (multipart, field `file`). */
export function evidenceUploadUrl(sourceId: number): string {
  return `/api/carbon/sources/${encodeURIComponent(String(sourceId))}/evidence`;
}

/** GET /api/carbon/sources/{id}/evidence/{evidenceId}: an evidence file as it was sent. */
export function evidenceFileUrl(sourceId: number, evidenceId: number): string {
  return `${evidenceUploadUrl(sourceId)}/${encodeURIComponent(String(evidenceId))}`;
}
