import type { Db } from "../create-db";

/** Newest first; at most `limit` when given. */
export async function listDocuments(db: Db, params: { companyId: number; limit?: number }) {
  let query = db
    .selectFrom("documents")
    .select(["id", "filename", "type", "created_at"])
    .where("company_id", "=", params.companyId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  if (params.limit !== undefined) query = query.limit(params.limit);
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, filename: r.filename, type: r.type, createdAt: r.created_at }));
}

/** One of the company's documents; null when unknown to it (another company's id included). */
export async function findDocument(db: Db, params: { companyId: number; id: number }) {
  const r = await db
    .selectFrom("documents")
    .select(["id", "company_id", "filename", "type", "created_at"])
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return r
    ? { id: r.id, companyId: r.company_id, filename: r.filename, type: r.type, createdAt: r.created_at }
    : null;
}
