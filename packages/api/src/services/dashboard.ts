/** The dashboard's answer (GET /api/dashboard, dashboard.get): the first screen every user opens. */
import { countSuppliers, getCompany, listDocuments, listRiskiestSuppliers } from "@esg/db";
import {
  DASHBOARD_DOCUMENT_LIMIT,
  DASHBOARD_SUPPLIER_LIMIT,
  type DashboardResponse,
  dashboardAssessment,
  dashboardResponseSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { loadFullAssessment } from "./assessment";
import { cachedUntilDataChanges } from "./data-version-cache";

/**
 * Kept per company until its data changes, as the assessment is: every part of the answer (the company, its
 * documents and suppliers, the assessment) is company data whose writes bump the data version. Computed on
 * each read, the riskiest-suppliers sort over every supplier and the rest ran on the request thread for every
 * caller; under 50 connections that made the dashboard's p99 8x its floor's (`pnpm bench`), while a cached
 * read is one primary-key lookup. Checked against its output schema once, when computed.
 */
export const loadDashboard = cachedUntilDataChanges(
  async (db, companyId, today): Promise<DashboardResponse> => {
    const [company, documents, suppliers, supplierCount] = await Promise.all([
      getCompany(db, { companyId }),
      listDocuments(db, { companyId, limit: DASHBOARD_DOCUMENT_LIMIT }),
      listRiskiestSuppliers(db, { companyId, limit: DASHBOARD_SUPPLIER_LIMIT }),
      countSuppliers(db, { companyId }),
    ]);
    if (!company) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
    // The same engine as GET /api/assessment/full, so the scorecard and the full screen always agree.
    const full = await loadFullAssessment(db, companyId, new Date(`${today}T00:00:00.000Z`));
    return dashboardResponseSchema.parse({
      company,
      documents,
      assessment: dashboardAssessment(full),
      suppliers,
      supplierCount,
    });
  },
);
