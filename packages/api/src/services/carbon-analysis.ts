/** GET /api/carbon/analysis[?year=]: the inventory + the company's industry reference → the analysis. */
import { getCompany, getCompanyRevenue, listGoalTitles, loadInventoryRecords } from "@esg/db";
import {
  buildCarbonAnalysis,
  buildInventory,
  type CarbonAnalysis,
  carbonAnalysisSchema,
  chooseInventoryYear,
  type Inventory,
  industryBenchmarkForYear,
  netZeroTarget,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { cachedUntilDataChanges } from "./data-version-cache";

/**
 * The company's inventory by reporting year (settings, closed years and the monthly rollup, small reads; the
 * Scope 2 kWh, factor versions and gases grouped from every activity, not small) and its own net-zero goal,
 * kept until the database changes, with the analyses already built for it by year.
 */
export const loadCarbonInventory = cachedUntilDataChanges(async (db, companyId) => {
  const [company, records, profile, goals] = await Promise.all([
    getCompany(db, { companyId }),
    loadInventoryRecords(db, { companyId }),
    getCompanyRevenue(db, { companyId }),
    listGoalTitles(db, { companyId }),
  ]);
  if (!company) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
  return {
    inventory: buildInventory(records),
    industry: company.industry,
    revenue: profile,
    netZero: netZeroTarget(goals),
    analyses: new Map<string, CarbonAnalysis>(),
  };
});

export async function inventoryOf(
  db: Parameters<typeof loadCarbonInventory>[0],
  companyId: number,
): Promise<Inventory> {
  return (await loadCarbonInventory(db, companyId)).inventory;
}

/**
 * Read on every visit of /carbon and by the AI analyst. Each year's analysis is checked against its output
 * schema once, when first built, rather than by tRPC on every read.
 */
export async function loadCarbonAnalysis(
  db: Parameters<typeof loadCarbonInventory>[0],
  companyId: number,
  year?: number | null,
): Promise<CarbonAnalysis> {
  const cached = await loadCarbonInventory(db, companyId);
  const key = year == null ? "default" : String(year);
  let analysis = cached.analyses.get(key);
  if (!analysis) {
    // The reporting year's own revenue, deflated to the factors' 2022 dollars; none recorded → no figures.
    const reportingYear = chooseInventoryYear(cached.inventory, year).year;
    const industry = industryBenchmarkForYear(cached.industry, cached.revenue, reportingYear);
    analysis = carbonAnalysisSchema.parse(
      buildCarbonAnalysis(cached.inventory, industry, year, cached.netZero),
    );
    cached.analyses.set(key, analysis);
  }
  return analysis;
}
