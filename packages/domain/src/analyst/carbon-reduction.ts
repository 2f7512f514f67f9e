import { humanizeKey } from "../carbon-status";
import type { AnalystContext } from "./analyst-context";
import { bullets, fmt, md, pct } from "./format";

export function carbonReductionAnswer(ctx: AnalystContext): string {
  const e = ctx.emissions;
  if (!e) {
    return [
      `## Reducing ${md(ctx.company.name)}'s carbon footprint`,
      "",
      "No emission activities are recorded yet, so there is no footprint to analyse. Upload energy bills, fuel receipts, travel and supplier spend in **Data Ingestion**; the analysis then names the largest sources and sizes the reduction options.",
    ].join("\n");
  }
  const sources = e.topSources
    .slice(0, 5)
    .map(
      (s) =>
        `**${md(s.name)}** (scope ${s.scope}): ${fmt(s.tonnes, 1)} t CO2e, ${pct(s.tonnes, e.totalTonnes)} of the total`,
    );
  const scenarios = e.reductionScenarios.map(
    (s) =>
      `**${md(humanizeKey(s.name))}**: about ${fmt(s.targetReduction, s.targetReduction < 1 ? 1 : 0)}% lower emissions — ${s.actions.map(md).join("; ")}`,
  );
  const biggestScope = [
    { scope: 1, t: e.scope1Tonnes },
    { scope: 2, t: e.scope2Tonnes },
    { scope: 3, t: e.scope3Tonnes },
  ].sort((a, b) => b.t - a.t)[0];
  return [
    `## Reducing ${md(ctx.company.name)}'s carbon footprint`,
    "",
    `In ${e.year} the company emitted **${fmt(e.totalTonnes, 1)} t CO2e**: scope 1 ${fmt(e.scope1Tonnes, 1)} t, scope 2 ${fmt(e.scope2Tonnes, 1)} t, scope 3 ${fmt(e.scope3Tonnes, 1)} t. Scope ${biggestScope?.scope} is the largest share (${pct(biggestScope?.t ?? 0, e.totalTonnes)}).`,
    "",
    "### Largest sources",
    bullets(sources, "no source breakdown is available"),
    "",
    "### Reduction scenarios sized from your data",
    bullets(scenarios, "no scenario could be derived from the recorded activities"),
    "",
    "### Where to start",
    bullets(
      e.topSources
        .slice(0, 3)
        .map((s) => `Set a measurable target for ${md(s.name)} and track it in Goal Tracking.`),
      "Record activity data first.",
    ),
  ].join("\n");
}
