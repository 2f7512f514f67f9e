import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Textarea } from "../../components/ui/form-controls";
import { serverFieldErrors } from "../../lib/form-errors";
import { REASON_MAX_LENGTH, reasonError } from "../../lib/reason";
import { serverErrorMessage } from "../../lib/trpc";
import { useYearClosing } from "./use-year-closing";

export type YearClosingMode = "close" | "reopen";

const TEXT = {
  close: {
    title: (year: number) => `Close reporting year ${year}?`,
    description:
      "A closed year counts as complete and takes no new uploads until it is reopened. The closing is recorded.",
    reasonLabel: "Reason (optional)",
    submit: "Close year",
    failed: "The year could not be closed. Try again.",
  },
  reopen: {
    title: (year: number) => `Reopen reporting year ${year}?`,
    description:
      "New uploads and recalculations may then change its figures and every report built on it. The reason is recorded.",
    reasonLabel: "Reason",
    submit: "Reopen year",
    failed: "The year could not be reopened. Try again.",
  },
} as const;

/** Asks before closing (reason optional) or reopening (reason required) a reporting year. */
export function YearClosingDialog({
  year,
  mode,
  partialMonths,
  open,
  onOpenChange,
  trigger,
}: {
  year: number;
  mode: YearClosingMode;
  /** Months with data when the year is partial (closing then marks it complete as it is). */
  partialMonths: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
}) {
  const text = TEXT[mode];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title(year)}
      description={text.description}
      trigger={trigger}
    >
      {open ? (
        <YearClosingForm
          year={year}
          mode={mode}
          partialMonths={partialMonths}
          onClose={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function YearClosingForm({
  year,
  mode,
  partialMonths,
  onClose,
}: {
  year: number;
  mode: YearClosingMode;
  partialMonths: number | null;
  onClose: () => void;
}) {
  const text = TEXT[mode];
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { close, reopen } = useYearClosing(onClose);
  const pending = close.isPending || reopen.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const invalid = reasonError(reason, { required: mode === "reopen" });
    setError(invalid);
    if (invalid) return;
    const trimmed = reason.trim();
    try {
      if (mode === "close") await close.mutateAsync({ year, ...(trimmed ? { reason: trimmed } : {}) });
      else await reopen.mutateAsync({ year, reason: trimmed });
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields?.reason) setError(fields.reason);
      else setFailure(serverErrorMessage(e) ?? text.failed);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {mode === "close" && partialMonths !== null ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Only {partialMonths} of 12 months of {year} have activity data. Closing marks the year complete as
          it is.
        </p>
      ) : null}
      <Field label={text.reasonLabel} required={mode === "reopen"} error={error ?? undefined}>
        {(ids) => (
          <Textarea
            {...ids}
            value={reason}
            maxLength={REASON_MAX_LENGTH}
            rows={3}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant={mode === "close" ? "default" : "destructive"} disabled={pending}>
          {pending ? "Saving..." : text.submit}
        </Button>
      </div>
    </form>
  );
}
