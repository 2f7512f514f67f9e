import { Settings2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { ReportingSettingsForm } from "./reporting-settings-form";
import { useReportingSettings } from "./use-reporting-settings";

/** "Reporting settings" on /carbon: fiscal-year start, base year, category 3 policy, consolidation approach. */
export function ReportingSettingsButton() {
  const [open, setOpen] = useState(false);
  const settings = useReportingSettings(open);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Reporting settings"
      description="How the company's reporting years are cut and what its inventory includes. Every report follows them."
      trigger={
        <Button variant="outline">
          <Settings2 aria-hidden="true" />
          Reporting settings
        </Button>
      }
    >
      {!open ? null : settings.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading reporting settings" />
        </div>
      ) : settings.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Failed to load reporting settings
        </p>
      ) : (
        <ReportingSettingsForm initial={settings.data} onClose={() => setOpen(false)} />
      )}
    </Dialog>
  );
}
