/**
 * A company's sites. Every function takes the company id and filters by it; a site of another
 * company is "not_found". Names are unique per company, compared without case.
 */
import { nameKey, type Site, type SiteValues } from "@esg/domain";
import type { Selectable } from "kysely";
import type { Db } from "../create-db";
import type { SitesTable } from "../tables/sites";
import { inTransaction } from "../transaction";

export type SiteRefusal = "not_found" | "name_taken" | "in_use";
export type SiteResult = { ok: true; site: Site } | { ok: false; reason: SiteRefusal };

function toSite(r: Selectable<SitesTable>): Site {
  return {
    id: r.id,
    name: r.name,
    country: r.country,
    gridSubregion: r.grid_subregion,
    legalEntity: r.legal_entity,
    ownershipShare: Number(r.ownership_share),
    operationalControl: Boolean(r.operational_control),
    financialControl: Boolean(r.financial_control),
    underEts: Boolean(r.under_ets),
  };
}

// 0/1 on both engines (2026-11-27T0300-site-control).
const controlValue = (v: boolean) => (v ? 1 : 0);

function columns(v: SiteValues) {
  return {
    name: v.name,
    name_key: nameKey(v.name),
    country: v.country,
    grid_subregion: v.gridSubregion,
    legal_entity: v.legalEntity,
    ownership_share: v.ownershipShare,
    operational_control: controlValue(v.operationalControl),
    financial_control: controlValue(v.financialControl),
    under_ets: controlValue(v.underEts),
  };
}

/** The company's sites in name order. */
export async function listSites(db: Db, params: { companyId: number }): Promise<Site[]> {
  const rows = await db
    .selectFrom("sites")
    .selectAll()
    .where("company_id", "=", params.companyId)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map(toSite);
}

async function findSite(db: Db, params: { companyId: number; id: number }): Promise<Site | null> {
  const r = await db
    .selectFrom("sites")
    .selectAll()
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return r ? toSite(r) : null;
}

async function nameTaken(db: Db, companyId: number, name: string, exceptId: number | null) {
  let q = db
    .selectFrom("sites")
    .select("id")
    .where("company_id", "=", companyId)
    .where("name_key", "=", nameKey(name));
  if (exceptId !== null) q = q.where("id", "!=", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function createSite(
  db: Db,
  params: { companyId: number; values: SiteValues; now: string },
): Promise<SiteResult> {
  return inTransaction(db, async (trx) => {
    if (await nameTaken(trx, params.companyId, params.values.name, null))
      return { ok: false, reason: "name_taken" };
    const row = await trx
      .insertInto("sites")
      .values({ company_id: params.companyId, ...columns(params.values), created_at: params.now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, site: toSite(row) };
  });
}

/** Changes a site; returns the site as it was before (for the audit log) and as it is now. */
export async function updateSite(
  db: Db,
  params: { companyId: number; id: number; values: SiteValues },
): Promise<SiteResult & { before?: Site }> {
  return inTransaction(db, async (trx) => {
    const before = await findSite(trx, params);
    if (!before) return { ok: false, reason: "not_found" };
    if (await nameTaken(trx, params.companyId, params.values.name, params.id))
      return { ok: false, reason: "name_taken" };
    const row = await trx
      .updateTable("sites")
      .set(columns(params.values))
      .where("company_id", "=", params.companyId)
      .where("id", "=", params.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, site: toSite(row), before };
  });
}

/** Deletes a site no activity names (voided ones included: their trail keeps the site). */
export async function deleteSite(db: Db, params: { companyId: number; id: number }): Promise<SiteResult> {
  return inTransaction(db, async (trx) => {
    const site = await findSite(trx, params);
    if (!site) return { ok: false, reason: "not_found" };
    const used = await trx
      .selectFrom("emission_activities")
      .select("id")
      .where("company_id", "=", params.companyId)
      .where("site_id", "=", params.id)
      .executeTakeFirst();
    if (used) return { ok: false, reason: "in_use" };
    await trx
      .deleteFrom("sites")
      .where("company_id", "=", params.companyId)
      .where("id", "=", params.id)
      .execute();
    return { ok: true, site };
  });
}
