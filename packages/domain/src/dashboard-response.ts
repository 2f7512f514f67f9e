import { z } from "zod";
import { companySchema } from "./auth";
import { documentSchema } from "./reports/document";
import { supplierSchema } from "./supplier";

/**
 * The dashboard lists at most this many suppliers (riskiest first; `supplierCount` says how many exist) and
 * reports (the latest), so a company with thousands of them gets a readable card and a small response.
 */
export const DASHBOARD_SUPPLIER_LIMIT = 50;
export const DASHBOARD_DOCUMENT_LIMIT = 20;

/** GET /api/dashboard (spec part 1 §3 "Dashboard response"). */
export const dashboardResponseSchema = z.object({
  company: companySchema,
  documents: z.array(documentSchema),
  assessment: z.object({
    summaryText: z.string().nullable(),
    esgScore: z.object({ E: z.number(), S: z.number(), G: z.number() }),
  }),
  suppliers: z.array(supplierSchema),
  supplierCount: z.number().int(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
