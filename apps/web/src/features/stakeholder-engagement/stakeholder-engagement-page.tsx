import { feedbackSummary, type StakeholderFeedback } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Clock, Inbox, MessageSquare } from "lucide-react";
import { useState } from "react";
import { ModulePage } from "../../components/layout/module-page";
import { Spinner } from "../../components/ui/spinner";
import { StatCard } from "../../components/ui/stat-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useTRPC } from "../../lib/trpc";
import { FeedbackAnalytics } from "./feedback-analytics";
import { FeedbackList } from "./feedback-list";
import { PublicSubmissionPreview } from "./public-submission-preview";
import { RespondDialog } from "./respond-dialog";

/** Stakeholder Engagement Portal (spec part 2 §2): summary counts, three tabs and the Respond dialog. */
export function StakeholderEngagementPage() {
  const trpc = useTRPC();
  const feedback = useQuery(trpc.stakeholderEngagement.list.queryOptions());
  const [responding, setResponding] = useState<StakeholderFeedback | null>(null);

  return (
    <ModulePage
      title="Stakeholder Engagement Portal"
      subtitle="Collect feedback from customers, investors, employees and communities, and answer it."
    >
      {feedback.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading stakeholder feedback" />
        </div>
      ) : feedback.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load stakeholder feedback
        </p>
      ) : (
        <>
          <Summary items={feedback.data} />
          <Tabs defaultValue="management" className="mt-6">
            <TabsList>
              <TabsTrigger value="management">Feedback Management</TabsTrigger>
              <TabsTrigger value="analytics">Analytics</TabsTrigger>
              <TabsTrigger value="public">Public Submission</TabsTrigger>
            </TabsList>
            <TabsContent value="management">
              <FeedbackList items={feedback.data} onRespond={setResponding} />
            </TabsContent>
            <TabsContent value="analytics">
              <FeedbackAnalytics items={feedback.data} />
            </TabsContent>
            <TabsContent value="public">
              <PublicSubmissionPreview />
            </TabsContent>
          </Tabs>
        </>
      )}
      <RespondDialog feedback={responding} onClose={() => setResponding(null)} />
    </ModulePage>
  );
}

function Summary({ items }: { items: readonly StakeholderFeedback[] }) {
  const s = feedbackSummary(items);
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Total Feedback" value={s.total} icon={<MessageSquare />} />
      <StatCard label="Open" value={s.open} icon={<Inbox />} />
      <StatCard label="In Progress" value={s.inProgress} icon={<Clock />} />
      <StatCard label="Resolved" value={s.resolved} icon={<CheckCircle2 />} />
    </div>
  );
}
