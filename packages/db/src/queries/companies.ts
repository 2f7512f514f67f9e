import { type Company, type CompanySettings, toDateLocale } from "@esg/domain";
import type { Db } from "../create-db";
import { forUpdate } from "../locks";

export async function getCompany(db: Db, params: { companyId: number }): Promise<Company | null> {
  const row = await db
    .selectFrom("companies")
    .select(["id", "name", "industry", "date_locale"])
    .where("id", "=", params.companyId)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, name: row.name, industry: row.industry, dateLocale: toDateLocale(row.date_locale) };
}

/** The company's display settings; null for an unknown company. */
export async function getCompanySettings(
  db: Db,
  params: { companyId: number },
): Promise<CompanySettings | null> {
  const company = await getCompany(db, params);
  return company ? { dateLocale: company.dateLocale } : null;
}

/**
 * Stores the company's display settings and returns them as they were and are, for the audit entry. Run in a
 * transaction: on PostgreSQL the row stays locked until it ends, so two admins saving at once each record the
 * other's value as their "before". Null for an unknown company.
 */
export async function updateCompanySettings(
  trx: Db,
  params: { companyId: number; settings: CompanySettings },
): Promise<{ before: CompanySettings; after: CompanySettings } | null> {
  const row = await forUpdate(
    trx,
    trx.selectFrom("companies").select("date_locale").where("id", "=", params.companyId),
  ).executeTakeFirst();
  if (!row) return null;
  await trx
    .updateTable("companies")
    .set({ date_locale: params.settings.dateLocale })
    .where("id", "=", params.companyId)
    .execute();
  return { before: { dateLocale: toDateLocale(row.date_locale) }, after: { ...params.settings } };
}
