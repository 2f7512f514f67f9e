import { REPORT_CATALOGUE, REPORT_TYPES, type ReportType } from "@esg/domain";
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

export type ReportDocumentRow = { id: number; type: ReportType; filename: string };

/**
 * The company's report documents: one per report type, the oldest row of that type (its id is the one the
 * company has always had), in catalogue order. A type without a row is missing (never after sign-up).
 */
export async function listReportDocuments(
  db: Db,
  params: { companyId: number },
): Promise<ReportDocumentRow[]> {
  const rows = await db
    .selectFrom("documents")
    .select(["id", "type", "filename"])
    .where("company_id", "=", params.companyId)
    .where("type", "in", [...REPORT_TYPES])
    .orderBy("id")
    .execute();
  const first = new Map<string, ReportDocumentRow>();
  for (const r of rows) if (!first.has(r.type)) first.set(r.type, r as ReportDocumentRow);
  return REPORT_TYPES.flatMap((type) => first.get(type) ?? []);
}

/**
 * Gives the company one document row per report type it lacks (sign-up, Reset Demo). Idempotent. Inserted
 * last-first: the dashboard lists the newest row first, so the ESRS E1 draft leads.
 */
export async function ensureReportDocuments(
  db: Db,
  params: { companyId: number; now: string },
): Promise<void> {
  const have = new Set((await listReportDocuments(db, params)).map((d) => d.type));
  const missing = REPORT_TYPES.filter((type) => !have.has(type));
  if (missing.length === 0) return;
  await db
    .insertInto("documents")
    .values(
      [...missing].reverse().map((type) => ({
        company_id: params.companyId,
        filename: REPORT_CATALOGUE[type].filename,
        type,
        created_at: params.now,
      })),
    )
    .execute();
}

/**
 * Reset Demo: removes every document row but the company's report documents, whose ids stay (links and
 * scripts that saved them keep working), and restores any missing one.
 */
export async function restoreReportDocuments(
  db: Db,
  params: { companyId: number; now: string },
): Promise<void> {
  const keep = (await listReportDocuments(db, params)).map((d) => d.id);
  let remove = db.deleteFrom("documents").where("company_id", "=", params.companyId);
  if (keep.length > 0) remove = remove.where("id", "not in", keep);
  await remove.execute();
  await ensureReportDocuments(db, params);
}
