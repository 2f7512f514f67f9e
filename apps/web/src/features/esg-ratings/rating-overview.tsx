import { type EsgRating, latestRatingPerProvider, ordinal, scoreColour } from "@esg/domain";
import { Plus } from "lucide-react";
import { CanWrite } from "../../components/role-gate";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { useDateFormat } from "../../lib/use-date-format";
import { SCORE_TEXT, ScoreBar, TrendBadge } from "./rating-style";

/**
 * Spec §2 "Overview": one card per provider with its latest rating by date, and a dashed card to add one
 * (disabled with the reason for roles that may not add).
 */
export function RatingOverview({ ratings, onAdd }: { ratings: readonly EsgRating[]; onAdd: () => void }) {
  return (
    <ul aria-label="Latest rating per provider" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {latestRatingPerProvider(ratings).map((r) => (
        <li key={r.provider} className="flex">
          <ProviderCard rating={r} />
        </li>
      ))}
      {/* The disabled wrapper takes the card's full width, like the button it holds. */}
      <li className="flex [&>[data-disabled-action]]:w-full">
        <CanWrite>
          <button
            type="button"
            onClick={onAdd}
            className={cn(
              "flex min-h-56 w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed",
              "border-slate-300 bg-white text-slate-600 transition-colors enabled:hover:border-brand-600",
              "enabled:hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-60",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            )}
          >
            <Plus aria-hidden="true" className="size-8" />
            <span className="font-medium">Add ESG Rating</span>
            <span className="text-xs text-slate-500">Record a new rating from any provider</span>
          </button>
        </CanWrite>
      </li>
    </ul>
  );
}

function ProviderCard({ rating: r }: { rating: EsgRating }) {
  const { formatDate } = useDateFormat();
  return (
    <Card className="w-full" aria-label={`${r.provider} rating`}>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div>
          <CardTitle as="h3">{r.provider}</CardTitle>
          <p className="text-xs text-slate-500">Last updated: {formatDate(r.ratingDate)}</p>
        </div>
        <TrendBadge trend={r.trend} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-baseline gap-3">
          <span className="text-3xl font-bold tracking-tight text-slate-900" data-testid="overall-rating">
            {r.overallScore}
          </span>
          <span className={cn("text-sm font-medium", SCORE_TEXT[scoreColour(r.normalizedScore)])}>
            {Math.round(r.normalizedScore)}%
          </span>
          {r.previousScore ? (
            <span className="text-xs text-slate-500">Previous: {r.previousScore}</span>
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <ScoreBar label="Environmental" value={r.environmentalScore} />
          <ScoreBar label="Social" value={r.socialScore} />
          <ScoreBar label="Governance" value={r.governanceScore} />
        </div>
        <p className="text-sm text-slate-700">
          Peer ranking: <span className="font-medium">{ordinal(r.peerRanking)} percentile</span>
        </p>
        <TextList title="Key Strengths" items={r.strengths.slice(0, 2)} marker="text-green-600" />
        <TextList title="Areas for Improvement" items={r.weaknesses.slice(0, 2)} marker="text-amber-600" />
      </CardContent>
    </Card>
  );
}

function TextList({ title, items, marker }: { title: string; items: string[]; marker: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      <ul className="mt-1 flex flex-col gap-0.5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-1.5">
            <span aria-hidden="true" className={marker}>
              •
            </span>
            <span className="min-w-0 break-words">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
