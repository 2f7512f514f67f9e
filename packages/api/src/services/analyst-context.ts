import {
  type Db,
  getCompany,
  listBenchmarks,
  listEsgRatings,
  listGoals,
  listImpactMeasurements,
  listMaterialityTopics,
  listRegulatoryRequirements,
  listRiskAssessments,
  listStakeholderFeedback,
  listSuppliers,
  trainingEffort,
} from "@esg/db";
import { type AnalystContext, type CarbonAnalysis, humanizeKey, pillarScores } from "@esg/domain";
import { loadFullAssessment } from "./assessment";
import { loadCarbonAnalysis } from "./carbon-analysis";

/** Benchmark metrics that describe the workforce (ESRS S1-9, S1-16); matched by keyword like peer benchmarking. */
const DIVERSITY_METRIC = /divers|gender|pay.?gap|women|female|ethnic/i;

const nullIfEmpty = <T>(items: T[]): T[] | null => (items.length > 0 ? items : null);

function emissionsSection(analysis: CarbonAnalysis): AnalystContext["emissions"] {
  if (analysis.reportingYear === null) return null;
  const { scope1, scope2, scope3, total, breakdown } = analysis.currentEmissions;
  const details: [1 | 2 | 3, Record<string, number>][] = [
    [1, breakdown.scope1Details],
    [2, breakdown.scope2Details],
    [3, breakdown.scope3Details],
  ];
  const topSources = details
    .flatMap(([scope, map]) =>
      Object.entries(map).map(([name, tonnes]) => ({ name: humanizeKey(name), scope, tonnes })),
    )
    .sort((a, b) => b.tonnes - a.tonnes)
    .slice(0, 8);
  return {
    year: analysis.reportingYear,
    scope1Tonnes: scope1,
    scope2Tonnes: scope2,
    scope3Tonnes: scope3,
    totalTonnes: total,
    topSources,
    reductionScenarios: Object.entries(analysis.reductionScenarios).map(([name, s]) => ({
      name,
      targetReduction: s.targetReduction,
      actions: s.actions,
    })),
  };
}

/**
 * Gathers the analyst's grounding data from the company's stored records. A module without data
 * contributes null, so the answer says the data is missing instead of inventing it.
 */
export async function loadAnalystContext(db: Db, companyId: number): Promise<AnalystContext> {
  const p = { companyId };
  const [
    company,
    assessment,
    suppliers,
    carbon,
    requirements,
    topics,
    goals,
    ratings,
    risks,
    feedback,
    training,
    impact,
    benchmarks,
  ] = await Promise.all([
    getCompany(db, p),
    loadFullAssessment(db, companyId, new Date()),
    listSuppliers(db, p),
    loadCarbonAnalysis(db, companyId),
    listRegulatoryRequirements(db, p),
    listMaterialityTopics(db, p),
    listGoals(db, p),
    listEsgRatings(db, p),
    listRiskAssessments(db, p),
    listStakeholderFeedback(db, p),
    trainingEffort(db, p),
    listImpactMeasurements(db, p),
    listBenchmarks(db, p),
  ]);
  const responded = suppliers.filter((s) => s.responded).length;
  return {
    company: { name: company?.name ?? "", industry: company?.industry ?? "" },
    assessment: pillarScores(assessment),
    emissions: emissionsSection(carbon),
    compliance: nullIfEmpty(
      requirements.map((r) => ({
        framework: r.framework ?? "",
        requirement: r.requirement,
        status: r.status,
        completionPercentage: r.completionPercentage,
        dueDate: r.dueDate,
      })),
    ),
    materialTopics: nullIfEmpty(
      topics.map((t) => ({ topic: t.topic, category: t.category, level: t.materialityLevel })),
    ),
    goals: nullIfEmpty(
      goals.map((g) => ({
        title: g.title,
        category: g.category,
        progressPercent: g.latestProgressPercentage ?? 0,
        status: g.status === "achieved" ? "achieved" : g.progressStatus,
      })),
    ),
    ratings: nullIfEmpty(
      ratings.map((r) => ({
        provider: r.provider,
        overallScore: r.overallScore,
        normalizedScore: r.normalizedScore,
        trend: r.trend,
        ratingDate: r.ratingDate,
        environmental: r.environmentalScore,
        social: r.socialScore,
        governance: r.governanceScore,
      })),
    ),
    risks: nullIfEmpty(
      risks.map((r) => ({
        riskType: r.riskType,
        category: r.riskCategory,
        level: r.riskLevel,
        status: r.status,
      })),
    ),
    suppliers: {
      total: suppliers.length,
      responded,
      highRisk: suppliers.filter((s) => s.riskTier.toLowerCase() === "high").map((s) => s.name),
      averageDisclosure: suppliers.length
        ? suppliers.reduce((sum, s) => sum + s.disclosureScore, 0) / suppliers.length
        : 0,
    },
    social: {
      trainingCompletedModules: training.runs > 0 ? training.completed : null,
      trainingHours: training.runs > 0 ? training.minutes / 60 : null,
      feedbackOpen:
        feedback.length > 0
          ? feedback.filter((f) => f.status === "open" || f.status === "in_progress").length
          : null,
      impactBeneficiaries:
        impact.length > 0 ? impact.reduce((sum, m) => sum + (m.beneficiaries ?? 0), 0) : null,
      diversityMetrics: benchmarks
        .filter((b) => DIVERSITY_METRIC.test(b.metric))
        .map((b) => ({ metric: humanizeKey(b.metric), value: b.value, unit: b.unit })),
    },
  };
}
