/**
 * The company profile (Settings → Company), its revenue by year, the public feedback slug and the first-run
 * checklist's facts. Every function takes the company id and filters by it (the slug lookup finds it).
 */
import {
  type CompanyProfile,
  type CompanyProfileUpdate,
  type OnboardingFacts,
  type RevenueYear,
  slugify,
  uniqueSlug,
} from "@esg/domain";
import { sql } from "kysely";
import type { Db } from "../create-db";
import { forUpdate } from "../locks";
import { unfinishedStatusList } from "./unfinished-uploads";

/** Revenue by year, oldest first, in the company's currency. */
async function listCompanyRevenue(db: Db, params: { companyId: number }): Promise<RevenueYear[]> {
  return db
    .selectFrom("company_revenue")
    .select(["year", "amount"])
    .where("company_id", "=", params.companyId)
    .orderBy("year")
    .execute();
}

/** What intensities need: the reporting currency and the revenue of every year recorded. */
export async function getCompanyRevenue(
  db: Db,
  params: { companyId: number },
): Promise<{ currency: string | null; revenue: RevenueYear[] }> {
  const [company, revenue] = await Promise.all([
    db.selectFrom("companies").select("currency").where("id", "=", params.companyId).executeTakeFirst(),
    listCompanyRevenue(db, params),
  ]);
  return { currency: company?.currency ?? null, revenue };
}

const profileColumns = [
  "name",
  "industry",
  "country",
  "currency",
  "employees",
  "lei",
  "feedback_slug",
] as const;

export async function getCompanyProfile(
  db: Db,
  params: { companyId: number },
): Promise<CompanyProfile | null> {
  const [row, revenue] = await Promise.all([
    db.selectFrom("companies").select(profileColumns).where("id", "=", params.companyId).executeTakeFirst(),
    listCompanyRevenue(db, params),
  ]);
  if (!row) return null;
  return {
    name: row.name,
    industry: row.industry,
    country: row.country,
    currency: row.currency,
    employees: row.employees,
    lei: row.lei,
    revenue,
    feedbackSlug: row.feedback_slug ?? "",
  };
}

/**
 * Stores the profile and the revenue rows (the years sent replace those stored) and returns it as it was and
 * is, for the audit entry. Run in a transaction: on PostgreSQL the company row stays locked until it ends.
 */
export async function updateCompanyProfile(
  trx: Db,
  params: { companyId: number; profile: CompanyProfileUpdate },
): Promise<{ before: CompanyProfile; after: CompanyProfile } | null> {
  const locked = await forUpdate(
    trx,
    trx.selectFrom("companies").select("id").where("id", "=", params.companyId),
  ).executeTakeFirst();
  if (!locked) return null;
  const before = await getCompanyProfile(trx, params);
  if (!before) return null;
  const { revenue, ...fields } = params.profile;
  await trx.updateTable("companies").set(fields).where("id", "=", params.companyId).execute();
  await trx.deleteFrom("company_revenue").where("company_id", "=", params.companyId).execute();
  if (revenue.length > 0) {
    await trx
      .insertInto("company_revenue")
      .values(revenue.map((r) => ({ company_id: params.companyId, year: r.year, amount: r.amount })))
      .execute();
  }
  const after = await getCompanyProfile(trx, params);
  return after ? { before, after } : null;
}

/** The company a public feedback link names; null for an unknown slug. */
export async function findCompanyIdBySlug(db: Db, params: { slug: string }): Promise<number | null> {
  const row = await db
    .selectFrom("companies")
    .select("id")
    .where("feedback_slug", "=", params.slug.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A free feedback slug for a new company's name. */
export async function freeFeedbackSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const rows = await db
    .selectFrom("companies")
    .select("feedback_slug")
    .where((eb) => eb.or([eb("feedback_slug", "=", base), eb("feedback_slug", "like", `${base}-%`)]))
    .execute();
  const taken = new Set(rows.map((r) => r.feedback_slug));
  return uniqueSlug(base, (s) => taken.has(s));
}

/**
 * What the stored data says about each first-run step, in one round trip:
 * - profile: a country and at least one year's revenue;
 * - reporting: a `company_reporting_settings` row, which only a save of the reporting settings writes (until
 *   then the defaults are read without being stored);
 * - site, target: a site, a goal;
 * - upload: a data source that counts in the totals (finished, not voided, not waiting for or refused in review);
 * - team: a second member, or an invitation still waiting to be accepted.
 */
export async function getOnboardingFacts(
  db: Db,
  params: { companyId: number; now: string },
): Promise<{ facts: OnboardingFacts; dismissed: boolean } | null> {
  const id = params.companyId;
  const exists = (table: string, extra = sql``) =>
    sql<number>`CASE WHEN EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE company_id = ${id} ${extra}) THEN 1 ELSE 0 END`;
  const row = await db
    .selectFrom("companies")
    .select([
      "country",
      "onboarding_dismissed_at",
      exists("company_revenue").as("revenue"),
      exists("company_reporting_settings").as("reporting"),
      exists("sites").as("site"),
      exists(
        "carbon_data_sources",
        sql`AND processing_status NOT IN ${unfinishedStatusList} AND processing_status <> 'voided' AND review_status = 'approved'`,
      ).as("upload"),
      exists("esg_goals").as("target"),
      sql<number>`(SELECT count(*) FROM memberships WHERE company_id = ${id})`.as("members"),
      exists("invitations", sql`AND accepted_at IS NULL AND expires_at > ${params.now}`).as("invited"),
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    facts: {
      profile: row.country !== null && Number(row.revenue) === 1,
      reporting: Number(row.reporting) === 1,
      site: Number(row.site) === 1,
      upload: Number(row.upload) === 1,
      target: Number(row.target) === 1,
      team: Number(row.members) > 1 || Number(row.invited) === 1,
    },
    dismissed: row.onboarding_dismissed_at !== null,
  };
}

/** Hides the checklist; true when it was showing (so the caller audits a change only). */
export async function dismissOnboarding(
  trx: Db,
  params: { companyId: number; now: string },
): Promise<boolean> {
  const r = await trx
    .updateTable("companies")
    .set({ onboarding_dismissed_at: params.now })
    .where("id", "=", params.companyId)
    .where("onboarding_dismissed_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
