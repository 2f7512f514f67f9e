import { canRespondToFeedback, feedbackRespondButtonLabel, type StakeholderFeedback } from "@esg/domain";
import { MessageSquareReply } from "lucide-react";
import { CanWrite } from "../../components/role-gate";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ShowMoreButton, useShownItems } from "../../components/ui/show-more";
import { useDateFormat } from "../../lib/use-date-format";
import { FeedbackBadges } from "./feedback-badges";

/**
 * Feedback Management (spec part 2 §2, §4). Everything a stakeholder wrote is rendered as React text — never
 * as HTML — since public submissions are untrusted.
 */
export function FeedbackList({
  items,
  onRespond,
}: {
  items: readonly StakeholderFeedback[];
  /** Absent: no Respond buttons. Roles that cannot respond (viewers, auditors) see them disabled with why. */
  onRespond?: (feedback: StakeholderFeedback) => void;
}) {
  const { formatDate } = useDateFormat();
  const list = useShownItems(items);
  if (items.length === 0) return <EmptyState message="No stakeholder feedback received yet" />;
  return (
    <>
      <ul aria-label="Stakeholder feedback" className="flex flex-col gap-4">
        {list.shown.map((f) => (
          <li key={f.id}>
            <Card>
              <CardContent className="flex flex-col gap-3 pt-5">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold break-words text-slate-900">{f.topic}</h3>
                    <p className="mt-0.5 text-xs text-slate-500">
                      Received {formatDate(f.createdAt)}
                      {f.contactEmail ? ` · ${f.contactEmail}` : " · No contact e-mail"}
                    </p>
                  </div>
                  {onRespond && canRespondToFeedback(f.status) ? (
                    <CanWrite>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`${feedbackRespondButtonLabel(f)}: ${f.topic}`}
                        onClick={() => onRespond(f)}
                      >
                        <MessageSquareReply aria-hidden="true" />
                        {feedbackRespondButtonLabel(f)}
                      </Button>
                    </CanWrite>
                  ) : null}
                </div>
                <FeedbackBadges feedback={f} />
                <p
                  data-testid="feedback-message"
                  className="text-sm break-words whitespace-pre-line text-slate-700"
                >
                  {f.message}
                </p>
                {f.response ? (
                  <div className="rounded-md border-l-4 border-brand-600 bg-brand-50 px-3 py-2">
                    <p className="text-xs font-medium text-brand-800">
                      Response{f.respondedAt ? ` · ${formatDate(f.respondedAt)}` : ""}
                    </p>
                    <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-700">
                      {f.response}
                    </p>
                  </div>
                ) : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <ShowMoreButton hidden={list.hidden} onMore={list.more} noun="responses" />
    </>
  );
}
