import { type EsgRating, latestRatingPerProvider, trendCounts } from "@esg/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ScoreBar } from "./rating-style";

export const NO_COMPARISON_MESSAGE =
  "No ratings available for comparison. Add ratings from multiple providers to see the comparison.";

/** Spec §2 "Comparison": score bars, pillar bars per provider, counts of improving, stable and declining. */
export function ProviderComparison({ ratings }: { ratings: readonly EsgRating[] }) {
  if (ratings.length === 0) return <EmptyState message={NO_COMPARISON_MESSAGE} />;
  const latest = latestRatingPerProvider(ratings);
  const counts = trendCounts(ratings);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Score Comparison</CardTitle>
          <CardDescription>Latest rating of each provider on a 0-100 scale</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {latest.map((r) => (
            <ScoreBar
              key={r.provider}
              label={`${r.provider} (${r.overallScore})`}
              value={r.normalizedScore}
            />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Trend Summary</CardTitle>
          <CardDescription>Direction of each provider's latest rating</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-3 gap-3 text-center">
            <TrendCount label="Improving" value={counts.improving} className="bg-green-50 text-green-800" />
            <TrendCount label="Stable" value={counts.stable} className="bg-slate-50 text-slate-800" />
            <TrendCount label="Declining" value={counts.declining} className="bg-red-50 text-red-800" />
          </dl>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle as="h3">Pillar Comparison</CardTitle>
          <CardDescription>Environmental, social and governance scores by provider</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {latest.map((r) => (
            <section key={r.provider} aria-label={`${r.provider} pillars`} className="flex flex-col gap-2">
              <h4 className="text-sm font-semibold text-slate-900">{r.provider}</h4>
              <ScoreBar label="Environmental" value={r.environmentalScore} />
              <ScoreBar label="Social" value={r.socialScore} />
              <ScoreBar label="Governance" value={r.governanceScore} />
            </section>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}

function TrendCount({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <div className={`rounded-lg p-3 ${className}`}>
      <dt className="text-xs font-medium">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}
