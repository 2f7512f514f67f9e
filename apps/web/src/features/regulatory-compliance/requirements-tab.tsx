import { REQUIREMENT_PROGRESS_MAX, type RegulatoryRequirement, sortRequirementsByUrgency } from "@esg/domain";
import { EmptyState } from "../../components/ui/empty-state";
import { ShowMoreButton, useShownItems } from "../../components/ui/show-more";
import { progressStep, RequirementCard } from "./requirement-card";
import { useRequirementStatus } from "./use-requirement-mutations";

/** The Requirements tab (spec part 2 §2, §4): every requirement, from overdue to no due date. */
export function RequirementsTab({
  requirements,
  today,
}: {
  requirements: RegulatoryRequirement[];
  today: Date;
}) {
  const { change, pendingId } = useRequirementStatus();
  const list = useShownItems(sortRequirementsByUrgency(requirements, today));
  if (requirements.length === 0) return <EmptyState message="No regulatory requirements defined yet" />;
  return (
    <>
      <ul className="flex flex-col gap-4" aria-label="Regulatory requirements">
        {list.shown.map((r) => (
          <li key={r.id}>
            <RequirementCard
              requirement={r}
              today={today}
              busy={pendingId === r.id}
              onUpdateProgress={() => {
                const step = progressStep(r);
                change(r.id, step.status, step.completionPercentage);
              }}
              onMarkComplete={() => change(r.id, "completed", REQUIREMENT_PROGRESS_MAX)}
            />
          </li>
        ))}
      </ul>
      <ShowMoreButton hidden={list.hidden} onMore={list.more} noun="requirements" />
    </>
  );
}
