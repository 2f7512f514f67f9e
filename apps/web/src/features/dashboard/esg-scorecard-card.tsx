import { type DashboardResponse, radarPoints } from "@esg/domain";
import { Sparkles } from "lucide-react";
import { lazy, Suspense, useRef } from "react";
import { useWidthAfterFirstPaint } from "../../components/after-first-paint";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { CardLink } from "./card-link";
import { ChartSkeleton } from "./chart-skeleton";
import { RADAR_HEIGHT_CSS } from "./radar-layout";

const EsgRadarChart = lazy(() => import("./esg-radar-chart"));

/** The radar's own box, sized by the container query of the element around it. */
const radarSkeleton = <ChartSkeleton style={{ height: RADAR_HEIGHT_CSS }} />;

/** Card 1 (spec part 1 §2): radar, AI insights (the assessment summary) and a link to the full assessment. */
export function EsgScorecardCard({ assessment }: { assessment: DashboardResponse["assessment"] }) {
  const summary = assessment.summaryText?.trim();
  const points = radarPoints(assessment.esgScore);
  const unscored = points.filter((p) => p.value === null).length;
  const box = useRef<HTMLDivElement>(null);
  const width = useWidthAfterFirstPaint(box);
  return (
    <Card>
      <CardHeader>
        <CardTitle>ESG Maturity Scorecard</CardTitle>
        <CardDescription>Maturity by dimension, scored 0 to 100</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* The chart's chunk is asked for after the first paint: the insights below, the largest paint on a phone,
            then wait only for the data embedded in the page. The placeholder holds the chart's box meanwhile, and
            its width, read then, is the chart's until the chart measures itself. */}
        <div ref={box} className="@container flex justify-center">
          {width === undefined ? (
            radarSkeleton
          ) : (
            <Suspense fallback={radarSkeleton}>
              <EsgRadarChart points={points} initialWidth={width} />
            </Suspense>
          )}
        </div>
        {unscored > 0 ? (
          <p className="text-xs text-slate-600">
            {unscored === points.length
              ? "No scores yet: the assessment scores a pillar once data for it is recorded."
              : `${unscored} of ${points.length} dimensions have no computed score and are marked "no data".`}
          </p>
        ) : null}
        <div className="rounded-lg bg-brand-50/60 p-4">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-brand-900">
            <Sparkles aria-hidden="true" className="size-4" />
            AI Insights
          </h3>
          <p className="mt-1.5 text-sm leading-relaxed text-slate-700">
            {summary || "No assessment available"}
          </p>
        </div>
      </CardContent>
      <CardFooter>
        <CardLink to="/assessment">View Full Assessment</CardLink>
      </CardFooter>
    </Card>
  );
}
