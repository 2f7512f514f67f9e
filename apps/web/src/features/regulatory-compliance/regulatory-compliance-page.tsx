import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { ModulePage } from "../../components/layout/module-page";
import { CanWrite } from "../../components/role-gate";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useRole } from "../../lib/roles";
import { useTRPC } from "../../lib/trpc";
import { AddRequirementDialog, EMPTY_DRAFT, type RequirementDraft } from "./add-requirement-dialog";
import { ComplianceCalendarTab } from "./compliance-calendar-tab";
import { ComplianceSummaryCards } from "./compliance-summary-cards";
import { FrameworkOverviewTab } from "./framework-overview-tab";
import { RequirementsTab } from "./requirements-tab";

/** Regulatory Compliance Dashboard (spec part 2 §2): five cards, three tabs and the Add Requirement dialog. */
export function RegulatoryCompliancePage() {
  const trpc = useTRPC();
  const requirements = useQuery(trpc.regulatoryCompliance.list.queryOptions());
  const [draft, setDraft] = useState<RequirementDraft | null>(null);
  // Urgency is relative to the viewer's calendar date.
  const today = new Date();
  const { canWrite } = useRole();

  return (
    <ModulePage
      title="Regulatory Compliance Dashboard"
      subtitle="Track CSRD, TCFD, SEC, GRI and SASB requirements, their deadlines and progress."
      actions={
        <CanWrite>
          <Button onClick={() => setDraft(EMPTY_DRAFT)}>
            <Plus aria-hidden="true" />
            Add Requirement
          </Button>
        </CanWrite>
      }
    >
      {requirements.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading regulatory requirements" />
        </div>
      ) : requirements.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load regulatory requirements
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <ComplianceSummaryCards requirements={requirements.data} today={today} />
          <Tabs defaultValue="requirements">
            <TabsList aria-label="Compliance views">
              <TabsTrigger value="requirements">Requirements</TabsTrigger>
              <TabsTrigger value="frameworks">Framework Overview</TabsTrigger>
              <TabsTrigger value="calendar">Compliance Calendar</TabsTrigger>
            </TabsList>
            <TabsContent value="requirements">
              <RequirementsTab requirements={requirements.data} today={today} />
            </TabsContent>
            <TabsContent value="frameworks">
              <FrameworkOverviewTab
                requirements={requirements.data}
                onTrack={
                  canWrite
                    ? (framework, title) => setDraft({ ...EMPTY_DRAFT, framework, requirement: title })
                    : undefined
                }
              />
            </TabsContent>
            <TabsContent value="calendar">
              <ComplianceCalendarTab requirements={requirements.data} today={today} />
            </TabsContent>
          </Tabs>
        </div>
      )}
      <AddRequirementDialog draft={draft} onClose={() => setDraft(null)} />
    </ModulePage>
  );
}
