import type { CarbonDataSource } from "@esg/domain";
import { Check, X } from "lucide-react";
import { useState } from "react";
import { ReasonForm } from "../../components/form/reason-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useCurrentUser } from "../../lib/auth";
import { useRole } from "../../lib/roles";
import { sourceName } from "./source-name";
import { useReviewSource } from "./use-review-source";

/**
 * Approve / Reject on a pending upload, for admins other than its uploader (the server refuses the uploader
 * and other roles too); others read who may review it.
 */
export function ReviewActions({ source }: { source: CarbonDataSource }) {
  const { isAdmin } = useRole();
  const me = useCurrentUser().data;
  const { approve, isPending } = useReviewSource();
  if (source.reviewStatus !== "pending") return null;
  const own = me !== undefined && me !== null && source.uploadedBy?.id === me.id;
  if (!isAdmin || own) {
    return (
      <p className="text-xs text-slate-600">
        {own
          ? "You uploaded this, so another admin must approve or reject it."
          : "Waiting for an admin to approve or reject it."}
      </p>
    );
  }
  const name = sourceName(source);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        onClick={() => approve(source.id)}
        disabled={isPending}
        aria-label={`Approve ${name}`}
      >
        <Check aria-hidden="true" />
        Approve
      </Button>
      <RejectDialog source={source} />
    </div>
  );
}

function RejectDialog({ source }: { source: CarbonDataSource }) {
  const [open, setOpen] = useState(false);
  const name = sourceName(source);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Reject ${name}?`}
      description="It will never count in any total. The uploader sees your reason."
      trigger={
        <Button variant="outline" size="sm" aria-label={`Reject ${name}`}>
          <X aria-hidden="true" />
          Reject
        </Button>
      }
    >
      {open ? <RejectForm id={source.id} onClose={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function RejectForm({ id, onClose }: { id: number; onClose: () => void }) {
  const { reject, isPending } = useReviewSource(onClose);
  return (
    <ReasonForm
      required
      hint="For example: wrong meter, bill for another site."
      submitLabel="Reject upload"
      pendingLabel="Rejecting..."
      pending={isPending}
      failedMessage="The upload could not be rejected. Try again."
      onSubmit={(reason) => reject({ id, reason })}
      onCancel={onClose}
    />
  );
}
