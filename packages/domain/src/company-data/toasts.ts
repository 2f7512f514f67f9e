/** The Real Company Data tab's toasts (spec part 2 §8): success shows the server message, failure the server
 * message else the default. */
export const COMPANY_DATA_TOASTS = {
  scrape: {
    success: "Success",
    failure: "Scraping Failed",
    fallback: "Unable to extract ESG data from website",
  },
  amaroq: {
    success: "Success",
    failure: "Scraping Failed",
    fallback: "Unable to extract Amaroq Minerals data",
  },
  verify: {
    success: "Extraction Complete",
    failure: "Extraction Failed",
    fallback: "Unable to extract and verify company data",
  },
  polyus: {
    success: "Extraction Complete",
    failure: "Extraction Failed",
    fallback: "Unable to extract Polyus data",
  },
} as const;
export type CompanyDataAction = keyof typeof COMPANY_DATA_TOASTS;
