import { DEFAULT_INDUSTRY } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { ModulePage } from "../../components/layout/module-page";
import { CanWrite } from "../../components/role-gate";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useTRPC } from "../../lib/trpc";
import { AddBenchmarkDialog } from "./add-benchmark-dialog";
import { BenchmarkSummaryCards } from "./benchmark-summary-cards";
import { CategoryPanel } from "./category-panel";
import { IndustryComparison } from "./industry-comparison";
import { PerformanceOverview } from "./performance-overview";

const PILLARS = ["Environmental", "Social", "Governance"] as const;

/** Peer Benchmarking Analysis (spec part 2 §2): four cards and five tabs. */
export function PeerBenchmarkingPage() {
  const trpc = useTRPC();
  const benchmarks = useQuery(trpc.peerBenchmarking.list.queryOptions());
  // GET /api/companies/{companyId}: the industry card; the page still works if it fails.
  const company = useQuery(trpc.companies.get.queryOptions());
  const industry = company.data?.industry?.trim() || DEFAULT_INDUSTRY;
  const [adding, setAdding] = useState(false);

  return (
    <ModulePage
      title="Peer Benchmarking Analysis"
      subtitle="Compare your ESG metrics with industry peers, percentile by percentile."
      actions={
        <CanWrite>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Benchmark
          </Button>
        </CanWrite>
      }
    >
      {benchmarks.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading benchmark data" />
        </div>
      ) : benchmarks.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load benchmark data
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <BenchmarkSummaryCards benchmarks={benchmarks.data} industry={industry} />
          <Tabs defaultValue="overview">
            <TabsList aria-label="Benchmarking views">
              <TabsTrigger value="overview">Performance Overview</TabsTrigger>
              {PILLARS.map((p) => (
                <TabsTrigger key={p} value={p}>
                  {p}
                </TabsTrigger>
              ))}
              <TabsTrigger value="industry">Industry Comparison</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <PerformanceOverview benchmarks={benchmarks.data} />
            </TabsContent>
            {PILLARS.map((p) => (
              <TabsContent key={p} value={p}>
                <CategoryPanel category={p} benchmarks={benchmarks.data} />
              </TabsContent>
            ))}
            <TabsContent value="industry">
              <IndustryComparison benchmarks={benchmarks.data} industry={industry} />
            </TabsContent>
          </Tabs>
        </div>
      )}
      <AddBenchmarkDialog open={adding} onClose={() => setAdding(false)} />
    </ModulePage>
  );
}
