import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { ModulePage } from "../../components/layout/module-page";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { cn } from "../../lib/cn";
import { useTRPC } from "../../lib/trpc";
import { BenchmarkingTab } from "./benchmarking-tab";
import { BreakdownTab } from "./breakdown-tab";
import { analysisInput } from "./carbon-search";
import { DataCompletenessCard } from "./data-completeness-card";
import { EmissionsByYearCard, YearBreakdownCard } from "./emissions-charts";
import { EnergySection } from "./energy-section";
import { ProjectionsTab } from "./projections-tab";
import { ReportingYearBar } from "./reporting-year-bar";
import { ScenariosTab } from "./scenarios-tab";
import { ScopeCards } from "./scope-cards";
import { Scope3ScreeningSection } from "./scope3-screening-section";
import { yearEntry } from "./year-status";

const route = getRouteApi("/app/carbon");

/**
 * Carbon Analysis (spec part 1 §2): the reporting-year bar, the scope cards and the tabs (the four of the spec, then energy and the scope 3 screening), all
 * computed from stored activities for the chosen reporting year (`?year=`, else the server's default year).
 */
export function CarbonPage() {
  const trpc = useTRPC();
  const { year } = route.useSearch();
  const navigate = route.useNavigate();
  // The previous year stays on screen while the next one loads, so the selector does not flash a spinner.
  const analysis = useQuery({
    ...trpc.carbon.analysis.queryOptions(analysisInput(year)),
    placeholderData: keepPreviousData,
  });
  const switching = analysis.isPlaceholderData;
  const reportingYear = analysis.data?.reportingYear ?? null;
  return (
    <ModulePage
      title="Carbon Analysis"
      subtitle="Scope 1, 2 and 3 emissions from your activity data and published emission factors (GHG Protocol; Scope 2 location-based and market-based)."
    >
      {analysis.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading carbon analysis" />
        </div>
      ) : analysis.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p
            role="alert"
            className="w-full rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          >
            Failed to load carbon analysis data
          </p>
          {year !== undefined ? (
            <Button variant="outline" onClick={() => void navigate({ search: {} })}>
              Show the default reporting year
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <ReportingYearBar
            analysis={analysis.data}
            selectedYear={year ?? analysis.data.reportingYear}
            loading={switching}
            onYearChange={(next) => void navigate({ search: { year: next }, resetScroll: false })}
          />
          <div
            aria-busy={switching}
            className={cn("flex flex-col gap-6 transition-opacity", switching && "opacity-60")}
          >
            <ScopeCards analysis={analysis.data} />
            <div className="grid gap-4 lg:grid-cols-5">
              <EmissionsByYearCard analysis={analysis.data} />
              <YearBreakdownCard analysis={analysis.data} />
            </div>
            {analysis.data.reportingYear !== null ? (
              <DataCompletenessCard
                year={analysis.data.reportingYear}
                closed={yearEntry(analysis.data.availableYears, analysis.data.reportingYear)?.closed ?? false}
              />
            ) : null}
            <Tabs defaultValue="breakdown">
              <TabsList aria-label="Carbon analysis views">
                <TabsTrigger value="breakdown">Detailed Breakdown</TabsTrigger>
                <TabsTrigger value="benchmarking">Industry Benchmarking</TabsTrigger>
                <TabsTrigger value="scenarios">Reduction Scenarios</TabsTrigger>
                <TabsTrigger value="projections">Future Projections</TabsTrigger>
                {reportingYear !== null ? (
                  <>
                    <TabsTrigger value="energy">Energy</TabsTrigger>
                    <TabsTrigger value="screening">Scope 3 Screening</TabsTrigger>
                  </>
                ) : null}
              </TabsList>
              <TabsContent value="breakdown">
                <BreakdownTab analysis={analysis.data} />
              </TabsContent>
              <TabsContent value="benchmarking">
                <BenchmarkingTab analysis={analysis.data} />
              </TabsContent>
              <TabsContent value="scenarios">
                <ScenariosTab analysis={analysis.data} />
              </TabsContent>
              <TabsContent value="projections">
                <ProjectionsTab analysis={analysis.data} />
              </TabsContent>
              {reportingYear !== null ? (
                <>
                  <TabsContent value="energy">
                    <EnergySection year={reportingYear} />
                  </TabsContent>
                  <TabsContent value="screening">
                    <Scope3ScreeningSection
                      year={reportingYear}
                      closed={yearEntry(analysis.data.availableYears, reportingYear)?.closed ?? false}
                    />
                  </TabsContent>
                </>
              ) : null}
            </Tabs>
          </div>
        </div>
      )}
    </ModulePage>
  );
}
