import { type CarbonAnalysis, forecastFigures } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Upload } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { useTRPC } from "../../lib/trpc";
import { CardLink } from "./card-link";
import { ForecastLineChart } from "./forecast-line-chart";

const tonnes = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/**
 * Card 2 (spec part 1 §2): the company's own figures, from the same analysis as the Carbon screen (its
 * default reporting year): the current total with both Scope 2 methods, the projection with its method
 * named, and the actual and projected years as a line chart. Without data it says what is missing and links
 * to the upload that fixes it; it never shows sample figures.
 */
export function CarbonForecastCard() {
  const trpc = useTRPC();
  const analysis = useQuery(trpc.carbon.analysis.queryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Carbon Emissions Forecast</CardTitle>
        <CardDescription>Annual emissions in tonnes of CO2 equivalent</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {analysis.isPending ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading emissions</span>
            <div className="h-20 animate-pulse rounded-lg bg-slate-100" />
            <div className="h-56 animate-pulse rounded-lg bg-slate-100" />
          </div>
        ) : analysis.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            Your emissions could not be loaded.
          </p>
        ) : (
          <Forecast analysis={analysis.data} />
        )}
      </CardContent>
      <CardFooter>
        <CardLink to="/carbon">View Full Analysis</CardLink>
      </CardFooter>
    </Card>
  );
}

function Forecast({ analysis }: { analysis: CarbonAnalysis }) {
  const f = forecastFigures(analysis);
  if (f === null) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-slate-300 p-4">
        <p className="text-sm font-medium text-slate-900">No emissions recorded yet</p>
        <p className="text-sm text-slate-600">
          Upload your energy bills, fuel receipts, travel or supplier invoices: the current total and its
          projection are computed from them.
        </p>
        <Button asChild size="sm">
          <Link to="/data-ingestion">
            <Upload aria-hidden="true" className="size-4" />
            Upload activity data
          </Link>
        </Button>
      </div>
    );
  }
  const months = analysis.availableYears.find((y) => y.year === f.year)?.monthsCovered;
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-slate-100 bg-slate-50 p-3">
          <dt className="flex flex-wrap items-center gap-2 text-xs font-medium text-slate-500">
            Current · reporting year {f.year}
            {f.isPartial ? (
              <Badge tone="amber">partial{months !== undefined ? `, ${months} of 12 months` : ""}</Badge>
            ) : null}
          </dt>
          <dd className="mt-1 flex flex-col gap-0.5">
            <span className="flex flex-wrap items-baseline gap-1.5">
              <span className="text-2xl font-bold tabular-nums text-slate-900">
                {tonnes.format(f.current)}
              </span>
              <span className="text-xs text-slate-500">t CO2e location-based</span>
            </span>
            <span className="flex flex-wrap items-baseline gap-1.5 text-sm">
              <span className="font-semibold tabular-nums text-slate-900">
                {tonnes.format(f.currentMarketBased)}
              </span>
              <span className="text-xs text-slate-500">t CO2e market-based</span>
            </span>
          </dd>
        </div>
        <div className="rounded-lg border border-slate-100 bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-500">Projected · {f.projectedYear}</dt>
          <dd className="mt-1 flex flex-wrap items-baseline gap-1.5">
            <span className="text-2xl font-bold tabular-nums text-brand-700">
              {tonnes.format(f.projected)}
            </span>
            <span className="text-xs text-slate-500">t CO2e location-based</span>
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-600">
        <span className="font-medium text-slate-700">Projection method:</span> {f.method}
      </p>
      <ForecastLineChart analysis={analysis} />
    </>
  );
}
