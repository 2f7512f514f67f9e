import { type ListPage, nameKey, type Supplier, type SupplierValues } from "@esg/domain";
import { type Selectable, sql } from "kysely";
import type { Db } from "../create-db";
import type { SuppliersTable } from "../tables/foundation";
import { onePage } from "./list-paging";

const COLUMNS = ["id", "name", "risk_tier", "disclosure_score", "responded", "country", "category"] as const;

/** The company's suppliers in name order; one page of them when `page` is given. */
export async function listSuppliers(db: Db, params: { companyId: number; page?: ListPage }) {
  const rows = await onePage(
    db
      .selectFrom("suppliers")
      .select(COLUMNS)
      .where("company_id", "=", params.companyId)
      .orderBy("name")
      .orderBy("id"),
    params.page,
  ).execute();
  return rows.map(toSupplier);
}

type SupplierRow = Pick<Selectable<SuppliersTable>, (typeof COLUMNS)[number]>;

function toSupplier(r: SupplierRow): Supplier {
  return {
    id: r.id,
    name: r.name,
    riskTier: r.risk_tier,
    disclosureScore: r.disclosure_score,
    responded: r.responded === 1,
    country: r.country,
    category: r.category,
  };
}

/** Risk tiers compare case-insensitively (spec part 1 §3); unknown tiers sort last. */
const tierRank = sql<number>`case lower(risk_tier) when 'high' then 0 when 'medium' then 1 when 'low' then 2 else 3 end`;

/** The dashboard's heatmap: the riskiest suppliers first (tier, then the weakest disclosure), at most `limit`. */
export async function listRiskiestSuppliers(db: Db, params: { companyId: number; limit: number }) {
  const rows = await db
    .selectFrom("suppliers")
    .select(["id", "name", "risk_tier", "disclosure_score", "responded", "country", "category"])
    .where("company_id", "=", params.companyId)
    .orderBy(tierRank)
    .orderBy("disclosure_score")
    .orderBy("name")
    .limit(params.limit)
    .execute();
  return rows.map(toSupplier);
}

export async function countSuppliers(db: Db, params: { companyId: number }): Promise<number> {
  const row = await db
    .selectFrom("suppliers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("company_id", "=", params.companyId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type SupplierRefusal = "not_found" | "name_taken";
export type SupplierResult = { ok: true; supplier: Supplier } | { ok: false; reason: SupplierRefusal };

function columns(v: SupplierValues) {
  return {
    name: v.name,
    name_key: nameKey(v.name),
    risk_tier: v.riskTier,
    disclosure_score: v.disclosureScore,
    responded: v.responded ? 1 : 0,
    country: v.country,
    category: v.category,
  };
}

export async function findSupplier(
  db: Db,
  params: { companyId: number; id: number },
): Promise<Supplier | null> {
  const r = await db
    .selectFrom("suppliers")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return r ? toSupplier(r) : null;
}

/** Names are unique per company without regard to case ("ACME" and "Acme" are one supplier). */
async function nameTaken(db: Db, companyId: number, name: string, exceptId: number | null) {
  let q = db
    .selectFrom("suppliers")
    .select("id")
    .where("company_id", "=", companyId)
    .where("name_key", "=", nameKey(name));
  if (exceptId !== null) q = q.where("id", "!=", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Adds a supplier; `db` may be the caller's transaction, so the audit entry commits with it. */
export async function createSupplier(
  db: Db,
  params: { companyId: number; values: SupplierValues },
): Promise<SupplierResult> {
  if (await nameTaken(db, params.companyId, params.values.name, null))
    return { ok: false, reason: "name_taken" };
  const row = await db
    .insertInto("suppliers")
    .values({ company_id: params.companyId, ...columns(params.values) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { ok: true, supplier: toSupplier(row) };
}

/** Changes a supplier; returns it as it was before (for the audit log) and as it is now. */
export async function updateSupplier(
  db: Db,
  params: { companyId: number; id: number; values: SupplierValues },
): Promise<SupplierResult & { before?: Supplier }> {
  const before = await findSupplier(db, params);
  if (!before) return { ok: false, reason: "not_found" };
  if (await nameTaken(db, params.companyId, params.values.name, params.id))
    return { ok: false, reason: "name_taken" };
  const row = await db
    .updateTable("suppliers")
    .set(columns(params.values))
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { ok: true, supplier: toSupplier(row), before };
}

export async function deleteSupplier(
  db: Db,
  params: { companyId: number; id: number },
): Promise<SupplierResult> {
  const supplier = await findSupplier(db, params);
  if (!supplier) return { ok: false, reason: "not_found" };
  await db
    .deleteFrom("suppliers")
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .execute();
  return { ok: true, supplier };
}
