import type { CarbonDataSource } from "@esg/domain";

/** How an upload is named on screen: its file name, else its number. */
export function sourceName(source: Pick<CarbonDataSource, "id" | "fileName">): string {
  return source.fileName ?? `Upload #${source.id}`;
}
