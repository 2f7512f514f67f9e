import { getRouteApi } from "@tanstack/react-router";
import { Settings2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { useRole } from "../../lib/roles";
import { ReportingSettingsForm } from "./reporting-settings-form";
import { useReportingSettings } from "./use-reporting-settings";

const route = getRouteApi("/app/carbon");

/**
 * "Reporting settings" on /carbon: fiscal-year start, base year, category 3 policy, consolidation approach.
 * Everyone may read them; only admins save. `?settings=open` (the link from /settings) opens it.
 */
export function ReportingSettingsButton() {
  const { settings: requested } = route.useSearch();
  const navigate = route.useNavigate();
  const { isAdmin } = useRole();
  const [open, setOpen] = useState(requested === "open");
  const settings = useReportingSettings(open);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Closing forgets the request, so Back or a reload does not open it again.
    if (!next && requested) {
      void navigate({
        search: ({ settings: _dropped, ...rest }) => rest,
        replace: true,
        resetScroll: false,
      });
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reporting settings"
      description={
        isAdmin
          ? "How the company's reporting years are cut and what its inventory includes. Every report follows them."
          : "How the company's reporting years are cut and what its inventory includes. Only admins can change them."
      }
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
        <ReportingSettingsForm
          initial={settings.data}
          onClose={() => onOpenChange(false)}
          readOnly={!isAdmin}
        />
      )}
    </Dialog>
  );
}
