/**
 * The answers the server embedded in the page it served for a first screen (apps/server/src/http/spa-first-screen.ts:
 * the current user, `null` when signed out, and the screen's first reads, by tRPC path), so that the first screen
 * does not ask them again. Taken once: the element is removed, and a later visit of the screen reads afresh.
 */
export type PreparedReads = Readonly<Record<string, unknown>>;

const ELEMENT_ID = "first-reads";

export function takePreparedReads(doc: Document): PreparedReads | undefined {
  const element = doc.getElementById(ELEMENT_ID);
  if (element?.getAttribute("type") !== "application/json") return undefined;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? "");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as PreparedReads) : undefined;
  } catch {
    return undefined;
  }
}
