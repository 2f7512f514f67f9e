export { AMAROQ_SNAPSHOT } from "./amaroq";
export { POLYUS_SNAPSHOT } from "./polyus";
export type { CompanySnapshot } from "./types";
