import { type BoardTemplateId, DEFAULT_BOARD_TEMPLATE } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ModulePage } from "../../components/layout/module-page";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useRole } from "../../lib/roles";
import { useTRPC } from "../../lib/trpc";
import { CreateReportDialog, type CreateReportTarget } from "./create-report-dialog";
import { KeyMetricsTab } from "./key-metrics-tab";
import { ReportCountCards } from "./report-count-cards";
import { ReportingCalendarTab } from "./reporting-calendar-tab";
import { ReportsTab } from "./reports-tab";
import { TemplatesTab } from "./templates-tab";

/** Board Reporting Templates (spec part 2 §2): five counts, four tabs, the Create Report dialog. */
export function BoardReportingPage() {
  const trpc = useTRPC();
  const reports = useQuery(trpc.boardReporting.list.queryOptions());
  const [tab, setTab] = useState("reports");
  const [creating, setCreating] = useState<CreateReportTarget | null>(null);
  const { canWrite } = useRole();
  const startReport = (template: BoardTemplateId = DEFAULT_BOARD_TEMPLATE) => setCreating({ template });

  return (
    <ModulePage
      title="Board Reporting Templates"
      subtitle="Prepare board-ready ESG papers from your live data and take them through approval."
    >
      {reports.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading board reports" />
        </div>
      ) : reports.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load board reports
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <ReportCountCards reports={reports.data} />
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label="Board reporting views">
              <TabsTrigger value="reports">Reports</TabsTrigger>
              <TabsTrigger value="templates">Templates</TabsTrigger>
              <TabsTrigger value="metrics">Key Metrics</TabsTrigger>
              <TabsTrigger value="calendar">Reporting Calendar</TabsTrigger>
            </TabsList>
            <TabsContent value="reports">
              <ReportsTab reports={reports.data} onCreate={() => startReport()} />
            </TabsContent>
            <TabsContent value="templates">
              <TemplatesTab
                onUse={(template) => {
                  setTab("reports");
                  startReport(template);
                }}
              />
            </TabsContent>
            <TabsContent value="metrics">
              <KeyMetricsTab />
            </TabsContent>
            <TabsContent value="calendar">
              <ReportingCalendarTab />
            </TabsContent>
          </Tabs>
        </div>
      )}
      {/* Only a role that may write opens the dialog, whatever was clicked (the buttons are disabled anyway). */}
      <CreateReportDialog target={canWrite ? creating : null} onClose={() => setCreating(null)} />
    </ModulePage>
  );
}
