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
import { fieldsFor } from "../../components/form/form-fields";
import { SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { RiskLevelBadge } from "./risk-level-badge";
import { useCreateRisk } from "./use-risk-mutations";

type RiskFormValues = {
  riskCategory: string;
  riskType: string;
  description: string;
  geography: string;
  businessUnit: string;
  probability: string;
  impact: string;
  mitigationStrategy: string;
  owner: string;
};

const { TextField, TextareaField, SelectField } = fieldsFor<RiskFormValues>();

const INITIAL: RiskFormValues = {
  riskCategory: "Climate",
  riskType: "",
  description: "",
  geography: "",
  businessUnit: "",
  probability: String(DEFAULT_RISK_PROBABILITY),
  impact: String(DEFAULT_RISK_IMPACT),
  mitigationStrategy: "",
  owner: "",
};

const scaleOptions = (words: Record<number, string>) =>
  RISK_SCALE.map((s) => ({ value: String(s), label: `${s} - ${words[s]}` }));
const PROBABILITY_OPTIONS = scaleOptions(PROBABILITY_LABELS);
const IMPACT_OPTIONS = scaleOptions(IMPACT_LABELS);

function toInput(v: RiskFormValues) {
  const probability = Number(v.probability);
  const impact = Number(v.impact);
  return { ...v, probability, impact, riskLevel: riskLevel(probability, impact) };
}

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
  const form = useSchemaForm({ defaultValues: INITIAL, schema: createRiskInputSchema, toInput });
  const { create, isPending } = useCreateRisk(onClose);
  const probability = Number(form.watch("probability"));
  const impact = Number(form.watch("impact"));

  // Spec §8: a failed add shows no message (no failureMessage); the server's field issues land on the fields.
  return (
    <SchemaForm form={form} onSubmit={(input) => create(input)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="riskCategory" label="Risk Category" required options={RISK_CATEGORIES} />
        <TextField
          name="riskType"
          label="Risk Type"
          required
          maxLength={RISK_TYPE_MAX}
          placeholder="e.g. Physical flood risk"
        />
      </div>
      <TextareaField
        name="description"
        label="Description"
        required
        rows={3}
        maxLength={RISK_DESCRIPTION_MAX}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="geography"
          label="Geography"
          maxLength={RISK_PLACE_MAX}
          placeholder="e.g. United Kingdom"
        />
        <TextField
          name="businessUnit"
          label="Business Unit"
          maxLength={RISK_PLACE_MAX}
          placeholder="e.g. Precision Machining"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="probability" label="Probability" required options={PROBABILITY_OPTIONS} />
        <SelectField name="impact" label="Impact" required options={IMPACT_OPTIONS} />
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
        Risk level:
        <RiskLevelBadge level={riskLevel(probability, impact)} />
        <span className="tabular-nums">(score {riskScore(probability, impact)})</span>
      </p>
      <TextareaField
        name="mitigationStrategy"
        label="Mitigation Strategy"
        rows={2}
        maxLength={RISK_MITIGATION_MAX}
      />
      <TextField
        name="owner"
        label="Owner"
        maxLength={RISK_OWNER_MAX}
        placeholder="e.g. Operations Director"
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          Add Risk
        </Button>
      </div>
    </SchemaForm>
  );
}
