import {
  buildInventory,
  type CarbonDataSource,
  type Consolidation,
  consolidatedFigures,
  dataQualityBasisOf,
  displayProcessingStatus,
  type EmissionActivity,
  type EmissionTotalRow,
  emissionCategoryLabel,
  factorName,
  includedShareAt,
  type ListPage,
  productUncertaintyPct,
  QUALITY_DEFAULTS,
  type ScopeTotals,
} from "@esg/domain";
import { type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../create-db";
import type { Database } from "../schema";
import type { EmissionActivitiesTable } from "../tables/carbon";
import { inTransaction } from "../transaction";
import { loadInventoryRecords, lockMonthlyTotals } from "./carbon-inventory";
import { countedActivities } from "./counted-activities";
import { onePage } from "./list-paging";
import { unfinishedStatusList, withoutUnfinishedUploads } from "./unfinished-uploads";

export async function listCarbonDataSources(
  db: Db,
  params: {
    companyId: number;
    reviewStatus?: "approved" | "pending" | "rejected";
    id?: number;
    page?: ListPage;
  },
): Promise<CarbonDataSource[]> {
  let q = db
    .selectFrom("carbon_data_sources as s")
    .leftJoin("users as u", "u.id", "s.voided_by")
    .leftJoin("users as up", "up.id", "s.uploaded_by")
    .leftJoin("users as rv", "rv.id", "s.reviewed_by")
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
      "s.uploaded_by",
      "up.name as uploaded_by_name",
      "s.review_status",
      "rv.name as reviewed_by_name",
      "s.reviewed_at",
      "s.review_reason",
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
      (eb) =>
        eb
          .selectFrom("carbon_evidence_files as e")
          .select((e) => e.fn.countAll<number>().as("n"))
          .whereRef("e.data_source_id", "=", "s.id")
          .where("e.company_id", "=", params.companyId)
          .where("e.status", "=", "stored")
          .as("evidence_count"),
    ])
    .where("s.company_id", "=", params.companyId);
  if (params.reviewStatus) q = q.where("s.review_status", "=", params.reviewStatus);
  if (params.id !== undefined) q = q.where("s.id", "=", params.id);
  const rows = await q
    .orderBy("s.id", "desc")
    .$call((qb) => onePage(qb, params.page))
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
    uploadedBy:
      r.uploaded_by !== null && r.uploaded_by_name ? { id: r.uploaded_by, name: r.uploaded_by_name } : null,
    reviewStatus: r.review_status,
    reviewedBy: r.reviewed_by_name ?? null,
    reviewedAt: r.reviewed_at,
    reviewReason: r.review_reason,
    evidenceCount: Number(r.evidence_count ?? 0),
  }));
}

/** How many data sources the sources list has in all under its filter (its paging total). */
export async function countCarbonDataSources(
  db: Db,
  params: { companyId: number; reviewStatus?: "approved" | "pending" | "rejected" },
): Promise<number> {
  let q = db
    .selectFrom("carbon_data_sources")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("company_id", "=", params.companyId);
  if (params.reviewStatus) q = q.where("review_status", "=", params.reviewStatus);
  return Number((await q.executeTakeFirst())?.n ?? 0);
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

/** The distinct months ("YYYY-MM") of a data source's activities, derived rows included. */
export async function activityMonthsOfSource(
  db: Db,
  params: { companyId: number; id: number },
): Promise<string[]> {
  const month = sql<string>`substr(activity_date, 1, 7)`;
  const rows = await db
    .selectFrom("emission_activities")
    .select(month.as("month"))
    .distinct()
    .where("company_id", "=", params.companyId)
    .where("data_source_id", "=", params.id)
    .execute();
  return rows.map((r) => r.month).sort();
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
  /** Only activities of this data-quality score (1-5). */
  dataQuality?: number;
  /** Also the activities of uploads still waiting for review (which count in no total until approved). */
  pendingReview?: "include";
};

function filtered<QB extends SelectQueryBuilder<Database, "emission_activities", object>>(
  qb: QB,
  f: EmissionFilter,
) {
  let q = qb.where("emission_activities.company_id", "=", f.companyId);
  if (f.from) q = q.where("emission_activities.activity_date", ">=", f.from);
  if (f.to) q = q.where("emission_activities.activity_date", "<=", f.to);
  if (f.scope) q = q.where("emission_activities.scope", "=", f.scope);
  if (f.dataQuality) q = q.where("emission_activities.data_quality", "=", f.dataQuality);
  // A voided upload's activities are listed only when that upload is asked for.
  if (f.sourceId) q = q.where("emission_activities.data_source_id", "=", f.sourceId);
  else q = q.where("emission_activities.voided_at", "is", null);
  // An upload still in progress (or being discarded) is in no list, total or export; one not approved is in
  // none either, but its own rows are listed when it is asked for (its reviewer reads them).
  q = q.where(
    withoutUnfinishedUploads(
      f.companyId,
      undefined,
      f.sourceId ? { unreviewed: "keep" } : f.pendingReview ? { unreviewed: "pending" } : {},
    ),
  );
  return q as QB;
}

const parseJson = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

function toActivity(r: Selectable<EmissionActivitiesTable>, consolidation: Consolidation): EmissionActivity {
  const gross = { totalEmissions: r.total_emissions, marketBasedEmissions: r.market_based_emissions };
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
    ...consolidatedFigures(gross, includedShareAt(consolidation, r.site_id)),
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
    gases: {
      split: Number(r.gas_split) === 1,
      kgCo2: r.kg_co2,
      kgCh4: r.kg_ch4,
      kgN2o: r.kg_n2o,
      fGas:
        r.f_gas_group !== null && r.f_gas_name !== null
          ? { group: r.f_gas_group, name: r.f_gas_name, kg: r.f_gas_kg ?? 0, kgCO2e: r.f_gas_co2e ?? 0 }
          : null,
      biogenicKgCo2: r.biogenic_co2,
    },
    ...activityQuality(r),
  };
}

/** Rows are backfilled by their migration; a null left by any other path reads as the "other" defaults. */
function activityQuality(r: Selectable<EmissionActivitiesTable>) {
  const score = r.data_quality ?? QUALITY_DEFAULTS.other.dataQuality;
  const activityPct = r.activity_uncertainty_pct ?? QUALITY_DEFAULTS.other.activityUncertaintyPct;
  const factorPct = r.factor_uncertainty_pct ?? QUALITY_DEFAULTS.other.factorUncertaintyPct;
  const stated = r.quality_basis === "stated";
  return {
    dataQuality: score,
    dataQualityBasis: `${dataQualityBasisOf(score)}${stated ? " (stated on upload)" : " (default)"}`,
    activityUncertaintyPct: activityPct,
    factorUncertaintyPct: factorPct,
    uncertaintyPct: Math.round(productUncertaintyPct(activityPct, factorPct) * 10) / 10,
  };
}

/**
 * One page of a company's activities, newest activity date first, each with its consolidated figures under
 * `consolidation` (the settings and sites the year is read under).
 */
export async function listEmissionActivities(
  db: Db,
  params: EmissionFilter & {
    page: number;
    pageSize: number;
    consolidation: Consolidation;
    /** The last row of the previous page (a cursor walk): the rows after it in the list's order, no offset. */
    after?: { date: string; id: number };
    /** Rows to read: a page, or one more to learn whether another page follows. */
    limit?: number;
  },
): Promise<EmissionActivity[]> {
  let q = filtered(db.selectFrom("emission_activities").selectAll(), params);
  const after = params.after;
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb("activity_date", "<", after.date),
        eb.and([eb("activity_date", "=", after.date), eb("id", "<", after.id)]),
      ]),
    );
  }
  const rows = await q
    .orderBy("activity_date", "desc")
    .orderBy("id", "desc")
    .limit(params.limit ?? params.pageSize)
    .offset(after ? 0 : (params.page - 1) * params.pageSize)
    .execute();
  return rows.map((r) => toActivity(r, params.consolidation));
}

/** Every activity of the filter, oldest first, in pages of `batch` (the CSV export streams through it). */
export async function* eachEmissionActivity(
  db: Db,
  filter: EmissionFilter,
  consolidation: Consolidation,
  batch = 5000,
) {
  let afterId = 0;
  for (;;) {
    const rows = await filtered(db.selectFrom("emission_activities").selectAll(), filter)
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(batch)
      .execute();
    for (const r of rows) yield toActivity(r, consolidation);
    if (rows.length < batch) return;
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
}

export type EmissionsSummary = ScopeTotals & {
  scope2MarketBased: number;
  totalMarketBased: number;
  /** kg CO2e before consolidation (location-based), so the list's rows can be checked against it. */
  grossTotal: number;
};

/**
 * kg CO2e by scope with both Scope 2 methods as consolidated under `consolidation` (each site at its included
 * share), and the count, for a filter. Without an upload filter the monthly rollup answers (a few hundred
 * rows); an upload's own figures come from its activities. Every figure is rounded once, from its unrounded
 * sum.
 */
export async function emissionSummary(
  db: Db,
  params: EmissionFilter & { consolidation: Consolidation },
): Promise<{ summary: EmissionsSummary; count: number }> {
  type Row = {
    scope: number;
    site_id: number | null;
    location: number | string | null;
    market: number | string | null;
    n: number | string | null;
  };
  let rows: Row[];
  // The rollup has no data-quality key: a quality filter sums its activities, as an upload's own figures do.
  if (params.sourceId || params.dataQuality) {
    rows = await filtered(db.selectFrom("emission_activities"), params)
      .select((eb) => [
        "scope",
        "site_id",
        eb.fn.sum<number>("total_emissions").as("location"),
        eb.fn.sum<number>(eb.fn.coalesce("market_based_emissions", "total_emissions")).as("market"),
        eb.fn.countAll<number>().as("n"),
      ])
      .groupBy(["scope", "site_id"])
      .execute();
  } else {
    let q = db
      .selectFrom("carbon_monthly_totals")
      .select((eb) => [
        "scope",
        "site_id",
        eb.fn.sum<number>("location_kg").as("location"),
        eb.fn.sum<number>("market_kg").as("market"),
        eb.fn.sum<number>("activity_count").as("n"),
      ])
      .where("company_id", "=", params.companyId);
    if (params.from) q = q.where("month", ">=", params.from.slice(0, 7));
    if (params.to) q = q.where("month", "<=", params.to.slice(0, 7));
    if (params.scope) q = q.where("scope", "=", params.scope);
    rows = await q.groupBy(["scope", "site_id"]).execute();
  }
  const kg = { 1: 0, 2: 0, 3: 0, market2: 0, gross: 0 };
  let count = 0;
  for (const r of rows) {
    // The rollup keys "no site" as 0.
    const share = includedShareAt(params.consolidation, r.site_id || null);
    const location = Number(r.location ?? 0);
    kg.gross += location;
    if (r.scope === 1 || r.scope === 2 || r.scope === 3) kg[r.scope] += location * share;
    if (r.scope === 2) kg.market2 += Number(r.market ?? 0) * share;
    count += Number(r.n ?? 0);
  }
  // Grams are the last meaningful digit; this also drops the float noise of the sums.
  const g = (n: number) => Math.round(n * 1000) / 1000;
  const summary: EmissionsSummary = {
    scope1: g(kg[1]),
    scope2: g(kg[2]),
    scope3: g(kg[3]),
    total: g(kg[1] + kg[2] + kg[3]),
    scope2MarketBased: g(kg.market2),
    totalMarketBased: g(kg[1] + kg.market2 + kg[3]),
    grossTotal: g(kg.gross),
  };
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
      AND s.processing_status NOT IN ${unfinishedStatusList} AND s.review_status = 'approved'
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
  return countedActivities(db, params.companyId)
    .select((eb) => ["reporting_year", "scope", "detail_key", eb.fn.sum<number>("total_emissions").as("kg")])
    .groupBy(["reporting_year", "scope", "detail_key"])
    .orderBy("reporting_year")
    .execute();
}
