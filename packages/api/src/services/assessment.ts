/** The ESG maturity assessment of a company from its live data (GET /api/assessment/full, the dashboard). */
import { type Db, loadAssessmentRecords } from "@esg/db";
import { computeFullAssessment, deriveAssessmentInputs, type FullAssessment } from "@esg/domain";
import { TRPCError } from "@trpc/server";

export async function loadFullAssessment(db: Db, companyId: number, now: Date): Promise<FullAssessment> {
  const records = await loadAssessmentRecords(db, { companyId });
  if (!records) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
  return computeFullAssessment(deriveAssessmentInputs(records, now.toISOString().slice(0, 10)));
}
