import { useQuery } from "@tanstack/react-query";
import { ModulePage } from "../../components/layout/module-page";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useTRPC } from "../../lib/trpc";
import { BenchmarkingTab } from "./benchmarking-tab";
import { BreakdownTab } from "./breakdown-tab";
import { ProjectionsTab } from "./projections-tab";
import { ScenariosTab } from "./scenarios-tab";
import { ScopeCards } from "./scope-cards";

/** Carbon Analysis (spec part 1 §2): scope cards and the four tabs, all computed from stored activities. */
export function CarbonPage() {
  const trpc = useTRPC();
  const analysis = useQuery(trpc.carbon.analysis.queryOptions());
  return (
    <ModulePage
      title="Carbon Analysis"
      subtitle="Scope 1, 2 and 3 emissions from your activity data and published emission factors (GHG Protocol, location-based)."
    >
      {analysis.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading carbon analysis" />
        </div>
      ) : analysis.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load carbon analysis data
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <ScopeCards analysis={analysis.data} />
          <Tabs defaultValue="breakdown">
            <TabsList aria-label="Carbon analysis views">
              <TabsTrigger value="breakdown">Detailed Breakdown</TabsTrigger>
              <TabsTrigger value="benchmarking">Industry Benchmarking</TabsTrigger>
              <TabsTrigger value="scenarios">Reduction Scenarios</TabsTrigger>
              <TabsTrigger value="projections">Future Projections</TabsTrigger>
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
          </Tabs>
        </div>
      )}
    </ModulePage>
  );
}
