import { NOT_RATED, type RatingTrend, type ScoreColour, scoreColour } from "@esg/domain";
import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/cn";

/** Spec §9 score colours: green at 80% or more, yellow at 60% or more, otherwise red. */
export const SCORE_TEXT: Record<ScoreColour, string> = {
  green: "text-green-700",
  yellow: "text-yellow-700",
  red: "text-red-700",
};

const SCORE_BAR: Record<ScoreColour, string> = {
  green: "bg-green-500",
  yellow: "bg-yellow-400",
  red: "bg-red-500",
};

/** A labelled 0-100 bar coloured by the spec's score bands; a pillar the provider did not rate says so. */
export function ScoreBar({
  label,
  value,
  className,
}: {
  label: string;
  value: number | null;
  className?: string;
}) {
  if (value === null) {
    return (
      <div data-pillar={label} className={cn("flex flex-col gap-1", className)}>
        <div className="flex items-center justify-between text-xs">
          <span className="text-slate-600">{label}</span>
          <span className="font-medium text-slate-500">{NOT_RATED}</span>
        </div>
      </div>
    );
  }
  const rounded = Math.round(value);
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex items-center justify-between text-xs">
        <span className="text-slate-600">{label}</span>
        <span className={cn("font-medium", SCORE_TEXT[scoreColour(value)])}>{rounded}%</span>
      </div>
      <Progress
        value={value}
        label={`${label}: ${rounded}%`}
        indicatorClassName={SCORE_BAR[scoreColour(value)]}
      />
    </div>
  );
}

const TREND = {
  improving: { tone: "green", Icon: TrendingUp, text: "Improving" },
  stable: { tone: "grey", Icon: Minus, text: "Stable" },
  declining: { tone: "red", Icon: TrendingDown, text: "Declining" },
} as const;

export function TrendBadge({ trend }: { trend: string }) {
  const t = TREND[trend as RatingTrend] ?? TREND.stable;
  return (
    <Badge tone={t.tone} className="gap-1">
      <t.Icon aria-hidden="true" className="size-3" />
      {t.text}
    </Badge>
  );
}
