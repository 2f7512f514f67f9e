import {
  BOARD_REPORT_TYPES,
  BOARD_TEMPLATES,
  type BoardTemplateId,
  boardReportFormSchema,
  DEFAULT_BOARD_REPORT_TYPE,
  keyMetricsSnapshot,
} from "@esg/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useTRPC } from "../../lib/trpc";
import { REPORT_TYPE_LABELS } from "./format";
import { useCreateReport } from "./use-board-mutations";

/** null: closed; otherwise the template to start from. */
export type CreateReportTarget = { template: BoardTemplateId };

type ReportFormValues = {
  title: string;
  reportType: string;
  reportingPeriod: string;
  template: string;
  content: string;
  keyMetrics: string;
  recommendations: string;
};

const { TextField, TextareaField, SelectField } = fieldsFor<ReportFormValues>();

const REPORT_TYPE_OPTIONS = BOARD_REPORT_TYPES.map((t) => ({ value: t, label: REPORT_TYPE_LABELS[t] ?? t }));
const TEMPLATE_OPTIONS = BOARD_TEMPLATES.map((t) => ({ value: t.id, label: t.name }));

const JSON_FIELDS = [
  ["content", "Content (JSON)", '{"summary": "…"}'],
  ["keyMetrics", "Key Metrics (JSON)", '{"Scope 1 + 2": "1,240 tCO2e"}'],
  ["recommendations", "Recommendations (JSON)", '{"decide": "…"}'],
] as const;

/** The Create Report dialog (spec part 2 §5): title and reporting period required, JSON fields optional. */
export function CreateReportDialog({
  target,
  onClose,
}: {
  target: CreateReportTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Create Report"
      description="New reports start as drafts. Content, key metrics and recommendations are optional JSON objects."
      className="max-w-2xl"
    >
      {target ? <ReportForm key={target.template} template={target.template} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReportForm({ template, onClose }: { template: BoardTemplateId; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    defaultValues: {
      title: "",
      reportType: DEFAULT_BOARD_REPORT_TYPE,
      reportingPeriod: "",
      template,
      content: "",
      keyMetrics: "",
      recommendations: "",
    },
    schema: boardReportFormSchema,
  });
  const [inserting, setInserting] = useState(false);
  const { create, isPending } = useCreateReport(onClose);

  const insertLiveMetrics = async () => {
    setInserting(true);
    try {
      const live = await queryClient.fetchQuery({
        ...trpc.boardReporting.keyMetrics.queryOptions(),
        staleTime: 0,
      });
      form.setValue("keyMetrics", JSON.stringify(keyMetricsSnapshot(live.metrics), null, 2));
      form.clearErrors("keyMetrics");
    } catch {
      form.setError("keyMetrics", { type: "load", message: "The live metrics could not be loaded." });
    } finally {
      setInserting(false);
    }
  };

  return (
    <SchemaForm
      form={form}
      onSubmit={(input) => create(input)}
      failureMessage="The report could not be created. Please try again."
    >
      <TextField
        name="title"
        label="Title"
        required
        maxLength={200}
        placeholder="e.g. Q3 ESG Performance Update"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField name="reportType" label="Report Type" options={REPORT_TYPE_OPTIONS} />
        <TextField
          name="reportingPeriod"
          label="Reporting Period"
          required
          maxLength={50}
          placeholder="e.g. Q3 2026"
        />
        <SelectField name="template" label="Template" options={TEMPLATE_OPTIONS} />
      </div>
      {JSON_FIELDS.map(([key, label, hint]) => (
        <TextareaField
          key={key}
          name={key}
          label={label}
          hint={`e.g. ${hint}`}
          rows={key === "keyMetrics" ? 5 : 3}
          controlClassName="font-mono text-xs"
          spellCheck={false}
        />
      ))}
      <div className="-mt-2">
        <Button
          size="sm"
          variant="ghost"
          disabled={inserting}
          aria-busy={inserting}
          onClick={insertLiveMetrics}
        >
          <Sparkles aria-hidden="true" />
          Insert live key metrics
        </Button>
      </div>
      <FormError />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          Create Report
        </Button>
      </div>
    </SchemaForm>
  );
}
