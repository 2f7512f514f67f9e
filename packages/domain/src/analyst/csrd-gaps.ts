import type { AnalystContext } from "./analyst-context";
import { bullets, fmt, md } from "./format";

type Gap = { datapoint: string; finding: string };

/** ESRS datapoints the platform can check against the company's own data (ESRS Set 1, Delegated Act 2023/2772). */
function datapointGaps(ctx: AnalystContext): Gap[] {
  const gaps: Gap[] = [];
  if (!ctx.materialTopics || ctx.materialTopics.length === 0) {
    gaps.push({
      datapoint: "ESRS 2 IRO-1 (double materiality assessment)",
      finding: "no material topics are recorded",
    });
  }
  if (!ctx.emissions) {
    gaps.push({
      datapoint: "ESRS E1-6 (gross scope 1, 2 and 3 emissions)",
      finding: "no emission activities are recorded",
    });
  } else if (ctx.emissions.scope3Tonnes === 0) {
    gaps.push({
      datapoint: "ESRS E1-6 (gross scope 3 emissions)",
      finding: "no scope 3 activity is recorded",
    });
  }
  const climateGoals = (ctx.goals ?? []).filter((g) =>
    /environment|climate|carbon|emission/i.test(`${g.category} ${g.title}`),
  );
  if (climateGoals.length === 0) {
    gaps.push({ datapoint: "ESRS E1-4 (GHG reduction targets)", finding: "no climate target is set" });
  }
  if (ctx.social.diversityMetrics.length === 0) {
    gaps.push({
      datapoint: "ESRS S1-9 / S1-16 (diversity and pay gap)",
      finding: "no diversity or pay-gap metric is recorded",
    });
  }
  if (ctx.social.trainingHours === null) {
    gaps.push({
      datapoint: "ESRS S1-13 (training and skills development)",
      finding: "no training records exist",
    });
  }
  const notResponded = ctx.suppliers.total - ctx.suppliers.responded;
  if (notResponded > 0) {
    gaps.push({
      datapoint: "ESRS S2 (workers in the value chain)",
      finding: `${notResponded} of ${ctx.suppliers.total} suppliers have not answered the ESG questionnaire`,
    });
  }
  return gaps;
}

export function csrdGapsAnswer(ctx: AnalystContext, today: string): string {
  const csrd = (ctx.compliance ?? []).filter((r) => r.framework.toUpperCase() === "CSRD");
  const open = csrd
    .filter((r) => r.status !== "completed")
    .sort((a, b) => (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999"));
  const done = csrd.length - open.length;
  const requirementLines = open.map((r) => {
    const overdue = r.dueDate !== null && r.dueDate < today ? " — **overdue**" : "";
    const due = r.dueDate ? `, due ${r.dueDate}` : ", no due date";
    return `**${md(r.requirement)}**: ${fmt(r.completionPercentage)}% complete (${r.status.replace("_", " ")}${due})${overdue}`;
  });
  const gaps = datapointGaps(ctx);
  const sections = [
    `## What's missing in ${md(ctx.company.name)}'s CSRD compliance`,
    "",
    ctx.compliance === null
      ? "No regulatory requirements are tracked yet, so CSRD progress cannot be measured. Add the CSRD requirements in **Regulatory Compliance** first."
      : `${csrd.length} CSRD requirements are tracked: ${done} completed, ${open.length} still open.`,
    "",
    "### Open CSRD requirements",
    bullets(
      requirementLines,
      ctx.compliance === null ? "none tracked yet" : "none — every tracked CSRD requirement is complete",
    ),
    "",
    "### ESRS datapoints your data cannot support yet",
    bullets(
      gaps.map((g) => `**${g.datapoint}**: ${g.finding}`),
      "none found — every datapoint checked here has data behind it",
    ),
    "",
    "### Next steps",
    bullets(
      [
        ...open
          .slice(0, 3)
          .map((r) => `Finish "${md(r.requirement)}" (${fmt(r.completionPercentage)}% done).`),
        ...gaps.slice(0, 3).map((g) => `Collect the data for ${g.datapoint.split(" (")[0]}.`),
      ],
      "Keep the evidence for each datapoint ready for limited assurance.",
    ),
  ];
  return sections.join("\n");
}
