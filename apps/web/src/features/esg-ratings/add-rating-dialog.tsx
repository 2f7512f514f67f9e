import {
  DEFAULT_PEER_RANKING,
  DEFAULT_PILLAR_SCORE,
  esgRatingInputSchema,
  parseNumberField,
  RATING_PLACEHOLDERS,
  RATING_PROVIDERS,
  RATING_TRENDS,
  type RatingProvider,
  type RatingTrend,
  ratingGradeProblem,
  ratingToScore,
  splitCommaList,
} from "@esg/domain";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useAddRating } from "./use-add-rating";

type RatingFormValues = {
  provider: RatingProvider;
  overallScore: string;
  previousScore: string;
  ratingDate: string;
  trend: string;
  environmentalScore: string;
  socialScore: string;
  governanceScore: string;
  peerRanking: string;
  methodology: string;
  strengths: string;
  weaknesses: string;
};

const { TextField, NumberField, TextareaField, SelectField } = fieldsFor<RatingFormValues>();

const EMPTY: RatingFormValues = {
  provider: "MSCI",
  overallScore: "",
  previousScore: "",
  ratingDate: "",
  trend: "stable",
  environmentalScore: "",
  socialScore: "",
  governanceScore: "",
  peerRanking: "",
  methodology: "",
  strengths: "",
  weaknesses: "",
};

const TREND_LABELS: Record<RatingTrend, string> = {
  improving: "Improving",
  stable: "Stable",
  declining: "Declining",
};
const TREND_OPTIONS = RATING_TRENDS.map((t) => ({ value: t, label: TREND_LABELS[t] }));

const PILLARS = [
  ["environmentalScore", "Environmental Score"],
  ["socialScore", "Social Score"],
  ["governanceScore", "Governance Score"],
] as const;

/** Empty pillar scores are "not rated" (null, not 0), empty peer ranking 50 (spec §5), lists split on commas. */
function toInput(v: RatingFormValues) {
  return {
    ...v,
    environmentalScore: parseNumberField(v.environmentalScore) ?? DEFAULT_PILLAR_SCORE,
    socialScore: parseNumberField(v.socialScore) ?? DEFAULT_PILLAR_SCORE,
    governanceScore: parseNumberField(v.governanceScore) ?? DEFAULT_PILLAR_SCORE,
    peerRanking: parseNumberField(v.peerRanking) ?? DEFAULT_PEER_RANKING,
    strengths: splitCommaList(v.strengths),
    weaknesses: splitCommaList(v.weaknesses),
  };
}

/** The 'Add ESG Rating' dialog (spec §2, §5), validated with the API's own schema before sending. */
export function AddRatingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Add ESG Rating"
      description="Record a rating published by a third-party ESG rating provider."
      className="max-w-2xl"
    >
      {open ? <RatingForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function RatingForm({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm({ defaultValues: EMPTY, schema: esgRatingInputSchema, toInput });
  const { add, isPending } = useAddRating(onClose);
  const provider = form.watch("provider");
  const overallScore = form.watch("overallScore");
  const placeholder = RATING_PLACEHOLDERS[provider];
  const preview =
    overallScore.trim() && ratingGradeProblem(provider, overallScore) === null
      ? ratingToScore(provider, overallScore)
      : null;

  return (
    <SchemaForm
      form={form}
      onSubmit={(input) => add(input)}
      failureMessage="The rating could not be saved. Please try again."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="provider" label="Provider" required options={RATING_PROVIDERS} />
        <TextField name="ratingDate" label="Rating Date" required type="date" />
        <TextField
          name="overallScore"
          label="Overall Rating"
          required
          hint={preview === null ? undefined : `Normalised score: ${preview}%`}
          maxLength={20}
          placeholder={placeholder}
        />
        <TextField name="previousScore" label="Previous Rating" maxLength={20} placeholder={placeholder} />
        <SelectField name="trend" label="Trend" options={TREND_OPTIONS} />
        <NumberField
          name="peerRanking"
          label="Peer Ranking (percentile)"
          integer
          min={1}
          max={100}
          placeholder="1-100 (default 50)"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {PILLARS.map(([name, label]) => (
          <NumberField
            key={name}
            name={name}
            label={label}
            integer
            min={0}
            max={100}
            placeholder="0-100, empty: not rated"
          />
        ))}
      </div>
      <TextField
        name="methodology"
        label="Methodology"
        maxLength={500}
        placeholder="e.g., MSCI ESG Ratings methodology"
      />
      <TextareaField
        name="strengths"
        label="Key Strengths"
        hint="Separate items with commas"
        rows={2}
        placeholder="e.g., Carbon management, Board oversight"
      />
      <TextareaField
        name="weaknesses"
        label="Areas for Improvement"
        hint="Separate items with commas"
        rows={2}
        placeholder="e.g., Supply chain labour standards"
      />
      <FormError />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          Add Rating
        </Button>
      </div>
    </SchemaForm>
  );
}
