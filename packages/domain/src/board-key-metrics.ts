import { z } from "zod";
import { yearOnYearChange } from "./carbon-year-on-year";
import { averageRatingScore } from "./esg-ratings";
import { complianceSummary } from "./regulatory-compliance";

/**
 * Key Metrics of the Board Reporting screen. The spec shows static samples (part 2 §2); we compute them from
 * the company's stored data instead, and a metric whose data does not exist yet says so rather than invent it.
 */

export const NO_DATA_YET = "No data yet";

export const BOARD_METRIC_PILLARS = ["Overall", "Environmental", "Social", "Governance"] as const;
export type BoardMetricPillar = (typeof BOARD_METRIC_PILLARS)[number];

export const boardKeyMetricSchema = z.object({
  key: z.string(),
  label: z.string(),
  pillar: z.enum(BOARD_METRIC_PILLARS),
  /** null: the data behind the metric does not exist yet. */
  value: z.number().nullable(),
  /** The formatted value, or 'No data yet'. */
  display: z.string(),
  detail: z.string().nullable(),
  source: z.string(),
  tone: z.enum(["green", "amber", "red", "grey"]),
});
export type BoardKeyMetric = z.infer<typeof boardKeyMetricSchema>;

export const boardKeyMetricsSchema = z.object({
  generatedAt: z.string(),
  metrics: z.array(boardKeyMetricSchema),
});
export type BoardKeyMetrics = z.infer<typeof boardKeyMetricsSchema>;

/** One reporting year of the inventory, kg CO2e (scope 3 and totals location-based unless named). */
export type BoardEmissionYear = {
  year: number;
  /** Every month has data (closing a year does not make it complete). */
  complete: boolean;
  /** Closed by a user: frozen, and the default year even with months missing. */
  closed?: boolean;
  monthsCovered: number;
  scope1: number;
  scope2Location: number;
  scope2Market: number;
  scope3: number;
};

export type BoardMetricInputs = {
  suppliers: readonly { riskTier: string; responded: boolean }[];
  /** The assessment engine's pillar scores at `computedAt`, or null when nothing can be scored. */
  assessment: { esgScore: { E: number; S: number; G: number }; computedAt: string } | null;
  /** kg CO2e per reporting year of the carbon inventory, both Scope 2 methods, with its completeness. */
  emissions: readonly BoardEmissionYear[];
  training: {
    requiredModules: number;
    learners: number;
    /** Completed (user, required module) pairs. */
    requiredCompletions: number;
    certificates: number;
  };
  /** Third-party ratings with their 0-100 normalised score. */
  ratings: readonly { provider: string; ratingDate: string; normalizedScore: number }[];
  /** Peer benchmark percentiles. */
  benchmarks: readonly { percentile: number }[];
  /** ESG goals with the percentage of their latest progress record (null: none yet). */
  goals: readonly { status: string; latestProgress: number | null }[];
  feedback: readonly { status: string }[];
  impact: readonly { beneficiaries: number | null }[];
  compliance: readonly { status: string; completionPercentage: number; dueDate: string | null }[];
  risks: readonly { status: string; riskLevel: string }[];
};

type Tone = BoardKeyMetric["tone"];
type MetricBase = Pick<BoardKeyMetric, "key" | "label" | "pillar" | "source">;

const number = (n: number, digits = 0) =>
  n.toLocaleString("en-GB", { maximumFractionDigits: digits, minimumFractionDigits: 0 });
const percent = (v: number) => `${number(v)}%`;
const score = (v: number) => `${number(v)}/100`;
const tonnes = (v: number) => `${number(v, 1)} tCO2e`;
const count = (v: number) => number(v);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const share = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);

/** Spec part 2 §9 score colours (80% green, 60% amber, otherwise red), used for every percentage here. */
export function scoreTone(percent: number): Tone {
  if (percent >= 80) return "green";
  if (percent >= 60) return "amber";
  return "red";
}

const zeroIsGood = (v: number): Tone => (v === 0 ? "green" : "amber");

function metric(
  base: MetricBase,
  value: number | null,
  format: (v: number) => string,
  opts: { detail?: string | null; tone?: (v: number) => Tone } = {},
): BoardKeyMetric {
  if (value === null || !Number.isFinite(value)) {
    return { ...base, value: null, display: NO_DATA_YET, detail: null, tone: "grey" };
  }
  return {
    ...base,
    value,
    display: format(value),
    detail: opts.detail ?? null,
    tone: opts.tone ? opts.tone(value) : "grey",
  };
}

function assessmentSource(inputs: BoardMetricInputs): string {
  return inputs.assessment
    ? `ESG maturity assessment, computed ${inputs.assessment.computedAt.slice(0, 10)}`
    : "ESG maturity assessment";
}

function overallMetrics(inputs: BoardMetricInputs): BoardKeyMetric[] {
  const a = inputs.assessment?.esgScore;
  const providers = new Set(inputs.ratings.map((r) => r.provider)).size;
  const percentiles = inputs.benchmarks.map((b) => b.percentile);
  // Spec part 2 §4: a goal is on track at 70% of its latest progress, achieved at 100% or when marked so.
  const onTrack = inputs.goals.filter((g) => g.status === "achieved" || (g.latestProgress ?? 0) >= 70).length;
  return [
    metric(
      {
        key: "overall_esg_score",
        label: "Overall ESG score",
        pillar: "Overall",
        source: assessmentSource(inputs),
      },
      a ? (a.E + a.S + a.G) / 3 : null,
      score,
      { detail: "Mean of the environmental, social and governance scores", tone: scoreTone },
    ),
    metric(
      {
        key: "third_party_rating",
        label: "Average third-party ESG rating",
        pillar: "Overall",
        source: "ESG ratings",
      },
      averageRatingScore(inputs.ratings),
      score,
      {
        detail: `Mean of ${count(inputs.ratings.length)} rating${inputs.ratings.length === 1 ? "" : "s"} from ${count(providers)} provider${providers === 1 ? "" : "s"}`,
        tone: scoreTone,
      },
    ),
    metric(
      {
        key: "peer_percentile",
        label: "Peer benchmark percentile",
        pillar: "Overall",
        source: "Peer benchmarking",
      },
      percentiles.length > 0 ? sum(percentiles) / percentiles.length : null,
      (v) => `${number(v)}th percentile`,
      {
        detail: `Mean over ${percentiles.length} benchmarked metrics`,
        tone: (v) => (v >= 75 ? "green" : v >= 50 ? "amber" : "red"),
      },
    ),
    metric(
      {
        key: "goals_on_track",
        label: "ESG goals on track or achieved",
        pillar: "Overall",
        source: "Goal tracking",
      },
      share(onTrack, inputs.goals.length),
      percent,
      { detail: `${onTrack} of ${inputs.goals.length} goals`, tone: scoreTone },
    ),
  ];
}

/**
 * The default reporting year (the latest complete or closed year; only when there is none, the year with the
 * most months of data, the latest on a tie, flagged partial) and its change against the latest complete year
 * before it.
 */
function emissionYears(rows: BoardMetricInputs["emissions"]) {
  const newest = (ys: readonly BoardEmissionYear[]) =>
    ys.reduce<BoardEmissionYear | null>((best, y) => (best === null || y.year > best.year ? y : best), null);
  const fullest = rows
    .filter((y) => y.monthsCovered > 0)
    .reduce<BoardEmissionYear | null>(
      (best, y) =>
        best === null ||
        y.monthsCovered > best.monthsCovered ||
        (y.monthsCovered === best.monthsCovered && y.year > best.year)
          ? y
          : best,
      null,
    );
  const latest = newest(rows.filter((y) => y.complete || y.closed)) ?? fullest;
  const total = (y: BoardEmissionYear) => y.scope1 + y.scope2Location + y.scope3;
  const change = latest
    ? yearOnYearChange(
        rows.map((y) => ({ year: y.year, total: total(y), complete: y.complete })),
        latest.year,
      )
    : null;
  return { latest, change };
}

function environmentalMetrics(inputs: BoardMetricInputs): BoardKeyMetric[] {
  const { latest, change } = emissionYears(inputs.emissions);
  const t = (kg: number) => number(kg / 1000, 1);
  const source = latest
    ? `Carbon accounting, ${latest.year}${latest.complete ? "" : ` (${latest.closed ? "closed with gaps" : "partial year"}: ${latest.monthsCovered} of 12 months)`}`
    : "Carbon accounting";
  return [
    metric(
      { key: "total_emissions", label: "Total GHG emissions", pillar: "Environmental", source },
      latest ? (latest.scope1 + latest.scope2Location + latest.scope3) / 1000 : null,
      tonnes,
      {
        detail: latest
          ? `Scope 1 ${t(latest.scope1)} · Scope 2 ${t(latest.scope2Location)} location-based (${t(latest.scope2Market)} market-based) · Scope 3 ${t(latest.scope3)} tCO2e`
          : null,
      },
    ),
    metric(
      { key: "scope12_emissions", label: "Scope 1 + 2 emissions", pillar: "Environmental", source },
      latest ? (latest.scope1 + latest.scope2Location) / 1000 : null,
      tonnes,
      {
        detail: latest
          ? `Direct and purchased-energy emissions, location-based; market-based ${t(latest.scope1 + latest.scope2Market)} tCO2e`
          : null,
      },
    ),
    metric(
      { key: "emissions_change", label: "Emissions change year on year", pillar: "Environmental", source },
      change?.changePercent ?? null,
      (v) => `${v > 0 ? "+" : ""}${number(v, 1)}%`,
      {
        detail: latest && change ? `${latest.year} vs ${change.previousYear} (complete years)` : null,
        tone: (v) => (v <= 0 ? "green" : "red"),
      },
    ),
    metric(
      {
        key: "environmental_score",
        label: "Environmental score",
        pillar: "Environmental",
        source: assessmentSource(inputs),
      },
      inputs.assessment?.esgScore.E ?? null,
      score,
      { tone: scoreTone },
    ),
  ];
}

function socialMetrics(inputs: BoardMetricInputs): BoardKeyMetric[] {
  const total = inputs.suppliers.length;
  const responded = inputs.suppliers.filter((s) => s.responded).length;
  const t = inputs.training;
  const possible = t.requiredModules * t.learners;
  const open = inputs.feedback.filter((f) => f.status === "open" || f.status === "in_progress").length;
  const reached = inputs.impact.filter((i) => i.beneficiaries !== null);
  const training = "ESG training records";
  return [
    metric(
      { key: "social_score", label: "Social score", pillar: "Social", source: assessmentSource(inputs) },
      inputs.assessment?.esgScore.S ?? null,
      score,
      { tone: scoreTone },
    ),
    metric(
      {
        key: "supplier_response_rate",
        label: "Supplier ESG questionnaire response rate",
        pillar: "Social",
        source: "Supplier register",
      },
      share(responded, total),
      percent,
      { detail: `${responded} of ${total} suppliers responded`, tone: scoreTone },
    ),
    metric(
      {
        key: "training_completion",
        label: "Required ESG training completion",
        pillar: "Social",
        source: training,
      },
      share(Math.min(t.requiredCompletions, possible), possible),
      percent,
      { detail: `${t.requiredCompletions} of ${possible} required module completions`, tone: scoreTone },
    ),
    metric(
      { key: "certificates_issued", label: "ESG certificates issued", pillar: "Social", source: training },
      t.requiredModules > 0 || t.certificates > 0 ? t.certificates : null,
      count,
    ),
    metric(
      {
        key: "open_feedback",
        label: "Open stakeholder feedback",
        pillar: "Social",
        source: "Stakeholder engagement",
      },
      inputs.feedback.length > 0 ? open : null,
      count,
      { detail: `${open} of ${inputs.feedback.length} items open or in progress`, tone: zeroIsGood },
    ),
    metric(
      {
        key: "beneficiaries",
        label: "People reached by impact programmes",
        pillar: "Social",
        source: "Impact measurement",
      },
      reached.length > 0 ? sum(reached.map((i) => i.beneficiaries ?? 0)) : null,
      count,
      { detail: `Across ${reached.length} measured programme${reached.length === 1 ? "" : "s"}` },
    ),
  ];
}

function governanceMetrics(inputs: BoardMetricInputs, today: string): BoardKeyMetric[] {
  const suppliers = inputs.suppliers.length;
  const highRisk = inputs.suppliers.filter((s) => s.riskTier.trim().toLowerCase() === "high").length;
  const reqs = complianceSummary(inputs.compliance, today);
  const active = inputs.risks.filter((r) => r.status === "active");
  const severe = active.filter((r) => r.riskLevel === "Critical" || r.riskLevel === "High").length;
  const compliance = "Regulatory compliance register";
  return [
    metric(
      {
        key: "governance_score",
        label: "Governance score",
        pillar: "Governance",
        source: assessmentSource(inputs),
      },
      inputs.assessment?.esgScore.G ?? null,
      score,
      { tone: scoreTone },
    ),
    metric(
      {
        key: "high_risk_suppliers",
        label: "High-risk suppliers",
        pillar: "Governance",
        source: "Supplier register",
      },
      suppliers > 0 ? highRisk : null,
      count,
      {
        detail: `${highRisk} of ${suppliers} suppliers rated high risk`,
        tone: (v) => (v === 0 ? "green" : v / suppliers > 0.2 ? "red" : "amber"),
      },
    ),
    metric(
      {
        key: "compliance_completion",
        label: "Regulatory requirements completed",
        pillar: "Governance",
        source: compliance,
      },
      reqs.completedPercent,
      percent,
      {
        detail: `${count(reqs.completed)} of ${count(reqs.total)} requirements completed (average completion ${reqs.averageCompletion}%)`,
        tone: scoreTone,
      },
    ),
    metric(
      {
        key: "compliance_overdue",
        label: "Overdue regulatory requirements",
        pillar: "Governance",
        source: compliance,
      },
      reqs.total > 0 ? reqs.overdue : null,
      count,
      { tone: (v) => (v === 0 ? "green" : "red") },
    ),
    metric(
      {
        key: "active_severe_risks",
        label: "Active high and critical ESG risks",
        pillar: "Governance",
        source: "ESG risk register",
      },
      inputs.risks.length > 0 ? severe : null,
      count,
      { detail: `${severe} of ${active.length} active risks`, tone: zeroIsGood },
    ),
  ];
}

/** Every key metric, grouped by pillar: Overall, Environmental, Social, Governance. `today` is YYYY-MM-DD. */
export function computeBoardKeyMetrics(inputs: BoardMetricInputs, today: string): BoardKeyMetric[] {
  return [
    ...overallMetrics(inputs),
    ...environmentalMetrics(inputs),
    ...socialMetrics(inputs),
    ...governanceMetrics(inputs, today),
  ];
}

/** The metrics with data as `{label: display}`: what 'Insert live metrics' puts in a new report's keyMetrics. */
export function keyMetricsSnapshot(metrics: readonly BoardKeyMetric[]): Record<string, string> {
  const snapshot: Record<string, string> = {};
  for (const m of metrics) if (m.value !== null) snapshot[m.label] = m.display;
  return snapshot;
}
