import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { MarkdownContent } from "../../components/markdown-content";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { useTRPC } from "../../lib/trpc";

export const NO_RATINGS_ANALYSIS_MESSAGE =
  "Add ESG ratings to receive AI-powered analysis and recommendations for improvement.";
export const ANALYZING_MESSAGE = "Analyzing your ESG ratings...";

/** Spec §2 "AI Analysis": the analysis is requested only when at least one rating exists. */
export function AiAnalysisPanel({ ratingCount }: { ratingCount: number }) {
  const trpc = useTRPC();
  const analysis = useQuery({ ...trpc.ai.ratingsAnalysis.queryOptions(), enabled: ratingCount > 0 });
  if (ratingCount === 0) return <EmptyState message={NO_RATINGS_ANALYSIS_MESSAGE} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <Sparkles aria-hidden="true" className="size-4 text-brand-700" />
          AI Rating Analysis
        </CardTitle>
      </CardHeader>
      <CardContent>
        {analysis.isPending ? (
          <div className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner label={ANALYZING_MESSAGE} />
            {ANALYZING_MESSAGE}
          </div>
        ) : analysis.isError ? (
          <p className="text-sm text-red-700">The analysis could not be loaded. Please try again later.</p>
        ) : (
          <>
            <MarkdownContent markdown={analysis.data.analysis} />
            {analysis.data.source === "built-in" ? (
              <p className="mt-3 text-xs text-slate-500">Answered by the built-in analyst</p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
