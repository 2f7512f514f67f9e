import { type CarbonDataSource, countOf } from "@esg/domain";
import { Ban } from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import { ReasonForm } from "../../components/form/reason-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
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
      description={`Its ${countOf(source.activityCount, "activity", "activities")} ${source.activityCount === 1 ? "leaves" : "leave"} every total and report. Nothing is deleted: the upload stays listed as voided, with your reason.`}
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
  const { voidSource, isPending } = useVoidSource(onVoided);
  return (
    <ReasonForm
      required
      hint="For example: wrong site, duplicate bill."
      submitLabel="Void upload"
      pendingLabel="Voiding..."
      pending={isPending}
      failedMessage="The upload could not be voided. Try again."
      onSubmit={(reason) => voidSource({ id, reason })}
      onCancel={onClose}
    />
  );
}
