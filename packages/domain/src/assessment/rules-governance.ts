/** Governance sub-scores of the ESG maturity model. */
import { CORE_DISCLOSURE_FRAMEWORKS } from "./derive-inputs";
import { clamp, listText, num, pct, plural } from "./format";
import type { AssessmentInputs } from "./inputs";
import { SUB_SCORE_LABELS } from "./labels";
import type { ScoringRule } from "./rule-types";

/** UK Corporate Governance Code 2018, provision 11: at least half the board (excluding the chair) independent. */
export const BOARD_INDEPENDENCE_TARGET_PERCENT = 50;

/** Risk-weighted treatment share of the register, 0-1: mitigated counts 1, a mitigation plan ½, by probability × impact. */
export function riskTreatmentShare(risks: AssessmentInputs["risks"]): number | null {
  if (!risks || risks.length === 0) return null;
  let weight = 0;
  let treated = 0;
  for (const r of risks) {
    const w = r.probability * r.impact;
    weight += w;
    treated += w * (r.mitigated ? 1 : r.hasMitigationPlan ? 0.5 : 0);
  }
  return weight > 0 ? treated / weight : null;
}

function regulatoryCompliance(): ScoringRule {
  return {
    pillar: "governance",
    key: "regulatoryCompliance",
    label: SUB_SCORE_LABELS.regulatoryCompliance,
    weight: 25,
    rule: "Average completion of the requirements in the Regulatory Compliance register (its Average Completion card: the mean completion percentage, rounded).",
    score: (i) => (i.compliance ? clamp(i.compliance.meanCompletion) : null),
    advice: (i) => {
      const c = i.compliance ?? { requirements: 0, meanCompletion: 0, completed: 0, overdue: 0 };
      const open = c.requirements - c.completed;
      return {
        finding: `${num(c.completed)} of ${plural(c.requirements, "regulatory requirement")} are complete (mean completion ${pct(c.meanCompletion, 0)})${c.overdue > 0 ? `; ${num(c.overdue)} overdue` : ""}.`,
        action:
          open > 0
            ? `Complete the ${plural(open, "open requirement")}${c.overdue > 0 ? `, the ${num(c.overdue)} overdue first` : ""}`
            : "Keep the compliance register current as new rules apply",
      };
    },
    missing: () => "requirements in the Regulatory Compliance register",
  };
}

function boardIndependence(): ScoringRule {
  return {
    pillar: "governance",
    key: "boardIndependence",
    label: SUB_SCORE_LABELS.boardIndependence,
    weight: 15,
    rule: `Independent directors' share of the board against the UK Corporate Governance Code (provision 11: at least half independent): ${BOARD_INDEPENDENCE_TARGET_PERCENT}% or more scores 100, proportionally less below.`,
    score: (i) =>
      i.boardIndependence
        ? clamp((100 * i.boardIndependence.value) / BOARD_INDEPENDENCE_TARGET_PERCENT)
        : null,
    advice: (i) => {
      const b = i.boardIndependence;
      const v = b?.value ?? 0;
      return {
        finding: `Independent directors hold ${pct(v)} of board seats (${b?.year}; industry average ${pct(b?.industryAverage ?? 0)}).`,
        action:
          v < BOARD_INDEPENDENCE_TARGET_PERCENT
            ? `Appoint independent non-executive directors to lift board independence from ${pct(v)} to at least ${BOARD_INDEPENDENCE_TARGET_PERCENT}%`
            : v < (b?.industryAverage ?? 0)
              ? `Lift board independence from ${pct(v)} towards the industry average of ${pct(b?.industryAverage ?? 0)}`
              : "Keep at least half the board independent",
      };
    },
    missing: () => "board independence (board_independence) in Peer Benchmarking",
  };
}

function riskMitigation(): ScoringRule {
  return {
    pillar: "governance",
    key: "riskMitigation",
    label: SUB_SCORE_LABELS.riskMitigation,
    weight: 20,
    rule: "Share of the ESG risk register, weighted by probability × impact, that is mitigated (full credit) or has a mitigation strategy (half credit): ISO 31000 risk treatment.",
    score: (i) => {
      const s = riskTreatmentShare(i.risks);
      return s === null ? null : 100 * s;
    },
    advice: (i) => {
      const risks = i.risks ?? [];
      const active = risks.filter((r) => !r.mitigated);
      const severe = active.filter((r) => r.probability * r.impact >= 12);
      const noPlan = active.filter((r) => !r.hasMitigationPlan);
      return {
        finding: `${num(risks.length - active.length)} of ${plural(risks.length, "ESG risk")} are mitigated; ${num(severe.length)} active ${severe.length === 1 ? "risk is" : "risks are"} high or critical.`,
        action:
          noPlan.length > 0
            ? `Write mitigation strategies for the ${plural(noPlan.length, "active risk")} without one`
            : severe.length > 0
              ? `Carry out the mitigation plans of the ${plural(severe.length, "high or critical risk")} and mark them mitigated`
              : active.length > 0
                ? `Carry out the mitigation plans of the ${plural(active.length, "remaining active risk")}`
                : "Review the risk register each quarter for new ESG risks",
      };
    },
    missing: () => "ESG risks in Risk Heat Maps",
  };
}

function ethicsAndConduct(): ScoringRule {
  const parts = (i: AssessmentInputs) =>
    [i.ethics?.goalProgress, i.ethics?.trainingCompletion].filter((v): v is number => typeof v === "number");
  return {
    pillar: "governance",
    key: "ethicsAndConduct",
    label: SUB_SCORE_LABELS.ethicsAndConduct,
    weight: 15,
    rule: "Mean of the progress of code-of-conduct, anti-bribery and whistleblowing goals and the completion of Governance training modules (UK Bribery Act 2010 adequate procedures).",
    score: (i) => {
      const p = parts(i);
      return p.length > 0 ? p.reduce((s, v) => s + clamp(v), 0) / p.length : null;
    },
    advice: (i) => {
      const e = i.ethics;
      const bits: string[] = [];
      if (e?.goalProgress != null)
        bits.push(`ethics goals are ${pct(e.goalProgress, 0)} of the way to target`);
      if (e?.trainingCompletion != null)
        bits.push(`Governance training is ${pct(e.trainingCompletion, 0)} complete`);
      const goalsBehind =
        e?.goalProgress != null && (e.trainingCompletion == null || e.goalProgress <= e.trainingCompletion);
      return {
        finding: `${listText(bits).replace(/^./, (c) => c.toUpperCase())}.`,
        action: goalsBehind
          ? "Roll out the supplier code of conduct and anti-bribery commitments behind the ethics goals"
          : "Enrol every employee in the Governance (anti-bribery and conduct) training modules",
      };
    },
    missing: () => "a code-of-conduct or anti-bribery goal, or Governance training modules",
  };
}

function disclosureFrameworks(): ScoringRule {
  const core = Object.keys(CORE_DISCLOSURE_FRAMEWORKS);
  const reported = (i: AssessmentInputs) => core.filter((f) => i.disclosure?.reported.includes(f));
  return {
    pillar: "governance",
    key: "disclosureFrameworks",
    label: SUB_SCORE_LABELS.disclosureFrameworks,
    weight: 15,
    rule: "Share of the three core frameworks (CSRD/ESRS, ISSB/TCFD, GRI) with at least one completed requirement in the Regulatory Compliance register.",
    score: (i) => (i.disclosure ? (100 * reported(i).length) / core.length : null),
    advice: (i) => {
      const done = reported(i).map((f) => CORE_DISCLOSURE_FRAMEWORKS[f] as string);
      const todo = core
        .filter((f) => !reported(i).includes(f))
        .map((f) => CORE_DISCLOSURE_FRAMEWORKS[f] as string);
      return {
        finding: `Disclosures are complete against ${num(done.length)} of the ${num(core.length)} core frameworks${done.length > 0 ? ` (${listText(done)})` : ""}.`,
        action:
          todo.length > 0
            ? `Complete a first disclosure against ${listText(todo)}`
            : "Keep reporting against CSRD/ESRS, ISSB and GRI every year",
      };
    },
    missing: () => "disclosure requirements (CSRD, TCFD, GRI) in the Regulatory Compliance register",
  };
}

export const GOVERNANCE_RULES: readonly ScoringRule[] = [
  regulatoryCompliance(),
  boardIndependence(),
  riskMitigation(),
  ethicsAndConduct(),
  disclosureFrameworks(),
];
