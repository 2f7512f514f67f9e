import type { ReportRecords } from "@esg/domain";
import type { Db } from "../create-db";
import { getCarbonProfile, listEmissionTotals } from "./carbon";
import { getCompany } from "./companies";
import { listGoals } from "./goal-tracking";
import { listRiskAssessments } from "./risk-heatmaps";
import { listSuppliers } from "./suppliers";

/**
 * Scope 2 per year, market-based: the supplier or certificate figure where one was recorded, the
 * location-based figure elsewhere. Reads the company's scope 2 activities (downloads only, not a hot path).
 */
async function scope2MarketByYear(db: Db, params: { companyId: number }) {
  const rows = await db
    .selectFrom("emission_activities")
    .select((eb) => [
      "reporting_year",
      eb.fn.sum<number>(eb.fn.coalesce("market_based_emissions", "total_emissions")).as("market_kg"),
      eb.fn.countAll<number>().as("activities"),
      eb.fn.count<number>("market_based_emissions").as("with_instrument"),
    ])
    .where("company_id", "=", params.companyId)
    .where("scope", "=", 2)
    .groupBy("reporting_year")
    .execute();
  return rows.map((r) => ({
    year: r.reporting_year,
    marketKg: Number(r.market_kg),
    activities: Number(r.activities),
    withInstrument: Number(r.with_instrument),
  }));
}

/** The emission factor sources applied per year, with their activities and emissions. */
async function factorSourcesByYear(db: Db, params: { companyId: number }) {
  const rows = await db
    .selectFrom("emission_activities")
    .select((eb) => [
      "reporting_year",
      "factor_source",
      "factor_year",
      eb.fn.countAll<number>().as("activities"),
      eb.fn.sum<number>("total_emissions").as("kg"),
    ])
    .where("company_id", "=", params.companyId)
    .groupBy(["reporting_year", "factor_source", "factor_year"])
    .execute();
  return rows.map((r) => ({
    year: r.reporting_year,
    source: r.factor_source,
    factorYear: r.factor_year,
    activities: Number(r.activities),
    kgCO2e: Number(r.kg),
  }));
}

/** Everything the generated reports are built from (the builders live in @esg/domain reports/). */
export async function loadReportRecords(
  db: Db,
  params: { companyId: number },
): Promise<ReportRecords | null> {
  const scope = { companyId: params.companyId };
  const [company, profile, emissionTotals, scope2Market, factorSources, suppliers, goals, risks] =
    await Promise.all([
      getCompany(db, scope),
      getCarbonProfile(db, scope),
      listEmissionTotals(db, scope),
      scope2MarketByYear(db, scope),
      factorSourcesByYear(db, scope),
      listSuppliers(db, scope),
      listGoals(db, scope),
      listRiskAssessments(db, scope),
    ]);
  if (!company) return null;
  return {
    company: { name: company.name, industry: company.industry },
    revenue: profile ? { amount: profile.annualRevenue, currency: profile.currency } : null,
    emissionTotals,
    scope2Market,
    factorSources,
    suppliers,
    goals,
    risks,
  };
}
