import { completeTraining, type TrainingModuleInput, trainingModuleInputSchema } from "@esg/domain";
import type { CompanySeeder } from "./company-seeder";

type DemoProgress = {
  status: "in_progress" | "completed";
  certified: boolean;
  daysAgo: number;
  timeSpent: number;
};

/** Northwind Components' ESG curriculum, with where the demo learner stands on each module. */
const DEMO_TRAINING_MODULES: readonly (TrainingModuleInput & { progress?: DemoProgress })[] = [
  {
    title: "ESG Essentials for Manufacturing Teams",
    description:
      "What environmental, social and governance performance means on the shop floor at Sheffield and Telford, and why customers and lenders ask about it.",
    category: "ESG Fundamentals",
    difficulty: "Beginner",
    duration: 45,
    isRequired: true,
    certificateTemplate: "standard",
    content: {
      sections: [
        {
          title: "Why ESG matters to Northwind",
          body: "Customer questionnaires, bank covenants and tender scoring.",
        },
        {
          title: "The three pillars",
          body: "Environmental, social and governance topics in a machining business.",
        },
        { title: "Your role", body: "Reporting incidents, saving energy and raising concerns." },
      ],
    },
    completionCriteria: { passingScore: 70, quizQuestions: 10 },
    progress: { status: "completed", certified: true, daysAgo: 40, timeSpent: 50 },
  },
  {
    title: "GHG Protocol: Scopes 1, 2 and 3",
    description:
      "How our gas-fired heat treatment, purchased electricity and purchased castings become a carbon footprint, using DESNZ conversion factors.",
    category: "ESG Fundamentals",
    difficulty: "Intermediate",
    duration: 90,
    isRequired: true,
    certificateTemplate: "standard",
    content: {
      sections: [
        { title: "Organisational boundaries", body: "Operational control and the two UK plants." },
        {
          title: "Scope 1 and 2",
          body: "Natural gas, fleet diesel and location- vs market-based electricity.",
        },
        { title: "Scope 3 screening", body: "Purchased goods, freight and business travel." },
      ],
    },
    completionCriteria: { passingScore: 75, practicalExercise: "Calculate one month of plant emissions" },
    progress: { status: "completed", certified: false, daysAgo: 12, timeSpent: 95 },
  },
  {
    title: "Climate Risk and TCFD / ISSB S2",
    description:
      "Physical and transition risks for a UK component maker: flood exposure, carbon pricing and customer decarbonisation demands.",
    category: "Climate Risk",
    difficulty: "Intermediate",
    duration: 120,
    isRequired: false,
    certificateTemplate: "standard",
    content: {
      sections: [
        { title: "Physical risk", body: "Flood and heat stress at sites and key suppliers." },
        { title: "Transition risk", body: "UK ETS, CBAM and customer net-zero requirements." },
        { title: "Scenario analysis", body: "1.5°C and 3°C pathways and what they mean for margins." },
      ],
    },
    completionCriteria: { passingScore: 70, caseStudy: "Telford plant flood scenario" },
    progress: { status: "in_progress", certified: false, daysAgo: 3, timeSpent: 35 },
  },
  {
    title: "Modern Slavery and Supplier Due Diligence",
    description:
      "Spotting labour-rights red flags in the supply chain, the Modern Slavery Act statement and how supplier questionnaires are followed up.",
    category: "Social Impact",
    difficulty: "Beginner",
    duration: 60,
    isRequired: true,
    certificateTemplate: "standard",
    content: {
      sections: [
        {
          title: "Indicators of forced labour",
          body: "Recruitment fees, retained documents, excessive overtime.",
        },
        { title: "Higher-risk categories", body: "Castings, textiles and electronics sub-tiers." },
        { title: "Escalation", body: "What to do when a supplier does not respond or an audit fails." },
      ],
    },
    completionCriteria: { passingScore: 80 },
  },
  {
    title: "Health, Safety and Wellbeing Leadership",
    description: "Leading safety conversations, near-miss reporting and wellbeing support for supervisors.",
    category: "Social Impact",
    difficulty: "Intermediate",
    duration: 75,
    isRequired: false,
    certificateTemplate: "standard",
    content: { topics: ["Near-miss reporting", "Safety walks", "Mental health first aid"] },
    completionCriteria: { passingScore: 70 },
  },
  {
    title: "Board ESG Oversight and Anti-Bribery",
    description:
      "Directors' duties under s.172, ESG governance structures, and adequate procedures under the Bribery Act 2010 for export agents.",
    category: "Governance",
    difficulty: "Advanced",
    duration: 90,
    isRequired: false,
    certificateTemplate: "executive",
    content: {
      sections: [
        { title: "Section 172 and stakeholder interests", body: "How the board evidences its duties." },
        { title: "Committee structures", body: "Where ESG sits: audit, risk or a sustainability committee." },
        {
          title: "Bribery Act adequate procedures",
          body: "Agents, gifts and hospitality in export markets.",
        },
      ],
    },
    completionCriteria: { passingScore: 80, attestation: true },
  },
];

const DAY_MS = 86_400_000;

export const esgTrainingSeeder: CompanySeeder = {
  name: "esg-training",
  tables: ["training_progress", "training_modules"],
  async seed(trx, companyId, now) {
    // The demo learner is the company's first user (created before the module seeds run).
    const learner = await trx
      .selectFrom("users")
      .select("id")
      .where("company_id", "=", companyId)
      .orderBy("id")
      .executeTakeFirst();
    for (const [i, { progress, ...values }] of DEMO_TRAINING_MODULES.entries()) {
      const input = trainingModuleInputSchema.parse(values);
      const createdAt = new Date(now.getTime() - (90 - i) * DAY_MS).toISOString();
      const module = await trx
        .insertInto("training_modules")
        .values({
          company_id: companyId,
          title: input.title,
          description: input.description,
          category: input.category,
          difficulty: input.difficulty,
          duration: input.duration,
          content: JSON.stringify(input.content),
          is_required: input.isRequired ? 1 : 0,
          completion_criteria: JSON.stringify(input.completionCriteria),
          certificate_template: input.certificateTemplate,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (!progress || !learner) continue;
      const at = new Date(now.getTime() - progress.daysAgo * DAY_MS).toISOString();
      const started = new Date(now.getTime() - (progress.daysAgo + 7) * DAY_MS).toISOString();
      const completed =
        progress.status === "completed"
          ? completeTraining(
              { status: "in_progress", certificateIssued: false, timeSpent: progress.timeSpent },
              input.duration,
            )
          : null;
      await trx
        .insertInto("training_progress")
        .values({
          company_id: companyId,
          user_id: learner.id,
          module_id: module.id,
          status: progress.status,
          progress_percentage: completed?.ok ? 100 : 40,
          time_spent: completed?.ok ? completed.update.timeSpent : progress.timeSpent,
          // A record completed before certificates existed: 'Get Certificate' issues it with the fixed score.
          score: completed?.ok && progress.certified ? completed.update.score : null,
          certificate_issued: progress.certified ? 1 : 0,
          certificate_date: progress.certified ? at : null,
          started_at: started,
          completed_at: progress.status === "completed" ? at : null,
        })
        .execute();
    }
  },
};
