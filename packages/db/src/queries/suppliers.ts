import type { Db } from "../create-db";

export async function listSuppliers(db: Db, params: { companyId: number }) {
  const rows = await db
    .selectFrom("suppliers")
    .select(["id", "name", "risk_tier", "disclosure_score", "responded", "country", "category"])
    .where("company_id", "=", params.companyId)
    .orderBy("name")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    riskTier: r.risk_tier,
    disclosureScore: r.disclosure_score,
    responded: r.responded === 1,
    country: r.country,
    category: r.category,
  }));
}
