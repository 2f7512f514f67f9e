import { type EsgRating, ratingHistoryByProvider, scoreColour } from "@esg/domain";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ShownItems } from "../../components/ui/show-more";
import { cn } from "../../lib/cn";
import { useDateFormat } from "../../lib/use-date-format";
import { RatingHistoryChart } from "./rating-history-chart";
import { SCORE_TEXT, TrendBadge } from "./rating-style";

export const NO_HISTORY_MESSAGE =
  "No historical rating data available. Add multiple ratings over time to see trends.";

/**
 * Spec §2 "Trends": each provider's history newest first, the first marked 'Latest'; above it, the history as a
 * small chart.
 */
export function HistoricalTrends({ ratings }: { ratings: readonly EsgRating[] }) {
  const { formatDate } = useDateFormat();
  if (ratings.length === 0) return <EmptyState message={NO_HISTORY_MESSAGE} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {ratingHistoryByProvider(ratings).map(({ provider, ratings: history }) => (
        <Card key={provider}>
          <CardHeader>
            <CardTitle as="h3">{provider}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <RatingHistoryChart history={{ provider, ratings: history }} />
            <ShownItems items={history} noun="ratings">
              {(shown) => (
                <ol aria-label={`${provider} rating history`} className="divide-y divide-slate-100">
                  {shown.map((r, i) => {
                    const older = history[i + 1];
                    const change = older ? Math.round(r.normalizedScore - older.normalizedScore) : null;
                    return (
                      <li
                        key={r.id}
                        className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 first:pt-0 last:pb-0"
                      >
                        <span className="w-24 shrink-0 text-sm text-slate-600">
                          {formatDate(r.ratingDate)}
                        </span>
                        <span className="font-semibold text-slate-900">{r.overallScore}</span>
                        <span className={cn("text-sm", SCORE_TEXT[scoreColour(r.normalizedScore)])}>
                          {Math.round(r.normalizedScore)}%
                        </span>
                        {change !== null && change !== 0 ? (
                          <span className={cn("text-xs", change > 0 ? "text-green-700" : "text-red-700")}>
                            {change > 0 ? `+${change}` : change} pts
                          </span>
                        ) : null}
                        <span className="ml-auto flex items-center gap-2">
                          {i === 0 ? <Badge tone="brand">Latest</Badge> : null}
                          <TrendBadge trend={r.trend} />
                        </span>
                      </li>
                    );
                  })}
                </ol>
              )}
            </ShownItems>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
