import { useQuery } from "@tanstack/react-query";
import { ModulePage } from "../../components/layout/module-page";
import { Spinner } from "../../components/ui/spinner";
import { useTRPC } from "../../lib/trpc";
import { AssessmentSummaryCard } from "./assessment-summary-card";
import { IndustryBenchmarkingCard } from "./industry-benchmarking-card";
import { PillarCard } from "./pillar-card";

/** Full ESG Assessment (spec part 1 §2 "Full Assessment screen"), scored by the model from the company's data. */
export function AssessmentPage() {
  const trpc = useTRPC();
  const assessment = useQuery(trpc.assessment.full.queryOptions());
  return (
    <ModulePage
      editable={false}
      title="Full ESG Assessment"
      subtitle="ESG maturity scored from your own data: emissions, targets, training, compliance, risks and benchmarks."
    >
      {assessment.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading assessment" />
        </div>
      ) : assessment.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load assessment data
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <AssessmentSummaryCard assessment={assessment.data} />
          <div className="grid gap-6 lg:grid-cols-3">
            {(["environmental", "social", "governance"] as const).map((pillar) => (
              <PillarCard
                key={pillar}
                pillar={pillar}
                assessment={assessment.data.detailedScores[pillar]}
                peerComparison={assessment.data.benchmarking.peerComparison[pillar]}
                benchmarking={
                  pillar === "environmental"
                    ? assessment.data.detailedScores.environmental.benchmarking
                    : undefined
                }
              />
            ))}
          </div>
          <IndustryBenchmarkingCard
            benchmarking={assessment.data.benchmarking}
            nextSteps={assessment.data.nextSteps}
          />
        </div>
      )}
    </ModulePage>
  );
}
