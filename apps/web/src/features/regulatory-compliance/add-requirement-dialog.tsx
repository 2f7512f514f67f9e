import {
  createRequirementInputSchema,
  REGULATORY_FRAMEWORKS,
  REQUIREMENT_ASSIGNEE_MAX,
  REQUIREMENT_DESCRIPTION_MAX,
  REQUIREMENT_TITLE_MAX,
} from "@esg/domain";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input, Select, Textarea } from "../../components/ui/form-controls";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
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
  const [values, setValues] = useState<RequirementDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { create, isPending } = useCreateRequirement(onClose);

  const set = (key: keyof RequirementDraft, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createRequirementInputSchema.safeParse({ ...values, completionPercentage: 0 });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await create(parsed.data);
    } catch (error) {
      // Spec §8: a failed add shows no message; the server's field issues, if any, land on the fields.
      setErrors(serverFieldErrors(error) ?? {});
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Requirement Title" required error={errors.requirement}>
        {(ids) => (
          <Input
            {...ids}
            value={values.requirement}
            maxLength={REQUIREMENT_TITLE_MAX}
            placeholder="e.g. Climate change disclosures (ESRS E1)"
            onChange={(e) => set("requirement", e.target.value)}
          />
        )}
      </Field>
      <Field label="Description" required error={errors.description}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={3}
            value={values.description}
            maxLength={REQUIREMENT_DESCRIPTION_MAX}
            onChange={(e) => set("description", e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Framework" error={errors.framework}>
          {(ids) => (
            <Select {...ids} value={values.framework} onChange={(e) => set("framework", e.target.value)}>
              <option value="">No framework</option>
              {REGULATORY_FRAMEWORKS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Due Date" error={errors.dueDate}>
          {(ids) => (
            <Input
              {...ids}
              type="date"
              value={values.dueDate}
              onChange={(e) => set("dueDate", e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label="Assigned To" error={errors.assignedTo}>
        {(ids) => (
          <Input
            {...ids}
            value={values.assignedTo}
            maxLength={REQUIREMENT_ASSIGNEE_MAX}
            placeholder="e.g. Head of Sustainability"
            onChange={(e) => set("assignedTo", e.target.value)}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          Add Requirement
        </Button>
      </div>
    </form>
  );
}
