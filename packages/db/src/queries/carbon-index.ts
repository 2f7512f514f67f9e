/** Carbon accounting queries, re-exported by the package index in one line. */

export * from "./carbon";
export * from "./carbon-duplicates";
export * from "./carbon-evidence";
export {
  accumulateMonthDeltas,
  EMISSION_ACTIVITY_COLUMNS,
  INSERT_ACTIVITY_SQL,
  insertActivityRows,
  type MonthDelta,
  type StoreIngestParams,
  storeIngest,
} from "./carbon-ingest";
export * from "./carbon-review";
export * from "./carbon-uploads";
export * from "./unfinished-uploads";
export * from "./upload-queue";
