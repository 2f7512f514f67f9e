/** The shape of a scoring rule of the ESG maturity model (rules-*.ts). */
import type { AssessmentInputs, AssessmentPillar } from "./inputs";

export type Advice = { finding: string; action: string };

export type SubScoreBenchmark = { percentile: number; comparison: string; recommendation: string };

export type ScoringRule = {
  pillar: AssessmentPillar;
  key: string;
  label: string;
  /** Weight within the pillar; the weights of a pillar (with data coverage) sum to 100. */
  weight: number;
  /** The rule and its source. */
  rule: string;
  score(i: AssessmentInputs): number | null;
  /** Finding and action naming the figure; only called when `score` is not null. */
  advice(i: AssessmentInputs): Advice;
  /** What to record, and where, when the input is missing. */
  missing(i: AssessmentInputs): string;
  /** Environmental benchmarking of the sub-score, when reference values exist. */
  benchmark?(i: AssessmentInputs): SubScoreBenchmark | null;
};

/** part / whole in percent, null when there is no whole. */
export const share = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : null);
