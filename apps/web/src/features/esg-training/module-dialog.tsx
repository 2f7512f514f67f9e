import {
  DEFAULT_CERTIFICATE_TEMPLATE,
  DEFAULT_TRAINING_CATEGORY,
  DEFAULT_TRAINING_DIFFICULTY,
  DEFAULT_TRAINING_DURATION,
  jsonObjectToText,
  TRAINING_CATEGORIES,
  TRAINING_DIFFICULTIES,
  TRAINING_DURATION_MAX,
  TRAINING_DURATION_MIN,
  type TrainingModule,
  trainingModuleFormSchema,
} from "@esg/domain";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input, Select, Textarea } from "../../components/ui/form-controls";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { useModuleMutations } from "./use-module-mutations";

/** What the dialog edits: null creates a module. */
export type ModuleDialogTarget = { module: TrainingModule | null };

type FormValues = {
  title: string;
  description: string;
  category: string;
  difficulty: string;
  duration: string;
  content: string;
  isRequired: boolean;
  completionCriteria: string;
  certificateTemplate: string;
};

function initialValues(module: TrainingModule | null): FormValues {
  if (!module) {
    return {
      title: "",
      description: "",
      category: DEFAULT_TRAINING_CATEGORY,
      difficulty: DEFAULT_TRAINING_DIFFICULTY,
      duration: String(DEFAULT_TRAINING_DURATION),
      content: "",
      isRequired: false,
      completionCriteria: "",
      certificateTemplate: DEFAULT_CERTIFICATE_TEMPLATE,
    };
  }
  return {
    title: module.title,
    description: module.description,
    category: module.category,
    difficulty: module.difficulty,
    duration: String(module.duration),
    content: jsonObjectToText(module.content),
    isRequired: module.isRequired,
    completionCriteria: jsonObjectToText(module.completionCriteria),
    certificateTemplate: module.certificateTemplate,
  };
}

/** The 'Create Module' dialog (spec part 2 §2, §5), also used by the Edit button. */
export function ModuleDialog({
  target,
  onClose,
}: {
  target: ModuleDialogTarget | null;
  onClose: () => void;
}) {
  const editing = Boolean(target?.module);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? "Edit Module" : "Create Module"}
      description="Content and completion criteria are optional; when filled they must be valid JSON."
      className="max-w-2xl"
    >
      {target ? (
        <ModuleForm key={target.module?.id ?? "new"} module={target.module} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function ModuleForm({ module, onClose }: { module: TrainingModule | null; onClose: () => void }) {
  const [values, setValues] = useState<FormValues>(() => initialValues(module));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { save, isPending } = useModuleMutations(onClose);
  const requiredId = useId();

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const duration = values.duration.trim() === "" ? Number.NaN : Number(values.duration);
    const parsed = trainingModuleFormSchema.safeParse({ ...values, duration });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await save(parsed.data, module?.id ?? null);
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? { form: "The module could not be saved. Please try again." });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Title" required error={errors.title}>
        {(ids) => (
          <Input
            {...ids}
            value={values.title}
            maxLength={200}
            placeholder="e.g. Climate Risk Fundamentals"
            onChange={(e) => set("title", e.target.value)}
          />
        )}
      </Field>
      <Field label="Description" required error={errors.description}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={3}
            value={values.description}
            maxLength={2000}
            onChange={(e) => set("description", e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Category" error={errors.category}>
          {(ids) => (
            <Select {...ids} value={values.category} onChange={(e) => set("category", e.target.value)}>
              {TRAINING_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Difficulty" error={errors.difficulty}>
          {(ids) => (
            <Select {...ids} value={values.difficulty} onChange={(e) => set("difficulty", e.target.value)}>
              {TRAINING_DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Duration (minutes)"
          required
          error={errors.duration}
          hint={`${TRAINING_DURATION_MIN}-${TRAINING_DURATION_MAX} minutes`}
        >
          {(ids) => (
            <Input
              {...ids}
              type="number"
              inputMode="numeric"
              min={TRAINING_DURATION_MIN}
              max={TRAINING_DURATION_MAX}
              step={1}
              value={values.duration}
              onChange={(e) => set("duration", e.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={requiredId}
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-brand-700"
          checked={values.isRequired}
          onChange={(e) => set("isRequired", e.target.checked)}
        />
        <label htmlFor={requiredId} className="text-sm font-medium text-slate-800">
          Required training
        </label>
      </div>
      <Field
        label="Content (JSON)"
        error={errors.content}
        hint='e.g. {"sections": [{"title": "…", "body": "…"}]}'
      >
        {(ids) => (
          <Textarea
            {...ids}
            rows={5}
            className="font-mono text-xs"
            spellCheck={false}
            value={values.content}
            onChange={(e) => set("content", e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Completion Criteria (JSON)"
        error={errors.completionCriteria}
        hint='e.g. {"passingScore": 80}'
      >
        {(ids) => (
          <Textarea
            {...ids}
            rows={3}
            className="font-mono text-xs"
            spellCheck={false}
            value={values.completionCriteria}
            onChange={(e) => set("completionCriteria", e.target.value)}
          />
        )}
      </Field>
      <Field label="Certificate Template" error={errors.certificateTemplate}>
        {(ids) => (
          <Input
            {...ids}
            value={values.certificateTemplate}
            maxLength={50}
            onChange={(e) => set("certificateTemplate", e.target.value)}
          />
        )}
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {module ? "Save Changes" : "Create Module"}
        </Button>
      </div>
    </form>
  );
}
