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
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input, Select, Textarea } from "../../components/ui/form-controls";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { useTRPC } from "../../lib/trpc";
import { REPORT_TYPE_LABELS } from "./format";
import { useCreateReport } from "./use-board-mutations";

/** null: closed; otherwise the template to start from. */
export type CreateReportTarget = { template: BoardTemplateId };

type FormValues = {
  title: string;
  reportType: string;
  reportingPeriod: string;
  template: string;
  content: string;
  keyMetrics: string;
  recommendations: string;
};

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
  const [values, setValues] = useState<FormValues>({
    title: "",
    reportType: DEFAULT_BOARD_REPORT_TYPE,
    reportingPeriod: "",
    template,
    content: "",
    keyMetrics: "",
    recommendations: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [inserting, setInserting] = useState(false);
  const { create, isPending } = useCreateReport(onClose);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const insertLiveMetrics = async () => {
    setInserting(true);
    try {
      const live = await queryClient.fetchQuery({
        ...trpc.boardReporting.keyMetrics.queryOptions(),
        staleTime: 0,
      });
      set("keyMetrics", JSON.stringify(keyMetricsSnapshot(live.metrics), null, 2));
    } catch {
      setErrors((e) => ({ ...e, keyMetrics: "The live metrics could not be loaded." }));
    } finally {
      setInserting(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = boardReportFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await create(parsed.data);
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? { form: "The report could not be created. Please try again." });
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
            placeholder="e.g. Q3 ESG Performance Update"
            onChange={(e) => set("title", e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Report Type" error={errors.reportType}>
          {(ids) => (
            <Select {...ids} value={values.reportType} onChange={(e) => set("reportType", e.target.value)}>
              {BOARD_REPORT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {REPORT_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Reporting Period" required error={errors.reportingPeriod}>
          {(ids) => (
            <Input
              {...ids}
              value={values.reportingPeriod}
              maxLength={50}
              placeholder="e.g. Q3 2026"
              onChange={(e) => set("reportingPeriod", e.target.value)}
            />
          )}
        </Field>
        <Field label="Template" error={errors.template}>
          {(ids) => (
            <Select {...ids} value={values.template} onChange={(e) => set("template", e.target.value)}>
              {BOARD_TEMPLATES.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {JSON_FIELDS.map(([key, label, hint]) => (
        <Field key={key} label={label} error={errors[key]} hint={`e.g. ${hint}`}>
          {(ids) => (
            <Textarea
              {...ids}
              rows={key === "keyMetrics" ? 5 : 3}
              className="font-mono text-xs"
              spellCheck={false}
              value={values[key]}
              onChange={(e) => set(key, e.target.value)}
            />
          )}
        </Field>
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
          Create Report
        </Button>
      </div>
    </form>
  );
}
