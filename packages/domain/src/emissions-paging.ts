/**
 * Page sizes of the emissions list. Apart from its schemas, so that the web app's route loader can name the first
 * page without loading zod at first paint.
 */
export const EMISSIONS_PAGE_SIZE_DEFAULT = 100;
export const EMISSIONS_PAGE_SIZE_MAX = 500;
