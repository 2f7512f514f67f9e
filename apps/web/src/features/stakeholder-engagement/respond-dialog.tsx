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
import { useWatch } from "react-hook-form";
import { fieldsFor } from "../../components/form/form-fields";
import { SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";
import { FeedbackBadges } from "./feedback-badges";

type RespondFormValues = { status: FeedbackResponseStatus; response: string };

const { SelectField, TextareaField } = fieldsFor<RespondFormValues>();

const STATUS_OPTIONS = FEEDBACK_RESPONSE_STATUSES.map((s) => ({
  value: s,
  label: FEEDBACK_STATUS_LABELS[s],
}));

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
  // Same schema as the server: the response is trimmed and left out when empty.
  const form = useSchemaForm({
    defaultValues: { status: DEFAULT_FEEDBACK_RESPONSE_STATUS, response: feedback.response ?? "" },
    schema: feedbackRespondFormSchema,
  });
  const [status, response] = useWatch({ control: form.control, name: ["status", "response"] });
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

  return (
    <SchemaForm form={form} onSubmit={(input) => respond.mutateAsync({ id: feedback.id, ...input })}>
      <div className="rounded-md bg-slate-50 p-3">
        <p className="font-medium break-words text-slate-900">{feedback.topic}</p>
        <div className="mt-2">
          <FeedbackBadges feedback={feedback} />
        </div>
        <p className="mt-2 max-h-40 overflow-y-auto text-sm break-words whitespace-pre-line text-slate-700">
          {feedback.message}
        </p>
      </div>
      <SelectField name="status" label="Status" required options={STATUS_OPTIONS} />
      <TextareaField
        name="response"
        label="Response"
        hint="Optional. Leave empty to change only the status."
        rows={4}
        maxLength={FEEDBACK_RESPONSE_MAX_LENGTH}
        placeholder="Write your response to the stakeholder"
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={respond.isPending} aria-busy={respond.isPending}>
          {outcome.button}
        </Button>
      </div>
    </SchemaForm>
  );
}
