/** Carbon accounting queries (issue 3), re-exported by the package index in one line. */

export { DEMO_CARBON_PROFILE, DEMO_CARBON_YEARS } from "../seed/carbon";
export * from "./carbon";
export {
  EMISSION_ACTIVITY_COLUMNS,
  INSERT_ACTIVITY_SQL,
  insertActivityRows,
  type StoreIngestParams,
  storeIngest,
} from "./carbon-ingest";
