import { applyYearSnapshots, type ReportRecords } from "@esg/domain";
import { sql } from "kysely";
import type { Db } from "../create-db";
import { listYearSnapshots, loadLiveInventoryRecords } from "./carbon-inventory";
import { getCompany } from "./companies";
import { getCompanyRevenue } from "./company-profile";
import { countedActivities } from "./counted-activities";
import { listGoals } from "./goal-tracking";
import { listRiskAssessments } from "./risk-heatmaps";
import { listSuppliers } from "./suppliers";

/** "YYYY-MM" of an activity: the domain maps months to the company's reporting (fiscal) years. */
const activityMonth = sql<string>`substr(activity_date, 1, 7)`;

/** The emission factor sources applied per month, with their activities and emissions, not voided. */
async function factorSourcesByMonth(db: Db, params: { companyId: number }) {
  const rows = await countedActivities(db, params.companyId)
    .select((eb) => [
      activityMonth.as("month"),
      "factor_source",
      "factor_year",
      eb.fn.countAll<number>().as("activities"),
      eb.fn.sum<number>("total_emissions").as("kg"),
    ])
    .groupBy([activityMonth, "factor_source", "factor_year"])
    .execute();
  return rows.map((r) => ({
    month: r.month,
    source: r.factor_source,
    factorYear: r.factor_year,
    activities: Number(r.activities),
    kgCO2e: Number(r.kg),
  }));
}

/**
 * Everything the generated reports are built from (the builders live in @esg/domain reports/), each closed
 * year's months taken from its snapshot.
 */
export async function loadReportRecords(
  db: Db,
  params: { companyId: number },
): Promise<ReportRecords | null> {
  const live = await loadLiveReportRecords(db, params);
  if (!live) return null;
  const years = live.inventory.closedYears;
  return applyYearSnapshots(live, await listYearSnapshots(db, { companyId: params.companyId, years }));
}

/** The report records as the tables hold them now (what closing a year freezes). */
export async function loadLiveReportRecords(
  db: Db,
  params: { companyId: number },
): Promise<ReportRecords | null> {
  const scope = { companyId: params.companyId };
  const [company, profile, inventory, factorSources, suppliers, goals, risks] = await Promise.all([
    getCompany(db, scope),
    getCompanyRevenue(db, scope),
    loadLiveInventoryRecords(db, scope),
    factorSourcesByMonth(db, scope),
    listSuppliers(db, scope),
    listGoals(db, scope),
    listRiskAssessments(db, scope),
  ]);
  if (!company) return null;
  return {
    company: { name: company.name, industry: company.industry },
    revenue: profile,
    inventory,
    factorSources,
    suppliers,
    goals,
    risks,
  };
}
