import { z } from "zod";
import { companySchema } from "./auth";
import { documentSchema } from "./reports/document";
import { supplierSchema } from "./supplier";

/** GET /api/dashboard (spec part 1 §3 "Dashboard response"). */
export const dashboardResponseSchema = z.object({
  company: companySchema,
  documents: z.array(documentSchema),
  assessment: z.object({
    summaryText: z.string().nullable(),
    esgScore: z.object({ E: z.number(), S: z.number(), G: z.number() }),
  }),
  suppliers: z.array(supplierSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
