/** GET /api/reports/{type}/ixbrl?year=: the path's type is checked by the procedure (an unknown one is 404). */
import { z } from "zod";
import { REPORTING_YEAR_MAX, REPORTING_YEAR_MIN } from "../reporting-period";
import { XBRL_REPORT_TYPES, type XbrlReportType } from "./figures";

export const xbrlDownloadInputSchema = /* @__PURE__ */ z.object({
  type: z.string(),
  year: z.coerce
    .number({ error: "Year must be a number" })
    .int("Year must be a whole number")
    .min(REPORTING_YEAR_MIN, `Year must be ${REPORTING_YEAR_MIN} or later`)
    .max(REPORTING_YEAR_MAX, `Year must be ${REPORTING_YEAR_MAX} or earlier`)
    .optional(),
});
export type XbrlDownloadInput = z.infer<typeof xbrlDownloadInputSchema>;

export function isXbrlReportType(type: string): type is XbrlReportType {
  return (XBRL_REPORT_TYPES as readonly string[]).includes(type);
}
