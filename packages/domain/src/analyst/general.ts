import type { AnalystContext } from "./analyst-context";
import { fmt, md } from "./format";

export function generalAnswer(ctx: AnalystContext): string {
  const lines = [`## ${md(ctx.company.name)} at a glance`, ""];
  if (ctx.assessment) {
    lines.push(
      `- ESG maturity: environmental ${fmt(ctx.assessment.E)}, social ${fmt(ctx.assessment.S)}, governance ${fmt(ctx.assessment.G)} (0-100).`,
    );
  }
  if (ctx.emissions)
    lines.push(`- Emissions ${ctx.emissions.year}: ${fmt(ctx.emissions.totalTonnes, 1)} t CO2e.`);
  lines.push(
    `- Suppliers: ${ctx.suppliers.total} assessed, ${ctx.suppliers.highRisk.length} high risk, ${ctx.suppliers.responded} responded.`,
  );
  if (ctx.compliance) {
    const open = ctx.compliance.filter((r) => r.status !== "completed").length;
    lines.push(`- Compliance: ${open} of ${ctx.compliance.length} requirements open.`);
  }
  if (ctx.goals) lines.push(`- Goals: ${ctx.goals.length} tracked.`);
  lines.push(
    "",
    "I answer from this data. Try asking:",
    "- What's missing in our CSRD compliance?",
    "- How can we reduce our carbon footprint?",
    "- Write a 3-point DEI strategy for 2025",
    "- How do our ESG ratings compare, and what should we improve?",
  );
  return lines.join("\n");
}
