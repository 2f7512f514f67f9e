import {
  DEFAULT_CERTIFICATE_TEMPLATE,
  DEFAULT_TRAINING_CATEGORY,
  DEFAULT_TRAINING_DIFFICULTY,
  DEFAULT_TRAINING_DURATION,
  jsonObjectToText,
  parseNumberField,
  TRAINING_CATEGORIES,
  TRAINING_DIFFICULTIES,
  TRAINING_DURATION_MAX,
  TRAINING_DURATION_MIN,
  type TrainingModule,
  trainingModuleFormSchema,
} from "@esg/domain";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useModuleMutations } from "./use-module-mutations";

/** What the dialog edits: null creates a module. */
export type ModuleDialogTarget = { module: TrainingModule | null };

type ModuleFormValues = {
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

const { TextField, NumberField, TextareaField, SelectField, CheckboxField } = fieldsFor<ModuleFormValues>();

function initialValues(module: TrainingModule | null): ModuleFormValues {
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
  const form = useSchemaForm({
    defaultValues: initialValues(module),
    schema: trainingModuleFormSchema,
    // The schema expects a blank form field as NaN ("Duration is required").
    toInput: (v) => ({ ...v, duration: parseNumberField(v.duration) ?? Number.NaN }),
  });
  const { save, isPending } = useModuleMutations(onClose);

  return (
    <SchemaForm
      form={form}
      onSubmit={(input) => save(input, module?.id ?? null)}
      failureMessage="The module could not be saved. Please try again."
    >
      <TextField
        name="title"
        label="Title"
        required
        maxLength={200}
        placeholder="e.g. Climate Risk Fundamentals"
      />
      <TextareaField name="description" label="Description" required rows={3} maxLength={2000} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField name="category" label="Category" options={TRAINING_CATEGORIES} />
        <SelectField name="difficulty" label="Difficulty" options={TRAINING_DIFFICULTIES} />
        <NumberField
          name="duration"
          label="Duration (minutes)"
          required
          integer
          min={TRAINING_DURATION_MIN}
          max={TRAINING_DURATION_MAX}
          hint={`${TRAINING_DURATION_MIN}-${TRAINING_DURATION_MAX} minutes`}
        />
      </div>
      <CheckboxField name="isRequired" label={<span className="font-medium">Required training</span>} />
      <TextareaField
        name="content"
        label="Content (JSON)"
        hint='e.g. {"sections": [{"title": "…", "body": "…"}]}'
        rows={5}
        controlClassName="font-mono text-xs"
        spellCheck={false}
      />
      <TextareaField
        name="completionCriteria"
        label="Completion Criteria (JSON)"
        hint='e.g. {"passingScore": 80}'
        rows={3}
        controlClassName="font-mono text-xs"
        spellCheck={false}
      />
      <TextField name="certificateTemplate" label="Certificate Template" maxLength={50} />
      <FormError />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {module ? "Save Changes" : "Create Module"}
        </Button>
      </div>
    </SchemaForm>
  );
}
