/**
 * The inventory's settings, closed years and monthly rollup. Every function takes the company id
 * and filters by it.
 */
import {
  applyInventorySnapshots,
  type CoverageCell,
  DEFAULT_REPORTING_SETTINGS,
  type InventoryRecords,
  type MonthlyTotalRow,
  type ReportingSettings,
  reportingSettingsSchema,
  type YearSnapshot,
} from "@esg/domain";
import type { Db } from "../create-db";
import { lockForTransaction } from "../locks";
import { listGasTotals } from "./carbon-gases";
import { listFactorVersions, listScope2Energy } from "./carbon-inventory-detail";
import { listUncertaintyTotals } from "./carbon-uncertainty";

export async function getReportingSettings(
  db: Db,
  params: { companyId: number },
): Promise<ReportingSettings> {
  const r = await db
    .selectFrom("company_reporting_settings")
    .selectAll()
    .where("company_id", "=", params.companyId)
    .executeTakeFirst();
  if (!r) return { ...DEFAULT_REPORTING_SETTINGS };
  return reportingSettingsSchema.parse({
    fiscalYearStartMonth: r.fiscal_year_start_month,
    baseYear: r.base_year,
    category3Policy: r.category3_policy,
    consolidationApproach: r.consolidation_approach,
    requireApproval: Number(r.require_approval) === 1,
    gwpBasis: r.gwp_basis,
  });
}

export async function saveReportingSettings(
  db: Db,
  params: { companyId: number; settings: ReportingSettings; now: string },
): Promise<void> {
  const s = params.settings;
  const values = {
    fiscal_year_start_month: s.fiscalYearStartMonth,
    base_year: s.baseYear,
    category3_policy: s.category3Policy,
    consolidation_approach: s.consolidationApproach,
    require_approval: s.requireApproval ? 1 : 0,
    gwp_basis: s.gwpBasis,
    updated_at: params.now,
  };
  await db
    .insertInto("company_reporting_settings")
    .values({ company_id: params.companyId, ...values })
    .onConflict((oc) => oc.column("company_id").doUpdateSet(values))
    .execute();
}

/**
 * Serialises the transactions that write a company's monthly rollup (upload, void, recalculation) on
 * PostgreSQL. A rebuild deletes and re-inserts every row of the company: run beside another rebuild or an
 * upload's first row of a month, it would insert a key the other has just inserted (a unique violation) or
 * miss its rows. SQLite has one writer already.
 */
export function lockMonthlyTotals(trx: Db, params: { companyId: number }): Promise<void> {
  return lockForTransaction(trx, `carbon-monthly-totals:${params.companyId}`);
}

/**
 * Serialises the close and reopen of one company's reporting year until the transaction ends (PostgreSQL),
 * so that two requests cannot both find the year open (or closed) and both record the change. A closure is
 * an appended log entry, not a row to lock or compare-and-set.
 */
export function lockYearClosure(trx: Db, params: { companyId: number; year: number }): Promise<void> {
  return lockForTransaction(trx, `carbon-year-closure:${params.companyId}:${params.year}`);
}

/**
 * Serialises a change of the reporting settings with closing a year (PostgreSQL): a year must not be closed
 * under a fiscal start that is being changed, nor the fiscal start changed while a year is being closed.
 */
export function lockReportingSettings(trx: Db, params: { companyId: number }): Promise<void> {
  return lockForTransaction(trx, `carbon-reporting-settings:${params.companyId}`);
}

/** Whether the year's latest close/reopen entry is "closed". */
export async function isYearClosed(db: Db, params: { companyId: number; year: number }): Promise<boolean> {
  const latest = await db
    .selectFrom("carbon_year_closures")
    .select("action")
    .where("company_id", "=", params.companyId)
    .where("reporting_year", "=", params.year)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return latest?.action === "closed";
}

/** Years whose latest close/reopen entry is "closed". */
export async function listClosedYears(db: Db, params: { companyId: number }): Promise<number[]> {
  const rows = await db
    .selectFrom("carbon_year_closures")
    .select(["reporting_year", "action"])
    .where("company_id", "=", params.companyId)
    .orderBy("id")
    .execute();
  const state = new Map<number, string>();
  for (const r of rows) state.set(r.reporting_year, r.action);
  return [...state].filter(([, action]) => action === "closed").map(([year]) => year);
}

export async function recordYearClosure(
  db: Db,
  params: {
    companyId: number;
    year: number;
    action: "closed" | "reopened";
    userId: number | null;
    reason: string | null;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto("carbon_year_closures")
    .values({
      company_id: params.companyId,
      reporting_year: params.year,
      action: params.action,
      user_id: params.userId,
      reason: params.reason,
      at: params.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * The latest snapshot of each of `years` (closing again takes a new one; older ones stay as history). Only
 * closed years are asked for: a reopened year is live again.
 */
export async function listYearSnapshots(
  db: Db,
  params: { companyId: number; years: readonly number[] },
): Promise<YearSnapshot[]> {
  if (params.years.length === 0) return [];
  const rows = await db
    .selectFrom("carbon_year_snapshots")
    .select(["reporting_year", "payload"])
    .where("company_id", "=", params.companyId)
    .where("reporting_year", "in", [...params.years])
    .orderBy("id")
    .execute();
  const latest = new Map<number, string>();
  for (const r of rows) latest.set(Number(r.reporting_year), r.payload);
  return [...latest.values()].map((payload) => JSON.parse(payload) as YearSnapshot);
}

async function listMonthlyTotals(db: Db, params: { companyId: number }): Promise<MonthlyTotalRow[]> {
  const rows = await db
    .selectFrom("carbon_monthly_totals")
    .select([
      "month",
      "scope",
      "detail_key",
      "source_type",
      "site_id",
      "location_kg",
      "market_kg",
      "activity_count",
    ])
    .where("company_id", "=", params.companyId)
    .where("activity_count", ">", 0)
    .execute();
  return rows.map((r) => ({
    month: r.month,
    scope: r.scope as 1 | 2 | 3,
    detailKey: r.detail_key,
    sourceType: r.source_type,
    locationKg: Number(r.location_kg),
    marketKg: Number(r.market_kg),
    activities: Number(r.activity_count),
    siteId: r.site_id === 0 ? null : r.site_id,
  }));
}

/**
 * Everything `buildInventory` needs, with each closed year's months, settings and sites taken from its
 * snapshot: the one place every reader (analysis, reports, dashboard, assessment) gets a closed year frozen.
 */
export async function loadInventoryRecords(db: Db, params: { companyId: number }): Promise<InventoryRecords> {
  const live = await loadLiveInventoryRecords(db, params);
  const snapshots = await listYearSnapshots(db, { companyId: params.companyId, years: live.closedYears });
  return applyInventorySnapshots(live, snapshots);
}

/**
 * What decides which reporting years are complete (settings, closed years and the monthly rollup, each closed
 * year's months from its snapshot): small reads, unlike `loadInventoryRecords`, whose grouped reads of every
 * activity take seconds on SQLite's only thread once a company holds a few hundred thousand activities.
 */
export async function loadCoverageRecords(
  db: Db,
  params: { companyId: number },
): Promise<Pick<InventoryRecords, "settings" | "closedYears" | "monthly">> {
  const [settings, closedYears, monthly] = await Promise.all([
    getReportingSettings(db, params),
    listClosedYears(db, params),
    listMonthlyTotals(db, params),
  ]);
  const snapshots = await listYearSnapshots(db, { companyId: params.companyId, years: closedYears });
  return applyInventorySnapshots({ settings, closedYears, monthly }, snapshots);
}

/**
 * The inventory as the tables hold it now, closed years included as they are: settings, closed years, the
 * monthly rollup and sites (four small queries), and the Scope 2 kWh and factor versions by month (two grouped
 * reads of the activities).
 */
export async function loadLiveInventoryRecords(
  db: Db,
  params: { companyId: number },
): Promise<InventoryRecords> {
  const [settings, closedYears, monthly, sites, scope2Energy, factorVersions, gases, uncertainty] =
    await Promise.all([
      getReportingSettings(db, params),
      listClosedYears(db, params),
      listMonthlyTotals(db, params),
      db
        .selectFrom("sites")
        .select(["id", "name", "ownership_share", "operational_control", "financial_control", "under_ets"])
        .where("company_id", "=", params.companyId)
        .execute(),
      listScope2Energy(db, params),
      listFactorVersions(db, params),
      listGasTotals(db, params),
      listUncertaintyTotals(db, params),
    ]);
  return {
    settings,
    closedYears,
    monthly,
    sites: sites.map((s) => ({
      id: s.id,
      name: s.name,
      ownershipShare: Number(s.ownership_share),
      operationalControl: Boolean(s.operational_control),
      financialControl: Boolean(s.financial_control),
      underEts: Boolean(s.under_ets),
    })),
    scope2Energy,
    factorVersions,
    gases,
    uncertainty,
  };
}

/**
 * The distinct (month, source type, site) with counted activities in the months `from`..`to` ("YYYY-MM",
 * inclusive) from the monthly rollup, which voiding an upload rebuilds without it; and the company's sites.
 * A closed year's months come from its snapshot, with the sites as they were when it was closed.
 */
export async function loadCoverageCells(
  db: Db,
  params: { companyId: number; from: string; to: string },
): Promise<{ cells: CoverageCell[]; sites: { id: number; name: string }[] }> {
  const [live, closedYears] = await Promise.all([
    loadLiveCoverageCells(db, params),
    listClosedYears(db, params),
  ]);
  const inRange = (month: string) => month >= params.from && month <= params.to;
  const snapshots = (await listYearSnapshots(db, { companyId: params.companyId, years: closedYears })).filter(
    (s) => s.months.some(inRange),
  );
  if (snapshots.length === 0) return live;
  const frozen = new Set(snapshots.flatMap((s) => s.months));
  const cells = new Map<string, CoverageCell>();
  for (const c of live.cells)
    if (!frozen.has(c.month)) cells.set(`${c.month}|${c.sourceType}|${c.siteId}`, c);
  for (const s of snapshots) {
    for (const r of (s.inventory.monthly ?? []) as readonly MonthlyTotalRow[]) {
      if (!inRange(r.month) || r.activities <= 0) continue;
      const siteId = r.siteId ?? null;
      cells.set(`${r.month}|${r.sourceType}|${siteId}`, { month: r.month, sourceType: r.sourceType, siteId });
    }
  }
  const sites = new Map(live.sites.map((s) => [s.id, s]));
  for (const s of snapshots) for (const site of s.sites) sites.set(site.id, { id: site.id, name: site.name });
  return { cells: [...cells.values()], sites: [...sites.values()] };
}

async function loadLiveCoverageCells(
  db: Db,
  params: { companyId: number; from: string; to: string },
): Promise<{ cells: CoverageCell[]; sites: { id: number; name: string }[] }> {
  const [cells, sites] = await Promise.all([
    db
      .selectFrom("carbon_monthly_totals")
      .select(["month", "source_type", "site_id"])
      .distinct()
      .where("company_id", "=", params.companyId)
      .where("activity_count", ">", 0)
      .where("month", ">=", params.from)
      .where("month", "<=", params.to)
      .execute(),
    db.selectFrom("sites").select(["id", "name"]).where("company_id", "=", params.companyId).execute(),
  ]);
  return {
    cells: cells.map((c) => ({
      month: c.month,
      sourceType: c.source_type,
      siteId: c.site_id === 0 ? null : c.site_id,
    })),
    sites: sites.map((s) => ({ id: Number(s.id), name: s.name })),
  };
}
