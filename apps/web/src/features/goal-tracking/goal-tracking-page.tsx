import type { EsgGoal } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { Plus, TrendingUp } from "lucide-react";
import { useState } from "react";
import { ModulePage } from "../../components/layout/module-page";
import { CanWrite } from "../../components/role-gate";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { ShowMoreButton, useShownItems } from "../../components/ui/show-more";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useRole } from "../../lib/roles";
import { serverErrorMessage, useTRPC } from "../../lib/trpc";
import { CreateGoalDialog } from "./create-goal-dialog";
import { GoalAnalyticsTab } from "./goal-analytics-tab";
import { GoalCard } from "./goal-card";
import { GoalSummaryCards } from "./goal-summary-cards";
import { ProgressTrackingTab } from "./progress-tracking-tab";
import { UpdateProgressDialog } from "./update-progress-dialog";
import { useMarkAchieved } from "./use-goal-mutations";

/** Goal Setting & Target Tracking (spec part 2 §2): five counts, three tabs, two dialogs. */
export function GoalTrackingPage() {
  const trpc = useTRPC();
  const goals = useQuery(trpc.goalTracking.list.queryOptions());
  const [creating, setCreating] = useState(false);
  const [progressGoalId, setProgressGoalId] = useState<number | null>(null);
  const activeGoals = goals.data?.filter((g) => g.status === "active") ?? [];
  const firstActive = activeGoals[0];
  const { canWrite } = useRole();

  return (
    <ModulePage
      title="Goal Setting & Target Tracking"
      subtitle="Set ESG targets with baselines and deadlines, and track progress towards them."
      actions={
        <CanWrite>
          {firstActive ? (
            <Button variant="outline" onClick={() => setProgressGoalId(firstActive.id)}>
              <TrendingUp aria-hidden="true" />
              Update Progress
            </Button>
          ) : null}
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Create Goal
          </Button>
        </CanWrite>
      }
    >
      {goals.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading ESG goals" />
        </div>
      ) : goals.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load ESG goals
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <GoalSummaryCards goals={goals.data} />
          <Tabs defaultValue="goals">
            <TabsList aria-label="Goal tracking views">
              <TabsTrigger value="goals">Goals &amp; Targets</TabsTrigger>
              <TabsTrigger value="progress">Progress Tracking</TabsTrigger>
              <TabsTrigger value="analytics">Analytics</TabsTrigger>
            </TabsList>
            <TabsContent value="goals">
              <GoalsTab
                goals={goals.data}
                onCreate={() => setCreating(true)}
                onUpdateProgress={(g) => setProgressGoalId(g.id)}
                canWrite={canWrite}
              />
            </TabsContent>
            <TabsContent value="progress">
              <ProgressTrackingTab goals={goals.data} />
            </TabsContent>
            <TabsContent value="analytics">
              <GoalAnalyticsTab goals={goals.data} />
            </TabsContent>
          </Tabs>
        </div>
      )}
      {/* Only a role that may write opens a dialog, whatever was clicked (its controls are disabled anyway). */}
      <CreateGoalDialog open={creating && canWrite} onOpenChange={setCreating} />
      <UpdateProgressDialog
        goals={goals.data ?? []}
        goalId={canWrite ? progressGoalId : null}
        onClose={() => setProgressGoalId(null)}
      />
    </ModulePage>
  );
}

function GoalsTab({
  goals,
  onCreate,
  onUpdateProgress,
  canWrite,
}: {
  goals: readonly EsgGoal[];
  /** Create, Update Progress and Mark as Achieved are shown disabled with the reason to other roles. */
  onCreate: () => void;
  onUpdateProgress: (goal: EsgGoal) => void;
  /** Whether the role may change goals: Mark as Achieved is not sent for others, whatever was clicked. */
  canWrite: boolean;
}) {
  const mark = useMarkAchieved();
  const list = useShownItems(goals);
  if (goals.length === 0) {
    return (
      <EmptyState
        message="No ESG goals defined yet"
        action={
          <CanWrite>
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" />
              Create Goal
            </Button>
          </CanWrite>
        }
      />
    );
  }
  const markingId = mark.isPending ? mark.variables?.id : undefined;
  const failedId = mark.isError ? mark.variables?.id : undefined;
  return (
    <>
      <ul aria-label="ESG goals" className="flex flex-col gap-4">
        {list.shown.map((goal) => (
          <GoalCard
            key={goal.id}
            goal={goal}
            onUpdateProgress={onUpdateProgress}
            onMarkAchieved={(g) => {
              if (canWrite) mark.mutate({ id: g.id, status: "achieved" });
            }}
            marking={markingId === goal.id}
            markError={
              failedId === goal.id
                ? (serverErrorMessage(mark.error) ?? "The goal could not be marked as achieved.")
                : null
            }
          />
        ))}
      </ul>
      <ShowMoreButton hidden={list.hidden} onMore={list.more} noun="goals" />
    </>
  );
}
