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
import { useWatch } from "react-hook-form";
import { fieldsFor } from "../../components/form/form-fields";
import { SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useTopicMutations } from "./use-topic-mutations";

/** What the dialog edits: null adds a topic, a topic edits it. */
export type TopicDialogTarget = { topic: MaterialityTopic | null };

/** The scores as their selects hold them (text); `toInput` turns them back into numbers. */
type TopicFormValues = {
  topic: string;
  category: string;
  businessImpact: string;
  stakeholderConcern: string;
  description: string;
};

const { TextField, SelectField, TextareaField } = fieldsFor<TopicFormValues>();

const SCORE_OPTIONS = MATERIALITY_SCORES.map((s) => ({
  value: String(s),
  label: `${s} - ${MATERIALITY_SCORE_LABELS[s]}`,
}));

function initialValues(topic: MaterialityTopic | null): TopicFormValues {
  return topic
    ? {
        topic: topic.topic,
        category: topic.category,
        businessImpact: String(topic.businessImpact),
        stakeholderConcern: String(topic.stakeholderConcern),
        description: topic.description,
      }
    : { topic: "", category: "Environmental", businessImpact: "3", stakeholderConcern: "3", description: "" };
}

const toInput = (v: TopicFormValues) => ({
  ...v,
  businessImpact: Number(v.businessImpact),
  stakeholderConcern: Number(v.stakeholderConcern),
});

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
  const form = useSchemaForm({
    defaultValues: initialValues(topic),
    schema: materialityTopicInputSchema,
    toInput,
  });
  const { save, isPending } = useTopicMutations(onClose);
  const [businessImpact, stakeholderConcern] = useWatch({
    control: form.control,
    name: ["businessImpact", "stakeholderConcern"],
  });
  const level = materialityLevel(Number(businessImpact), Number(stakeholderConcern));

  return (
    <SchemaForm form={form} onSubmit={(input) => save(input, topic?.id ?? null)}>
      <TextField
        name="topic"
        label="Topic Name"
        required
        maxLength={MATERIALITY_TOPIC_MAX_LENGTH}
        placeholder="e.g. Scope 3 emissions"
      />
      <SelectField name="category" label="Category" required options={MATERIALITY_CATEGORIES} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="businessImpact" label="Business Impact" required options={SCORE_OPTIONS} />
        <SelectField name="stakeholderConcern" label="Stakeholder Concern" required options={SCORE_OPTIONS} />
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
        Materiality level:
        <Badge tone={materialityLevelTone(level)}>{level}</Badge>
      </p>
      <TextareaField
        name="description"
        label="Description"
        rows={3}
        maxLength={MATERIALITY_DESCRIPTION_MAX_LENGTH}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {topic ? "Update Topic" : "Add Topic"}
        </Button>
      </div>
    </SchemaForm>
  );
}
