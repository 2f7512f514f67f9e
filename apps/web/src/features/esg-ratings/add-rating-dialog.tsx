import {
  DEFAULT_PEER_RANKING,
  DEFAULT_PILLAR_SCORE,
  esgRatingInputSchema,
  RATING_PLACEHOLDERS,
  RATING_PROVIDERS,
  RATING_TRENDS,
  type RatingProvider,
  ratingGradeProblem,
  ratingNumberField,
  ratingToScore,
  splitCommaList,
} from "@esg/domain";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Input, Select, Textarea } from "../../components/ui/form-controls";
import { type FieldErrors, fieldErrorsFrom, serverFieldErrors } from "../../lib/form-errors";
import { useAddRating } from "./use-add-rating";

type FormValues = {
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

const EMPTY: FormValues = {
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

const TREND_LABELS: Record<string, string> = {
  improving: "Improving",
  stable: "Stable",
  declining: "Declining",
};

/** Empty pillar scores are "not rated" (null, issue 20), empty peer ranking 50 (spec §5), lists split on commas. */
function toInput(v: FormValues) {
  return {
    provider: v.provider,
    overallScore: v.overallScore,
    previousScore: v.previousScore,
    ratingDate: v.ratingDate,
    trend: v.trend,
    environmentalScore: ratingNumberField(v.environmentalScore, DEFAULT_PILLAR_SCORE),
    socialScore: ratingNumberField(v.socialScore, DEFAULT_PILLAR_SCORE),
    governanceScore: ratingNumberField(v.governanceScore, DEFAULT_PILLAR_SCORE),
    peerRanking: ratingNumberField(v.peerRanking, DEFAULT_PEER_RANKING),
    methodology: v.methodology,
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
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const { add, isPending } = useAddRating(onClose);
  const placeholder = RATING_PLACEHOLDERS[values.provider];
  const preview =
    values.overallScore.trim() && ratingGradeProblem(values.provider, values.overallScore) === null
      ? ratingToScore(values.provider, values.overallScore)
      : null;

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    const parsed = esgRatingInputSchema.safeParse(toInput(values));
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await add(parsed.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailed(true);
    }
  };

  const text = (key: keyof FormValues) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Provider" required error={errors.provider}>
          {(ids) => (
            <Select {...ids} {...text("provider")}>
              {RATING_PROVIDERS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Rating Date" required error={errors.ratingDate}>
          {(ids) => <Input {...ids} type="date" {...text("ratingDate")} />}
        </Field>
        <Field
          label="Overall Rating"
          required
          error={errors.overallScore}
          hint={preview === null ? undefined : `Normalised score: ${preview}%`}
        >
          {(ids) => <Input {...ids} maxLength={20} placeholder={placeholder} {...text("overallScore")} />}
        </Field>
        <Field label="Previous Rating" error={errors.previousScore}>
          {(ids) => <Input {...ids} maxLength={20} placeholder={placeholder} {...text("previousScore")} />}
        </Field>
        <Field label="Trend" error={errors.trend}>
          {(ids) => (
            <Select {...ids} {...text("trend")}>
              {RATING_TRENDS.map((t) => (
                <option key={t} value={t}>
                  {TREND_LABELS[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Peer Ranking (percentile)" error={errors.peerRanking}>
          {(ids) => (
            <Input
              {...ids}
              type="number"
              min={1}
              max={100}
              placeholder="1-100 (default 50)"
              {...text("peerRanking")}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Environmental Score" error={errors.environmentalScore}>
          {(ids) => (
            <Input
              {...ids}
              type="number"
              min={0}
              max={100}
              placeholder="0-100, empty: not rated"
              {...text("environmentalScore")}
            />
          )}
        </Field>
        <Field label="Social Score" error={errors.socialScore}>
          {(ids) => (
            <Input
              {...ids}
              type="number"
              min={0}
              max={100}
              placeholder="0-100, empty: not rated"
              {...text("socialScore")}
            />
          )}
        </Field>
        <Field label="Governance Score" error={errors.governanceScore}>
          {(ids) => (
            <Input
              {...ids}
              type="number"
              min={0}
              max={100}
              placeholder="0-100, empty: not rated"
              {...text("governanceScore")}
            />
          )}
        </Field>
      </div>
      <Field label="Methodology" error={errors.methodology}>
        {(ids) => (
          <Input
            {...ids}
            maxLength={500}
            placeholder="e.g., MSCI ESG Ratings methodology"
            {...text("methodology")}
          />
        )}
      </Field>
      <Field label="Key Strengths" hint="Separate items with commas" error={errors.strengths}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={2}
            placeholder="e.g., Carbon management, Board oversight"
            {...text("strengths")}
          />
        )}
      </Field>
      <Field label="Areas for Improvement" hint="Separate items with commas" error={errors.weaknesses}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={2}
            placeholder="e.g., Supply chain labour standards"
            {...text("weaknesses")}
          />
        )}
      </Field>
      {failed ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          The rating could not be saved. Please try again.
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          Add Rating
        </Button>
      </div>
    </form>
  );
}
