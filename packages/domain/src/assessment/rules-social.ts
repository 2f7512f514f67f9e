/** Social sub-scores of the ESG maturity model. */
import { clamp, num, pct, plural } from "./format";
import { SUB_SCORE_LABELS } from "./labels";
import { type ScoringRule, share } from "./rule-types";

/** FTSE Women Leaders Review target and EU Directive 2022/2381: 40% women among board directors. */
export const BOARD_GENDER_TARGET_PERCENT = 40;

function supplierEngagement(): ScoringRule {
  return {
    pillar: "social",
    key: "supplierEngagement",
    label: SUB_SCORE_LABELS.supplierEngagement,
    weight: 20,
    rule: "Share of suppliers that answered the ESG questionnaire (supplier register; ESRS S2 value-chain due diligence).",
    score: (i) =>
      i.supplierResponses ? share(i.supplierResponses.responded, i.supplierResponses.total) : null,
    advice: (i) => {
      const s = i.supplierResponses ?? { responded: 0, total: 0 };
      const open = s.total - s.responded;
      return {
        finding: `${num(s.responded)} of ${plural(s.total, "supplier")} answered the ESG questionnaire (${pct(share(s.responded, s.total) ?? 0, 0)}).`,
        action:
          open > 0
            ? `Follow up the ${plural(open, "supplier")} that have not answered the ESG questionnaire, high-risk tiers first`
            : "Repeat the ESG questionnaire every year to keep supplier data current",
      };
    },
    missing: () => "suppliers and their questionnaire status in the supplier register",
  };
}

function stakeholderResponsiveness(): ScoringRule {
  return {
    pillar: "social",
    key: "stakeholderResponsiveness",
    label: SUB_SCORE_LABELS.stakeholderResponsiveness,
    weight: 15,
    rule: "Share of stakeholder feedback answered (a response recorded, or resolved or closed): the responsiveness principle of the AA1000 Stakeholder Engagement Standard.",
    score: (i) =>
      i.stakeholderFeedback ? share(i.stakeholderFeedback.answered, i.stakeholderFeedback.total) : null,
    advice: (i) => {
      const f = i.stakeholderFeedback ?? { answered: 0, total: 0 };
      const open = f.total - f.answered;
      return {
        finding: `${num(f.answered)} of ${plural(f.total, "stakeholder feedback item")} have been answered.`,
        action:
          open > 0
            ? `Respond to the ${plural(open, "unanswered feedback item")} in the Stakeholder Engagement Portal`
            : "Keep answering stakeholder feedback as it arrives",
      };
    },
    missing: () => "stakeholder feedback in the Stakeholder Engagement Portal",
  };
}

function trainingCompletion(): ScoringRule {
  return {
    pillar: "social",
    key: "trainingCompletion",
    label: SUB_SCORE_LABELS.trainingCompletion,
    weight: 20,
    rule: "Completed required ESG training modules over required modules × learners (ESG Training & Certification).",
    score: (i) =>
      i.requiredTraining ? share(i.requiredTraining.completions, i.requiredTraining.possible) : null,
    advice: (i) => {
      const t = i.requiredTraining ?? { completions: 0, possible: 0 };
      const open = t.possible - t.completions;
      return {
        finding: `${num(t.completions)} of ${plural(t.possible, "required module completion")} are done (${pct(share(t.completions, t.possible) ?? 0, 0)}).`,
        action:
          open > 0
            ? `Close the ${plural(open, "outstanding required training completion")}`
            : "Refresh the required ESG curriculum each year",
      };
    },
    missing: () => "required modules in ESG Training",
  };
}

function diversity(): ScoringRule {
  return {
    pillar: "social",
    key: "diversity",
    label: SUB_SCORE_LABELS.diversity,
    weight: 15,
    rule: `Women's share of board seats against the ${BOARD_GENDER_TARGET_PERCENT}% of the FTSE Women Leaders Review and EU Directive 2022/2381: ${BOARD_GENDER_TARGET_PERCENT}% or more scores 100, proportionally less below.`,
    score: (i) => (i.womenOnBoard ? clamp((100 * i.womenOnBoard.value) / BOARD_GENDER_TARGET_PERCENT) : null),
    advice: (i) => {
      const w = i.womenOnBoard;
      const v = w?.value ?? 0;
      return {
        finding: `Women hold ${pct(v)} of board seats (${w?.year}; industry average ${pct(w?.industryAverage ?? 0)}).`,
        action:
          v < BOARD_GENDER_TARGET_PERCENT
            ? `Raise women's share of board seats from ${pct(v)} to ${BOARD_GENDER_TARGET_PERCENT}% at the next appointments`
            : `Keep women's share of board seats at ${BOARD_GENDER_TARGET_PERCENT}% or more`,
      };
    },
    missing: () => "women's share of board seats (board_diversity) in Peer Benchmarking",
  };
}

function healthAndSafety(): ScoringRule {
  return {
    pillar: "social",
    key: "healthAndSafety",
    label: SUB_SCORE_LABELS.healthAndSafety,
    weight: 15,
    rule: "Mean latest progress of the health and safety goals in Goal Tracking (GRI 403, ISO 45001 objectives).",
    score: (i) =>
      i.safetyGoals ? i.safetyGoals.reduce((s, g) => s + clamp(g.progress), 0) / i.safetyGoals.length : null,
    advice: (i) => {
      const goals = [...(i.safetyGoals ?? [])].sort((a, b) => a.progress - b.progress);
      const weakest = goals[0];
      return {
        finding: `${plural(goals.length, "health and safety goal")}, the furthest behind "${weakest?.title}" at ${pct(weakest?.progress ?? 0, 0)} progress.`,
        action:
          (weakest?.progress ?? 0) >= 100
            ? "Set the next health and safety target now that the current ones are met"
            : `Accelerate "${weakest?.title}", ${pct(weakest?.progress ?? 0, 0)} of the way to target`,
      };
    },
    missing: () => "a health and safety goal (for example lost-time injuries) in Goal Tracking",
  };
}

export const SOCIAL_RULES: readonly ScoringRule[] = [
  supplierEngagement(),
  stakeholderResponsiveness(),
  trainingCompletion(),
  diversity(),
  healthAndSafety(),
];
