import type { AnalystContext } from "./analyst-context";
import { fmt, md } from "./format";

/** Picks the year a "strategy for YYYY" question names, else the next calendar year. */
export function strategyYear(question: string, today: string): number {
  const m = question.match(/\b(20\d\d)\b/);
  return m ? Number(m[1]) : Number(today.slice(0, 4)) + 1;
}

export function deiStrategyAnswer(ctx: AnalystContext, question: string, today: string): string {
  const year = strategyYear(question, today);
  const s = ctx.social;
  const metricLines = s.diversityMetrics.map(
    (m) => `${md(m.metric)} ${fmt(m.value, 1)}${m.unit.startsWith("%") ? md(m.unit) : ` ${md(m.unit)}`}`,
  );
  const baseline =
    metricLines.length > 0
      ? `Today's recorded figures: ${metricLines.join(", ")}.`
      : "No diversity or pay-gap figure is recorded yet, so the first quarter goes into a baseline: gender and ethnicity by level, the gender pay gap, and board composition.";
  const socialScore = ctx.assessment
    ? ` The social pillar currently scores ${fmt(ctx.assessment.S)}/100.`
    : "";
  const training =
    s.trainingHours !== null
      ? `ESG training so far: ${fmt(s.trainingCompletedModules ?? 0)} modules completed, ${fmt(s.trainingHours, 1)} hours.`
      : "No training records exist yet.";
  const voice =
    s.feedbackOpen !== null
      ? `${fmt(s.feedbackOpen)} stakeholder feedback items are still open; answer employee items first and publish what changed.`
      : "No stakeholder feedback is recorded yet; open an employee channel in Stakeholder Engagement.";
  const suppliers = ctx.suppliers;
  return [
    `## A 3-point DEI strategy for ${year} — ${md(ctx.company.name)}`,
    "",
    `${baseline}${socialScore}`,
    "",
    `1. **Measure and publish (Q1 ${year}).** Fix the baseline and report it in line with ESRS S1-9 and S1-16; set targets per level for representation and the pay gap, owned by the board.`,
    `2. **Build inclusive capability (Q2-Q3 ${year}).** Add inclusive-leadership and bias training to the curriculum and make it required for people managers. ${training}`,
    `3. **Listen and extend to the value chain (Q4 ${year}).** ${voice} Ask the ${fmt(suppliers.total - suppliers.responded)} suppliers that have not answered the ESG questionnaire for their workforce policies (ESRS S2).`,
  ].join("\n");
}
