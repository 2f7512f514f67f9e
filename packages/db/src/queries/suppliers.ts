import { sql } from "kysely";
import type { Db } from "../create-db";

export async function listSuppliers(db: Db, params: { companyId: number }) {
  const rows = await db
    .selectFrom("suppliers")
    .select(["id", "name", "risk_tier", "disclosure_score", "responded", "country", "category"])
    .where("company_id", "=", params.companyId)
    .orderBy("name")
    .execute();
  return rows.map(toSupplier);
}

type SupplierRow = {
  id: number;
  name: string;
  risk_tier: string;
  disclosure_score: number;
  responded: number;
  country: string | null;
  category: string | null;
};

function toSupplier(r: SupplierRow) {
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
