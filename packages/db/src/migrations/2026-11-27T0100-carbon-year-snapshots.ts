import { type Kysely, sql } from "kysely";
import { id, trackCompanyDataVersion } from "./portable";

/**
 * A closed reporting year is a frozen snapshot (docs/decisions/036-closed-years-are-snapshots.md): closing
 * stores the year's figures and the settings and sites they were computed under, in the closing transaction,
 * as one JSON payload per closure; the latest snapshot of a closed year is what every read of it uses.
 *
 * Years closed before this migration get their snapshot here, from the data as it stands (nothing could be
 * written into a closed year's months before, except a void, which the audit log records): the same payload
 * (version 1) that closing builds from the same queries. The queries and the fiscal-month arithmetic are
 * copied, not imported: a migration is frozen once landed. Company data, tracked for the data version.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("carbon_year_snapshots")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("reporting_year", "integer", (c) => c.notNull())
    .addColumn("closure_id", "integer", (c) =>
      c.notNull().references("carbon_year_closures.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    /** JSON: the year's month rows, settings and sites (YearSnapshot in @esg/domain). */
    .addColumn("payload", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("carbon_year_snapshots_company_year_idx")
    .on("carbon_year_snapshots")
    .columns(["company_id", "reporting_year", "id"])
    .execute();
  await trackCompanyDataVersion(db, "carbon_year_snapshots");
  await backfill(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("carbon_year_snapshots").execute();
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** The 12 "YYYY-MM" of reporting year `year` (labelled by the calendar year in which it ends). */
function monthsOf(year: number, startMonth: number): string[] {
  const firstYear = startMonth === 1 ? year : year - 1;
  return Array.from({ length: 12 }, (_, i) => {
    const m = startMonth - 1 + i;
    return `${firstYear + Math.floor(m / 12)}-${pad2((m % 12) + 1)}`;
  });
}

async function backfill(db: Kysely<any>): Promise<void> {
  const closures: { id: number; company_id: number; reporting_year: number; action: string }[] = await db
    .selectFrom("carbon_year_closures")
    .select(["id", "company_id", "reporting_year", "action"])
    .orderBy("id")
    .execute();
  const latest = new Map<string, (typeof closures)[number]>();
  for (const c of closures) latest.set(`${c.company_id}:${c.reporting_year}`, c);
  const createdAt = new Date().toISOString();
  for (const c of latest.values()) {
    if (c.action !== "closed") continue;
    const payload = await snapshotOf(db, Number(c.company_id), Number(c.reporting_year));
    await db
      .insertInto("carbon_year_snapshots")
      .values({
        company_id: c.company_id,
        reporting_year: c.reporting_year,
        closure_id: c.id,
        created_at: createdAt,
        payload: JSON.stringify(payload),
      })
      .execute();
  }
}

async function snapshotOf(db: Kysely<any>, companyId: number, year: number) {
  const s = await db
    .selectFrom("company_reporting_settings")
    .selectAll()
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  const settings = {
    fiscalYearStartMonth: s ? Number(s.fiscal_year_start_month) : 1,
    baseYear: s?.base_year == null ? null : Number(s.base_year),
    category3Policy: s?.category3_policy ?? "derive",
    consolidationApproach: s?.consolidation_approach ?? "operational_control",
  };
  const months = monthsOf(year, settings.fiscalYearStartMonth);
  const [from, to] = [months[0] as string, months[11] as string];
  const sites = await db
    .selectFrom("sites")
    .select(["id", "name", "ownership_share"])
    .where("company_id", "=", companyId)
    .orderBy("id")
    .execute();
  const monthly = await db
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
    .where("company_id", "=", companyId)
    .where("activity_count", ">", 0)
    .where("month", ">=", from)
    .where("month", "<=", to)
    .execute();
  const month = sql<string>`substr(activity_date, 1, 7)`;
  const counted = sql<boolean>`data_source_id NOT IN (SELECT id FROM carbon_data_sources
    WHERE company_id = ${companyId} AND processing_status IN ('queued', 'processing', 'error'))`;
  const inYear = sql<boolean>`activity_date >= ${`${from}-01`} AND activity_date <= ${`${to}-31`}`;
  const scope2 = await db
    .selectFrom("emission_activities")
    .select((eb) => [month.as("month"), "market_method", eb.fn.countAll().as("activities")])
    .where("company_id", "=", companyId)
    .where("scope", "=", 2)
    .where("voided_at", "is", null)
    .where(counted)
    .where(inYear)
    .groupBy([month, "market_method"])
    .execute();
  const factors = await db
    .selectFrom("emission_activities")
    .select((eb) => [
      month.as("month"),
      "factor_source",
      "factor_year",
      eb.fn.countAll().as("activities"),
      eb.fn.sum("total_emissions").as("kg"),
    ])
    .where("company_id", "=", companyId)
    .where("voided_at", "is", null)
    .where(counted)
    .where(inYear)
    .groupBy([month, "factor_source", "factor_year"])
    .execute();
  return {
    version: 1,
    year,
    months,
    settings,
    sites: sites.map((r) => ({ id: Number(r.id), name: r.name, ownershipShare: Number(r.ownership_share) })),
    inventory: {
      monthly: monthly.map((r) => ({
        month: r.month,
        scope: Number(r.scope),
        detailKey: r.detail_key,
        sourceType: r.source_type,
        locationKg: Number(r.location_kg),
        marketKg: Number(r.market_kg),
        activities: Number(r.activity_count),
        siteId: Number(r.site_id) === 0 ? null : Number(r.site_id),
      })),
    },
    report: {
      scope2Methods: scope2.map((r) => ({
        month: r.month,
        method: r.market_method,
        activities: Number(r.activities),
      })),
      factorSources: factors.map((r) => ({
        month: r.month,
        source: r.factor_source,
        factorYear: Number(r.factor_year),
        activities: Number(r.activities),
        kgCO2e: Number(r.kg),
      })),
    },
  };
}
