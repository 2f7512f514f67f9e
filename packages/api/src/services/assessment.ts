/** The ESG maturity assessment of a company from its live data (GET /api/assessment/full, the dashboard). */
import { type Db, loadAssessmentRecords } from "@esg/db";
import { computeFullAssessment, deriveAssessmentInputs, type FullAssessment } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { sql } from "kysely";

/**
 * The assessment reads every row of eight module tables (60 ms with 2,000 rows in each, `pnpm bench`), so
 * the last result per company is kept until the database changes: `total_changes()` counts this
 * connection's writes and `data_version` changes when another connection commits, so any write anywhere
 * (any module, the seed, a reset) recomputes it, as does a new day. The cached object is shared: callers
 * must not mutate it.
 */
const cache = new WeakMap<Db, Map<number, { key: string; value: FullAssessment }>>();

async function databaseVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ t: number; v: number }>`
    SELECT total_changes() AS t, (SELECT data_version FROM pragma_data_version) AS v`.execute(db);
  return `${rows[0]?.t}:${rows[0]?.v}`;
}

export async function loadFullAssessment(db: Db, companyId: number, now: Date): Promise<FullAssessment> {
  const today = now.toISOString().slice(0, 10);
  const key = `${today}|${await databaseVersion(db)}`;
  const perDb = cache.get(db) ?? new Map<number, { key: string; value: FullAssessment }>();
  cache.set(db, perDb);
  const hit = perDb.get(companyId);
  if (hit?.key === key) return hit.value;
  const records = await loadAssessmentRecords(db, { companyId });
  if (!records) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
  const value = computeFullAssessment(deriveAssessmentInputs(records, today));
  perDb.set(companyId, { key, value });
  return value;
}
