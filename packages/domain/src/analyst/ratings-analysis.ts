import type { AnalystContext } from "./analyst-context";
import { bullets, fmt, md } from "./format";

type Rating = NonNullable<AnalystContext["ratings"]>[number];

function latestPerProvider(ratings: Rating[]): Rating[] {
  const latest = new Map<string, Rating>();
  for (const r of ratings) {
    const current = latest.get(r.provider);
    if (!current || r.ratingDate > current.ratingDate) latest.set(r.provider, r);
  }
  return [...latest.values()].sort((a, b) => b.normalizedScore - a.normalizedScore);
}

/** Markdown analysis of stored third-party ratings (GET /api/esg-ratings/{companyId}/analysis). */
export function ratingsAnalysisAnswer(ctx: AnalystContext): string {
  const ratings = ctx.ratings ?? [];
  if (ratings.length === 0) {
    return "No third-party ESG ratings are recorded yet. Add ratings from MSCI, Sustainalytics, CDP or Refinitiv in **ESG Ratings** to get an analysis.";
  }
  const latest = latestPerProvider(ratings);
  // A pillar a provider did not rate (null) is left out of its average, not counted as 0.
  const pillars = (["environmental", "social", "governance"] as const).map((p) => {
    const scores = latest.map((r) => r[p]).filter((v): v is number => v !== null);
    return { pillar: p, avg: scores.length ? scores.reduce((sum, v) => sum + v, 0) / scores.length : null };
  });
  const rated = pillars.filter((p): p is { pillar: (typeof p)["pillar"]; avg: number } => p.avg !== null);
  const weakest = [...rated].sort((a, b) => a.avg - b.avg)[0];
  const declining = latest.filter((r) => r.trend === "declining");
  const history = (provider: string) =>
    ratings
      .filter((r) => r.provider === provider)
      .sort((a, b) => a.ratingDate.localeCompare(b.ratingDate))
      .map((r) => md(r.overallScore))
      .join(" → ");
  return [
    `## ESG ratings analysis — ${md(ctx.company.name)}`,
    "",
    "### Normalised scores (0-100)",
    bullets(
      latest.map(
        (r) =>
          `**${md(r.provider)}**: ${md(r.overallScore)} = ${fmt(r.normalizedScore)}/100, ${r.trend} (as of ${r.ratingDate}; history ${history(r.provider)})`,
      ),
      "none",
    ),
    "",
    "### Pillar gaps",
    bullets(
      pillars.map(
        (p) =>
          `${p.pillar[0]?.toUpperCase()}${p.pillar.slice(1)}: ${
            p.avg === null ? "not rated by any provider" : `${fmt(p.avg)}/100 on average across providers`
          }`,
      ),
      "none",
    ),
    "",
    weakest
      ? `The weakest pillar is **${weakest.pillar}** (${fmt(weakest.avg)}/100).`
      : "No provider rated the pillars separately.",
    "",
    "### Improvement actions",
    bullets(
      [
        ...declining.map(
          (r) =>
            `Ask ${md(r.provider)} which datapoints drove the decline and answer them in the next submission.`,
        ),
        weakest?.pillar === "environmental"
          ? "Publish scope 1-3 emissions with a verified base year and a science-based target; CDP and MSCI weigh both."
          : weakest?.pillar === "social"
            ? "Disclose workforce diversity, pay gap and supplier due-diligence results; these drive the social pillar."
            : "Document board ESG oversight, ethics policies and assurance of ESG data; these drive the governance pillar.",
      ],
      "Keep disclosures current before each rating cycle.",
    ),
  ].join("\n");
}
