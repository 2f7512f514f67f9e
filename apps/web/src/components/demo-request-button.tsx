import { lazy, Suspense, useState } from "react";
import { Button } from "./ui/button";

// The dialog (Radix Dialog and its focus trap) is fetched on first use, not with the landing page.
const DemoRequestDialog = lazy(() => import("./demo-request-dialog"));

/** 'Request Demo' / 'Schedule Demo': opens a dialog that leads to the live demo workspace. */
export function DemoRequestButton({
  label,
  ...buttonProps
}: { label: string } & Omit<Parameters<typeof Button>[0], "onClick">) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        aria-haspopup="dialog"
        {...buttonProps}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <DemoRequestDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
