import { monthsWithoutData, shortMonthLabel } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ReasonForm } from "../../components/form/reason-form";
import { Dialog } from "../../components/ui/dialog";
import { useTRPC } from "../../lib/trpc";
import { useYearClosing } from "./use-year-closing";

export type YearClosingMode = "close" | "reopen";

const TEXT = {
  close: {
    title: (year: number) => `Close reporting year ${year}?`,
    description:
      "A closed year is frozen as it is now: its figures, settings and sites stay as closed and it takes no new uploads or voids until it is reopened. Missing months stay missing (closed with gaps). The closing is recorded.",
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
  /** Months with data when the year is partial (closing then freezes it as closed with gaps). */
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
  const { close, reopen } = useYearClosing(onClose);
  return (
    <ReasonForm
      required={mode === "reopen"}
      label={text.reasonLabel}
      submitLabel={text.submit}
      pendingLabel="Saving..."
      destructive={mode === "reopen"}
      pending={close.isPending || reopen.isPending}
      failedMessage={text.failed}
      onSubmit={(reason) =>
        mode === "close"
          ? close.mutateAsync({ year, ...(reason ? { reason } : {}) })
          : reopen.mutateAsync({ year, reason })
      }
      onCancel={onClose}
    >
      {mode === "close" && partialMonths !== null ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Only {partialMonths} of 12 months of {year} have activity data. Closing freezes the year as it is;
          it stays incomplete and is reported as closed with gaps.
        </p>
      ) : null}
      {mode === "close" ? <MissingMonths year={year} /> : null}
    </ReasonForm>
  );
}

/** The months of the year without any data, named before it is closed (the data-completeness grid's gaps). */
function MissingMonths({ year }: { year: number }) {
  const trpc = useTRPC();
  const coverage = useQuery(trpc.carbon.coverage.queryOptions({ year }));
  if (!coverage.data) return null;
  const gaps = monthsWithoutData(coverage.data);
  if (gaps.length === 0) return null;
  return <p className="text-sm text-slate-700">No data for: {gaps.map(shortMonthLabel).join(", ")}.</p>;
}
