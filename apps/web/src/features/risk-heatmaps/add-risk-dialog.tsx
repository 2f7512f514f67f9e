import {
  createRiskInputSchema,
  DEFAULT_RISK_IMPACT,
  DEFAULT_RISK_PROBABILITY,
  IMPACT_LABELS,
  PROBABILITY_LABELS,
  RISK_CATEGORIES,
  RISK_DESCRIPTION_MAX,
  RISK_MITIGATION_MAX,
  RISK_OWNER_MAX,
  RISK_PLACE_MAX,
  RISK_SCALE,
  RISK_TYPE_MAX,
  riskLevel,
  riskScore,
} from "@esg/domain";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input, Select, Textarea } from "../../components/ui/form-controls";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { RiskLevelBadge } from "./risk-level-badge";
import { useCreateRisk } from "./use-risk-mutations";

type FormValues = {
  riskCategory: string;
  riskType: string;
  description: string;
  geography: string;
  businessUnit: string;
  probability: number;
  impact: number;
  mitigationStrategy: string;
  owner: string;
};

const INITIAL: FormValues = {
  riskCategory: "Climate",
  riskType: "",
  description: "",
  geography: "",
  businessUnit: "",
  probability: DEFAULT_RISK_PROBABILITY,
  impact: DEFAULT_RISK_IMPACT,
  mitigationStrategy: "",
  owner: "",
};

/**
 * The Add Risk dialog (spec part 2 §5): risk type and description required; geography, business unit,
 * mitigation and owner optional. The level shown and sent is computed from probability x impact; the server
 * computes it again.
 */
export function AddRiskDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Add Risk"
      description="Assess an ESG risk by its probability and impact."
      className="max-w-2xl"
    >
      {open ? <RiskForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function RiskForm({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<FormValues>(INITIAL);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { create, isPending } = useCreateRisk(onClose);
  const level = riskLevel(values.probability, values.impact);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createRiskInputSchema.safeParse({ ...values, riskLevel: level });
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

  const text = (key: keyof FormValues, max: number, placeholder?: string) => (
    <Field label={LABELS[key]} required={key === "riskType"} error={errors[key]}>
      {(ids) => (
        <Input
          {...ids}
          value={String(values[key])}
          maxLength={max}
          placeholder={placeholder}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Risk Category" required error={errors.riskCategory}>
          {(ids) => (
            <Select
              {...ids}
              value={values.riskCategory}
              onChange={(e) => set("riskCategory", e.target.value)}
            >
              {RISK_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {text("riskType", RISK_TYPE_MAX, "e.g. Physical flood risk")}
      </div>
      <Field label="Description" required error={errors.description}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={3}
            value={values.description}
            maxLength={RISK_DESCRIPTION_MAX}
            onChange={(e) => set("description", e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("geography", RISK_PLACE_MAX, "e.g. United Kingdom")}
        {text("businessUnit", RISK_PLACE_MAX, "e.g. Precision Machining")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ScaleField
          label="Probability"
          value={values.probability}
          words={PROBABILITY_LABELS}
          error={errors.probability}
          onChange={(v) => set("probability", v)}
        />
        <ScaleField
          label="Impact"
          value={values.impact}
          words={IMPACT_LABELS}
          error={errors.impact}
          onChange={(v) => set("impact", v)}
        />
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
        Risk level:
        <RiskLevelBadge level={level} />
        <span className="tabular-nums">(score {riskScore(values.probability, values.impact)})</span>
      </p>
      <Field label="Mitigation Strategy" error={errors.mitigationStrategy}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={2}
            value={values.mitigationStrategy}
            maxLength={RISK_MITIGATION_MAX}
            onChange={(e) => set("mitigationStrategy", e.target.value)}
          />
        )}
      </Field>
      {text("owner", RISK_OWNER_MAX, "e.g. Operations Director")}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          Add Risk
        </Button>
      </div>
    </form>
  );
}

const LABELS: Record<keyof FormValues, string> = {
  riskCategory: "Risk Category",
  riskType: "Risk Type",
  description: "Description",
  geography: "Geography",
  businessUnit: "Business Unit",
  probability: "Probability",
  impact: "Impact",
  mitigationStrategy: "Mitigation Strategy",
  owner: "Owner",
};

function ScaleField({
  label,
  value,
  words,
  error,
  onChange,
}: {
  label: string;
  value: number;
  words: Record<number, string>;
  error?: string;
  onChange: (value: number) => void;
}) {
  return (
    <Field label={label} required error={error}>
      {(ids) => (
        <Select {...ids} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
          {RISK_SCALE.map((s) => (
            <option key={s} value={s}>
              {s} - {words[s]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
