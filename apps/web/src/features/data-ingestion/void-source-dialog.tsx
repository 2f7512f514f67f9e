import { type CarbonDataSource, countOf } from "@esg/domain";
import { Ban } from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import { fieldsFor } from "../../components/form/form-fields";
import { FormError, SchemaForm } from "../../components/form/schema-form";
import { useSchemaForm } from "../../components/form/use-schema-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { REASON_MAX_LENGTH, reasonFormSchema } from "../../lib/reason";
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

const { TextareaField } = fieldsFor<{ reason: string }>();

function VoidForm({ id, onClose, onVoided }: { id: number; onClose: () => void; onVoided: () => void }) {
  const form = useSchemaForm({ defaultValues: { reason: "" }, schema: reasonFormSchema({ required: true }) });
  const { voidSource, isPending } = useVoidSource(onVoided);

  return (
    <SchemaForm
      form={form}
      onSubmit={({ reason }) => voidSource({ id, reason })}
      failureMessage={(error) => serverErrorMessage(error) ?? "The upload could not be voided. Try again."}
    >
      <TextareaField
        name="reason"
        label="Reason"
        required
        hint="For example: wrong site, duplicate bill."
        rows={3}
        maxLength={REASON_MAX_LENGTH}
      />
      <FormError boxed />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={isPending}>
          {isPending ? "Voiding..." : "Void upload"}
        </Button>
      </div>
    </SchemaForm>
  );
}
