import { httpErrorMessage } from "@esg/domain";
import { attachmentFilename } from "./content-disposition";

/** How long the object URL of a saved file stays valid: long enough for every browser to start the download. */
const REVOKE_DELAY_MS = 10_000;

export function documentDownloadUrl(id: number): string {
  return `/api/documents/${encodeURIComponent(String(id))}/download`;
}

/** A download the server refused or could not make; `message` is the server's own reason. */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "DownloadError";
  }
}

/**
 * Fetches a REST file route (with the session cookie) and saves the bytes it sends under the name its
 * Content-Disposition gives, else `fallbackName`; resolves with the name saved. Rejects with a DownloadError
 * carrying the server's message ({message} of its JSON error body) on a non-OK answer.
 *
 * A fetch, not a link: the offline demo's service worker answers fetches but not navigations (MSW passes
 * those to the network), and a refused link would save the error body as the file.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const res = await fetch(path, { credentials: "same-origin" });
  if (!res.ok) throw new DownloadError(res.status, await failureMessage(res));
  const filename = attachmentFilename(res.headers.get("content-disposition")) ?? fallbackName;
  saveBlob(await res.blob(), filename);
  return filename;
}

/** The server's reason for a failed download, for a toast; undefined when the request never got an answer. */
export function downloadFailureReason(error: unknown): string | undefined {
  return error instanceof DownloadError ? error.message : undefined;
}

async function failureMessage(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message === "string" && message.trim()) return message.trim();
  } catch {
    // Not the API's JSON error (a proxy's page, say): its markup is no message for a toast.
  }
  return httpErrorMessage(res.status, "", res.statusText || "Request failed");
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
