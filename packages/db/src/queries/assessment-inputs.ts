import type { AssessmentRecords } from "@esg/domain";
import type { Db } from "../create-db";
import { loadInventoryRecords } from "./carbon-inventory";
import { getCompany } from "./companies";
import { getCompanyRevenue } from "./company-profile";
import { trainingCompletionStats } from "./esg-training";
import { listGoals } from "./goal-tracking";
import { listBenchmarks } from "./peer-benchmarking";
import { listRegulatoryRequirements } from "./regulatory-compliance";
import { listRiskAssessments } from "./risk-heatmaps";
import { listStakeholderFeedback } from "./stakeholder-engagement";
import { listSuppliers } from "./suppliers";

/** Governance-category training modules and their completions (the ethics sub-score). */
async function governanceTrainingStats(db: Db, params: { companyId: number }) {
  const [modules, completions] = await Promise.all([
    db
      .selectFrom("training_modules")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("company_id", "=", params.companyId)
      .where("category", "=", "Governance")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("training_progress as p")
      .innerJoin("training_modules as m", (j) =>
        j.onRef("m.id", "=", "p.module_id").onRef("m.company_id", "=", "p.company_id"),
      )
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("p.company_id", "=", params.companyId)
      .where("p.status", "=", "completed")
      .where("m.category", "=", "Governance")
      .executeTakeFirstOrThrow(),
  ]);
  return { governanceModules: Number(modules.n), governanceCompletions: Number(completions.n) };
}

/**
 * Everything the ESG maturity model reads, from each module's tables (the model itself and the mapping to
 * its inputs live in @esg/domain `deriveAssessmentInputs`). Null only when the company does not exist.
 */
export async function loadAssessmentRecords(
  db: Db,
  params: { companyId: number },
): Promise<AssessmentRecords | null> {
  const scope = { companyId: params.companyId };
  const [
    company,
    profile,
    inventory,
    benchmarks,
    goals,
    suppliers,
    feedback,
    training,
    governance,
    requirements,
    risks,
  ] = await Promise.all([
    getCompany(db, scope),
    getCompanyRevenue(db, scope),
    loadInventoryRecords(db, scope),
    listBenchmarks(db, scope),
    listGoals(db, scope),
    listSuppliers(db, scope),
    listStakeholderFeedback(db, scope),
    trainingCompletionStats(db, scope),
    governanceTrainingStats(db, scope),
    listRegulatoryRequirements(db, scope),
    listRiskAssessments(db, scope),
  ]);
  if (!company) return null;
  return {
    company: { name: company.name, industry: company.industry },
    revenue: profile,
    inventory,
    benchmarks,
    goals,
    suppliers,
    feedback,
    training: {
      requiredModules: training.requiredModules,
      learners: training.learners,
      requiredCompletions: training.requiredCompletions,
      ...governance,
    },
    requirements,
    risks,
  };
}
