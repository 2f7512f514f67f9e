import { Lock, LockOpen } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { YearClosingDialog } from "./year-closing-dialog";

/** "Close year" for an open reporting year, "Reopen year" for a closed one; each asks first. */
export function YearClosingButton({
  year,
  closed,
  partialMonths,
}: {
  year: number;
  closed: boolean;
  partialMonths: number | null;
}) {
  const [open, setOpen] = useState(false);
  const mode = closed ? "reopen" : "close";
  return (
    <YearClosingDialog
      year={year}
      mode={mode}
      partialMonths={partialMonths}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          {closed ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
          {closed ? "Reopen year" : "Close year"}
        </Button>
      }
    />
  );
}
