import {
  buildInventory,
  type CarbonDataSource,
  displayProcessingStatus,
  type EmissionActivity,
  type EmissionTotalRow,
  emissionCategoryLabel,
  factorName,
  type ScopeTotals,
} from "@esg/domain";
import { type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../create-db";
import type { Database } from "../schema";
import type { EmissionActivitiesTable } from "../tables/carbon";
import { inTransaction } from "../transaction";
import { loadInventoryRecords, lockMonthlyTotals } from "./carbon-inventory";
import { unfinishedStatusList, withoutUnfinishedUploads } from "./unfinished-uploads";

export async function listCarbonDataSources(
  db: Db,
  params: { companyId: number },
): Promise<CarbonDataSource[]> {
  const rows = await db
    .selectFrom("carbon_data_sources as s")
    .leftJoin("users as u", "u.id", "s.voided_by")
    .select([
      "s.id",
      "s.file_name",
      "s.source_type",
      "s.processing_status",
      "s.error_message",
      "s.activity_count",
      "s.total_emissions",
      "s.uploaded_at",
      "s.factor_library_version",
      "s.warnings",
      "s.voided_at",
      "s.void_reason",
      "u.name as voided_by_name",
      // A streamed upload keeps its file in pieces instead.
      (eb) =>
        eb
          .or([
            eb("s.content", "is not", null),
            eb.exists(
              eb
                .selectFrom("carbon_upload_chunks as c")
                .select("c.id")
                .whereRef("c.data_source_id", "=", "s.id"),
            ),
          ])
          .as("has_content"),
    ])
    .where("s.company_id", "=", params.companyId)
    .orderBy("s.id", "desc")
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
    hasContent: Boolean(r.has_content),
    voided: r.voided_at
      ? { at: r.voided_at, by: r.voided_by_name ?? null, reason: r.void_reason ?? "" }
      : null,
    warnings: r.warnings ? (JSON.parse(r.warnings) as { code: string; message: string; rows: number }[]) : [],
    factorLibraryVersion: r.factor_library_version,
  }));
}

/** The uploaded content of a data source (CSV or JSON as submitted), or null. */
export async function getDataSourceContent(db: Db, params: { companyId: number; id: number }) {
  const r = await db
    .selectFrom("carbon_data_sources")
    .select(["file_name", "source_type", "content", "content_type"])
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return r
    ? { fileName: r.file_name, sourceType: r.source_type, content: r.content, contentType: r.content_type }
    : null;
}

export async function getDataSource(db: Db, params: { companyId: number; id: number }) {
  return (
    (await db
      .selectFrom("carbon_data_sources")
      .select(["id", "processing_status", "voided_at"])
      .where("company_id", "=", params.companyId)
      .where("id", "=", params.id)
      .executeTakeFirst()) ?? null
  );
}

/**
 * Voids an upload: the source is marked (who, when, why), its activities leave every total and the rollup
 * is rebuilt in the same transaction. Nothing is deleted. Compare-and-set on the status, so two voids at
 * once give one success; returns false when it was not a processed source of this company.
 */
export async function voidDataSource(
  db: Db,
  params: { companyId: number; id: number; userId: number | null; reason: string; at: string },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable("carbon_data_sources")
      .set({
        processing_status: "voided",
        voided_at: params.at,
        voided_by: params.userId,
        void_reason: params.reason,
      })
      .where("company_id", "=", params.companyId)
      .where("id", "=", params.id)
      .where("processing_status", "=", "processed")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable("emission_activities")
      .set({ voided_at: params.at })
      .where("company_id", "=", params.companyId)
      .where("data_source_id", "=", params.id)
      .execute();
    await rebuildMonthlyTotals(trx, { companyId: params.companyId });
    return true;
  });
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

/** Filters of Processed Emissions: a date range (a reporting year), a scope, an upload. */
export type EmissionFilter = {
  companyId: number;
  /** Inclusive YYYY-MM-DD bounds of the activity date. */
  from?: string;
  to?: string;
  scope?: number;
  sourceId?: number;
};

function filtered<QB extends SelectQueryBuilder<Database, "emission_activities", object>>(
  qb: QB,
  f: EmissionFilter,
) {
  let q = qb.where("emission_activities.company_id", "=", f.companyId);
  if (f.from) q = q.where("emission_activities.activity_date", ">=", f.from);
  if (f.to) q = q.where("emission_activities.activity_date", "<=", f.to);
  if (f.scope) q = q.where("emission_activities.scope", "=", f.scope);
  // A voided upload's activities are listed only when that upload is asked for.
  if (f.sourceId) q = q.where("emission_activities.data_source_id", "=", f.sourceId);
  else q = q.where("emission_activities.voided_at", "is", null);
  // An upload still in progress (or being discarded) is in no list, total or export.
  q = q.where(withoutUnfinishedUploads(f.companyId));
  return q as QB;
}

const parseJson = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

function toActivity(r: Selectable<EmissionActivitiesTable>): EmissionActivity {
  return {
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
    factorName: factorName(r.factor_id, { source: r.factor_source, year: r.factor_year }),
    factorSource: r.factor_source,
    factorYear: r.factor_year,
    marketBasedEmissions: r.market_based_emissions,
    reportingYear: r.reporting_year,
    factorUnitFull: r.factor_unit_full,
    gwpBasis: r.gwp_basis,
    factorLicence: r.factor_licence,
    factorLibraryVersion: r.factor_library_version,
    warnings: parseJson(r.warnings, []),
    flags: parseJson(r.flags, {}),
    marketMethod: r.market_method as EmissionActivity["marketMethod"],
    marketFactor: r.market_method
      ? { id: r.market_factor_id, source: r.market_factor_source, value: r.market_factor_value }
      : null,
    instrument: r.instrument_type
      ? {
          type: r.instrument_type,
          supplier: r.instrument_supplier,
          kgCO2ePerUnit: r.instrument_factor,
          volume: r.instrument_volume,
          vintage: r.instrument_vintage,
        }
      : null,
    derivedFromId: r.derived_from_id,
    derivedKind: r.derived_kind,
    voided: r.voided_at !== null,
    periodStart: r.period_start,
    periodEnd: r.period_end,
  };
}

/** One page of a company's activities, newest activity date first. */
export async function listEmissionActivities(
  db: Db,
  params: EmissionFilter & { page: number; pageSize: number },
): Promise<EmissionActivity[]> {
  const rows = await filtered(db.selectFrom("emission_activities").selectAll(), params)
    .orderBy("activity_date", "desc")
    .orderBy("id", "desc")
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize)
    .execute();
  return rows.map(toActivity);
}

/** Every activity of the filter, oldest first, in pages of `batch` (the CSV export streams through it). */
export async function* eachEmissionActivity(db: Db, filter: EmissionFilter, batch = 5000) {
  let afterId = 0;
  for (;;) {
    const rows = await filtered(db.selectFrom("emission_activities").selectAll(), filter)
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(batch)
      .execute();
    for (const r of rows) yield toActivity(r);
    if (rows.length < batch) return;
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
}

export type EmissionsSummary = ScopeTotals & { scope2MarketBased: number; totalMarketBased: number };

/**
 * kg CO2e by scope with both Scope 2 methods, and the count, for a filter. Without an upload filter the
 * monthly rollup answers (a few hundred rows); an upload's own figures come from its activities.
 */
export async function emissionSummary(
  db: Db,
  params: EmissionFilter,
): Promise<{ summary: EmissionsSummary; count: number }> {
  type Row = {
    scope: number;
    location: number | string | null;
    market: number | string | null;
    n: number | string | null;
  };
  let rows: Row[];
  if (params.sourceId) {
    rows = await filtered(db.selectFrom("emission_activities"), params)
      .select((eb) => [
        "scope",
        eb.fn.sum<number>("total_emissions").as("location"),
        eb.fn.sum<number>(eb.fn.coalesce("market_based_emissions", "total_emissions")).as("market"),
        eb.fn.countAll<number>().as("n"),
      ])
      .groupBy("scope")
      .execute();
  } else {
    let q = db
      .selectFrom("carbon_monthly_totals")
      .select((eb) => [
        "scope",
        eb.fn.sum<number>("location_kg").as("location"),
        eb.fn.sum<number>("market_kg").as("market"),
        eb.fn.sum<number>("activity_count").as("n"),
      ])
      .where("company_id", "=", params.companyId);
    if (params.from) q = q.where("month", ">=", params.from.slice(0, 7));
    if (params.to) q = q.where("month", "<=", params.to.slice(0, 7));
    if (params.scope) q = q.where("scope", "=", params.scope);
    rows = await q.groupBy("scope").execute();
  }
  // Grams are the last meaningful digit; this also drops the float noise of the sums.
  const g = (kg: number) => Math.round(kg * 1000) / 1000;
  const summary: EmissionsSummary = {
    scope1: 0,
    scope2: 0,
    scope3: 0,
    total: 0,
    scope2MarketBased: 0,
    totalMarketBased: 0,
  };
  let count = 0;
  for (const r of rows) {
    const kg = g(Number(r.location ?? 0));
    if (r.scope === 1) summary.scope1 = kg;
    else if (r.scope === 2) {
      summary.scope2 = kg;
      summary.scope2MarketBased = g(Number(r.market ?? 0));
    } else if (r.scope === 3) summary.scope3 = kg;
    count += Number(r.n ?? 0);
  }
  summary.total = g(summary.scope1 + summary.scope2 + summary.scope3);
  summary.totalMarketBased = g(summary.scope1 + summary.scope2MarketBased + summary.scope3);
  return { summary, count };
}

/** Recomputes a company's monthly rollup from its activities that are not voided (seed, void, repair). */
export async function rebuildMonthlyTotals(db: Db, params: { companyId: number }): Promise<void> {
  await lockMonthlyTotals(db, params);
  await db.deleteFrom("carbon_monthly_totals").where("company_id", "=", params.companyId).execute();
  await sql`INSERT INTO carbon_monthly_totals
      (company_id, month, scope, detail_key, source_type, site_id, location_kg, market_kg, activity_count)
    SELECT a.company_id, substr(a.activity_date, 1, 7), a.scope, a.detail_key, s.source_type,
      coalesce(a.site_id, 0),
      sum(a.total_emissions),
      sum(CASE WHEN a.scope = 2 THEN coalesce(a.market_based_emissions, a.total_emissions) ELSE a.total_emissions END),
      count(*)
    FROM emission_activities a
      JOIN carbon_data_sources s ON s.id = a.data_source_id AND s.company_id = a.company_id
    WHERE a.company_id = ${params.companyId} AND a.voided_at IS NULL
      AND s.processing_status NOT IN ${unfinishedStatusList}
    GROUP BY a.company_id, substr(a.activity_date, 1, 7), a.scope, a.detail_key, s.source_type,
      coalesce(a.site_id, 0)`.execute(db);
}

/** The rollup by reporting year (the company's fiscal years), location-based: for the year-by-year readers. */
export async function listEmissionTotals(db: Db, params: { companyId: number }): Promise<EmissionTotalRow[]> {
  const inventory = buildInventory(await loadInventoryRecords(db, params));
  return inventory.years.flatMap((y) =>
    y.lines.map((l) => ({ year: y.year, scope: l.scope, detailKey: l.detailKey, kgCO2e: l.locationKg })),
  );
}

/** The same sums straight from the activities; for checks and the benchmark, not the request path. */
export async function sumEmissionActivitiesByYear(db: Db, params: { companyId: number }) {
  return db
    .selectFrom("emission_activities")
    .select((eb) => ["reporting_year", "scope", "detail_key", eb.fn.sum<number>("total_emissions").as("kg")])
    .where("company_id", "=", params.companyId)
    .where("voided_at", "is", null)
    .where(withoutUnfinishedUploads(params.companyId, "data_source_id"))
    .groupBy(["reporting_year", "scope", "detail_key"])
    .orderBy("reporting_year")
    .execute();
}
