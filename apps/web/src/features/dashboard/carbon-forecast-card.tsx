import { FORECAST_FIGURES } from "@esg/domain";
import { lazy, Suspense } from "react";
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
import { InventoryYearSummary } from "./inventory-year-summary";

const ForecastLineChart = lazy(() => import("./forecast-line-chart"));

const tonnes = new Intl.NumberFormat("en-US");

/**
 * Card 2 (spec part 1 §2, §9): the fixed current and projected figures and the forecast line chart, then the
 * company's own reporting year with both Scope 2 methods (issue 15).
 */
export function CarbonForecastCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Carbon Emissions Forecast</CardTitle>
        <CardDescription>Annual emissions in tonnes of CO2 equivalent</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3">
          <Figure label="Current" value={FORECAST_FIGURES.current} tone="text-slate-900" />
          <Figure label="Projected" value={FORECAST_FIGURES.projected} tone="text-brand-700" />
        </dl>
        <Suspense fallback={<ChartSkeleton className="aspect-[2/1]" />}>
          <ForecastLineChart />
        </Suspense>
        <InventoryYearSummary />
      </CardContent>
      <CardFooter>
        <CardLink to="/carbon">View Full Analysis</CardLink>
      </CardFooter>
    </Card>
  );
}

function Figure({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-lg border border-slate-100 bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 flex items-baseline gap-1.5">
        <span className={`text-2xl font-bold tabular-nums ${tone}`}>{tonnes.format(value)}</span>
        <span className="text-xs text-slate-500">t CO2e</span>
      </dd>
    </div>
  );
}
