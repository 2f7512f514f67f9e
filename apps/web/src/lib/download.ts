import { httpErrorMessage } from "@esg/domain";

/** How long the object URL of a saved file stays valid: long enough for every browser to start the download. */
const REVOKE_DELAY_MS = 10_000;

export function documentDownloadUrl(id: number): string {
  return `/api/documents/${encodeURIComponent(String(id))}/download`;
}

/**
 * Fetches a report document (GET /api/documents/{id}/download, with the session cookie) and saves it.
 * Rejects with spec part 1 §8's generic message ("status: body") on a non-OK response.
 */
export async function downloadDocument(doc: { id: number; filename: string }): Promise<void> {
  const res = await fetch(documentDownloadUrl(doc.id), { credentials: "same-origin" });
  if (!res.ok) {
    const body = await res.text().catch(() => "");
    throw new Error(httpErrorMessage(res.status, body, res.statusText));
  }
  saveBlob(await res.blob(), doc.filename);
}

/** Saves a blob under a file name through a temporary <a download> element. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.append(a);
  try {
    a.click();
  } finally {
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}
