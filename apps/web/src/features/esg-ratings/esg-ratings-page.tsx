import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { ModulePage } from "../../components/layout/module-page";
import { CanWrite } from "../../components/role-gate";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useRole } from "../../lib/roles";
import { useTRPC } from "../../lib/trpc";
import { AddRatingDialog } from "./add-rating-dialog";
import { AiAnalysisPanel } from "./ai-analysis-panel";
import { HistoricalTrends } from "./historical-trends";
import { ProviderComparison } from "./provider-comparison";
import { RatingOverview } from "./rating-overview";
import { RatingSummaryCards } from "./rating-summary-cards";

/** Third-Party ESG Ratings (spec part 2 §2): four cards and the Overview, Comparison, Trends and AI tabs. */
export function EsgRatingsPage() {
  const trpc = useTRPC();
  const ratings = useQuery(trpc.esgRatings.list.queryOptions());
  const [adding, setAdding] = useState(false);
  const { canWrite } = useRole();

  return (
    <ModulePage
      title="Third-Party ESG Ratings"
      subtitle="Track your ratings from MSCI, Sustainalytics, CDP and Refinitiv on one comparable scale."
      actions={
        <CanWrite>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Rating
          </Button>
        </CanWrite>
      }
    >
      {ratings.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading ESG ratings" />
        </div>
      ) : ratings.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load ESG ratings
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <RatingSummaryCards ratings={ratings.data} />
          <Tabs defaultValue="overview">
            <TabsList aria-label="ESG ratings views">
              <TabsTrigger value="overview">Rating Overview</TabsTrigger>
              <TabsTrigger value="comparison">Provider Comparison</TabsTrigger>
              <TabsTrigger value="trends">Historical Trends</TabsTrigger>
              <TabsTrigger value="ai">AI Analysis</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <RatingOverview ratings={ratings.data} onAdd={() => setAdding(true)} />
            </TabsContent>
            <TabsContent value="comparison">
              <ProviderComparison ratings={ratings.data} />
            </TabsContent>
            <TabsContent value="trends">
              <HistoricalTrends ratings={ratings.data} />
            </TabsContent>
            <TabsContent value="ai">
              <AiAnalysisPanel ratingCount={ratings.data.length} />
            </TabsContent>
          </Tabs>
        </div>
      )}
      <AddRatingDialog open={adding && canWrite} onClose={() => setAdding(false)} />
    </ModulePage>
  );
}
