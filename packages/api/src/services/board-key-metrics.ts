import {
  benchmarkPercentilesForMetrics,
  type Db,
  emissionsByReportingYear,
  feedbackStatusesForMetrics,
  goalStatesForMetrics,
  impactBeneficiariesForMetrics,
  listSuppliers,
  ratingScoresForMetrics,
  requirementsForMetrics,
  risksForMetrics,
  trainingCompletionStats,
} from "@esg/db";
import { type BoardKeyMetrics, computeBoardKeyMetrics, pillarScores } from "@esg/domain";
import { loadFullAssessment } from "./assessment";

/**
 * Key Metrics of the board screen from the company's live data: suppliers, the assessment engine, the carbon
 * rollup and the other modules' registers. Missing data stays missing ('No data yet'), never a sample.
 */
export async function loadBoardKeyMetrics(db: Db, companyId: number, now: Date): Promise<BoardKeyMetrics> {
  const scope = { companyId };
  const [
    suppliers,
    assessment,
    emissions,
    training,
    ratings,
    benchmarks,
    goals,
    feedback,
    impact,
    compliance,
    risks,
  ] = await Promise.all([
    listSuppliers(db, scope),
    loadFullAssessment(db, companyId, now),
    emissionsByReportingYear(db, scope),
    trainingCompletionStats(db, scope),
    ratingScoresForMetrics(db, scope),
    benchmarkPercentilesForMetrics(db, scope),
    goalStatesForMetrics(db, scope),
    feedbackStatusesForMetrics(db, scope),
    impactBeneficiariesForMetrics(db, scope),
    requirementsForMetrics(db, scope),
    risksForMetrics(db, scope),
  ]);
  const scores = pillarScores(assessment);
  const metrics = computeBoardKeyMetrics(
    {
      suppliers,
      assessment: scores ? { esgScore: scores, computedAt: now.toISOString() } : null,
      emissions,
      training,
      ratings,
      benchmarks,
      goals,
      feedback,
      impact,
      compliance,
      risks,
    },
    now.toISOString().slice(0, 10),
  );
  return { generatedAt: now.toISOString(), metrics };
}
