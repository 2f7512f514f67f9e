import type { ProviderHistory } from "@esg/domain";
import { SERIES_COLOURS } from "../../components/charts/chart-colours";
import { LineChart } from "../../components/charts/lazy-charts";
import { useDateFormat } from "../../lib/use-date-format";

const score = (n: number) => `${Math.round(n)}%`;

/**
 * One provider's ratings over time as a line of the normalised score (0-100, computed by the server
 * with the domain's `ratingToScore`), oldest first; the grade of each rating is in the summary and tooltips.
 */
export function RatingHistoryChart({ history }: { history: ProviderHistory }) {
  const { formatDate } = useDateFormat();
  const oldestFirst = [...history.ratings].reverse();
  const values: Record<string, number> = {};
  for (const r of oldestFirst) values[String(r.id)] = r.normalizedScore;
  const described = oldestFirst
    .map((r) => `${formatDate(r.ratingDate)}: ${r.overallScore} (${score(r.normalizedScore)})`)
    .join("; ");
  return (
    <LineChart
      testId={`rating-history-chart-${history.provider}`}
      categories={oldestFirst.map((r) => ({
        key: String(r.id),
        label: formatDate(r.ratingDate),
      }))}
      series={[{ key: "score", label: "Normalised score", colour: SERIES_COLOURS.actual, values }]}
      summary={`${history.provider} ratings over time, normalised score out of 100. ${described}.`}
      tableCaption={`${history.provider} normalised score by rating date`}
      categoryName="Rating date"
      formatValue={score}
      formatTick={(n) => String(Math.round(n))}
      yLabel="Score (0-100)"
      yDomain={[0, 100]}
      height={170}
    />
  );
}
