import { IMPACT_CATEGORIES } from "@esg/domain";
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
import { AddMeasurementDialog, type AddMeasurementTarget } from "./add-measurement-dialog";
import { CategoryTab } from "./category-tab";
import { ImpactOverviewTab } from "./impact-overview-tab";
import { ImpactSummaryCards } from "./impact-summary-cards";
import { VerificationTab } from "./verification-tab";

/** Impact Measurement Tools (spec part 2 §2): six counts, five tabs, the Add Measurement dialog. */
export function ImpactMeasurementPage() {
  const trpc = useTRPC();
  const list = useQuery(trpc.impactMeasurement.list.queryOptions());
  const [target, setTarget] = useState<AddMeasurementTarget | null>(null);
  const { canWrite } = useRole();

  return (
    <ModulePage
      title="Impact Measurement Tools"
      subtitle="Measure the outcomes of your sustainability programmes against their targets."
      actions={
        <CanWrite>
          <Button onClick={() => setTarget({})}>
            <Plus aria-hidden="true" />
            Add Measurement
          </Button>
        </CanWrite>
      }
    >
      {list.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading impact measurements" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load impact measurements
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <ImpactSummaryCards items={list.data} />
          <Tabs defaultValue="overview">
            <TabsList aria-label="Impact views">
              <TabsTrigger value="overview">Impact Overview</TabsTrigger>
              {IMPACT_CATEGORIES.map((c) => (
                <TabsTrigger key={c} value={c}>
                  {c}
                </TabsTrigger>
              ))}
              <TabsTrigger value="verification">Verification</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <ImpactOverviewTab items={list.data} onAdd={() => setTarget({})} />
            </TabsContent>
            {IMPACT_CATEGORIES.map((c) => (
              <TabsContent key={c} value={c}>
                <CategoryTab category={c} items={list.data} onAdd={(initial) => setTarget({ initial })} />
              </TabsContent>
            ))}
            <TabsContent value="verification">
              <VerificationTab items={list.data} />
            </TabsContent>
          </Tabs>
        </div>
      )}
      {/* Only a role that may add opens the dialog, whatever was clicked. */}
      <AddMeasurementDialog target={canWrite ? target : null} onClose={() => setTarget(null)} />
    </ModulePage>
  );
}
