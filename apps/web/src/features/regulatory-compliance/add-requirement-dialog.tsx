import {
  createRequirementInputSchema,
  REGULATORY_FRAMEWORKS,
  REQUIREMENT_ASSIGNEE_MAX,
  REQUIREMENT_DESCRIPTION_MAX,
  REQUIREMENT_TITLE_MAX,
} from "@esg/domain";
import { fieldsFor } from "../../components/form/form-fields";
import { SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useCreateRequirement } from "./use-requirement-mutations";

export type RequirementDraft = {
  framework: string;
  requirement: string;
  description: string;
  dueDate: string;
  assignedTo: string;
};

export const EMPTY_DRAFT: RequirementDraft = {
  framework: "",
  requirement: "",
  description: "",
  dueDate: "",
  assignedTo: "",
};

const { TextField, TextareaField, SelectField } = fieldsFor<RequirementDraft>();

/**
 * The Add Requirement dialog (spec part 2 §2, §5): title and description required; due date, assignee and
 * framework optional. Validated with the API's own schema; the due date goes as a date, or null when empty.
 */
export function AddRequirementDialog({
  draft,
  onClose,
}: {
  /** null: closed; otherwise the values the form opens with. */
  draft: RequirementDraft | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Add Requirement"
      description="Track a regulatory requirement, its deadline and who owns it."
    >
      {draft ? <RequirementForm initial={draft} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RequirementForm({ initial, onClose }: { initial: RequirementDraft; onClose: () => void }) {
  const form = useSchemaForm({
    defaultValues: initial,
    schema: createRequirementInputSchema,
    toInput: (v: RequirementDraft) => ({ ...v, completionPercentage: 0 }),
  });
  const { create, isPending } = useCreateRequirement(onClose);

  return (
    // Spec §8: a failed add shows no message, so no failureMessage.
    <SchemaForm form={form} onSubmit={create}>
      <TextField
        name="requirement"
        label="Requirement Title"
        required
        maxLength={REQUIREMENT_TITLE_MAX}
        placeholder="e.g. Climate change disclosures (ESRS E1)"
      />
      <TextareaField
        name="description"
        label="Description"
        required
        rows={3}
        maxLength={REQUIREMENT_DESCRIPTION_MAX}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="framework"
          label="Framework"
          placeholder="No framework"
          options={REGULATORY_FRAMEWORKS}
        />
        <TextField name="dueDate" label="Due Date" type="date" />
      </div>
      <TextField
        name="assignedTo"
        label="Assigned To"
        maxLength={REQUIREMENT_ASSIGNEE_MAX}
        placeholder="e.g. Head of Sustainability"
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          Add Requirement
        </Button>
      </div>
    </SchemaForm>
  );
}
