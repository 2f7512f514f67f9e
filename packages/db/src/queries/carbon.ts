import {
  type CarbonDataSource,
  displayProcessingStatus,
  type EmissionActivity,
  type EmissionTotalRow,
  emissionCategoryLabel,
  type ScopeTotals,
} from "@esg/domain";
import type { Db } from "../create-db";

export async function listCarbonDataSources(
  db: Db,
  params: { companyId: number },
): Promise<CarbonDataSource[]> {
  const rows = await db
    .selectFrom("carbon_data_sources")
    .selectAll()
    .where("company_id", "=", params.companyId)
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    fileName: r.file_name,
    sourceType: r.source_type,
    processingStatus: displayProcessingStatus(r.processing_status),
    errorMessage: r.error_message,
    activityCount: r.activity_count,
    totalEmissions: r.total_emissions,
    uploadedAt: r.uploaded_at,
  }));
}

/** A failed upload, kept so the Data Sources tab shows the attempt and why it failed. */
export async function insertFailedDataSource(
  db: Db,
  params: {
    companyId: number;
    fileName: string | null;
    sourceType: string;
    message: string;
    uploadedAt: string;
  },
): Promise<number> {
  const r = await db
    .insertInto("carbon_data_sources")
    .values({
      company_id: params.companyId,
      file_name: params.fileName,
      source_type: params.sourceType,
      processing_status: "error",
      error_message: params.message,
      activity_count: 0,
      total_emissions: 0,
      uploaded_at: params.uploadedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return r.id;
}

/** The newest activities of a company (the (company_id, rowid) index serves the order). */
export async function listEmissionActivities(
  db: Db,
  params: { companyId: number; limit: number },
): Promise<EmissionActivity[]> {
  const rows = await db
    .selectFrom("emission_activities")
    .selectAll()
    .where("company_id", "=", params.companyId)
    .orderBy("id", "desc")
    .limit(params.limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    dataSourceId: r.data_source_id,
    scope: r.scope as 1 | 2 | 3,
    category: emissionCategoryLabel(r.detail_key),
    ghgCategory: r.ghg_category,
    activity: r.activity,
    description: r.description,
    activityAmount: r.activity_amount,
    activityUnit: r.activity_unit,
    activityDate: r.activity_date,
    region: r.region,
    totalEmissions: r.total_emissions,
    emissionFactor: r.emission_factor,
    emissionFactorUnit: r.emission_factor_unit,
    factorId: r.factor_id,
    factorSource: r.factor_source,
    factorYear: r.factor_year,
    marketBasedEmissions: r.market_based_emissions,
  }));
}

/** The rollup rows of a company: kg CO2e per year, scope and breakdown key. */
export async function listEmissionTotals(db: Db, params: { companyId: number }): Promise<EmissionTotalRow[]> {
  const rows = await db
    .selectFrom("carbon_emission_totals")
    .select(["reporting_year", "scope", "detail_key", "total_emissions"])
    .where("company_id", "=", params.companyId)
    .execute();
  return rows.map((r) => ({
    year: r.reporting_year,
    scope: r.scope as 1 | 2 | 3,
    detailKey: r.detail_key,
    kgCO2e: r.total_emissions,
  }));
}

/** kg CO2e by scope over every stored activity, and how many there are (from the rollup). */
export async function emissionSummary(
  db: Db,
  params: { companyId: number },
): Promise<{ summary: ScopeTotals; count: number }> {
  const rows = await db
    .selectFrom("carbon_emission_totals")
    .select((eb) => [
      "scope",
      eb.fn.sum<number>("total_emissions").as("kg"),
      eb.fn.sum<number>("activity_count").as("n"),
    ])
    .where("company_id", "=", params.companyId)
    .groupBy("scope")
    .execute();
  const summary: ScopeTotals = { scope1: 0, scope2: 0, scope3: 0, total: 0 };
  let count = 0;
  for (const r of rows) {
    const kg = Number(r.kg);
    if (r.scope === 1) summary.scope1 = kg;
    else if (r.scope === 2) summary.scope2 = kg;
    else if (r.scope === 3) summary.scope3 = kg;
    count += Number(r.n);
  }
  // Grams are the last meaningful digit; this also drops the float noise of the sums.
  const g = (kg: number) => Math.round(kg * 1000) / 1000;
  summary.scope1 = g(summary.scope1);
  summary.scope2 = g(summary.scope2);
  summary.scope3 = g(summary.scope3);
  summary.total = g(summary.scope1 + summary.scope2 + summary.scope3);
  return { summary, count };
}

/** Recomputes a company's rollup from its activities (after a seed, or to repair). */
export async function rebuildEmissionTotals(db: Db, params: { companyId: number }): Promise<void> {
  await db.deleteFrom("carbon_emission_totals").where("company_id", "=", params.companyId).execute();
  await db
    .insertInto("carbon_emission_totals")
    .columns(["company_id", "reporting_year", "scope", "detail_key", "total_emissions", "activity_count"])
    .expression((eb) =>
      eb
        .selectFrom("emission_activities")
        .select((s) => [
          "company_id",
          "reporting_year",
          "scope",
          "detail_key",
          s.fn.sum<number>("total_emissions").as("total_emissions"),
          s.fn.countAll<number>().as("activity_count"),
        ])
        .where("company_id", "=", params.companyId)
        .groupBy(["company_id", "reporting_year", "scope", "detail_key"]),
    )
    .execute();
}

export async function getCarbonProfile(db: Db, params: { companyId: number }) {
  const r = await db
    .selectFrom("carbon_company_profiles")
    .select(["annual_revenue", "revenue_currency"])
    .where("company_id", "=", params.companyId)
    .executeTakeFirst();
  return r ? { annualRevenue: r.annual_revenue, currency: r.revenue_currency } : null;
}

/** The same sums straight from the activities; for checks and the benchmark, not the request path. */
export async function sumEmissionActivitiesByYear(db: Db, params: { companyId: number }) {
  return db
    .selectFrom("emission_activities")
    .select((eb) => ["reporting_year", "scope", "detail_key", eb.fn.sum<number>("total_emissions").as("kg")])
    .where("company_id", "=", params.companyId)
    .groupBy(["reporting_year", "scope", "detail_key"])
    .orderBy("reporting_year")
    .execute();
}
