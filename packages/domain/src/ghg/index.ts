export * from "./activity-aliases";
export * from "./activity-resolver";
export * from "./activity-row";
export * from "./calculate-batch";
export * from "./calculate-emissions";
export * from "./category3";
export * from "./currency-rates";
export * from "./emission-factor-library";
export * from "./factor-lookup";
export * from "./factor-name";
export {
  GhgEngineError,
  type GhgError,
  type GhgErrorCode,
  type Result as GhgResult,
  unwrap as unwrapGhgResult,
} from "./ghg-errors";
export * from "./market-based";
export * from "./market-based-residual-mix";
export * from "./regions";
export * from "./scope-rules";
export * from "./unit-table";
export * from "./units";
