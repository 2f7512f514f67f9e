/** Carbon accounting: ingestion, breakdown, analysis, benchmarks and scenarios. */
export * from "./carbon-analysis";
export * from "./carbon-benchmarks";
export * from "./carbon-billing-period";
export * from "./carbon-breakdown";
export * from "./carbon-energy";
export * from "./carbon-examples";
export * from "./carbon-gases";
export * from "./carbon-ingest";
export * from "./carbon-ingest-client";
export * from "./carbon-ingest-rows";
export * from "./carbon-refrigerant-rows";
export * from "./carbon-row-key";
export * from "./carbon-scenarios";
export * from "./carbon-schemas";
export * from "./carbon-scope3-screening";
export * from "./carbon-upload";
export * from "./upload-retry-after";
