/**
 * Earliest and latest years a company may name (base year, activity dates). Apart from the schemas that use them,
 * so that the web app's route guards can read them without loading zod at first paint.
 */
export const REPORTING_YEAR_MIN = 1990;
export const REPORTING_YEAR_MAX = 2100;
