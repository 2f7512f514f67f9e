/**
 * The ESG maturity model: named sub-scores 0-100 per pillar (rules-environmental.ts, rules-social.ts,
 * rules-governance.ts), each with its weight, the rule and source in one line, and the advice it gives naming
 * the figure. A rule answers null when its input is missing; the pillar's data-coverage sub-score then counts
 * it as missing instead of scoring it.
 */
import type { AssessmentInputs, AssessmentPillar } from "./inputs";
import type { ScoringRule } from "./rule-types";
import { ENVIRONMENTAL_RULES } from "./rules-environmental";
import { GOVERNANCE_RULES } from "./rules-governance";
import { SOCIAL_RULES } from "./rules-social";

export * from "./rule-types";
export { annualEmissionsChange } from "./rules-environmental";
export { riskTreatmentShare } from "./rules-governance";

/** Every scored rule, pillar by pillar. Data coverage (weights below) completes each pillar to 100. */
export const SCORING_RULES: readonly ScoringRule[] = [
  ...ENVIRONMENTAL_RULES,
  ...SOCIAL_RULES,
  ...GOVERNANCE_RULES,
];

/** Weight of each pillar's data-coverage sub-score. */
export const DATA_COVERAGE_WEIGHTS: Readonly<Record<AssessmentPillar, number>> = {
  environmental: 15,
  social: 15,
  governance: 10,
};

export const DATA_COVERAGE_KEY = "dataCoverage";
export const DATA_COVERAGE_RULE =
  "Share of the pillar's inputs on record (each scored rule's input; for Environmental also scope 3 in the inventory). A missing input is never defaulted: it lowers this sub-score.";

/** Overall score = the mean of the three pillars (equal weights). */
export const PILLAR_WEIGHTS: Readonly<Record<AssessmentPillar, number>> = {
  environmental: 1 / 3,
  social: 1 / 3,
  governance: 1 / 3,
};

/** Extra completeness checks that count towards data coverage without being scored themselves. */
export const COVERAGE_CHECKS: readonly {
  pillar: AssessmentPillar;
  label: string;
  present(i: AssessmentInputs): boolean;
}[] = [
  {
    pillar: "environmental",
    label: "scope 3 (value-chain) emissions in the carbon inventory",
    present: (i) => (i.emissions?.scope3 ?? 0) > 0,
  },
];
