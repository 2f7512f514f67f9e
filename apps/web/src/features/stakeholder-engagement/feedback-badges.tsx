import {
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_TYPE_LABELS,
  type FeedbackStatus,
  feedbackPriorityTone,
  STAKEHOLDER_TYPE_LABELS,
  type StakeholderFeedback,
} from "@esg/domain";
import { Badge } from "../../components/ui/badge";

/** Status colours: open needs attention (amber), in progress is being handled (blue), then done (green, grey). */
const STATUS_STYLE: Record<FeedbackStatus, { tone: "amber" | "green" | "grey"; className?: string }> = {
  open: { tone: "amber" },
  in_progress: { tone: "grey", className: "bg-sky-100 text-sky-800 ring-sky-600/20" },
  resolved: { tone: "green" },
  closed: { tone: "grey" },
};

/** Stakeholder type, kind, priority and status of one item, each labelled for screen readers. */
export function FeedbackBadges({ feedback }: { feedback: StakeholderFeedback }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge tone="outline" aria-label={`Stakeholder: ${STAKEHOLDER_TYPE_LABELS[feedback.stakeholderType]}`}>
        {STAKEHOLDER_TYPE_LABELS[feedback.stakeholderType]}
      </Badge>
      <Badge tone="outline" aria-label={`Type: ${FEEDBACK_TYPE_LABELS[feedback.feedbackType]}`}>
        {FEEDBACK_TYPE_LABELS[feedback.feedbackType]}
      </Badge>
      <Badge
        tone={feedbackPriorityTone(feedback.priority)}
        aria-label={`Priority: ${FEEDBACK_PRIORITY_LABELS[feedback.priority]}`}
      >
        {FEEDBACK_PRIORITY_LABELS[feedback.priority]}
      </Badge>
      <Badge
        tone={STATUS_STYLE[feedback.status].tone}
        className={STATUS_STYLE[feedback.status].className}
        aria-label={`Status: ${FEEDBACK_STATUS_LABELS[feedback.status]}`}
      >
        {FEEDBACK_STATUS_LABELS[feedback.status]}
      </Badge>
    </div>
  );
}
