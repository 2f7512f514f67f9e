import {
  DEFAULT_FEEDBACK_RESPONSE_STATUS,
  FEEDBACK_RESPONSE_MAX_LENGTH,
  FEEDBACK_RESPONSE_STATUSES,
  FEEDBACK_STATUS_LABELS,
  type FeedbackResponseStatus,
  feedbackRespondFormSchema,
  feedbackRespondOutcome,
  type StakeholderFeedback,
} from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Select, Textarea } from "../../components/ui/form-controls";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";
import { FeedbackBadges } from "./feedback-badges";

/** The Respond dialog (spec part 2 §4, §5, §8): status (in_progress by default) and an optional response. */
export function RespondDialog({
  feedback,
  onClose,
}: {
  feedback: StakeholderFeedback | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={feedback !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Respond to Feedback"
    >
      {feedback ? <RespondForm key={feedback.id} feedback={feedback} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RespondForm({ feedback, onClose }: { feedback: StakeholderFeedback; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<FeedbackResponseStatus>(DEFAULT_FEEDBACK_RESPONSE_STATUS);
  const [response, setResponse] = useState(feedback.response ?? "");
  const [error, setError] = useState<string | undefined>();

  const outcome = feedbackRespondOutcome({ status, response });

  const respond = useMutation(
    trpc.stakeholderEngagement.respond.mutationOptions({
      onSuccess: async (_data, sent) => {
        const { title, description } = feedbackRespondOutcome(sent);
        toast({ title, description });
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.stakeholderEngagement.list.queryKey() });
      },
      onError: () => {
        toast({ title: "Error", description: "Failed to send response", variant: "destructive" });
      },
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Same schema as the server: the response is trimmed and left out when empty.
    const parsed = feedbackRespondFormSchema.safeParse({ status, response });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    respond.mutate({ id: feedback.id, ...parsed.data });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="rounded-md bg-slate-50 p-3">
        <p className="font-medium break-words text-slate-900">{feedback.topic}</p>
        <div className="mt-2">
          <FeedbackBadges feedback={feedback} />
        </div>
        <p className="mt-2 max-h-40 overflow-y-auto text-sm break-words whitespace-pre-line text-slate-700">
          {feedback.message}
        </p>
      </div>
      <Field label="Status" required>
        {(ids) => (
          <Select
            {...ids}
            value={status}
            onChange={(e) => setStatus(e.target.value as FeedbackResponseStatus)}
          >
            {FEEDBACK_RESPONSE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {FEEDBACK_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Response" error={error} hint="Optional. Leave empty to change only the status.">
        {(ids) => (
          <Textarea
            {...ids}
            rows={4}
            maxLength={FEEDBACK_RESPONSE_MAX_LENGTH}
            value={response}
            placeholder="Write your response to the stakeholder"
            onChange={(e) => {
              setResponse(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={respond.isPending} aria-busy={respond.isPending}>
          {outcome.button}
        </Button>
      </div>
    </form>
  );
}
