import { createGoalInputSchema, goalProgressPercentage } from "@esg/domain";
import type { CompanySeeder } from "./company-seeder";

type DemoProgress = {
  reportingPeriod: string;
  actualValue: number;
  notes: string | null;
  recordedAt: string;
};

/**
 * Northwind Components' ESG targets. The emissions baseline matches the seeded 2023 carbon data (about
 * 1,650 tCO2e of scope 1 and 2); between them the goals show every displayed status: needs attention,
 * on track, achieved awaiting sign-off, achieved and not started.
 */
const DEMO_GOALS = [
  {
    goal: {
      title: "Cut Scope 1 & 2 emissions 42% by 2030",
      description:
        "SBTi 1.5°C-aligned absolute reduction from the 2023 baseline: heat-pump conversion of the Sheffield paint line, LED retrofit and a renewable power PPA.",
      category: "Environmental",
      targetType: "absolute",
      currentValue: 1650,
      targetValue: 957,
      unit: "tCO2e",
      baselineYear: 2023,
      targetYear: 2030,
      isScenceBased: true,
    },
    createdAt: "2024-01-15T09:00:00.000Z",
    progress: [
      {
        reportingPeriod: "2024",
        actualValue: 1540,
        notes: "Lower gas use after furnace insulation at Telford.",
        recordedAt: "2025-02-10T10:00:00.000Z",
      },
      {
        reportingPeriod: "2025-H1",
        actualValue: 1420,
        notes: "Annualised; LED retrofit complete at both plants.",
        recordedAt: "2025-08-05T10:00:00.000Z",
      },
    ],
  },
  {
    goal: {
      title: "100% renewable electricity",
      description: "Share of purchased electricity from REGO-backed tariffs and the planned solar PPA.",
      category: "Environmental",
      targetType: "percentage",
      currentValue: 38,
      targetValue: 100,
      unit: "%",
      baselineYear: 2023,
      targetYear: 2027,
      isScenceBased: true,
    },
    createdAt: "2024-01-15T09:05:00.000Z",
    progress: [
      {
        reportingPeriod: "2024",
        actualValue: 61,
        notes: "Telford switched to a REGO-backed tariff.",
        recordedAt: "2025-02-10T10:05:00.000Z",
      },
      {
        reportingPeriod: "2025-Q2",
        actualValue: 84,
        notes: "Sheffield tariff switched in April.",
        recordedAt: "2025-07-14T10:00:00.000Z",
      },
    ],
  },
  {
    goal: {
      title: "Divert 95% of waste from landfill",
      description: "Segregated swarf, cardboard and pallet recycling across both plants (GRI 306-4).",
      category: "Environmental",
      targetType: "percentage",
      currentValue: 71,
      targetValue: 95,
      unit: "%",
      baselineYear: 2023,
      targetYear: 2026,
      isScenceBased: false,
    },
    createdAt: "2024-02-01T09:00:00.000Z",
    progress: [
      {
        reportingPeriod: "2024",
        actualValue: 88,
        notes: null,
        recordedAt: "2025-02-12T10:00:00.000Z",
      },
      {
        reportingPeriod: "2025-Q2",
        actualValue: 96,
        notes: "New contractor recovers mixed plastics.",
        recordedAt: "2025-07-20T10:00:00.000Z",
      },
    ],
  },
  {
    goal: {
      title: "40% women in senior leadership",
      description: "Women in the top two management grades, supported by the returners programme.",
      category: "Social",
      targetType: "percentage",
      currentValue: 24,
      targetValue: 40,
      unit: "%",
      baselineYear: 2023,
      targetYear: 2028,
      isScenceBased: false,
    },
    createdAt: "2024-03-04T09:00:00.000Z",
    progress: [
      { reportingPeriod: "2024", actualValue: 29, notes: null, recordedAt: "2025-01-30T10:00:00.000Z" },
      {
        reportingPeriod: "2025-H1",
        actualValue: 31,
        notes: "Two senior hires; one departure.",
        recordedAt: "2025-07-31T10:00:00.000Z",
      },
    ],
  },
  {
    goal: {
      title: "Reduce lost-time injuries to 3 a year",
      description: "Machine guarding upgrades and forklift segregation under the ISO 45001 programme.",
      category: "Social",
      targetType: "absolute",
      currentValue: 14,
      targetValue: 3,
      unit: "injuries per year",
      baselineYear: 2023,
      targetYear: 2027,
      isScenceBased: false,
    },
    createdAt: "2024-03-04T09:05:00.000Z",
    progress: [
      { reportingPeriod: "2024", actualValue: 7, notes: null, recordedAt: "2025-01-30T10:05:00.000Z" },
      {
        reportingPeriod: "2025 (rolling 12 months)",
        actualValue: 5,
        notes: "No forklift incidents since segregation.",
        recordedAt: "2025-08-01T10:00:00.000Z",
      },
    ],
  },
  {
    goal: {
      title: "All tier-1 suppliers sign the Supplier Code of Conduct",
      description:
        "Share of tier-1 spend covered by a signed code, including the Modern Slavery Act clauses.",
      category: "Governance",
      targetType: "percentage",
      currentValue: 55,
      targetValue: 100,
      unit: "% of spend",
      baselineYear: 2023,
      targetYear: 2025,
      isScenceBased: false,
    },
    createdAt: "2024-04-10T09:00:00.000Z",
    status: "achieved",
    progress: [
      { reportingPeriod: "2024", actualValue: 80, notes: null, recordedAt: "2025-01-20T10:00:00.000Z" },
      {
        reportingPeriod: "2025-Q1",
        actualValue: 100,
        notes: "Last two castings suppliers signed.",
        recordedAt: "2025-04-15T10:00:00.000Z",
      },
    ],
  },
  {
    goal: {
      title: "Cut energy intensity 30%",
      description: "Energy use per £m of revenue, from metered gas and electricity.",
      category: "Environmental",
      targetType: "intensity",
      currentValue: 294,
      targetValue: 206,
      unit: "MWh per £m revenue",
      baselineYear: 2024,
      targetYear: 2030,
      isScenceBased: false,
    },
    createdAt: "2025-03-01T09:00:00.000Z",
    progress: [] as DemoProgress[],
  },
] as const satisfies readonly {
  goal: Record<string, unknown>;
  createdAt: string;
  status?: "achieved";
  progress: readonly DemoProgress[];
}[];

export const goalTrackingSeeder: CompanySeeder = {
  name: "goal-tracking",
  tables: ["goal_progress", "esg_goals"],
  async seed(trx, companyId) {
    for (const demo of DEMO_GOALS) {
      // Through the input schema, so the demo rows always satisfy the rules a user's would.
      const goal = createGoalInputSchema.parse(demo.goal);
      const { id } = await trx
        .insertInto("esg_goals")
        .values({
          company_id: companyId,
          title: goal.title,
          description: goal.description,
          category: goal.category,
          target_type: goal.targetType,
          current_value: goal.currentValue,
          target_value: goal.targetValue,
          unit: goal.unit,
          baseline_year: goal.baselineYear,
          target_year: goal.targetYear,
          is_science_based: goal.isScenceBased ? 1 : 0,
          status: "status" in demo ? demo.status : "active",
          created_at: demo.createdAt,
          updated_at: demo.createdAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (demo.progress.length === 0) continue;
      await trx
        .insertInto("goal_progress")
        .values(
          demo.progress.map((p) => ({
            company_id: companyId,
            goal_id: id,
            reporting_period: p.reportingPeriod,
            actual_value: p.actualValue,
            notes: p.notes,
            progress_percentage: goalProgressPercentage(goal, p.actualValue),
            recorded_at: p.recordedAt,
          })),
        )
        .execute();
    }
  },
};
