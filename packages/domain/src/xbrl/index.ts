export * from "./facts-plan";
export * from "./figures";
export * from "./generate";
export type { ParsedPeriod } from "./parse";
export * from "./read";
export * from "./report-package";
export * from "./request";
export { ENTRY_POINTS, findConcept, LEI_SCHEME } from "./taxonomy";
export * from "./validate";
