import { type FullAssessment, ordinal, subScoreLabel } from "@esg/domain";
import { Progress } from "../../components/ui/progress";

type Benchmarking = FullAssessment["detailedScores"]["environmental"]["benchmarking"];

/** Named sub-scores out of 100; environmental ones with their industry benchmarking when it exists. */
export function SubScoreList({
  breakdown,
  benchmarking,
}: {
  breakdown: Record<string, number>;
  benchmarking?: Benchmarking;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {Object.entries(breakdown).map(([key, value]) => {
        const label = subScoreLabel(key);
        const bench = benchmarking?.[key];
        return (
          <li key={key} data-testid={`sub-score-${key}`}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="text-slate-700">{label}</span>
              <span className="font-medium tabular-nums text-slate-900">{value}/100</span>
            </div>
            <Progress value={value} label={label} className="mt-1 h-1.5" />
            {bench ? (
              <div className="mt-2 rounded-md bg-slate-50 p-2 text-xs text-slate-600">
                <p className="font-medium text-slate-800">{ordinal(bench.percentile)} percentile</p>
                <p className="mt-0.5">{bench.comparison}</p>
                <p className="mt-0.5 text-brand-800">{bench.recommendation}</p>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
