/**
 * The full ESG maturity assessment from the model's inputs: pillar scores as the stated weighting of their
 * sub-scores, data coverage, recommendations from the weakest sub-scores, environmental benchmarking, the
 * peer comparison, ordered next steps and the summary paragraph. Pure and deterministic.
 */
import { ordinal } from "../esg-ratings";
import { percentileLabel } from "../peer-benchmarking";
import { clamp, listText, num } from "./format";
import { ASSESSMENT_PILLARS, type AssessmentInputs, type AssessmentPillar } from "./inputs";
import { SUB_SCORE_LABELS } from "./labels";
import {
  COVERAGE_CHECKS,
  DATA_COVERAGE_KEY,
  DATA_COVERAGE_RULE,
  DATA_COVERAGE_WEIGHTS,
  PILLAR_WEIGHTS,
  SCORING_RULES,
  type ScoringRule,
  type SubScoreBenchmark,
} from "./rules";
import type { FullAssessment, MethodologyEntry, PillarAssessment } from "./schema";
import { assessmentSummary } from "./summary";

/** A sub-score below this is a weakness the pillar's recommendations address. */
export const RECOMMENDATION_THRESHOLD = 80;
export const MAX_RECOMMENDATIONS = 3;
export const MAX_NEXT_STEPS = 5;

export const PILLAR_LABELS: Readonly<Record<AssessmentPillar, string>> = {
  environmental: "Environmental",
  social: "Social",
  governance: "Governance",
};

export type ScoredRule = { rule: ScoringRule; score: number | null };

export type PillarWorkings = PillarAssessment & {
  pillar: AssessmentPillar;
  scored: ScoredRule[];
  coverage: number;
  /** Sum of the weights of the sub-scores in the breakdown. */
  weightInUse: number;
  /** Inputs present and expected (for the overall coverage). */
  present: number;
  expected: number;
};

function scoreOf(rule: ScoringRule, inputs: AssessmentInputs): number | null {
  const s = rule.score(inputs);
  return s === null || !Number.isFinite(s) ? null : Math.round(clamp(s));
}

function recommendations(p: Omit<PillarWorkings, "recommendations">, inputs: AssessmentInputs): string[] {
  const present = p.scored.filter((s): s is { rule: ScoringRule; score: number } => s.score !== null);
  const weakest = [...present].sort((a, b) => a.score - b.score || b.rule.weight - a.rule.weight);
  const out = weakest
    .filter((s) => s.score < RECOMMENDATION_THRESHOLD)
    .slice(0, MAX_RECOMMENDATIONS)
    .map((s) => {
      const a = s.rule.advice(inputs);
      return `${a.finding} ${a.action}.`;
    });
  if (p.coverage < 100) out.push(`Data coverage is ${p.coverage}%: record ${listText(p.missingData)}.`);
  if (out.length === 0 && weakest[0]) {
    out.push(
      `Every ${PILLAR_LABELS[p.pillar].toLowerCase()} sub-score is ${RECOMMENDATION_THRESHOLD} or above. ${weakest[0].rule.advice(inputs).action}.`,
    );
  }
  return out;
}

/** One pillar: its sub-scores, data coverage, weighted score and recommendations. */
export function assessPillar(pillar: AssessmentPillar, inputs: AssessmentInputs): PillarWorkings {
  const scored = SCORING_RULES.filter((r) => r.pillar === pillar).map((rule) => ({
    rule,
    score: scoreOf(rule, inputs),
  }));
  const checks = COVERAGE_CHECKS.filter((c) => c.pillar === pillar);
  const expected = scored.length + checks.length;
  const present =
    scored.filter((s) => s.score !== null).length + checks.filter((c) => c.present(inputs)).length;
  const coverage = expected > 0 ? Math.round((100 * present) / expected) : 100;
  const missingData = [
    ...scored.filter((s) => s.score === null).map((s) => s.rule.missing(inputs)),
    ...checks.filter((c) => !c.present(inputs)).map((c) => c.label),
  ];

  const breakdown: Record<string, number> = {};
  let weighted = 0;
  let weightInUse = 0;
  for (const s of scored) {
    if (s.score === null) continue;
    breakdown[s.rule.key] = s.score;
    weighted += s.rule.weight * s.score;
    weightInUse += s.rule.weight;
  }
  breakdown[DATA_COVERAGE_KEY] = coverage;
  weighted += DATA_COVERAGE_WEIGHTS[pillar] * coverage;
  weightInUse += DATA_COVERAGE_WEIGHTS[pillar];

  const base = {
    pillar,
    score: Math.round(weighted / weightInUse),
    breakdown,
    missingData,
    scored,
    coverage,
    weightInUse,
    present,
    expected,
  };
  return { ...base, recommendations: recommendations(base, inputs) };
}

/** Environmental benchmarking per sub-score, for the sub-scores with reference values. */
export function environmentalBenchmarking(inputs: AssessmentInputs): Record<string, SubScoreBenchmark> {
  const out: Record<string, SubScoreBenchmark> = {};
  for (const rule of SCORING_RULES) {
    if (rule.pillar !== "environmental" || !rule.benchmark) continue;
    const b = rule.benchmark(inputs);
    if (b) out[rule.key] = b;
  }
  return out;
}

/** Peer percentiles of a pillar: its Peer Benchmarking metrics, and for Environmental the emissions intensity. */
export function pillarPeerPercentiles(pillar: AssessmentPillar, inputs: AssessmentInputs): number[] {
  const list = [...inputs.peerPercentiles[pillar]];
  if (pillar === "environmental" && inputs.emissionsIntensityPercentile !== null) {
    list.push(inputs.emissionsIntensityPercentile);
  }
  return list.filter(Number.isFinite).map((p) => clamp(p));
}

export const NOT_BENCHMARKED = "Not benchmarked";

/** Peer comparison of a mean percentile: 75+ Excellent (top quartile), 50+ Above Average, else Below Average. */
export function peerComparisonLabel(percentiles: readonly number[]): string {
  if (percentiles.length === 0) return NOT_BENCHMARKED;
  const p = percentiles.reduce((s, v) => s + v, 0) / percentiles.length;
  if (p >= 75) return "Excellent";
  if (p >= 50) return "Above Average";
  return "Below Average";
}

const meanOf = (xs: readonly number[]) => (xs.length ? xs.reduce((s, v) => s + v, 0) / xs.length : null);

/** Overall ranking: the mean of the pillars' mean peer percentiles, as "62nd percentile (Above Average)". */
export function overallRanking(inputs: AssessmentInputs): string {
  const pillarMeans = ASSESSMENT_PILLARS.map((p) => meanOf(pillarPeerPercentiles(p, inputs))).filter(
    (m): m is number => m !== null,
  );
  const p = meanOf(pillarMeans);
  if (p === null) return NOT_BENCHMARKED;
  return `${ordinal(Math.round(p))} percentile (${percentileLabel(p)})`;
}

type Step = { text: string; gain: number; order: number };

/** Priority actions, largest possible gain on the overall score first. */
export function nextSteps(pillars: readonly PillarWorkings[], inputs: AssessmentInputs): string[] {
  const steps: Step[] = [];
  for (const p of pillars) {
    const scale = PILLAR_WEIGHTS[p.pillar] / p.weightInUse;
    for (const s of p.scored) {
      if (s.score === null || s.score >= 100) continue;
      const gain = scale * s.rule.weight * (100 - s.score);
      steps.push({
        text: `${s.rule.advice(inputs).action} (up to +${num(gain, 1)} points overall)`,
        gain,
        order: steps.length,
      });
    }
    const coverageGain = p.expected > 0 ? (scale * DATA_COVERAGE_WEIGHTS[p.pillar] * 100) / p.expected : 0;
    for (const m of p.missingData) {
      steps.push({
        text: `Record ${m} (${PILLAR_LABELS[p.pillar].toLowerCase()} data coverage)`,
        gain: coverageGain,
        order: steps.length,
      });
    }
  }
  return steps
    .sort((a, b) => b.gain - a.gain || a.order - b.order)
    .slice(0, MAX_NEXT_STEPS)
    .map((s) => s.text);
}

export function methodology(): MethodologyEntry[] {
  const rows: MethodologyEntry[] = [];
  for (const pillar of ASSESSMENT_PILLARS) {
    for (const r of SCORING_RULES.filter((x) => x.pillar === pillar)) {
      rows.push({ pillar, key: r.key, label: r.label, weight: r.weight, rule: r.rule });
    }
    rows.push({
      pillar,
      key: DATA_COVERAGE_KEY,
      label: SUB_SCORE_LABELS.dataCoverage,
      weight: DATA_COVERAGE_WEIGHTS[pillar],
      rule: DATA_COVERAGE_RULE,
    });
  }
  return rows;
}

const publicPillar = (p: PillarWorkings): PillarAssessment => ({
  score: p.score,
  breakdown: p.breakdown,
  recommendations: p.recommendations,
  missingData: p.missingData,
});

/** The full assessment (spec part 1 §3) from the model's inputs. */
export function computeFullAssessment(inputs: AssessmentInputs): FullAssessment {
  const [e, s, g] = ASSESSMENT_PILLARS.map((p) => assessPillar(p, inputs)) as [
    PillarWorkings,
    PillarWorkings,
    PillarWorkings,
  ];
  const overallScore = Math.round(
    e.score * PILLAR_WEIGHTS.environmental +
      s.score * PILLAR_WEIGHTS.social +
      g.score * PILLAR_WEIGHTS.governance,
  );
  const expected = e.expected + s.expected + g.expected;
  const dataCoverage = Math.round((100 * (e.present + s.present + g.present)) / expected);
  const steps = nextSteps([e, s, g], inputs);
  const peerComparison = {
    environmental: peerComparisonLabel(pillarPeerPercentiles("environmental", inputs)),
    social: peerComparisonLabel(pillarPeerPercentiles("social", inputs)),
    governance: peerComparisonLabel(pillarPeerPercentiles("governance", inputs)),
  };
  const ranking = overallRanking(inputs);
  return {
    detailedScores: {
      environmental: { ...publicPillar(e), benchmarking: environmentalBenchmarking(inputs) },
      social: publicPillar(s),
      governance: publicPillar(g),
    },
    benchmarking: {
      ranking,
      industry: inputs.industry,
      peerComparison,
      intensityNote: inputs.intensityNote,
      industryEmissions: inputs.industryEmissions
        ? {
            year: inputs.industryEmissions.year,
            topPerformer: inputs.industryEmissions.topPerformer,
            median: inputs.industryEmissions.median,
            average: inputs.industryEmissions.average,
            source: inputs.industryEmissions.source,
          }
        : null,
    },
    nextSteps: steps,
    overallScore,
    dataCoverage,
    summaryText: assessmentSummary({
      inputs,
      pillars: [e, s, g],
      overallScore,
      dataCoverage,
      ranking,
      steps,
    }),
    methodology: methodology(),
  };
}

/**
 * The dashboard's assessment (spec part 1 §3): the pillar scores of the full assessment and its summary. With
 * no data on record at all there is no assessment: null summary ('No assessment available') and zero scores,
 * which the radar replaces with its fallbacks.
 */
/** The pillar scores, or null when the company holds no data the model can score. */
export function pillarScores(full: FullAssessment): { E: number; S: number; G: number } | null {
  if (full.dataCoverage === 0) return null;
  const d = full.detailedScores;
  return { E: d.environmental.score, S: d.social.score, G: d.governance.score };
}

export function dashboardAssessment(full: FullAssessment): {
  summaryText: string | null;
  esgScore: { E: number; S: number; G: number };
} {
  const scores = pillarScores(full);
  // Zero scores mean "not assessed": the radar applies its fallbacks to them (spec part 1 §2).
  return scores
    ? { summaryText: full.summaryText, esgScore: scores }
    : { summaryText: null, esgScore: { E: 0, S: 0, G: 0 } };
}
