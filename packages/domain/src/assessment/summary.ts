/** The generated summary paragraph of an assessment (the dashboard's "AI Insights" text). */
import type { PillarWorkings } from "./assess";
import { num, tonnes } from "./format";
import type { AssessmentInputs } from "./inputs";
import { DATA_COVERAGE_KEY } from "./rules";
import { emissionsYearLabel } from "./rules-environmental";

const LABEL = { environmental: "Environmental", social: "Social", governance: "Governance" } as const;

export type SummaryParts = {
  inputs: AssessmentInputs;
  pillars: readonly PillarWorkings[];
  overallScore: number;
  dataCoverage: number;
  ranking: string;
  steps: readonly string[];
};

function scoredOnly(p: PillarWorkings) {
  return p.scored.filter(
    (s): s is { rule: PillarWorkings["scored"][number]["rule"]; score: number } => s.score !== null,
  );
}

export function assessmentSummary({
  inputs,
  pillars,
  overallScore,
  dataCoverage,
  ranking,
  steps,
}: SummaryParts): string {
  if (dataCoverage === 0) {
    return `${inputs.companyName} has no ESG data on record yet, so no pillar can be scored. Record emissions in Carbon Analysis and use the management modules (goals, training, compliance, risks, benchmarks) to get an assessment.`;
  }
  const byScore = [...pillars].sort((a, b) => b.score - a.score);
  const strongest = byScore[0] as PillarWorkings;
  const weakest = byScore[byScore.length - 1] as PillarWorkings;
  const [e, s, g] = pillars as [PillarWorkings, PillarWorkings, PillarWorkings];
  const sentences: string[] = [];
  const peers = ranking.includes("percentile")
    ? `, ${ranking.replace(" (", ` of ${inputs.industry} peers (`)}`
    : "";
  sentences.push(
    `${inputs.companyName} scores ${overallScore}/100 on ESG maturity (environmental ${e.score}, social ${s.score}, governance ${g.score})${peers}.`,
  );
  const top = scoredOnly(strongest).sort((a, b) => b.score - a.score)[0];
  if (top && strongest !== weakest) {
    sentences.push(
      `${LABEL[strongest.pillar]} is the strongest pillar, led by ${top.rule.label.toLowerCase()} at ${top.score}.`,
    );
  }
  const low = scoredOnly(weakest).sort((a, b) => a.score - b.score)[0];
  if (low) {
    sentences.push(
      `${LABEL[weakest.pillar]} is the weakest, held back by ${low.rule.label.toLowerCase()} (${low.score}): ${lowerFirst(low.rule.advice(inputs).finding)}`,
    );
  }
  const em = inputs.emissions;
  if (em) {
    sentences.push(
      `Gross ${emissionsYearLabel(em)} emissions were ${tonnes(em.total)} (scope 1: ${num(em.scope1)} t, scope 2: ${num(em.scope2)} t location-based and ${num(em.scope2Market)} t market-based, scope 3: ${num(em.scope3)} t).`,
    );
  }
  if (dataCoverage < 100) {
    const missing = pillars
      .filter((p) => p.breakdown[DATA_COVERAGE_KEY] !== 100)
      .map((p) => LABEL[p.pillar].toLowerCase());
    sentences.push(
      `${dataCoverage}% of the model's inputs are on record; the gaps (${missing.join(", ")}) hold the scores down.`,
    );
  }
  if (steps[0]) sentences.push(`First priority: ${lowerFirst(steps[0])}.`);
  return sentences.join(" ");
}

function lowerFirst(text: string): string {
  // Keep acronyms and proper names ("ESG", "CSRD") as they are.
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
