/** The ESG maturity assessment of a company from its live data (GET /api/assessment/full, the dashboard). */
import { loadAssessmentRecords } from "@esg/db";
import { computeFullAssessment, deriveAssessmentInputs } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { cachedUntilDataChanges } from "./data-version-cache";

/**
 * The assessment reads every row of eight module tables (60 ms with 2,000 rows in each, `pnpm bench`), so
 * the last result per company is kept until the database changes (any write anywhere recomputes it) or the
 * day turns.
 */
export const loadFullAssessment = cachedUntilDataChanges(async (db, companyId, today) => {
  const records = await loadAssessmentRecords(db, { companyId });
  if (!records) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
  return computeFullAssessment(deriveAssessmentInputs(records, today));
});
