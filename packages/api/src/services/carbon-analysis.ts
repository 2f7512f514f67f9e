/** GET /api/carbon/analysis: the stored rollup + the company's industry reference → the analysis. */
import { type Db, getCarbonProfile, getCompany, listEmissionTotals } from "@esg/db";
import { buildCarbonAnalysis, type CarbonAnalysis, industryComparison } from "@esg/domain";
import { TRPCError } from "@trpc/server";

export async function loadCarbonAnalysis(db: Db, companyId: number): Promise<CarbonAnalysis> {
  const [company, totals, profile] = await Promise.all([
    getCompany(db, { companyId }),
    listEmissionTotals(db, { companyId }),
    getCarbonProfile(db, { companyId }),
  ]);
  if (!company) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
  const revenue = profile ? { amount: profile.annualRevenue, currency: profile.currency } : null;
  return buildCarbonAnalysis(totals, industryComparison(company.industry, revenue));
}
