import type { CarbonDataSource } from "@esg/domain";
import { Ban } from "lucide-react";
import { type FormEvent, type RefObject, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, Textarea } from "../../components/ui/form-controls";
import { serverFieldErrors } from "../../lib/form-errors";
import { REASON_MAX_LENGTH, reasonError } from "../../lib/reason";
import { serverErrorMessage } from "../../lib/trpc";
import { sourceName } from "./source-name";
import { useVoidSource } from "./use-void-source";

/**
 * "Void" on a processed upload: asks for the reason (required, recorded) before voiding it. A voided upload
 * loses its Void button, so focus then goes to `afterVoidFocus` (the upload's heading) instead.
 */
export function VoidSourceDialog({
  source,
  afterVoidFocus,
}: {
  source: CarbonDataSource;
  afterVoidFocus: RefObject<HTMLElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const voided = useRef(false);
  const name = sourceName(source);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      onCloseAutoFocus={(event) => {
        if (!voided.current) return;
        event.preventDefault();
        afterVoidFocus.current?.focus();
      }}
      title={`Void ${name}?`}
      description={`Its ${source.activityCount} ${source.activityCount === 1 ? "activity leaves" : "activities leave"} every total and report. Nothing is deleted: the upload stays listed as voided, with your reason.`}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Void ${name}`}>
          <Ban aria-hidden="true" />
          Void
        </Button>
      }
    >
      {open ? (
        <VoidForm
          id={source.id}
          onClose={() => setOpen(false)}
          onVoided={() => {
            voided.current = true;
            setOpen(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function VoidForm({ id, onClose, onVoided }: { id: number; onClose: () => void; onVoided: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { voidSource, isPending } = useVoidSource(onVoided);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const invalid = reasonError(reason, { required: true });
    setError(invalid);
    if (invalid) return;
    try {
      await voidSource({ id, reason: reason.trim() });
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields?.reason) setError(fields.reason);
      else setFailure(serverErrorMessage(e) ?? "The upload could not be voided. Try again.");
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field
        label="Reason"
        required
        error={error ?? undefined}
        hint="For example: wrong site, duplicate bill."
      >
        {(ids) => (
          <Textarea
            {...ids}
            value={reason}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
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
        <Button variant="outline" onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={isPending}>
          {isPending ? "Voiding..." : "Void upload"}
        </Button>
      </div>
    </form>
  );
}
