import {
  MATERIALITY_CATEGORIES,
  MATERIALITY_DESCRIPTION_MAX_LENGTH,
  MATERIALITY_SCORE_LABELS,
  MATERIALITY_SCORES,
  MATERIALITY_TOPIC_MAX_LENGTH,
  type MaterialityTopic,
  materialityLevel,
  materialityLevelTone,
  materialityTopicInputSchema,
} from "@esg/domain";
import { type FormEvent, useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input, Select, Textarea } from "../../components/ui/form-controls";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { useTopicMutations } from "./use-topic-mutations";

/** What the dialog edits: null adds a topic, a topic edits it. */
export type TopicDialogTarget = { topic: MaterialityTopic | null };

type FormValues = {
  topic: string;
  category: string;
  businessImpact: number;
  stakeholderConcern: number;
  description: string;
};

function initialValues(topic: MaterialityTopic | null): FormValues {
  return topic
    ? {
        topic: topic.topic,
        category: topic.category,
        businessImpact: topic.businessImpact,
        stakeholderConcern: topic.stakeholderConcern,
        description: topic.description,
      }
    : { topic: "", category: "Environmental", businessImpact: 3, stakeholderConcern: 3, description: "" };
}

/** The Add/Edit Topic dialog (spec part 2 §2, §5): validated with the API's own schema before sending. */
export function TopicDialog({ target, onClose }: { target: TopicDialogTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target?.topic ? "Edit Topic" : "Add Topic"}
      description="Rate the topic's impact on the business and how much it concerns stakeholders."
    >
      {/* Keyed so that each opening starts from the topic's current values. */}
      {target ? <TopicForm key={target.topic?.id ?? "new"} topic={target.topic} onClose={onClose} /> : null}
    </Dialog>
  );
}

function TopicForm({ topic, onClose }: { topic: MaterialityTopic | null; onClose: () => void }) {
  const [values, setValues] = useState<FormValues>(() => initialValues(topic));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { save, isPending } = useTopicMutations(onClose);
  const level = materialityLevel(values.businessImpact, values.stakeholderConcern);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = materialityTopicInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await save(parsed.data, topic?.id ?? null);
    } catch (error) {
      // Toasts (or, for an update, silence) come from the mutation; the server's field issues land here.
      setErrors(serverFieldErrors(error) ?? {});
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Topic Name" required error={errors.topic}>
        {(ids) => (
          <Input
            {...ids}
            value={values.topic}
            maxLength={MATERIALITY_TOPIC_MAX_LENGTH}
            placeholder="e.g. Scope 3 emissions"
            onChange={(e) => set("topic", e.target.value)}
          />
        )}
      </Field>
      <Field label="Category" required error={errors.category}>
        {(ids) => (
          <Select {...ids} value={values.category} onChange={(e) => set("category", e.target.value)}>
            {MATERIALITY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <ScoreField
          label="Business Impact"
          value={values.businessImpact}
          error={errors.businessImpact}
          onChange={(v) => set("businessImpact", v)}
        />
        <ScoreField
          label="Stakeholder Concern"
          value={values.stakeholderConcern}
          error={errors.stakeholderConcern}
          onChange={(v) => set("stakeholderConcern", v)}
        />
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
        Materiality level:
        <Badge tone={materialityLevelTone(level)}>{level}</Badge>
      </p>
      <Field label="Description" error={errors.description}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={3}
            value={values.description}
            maxLength={MATERIALITY_DESCRIPTION_MAX_LENGTH}
            onChange={(e) => set("description", e.target.value)}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {topic ? "Update Topic" : "Add Topic"}
        </Button>
      </div>
    </form>
  );
}

function ScoreField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: number;
  error?: string;
  onChange: (value: number) => void;
}) {
  return (
    <Field label={label} required error={error}>
      {(ids) => (
        <Select {...ids} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
          {MATERIALITY_SCORES.map((s) => (
            <option key={s} value={s}>
              {s} - {MATERIALITY_SCORE_LABELS[s]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
