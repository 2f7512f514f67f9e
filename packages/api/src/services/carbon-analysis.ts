/** GET /api/carbon/analysis: the stored rollup + the company's industry reference → the analysis. */
import { getCarbonProfile, getCompany, listEmissionTotals } from "@esg/db";
import { buildCarbonAnalysis, carbonAnalysisSchema, industryComparison } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { cachedUntilDataChanges } from "./data-version-cache";

/**
 * Read on every visit of /carbon and by the AI analyst; the rollup makes the SQL small, and the result is
 * kept until the database changes, so a repeated read costs one tiny query (issue 9, `pnpm bench`). It is
 * checked against its output schema once, when computed, rather than by tRPC on every read.
 */
export const loadCarbonAnalysis = cachedUntilDataChanges(async (db, companyId) => {
  const [company, totals, profile] = await Promise.all([
    getCompany(db, { companyId }),
    listEmissionTotals(db, { companyId }),
    getCarbonProfile(db, { companyId }),
  ]);
  if (!company) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
  const revenue = profile ? { amount: profile.annualRevenue, currency: profile.currency } : null;
  return carbonAnalysisSchema.parse(
    buildCarbonAnalysis(totals, industryComparison(company.industry, revenue)),
  );
});
