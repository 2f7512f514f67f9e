import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ModulePage } from "../../components/layout/module-page";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useTRPC } from "../../lib/trpc";
import { AddRiskDialog } from "./add-risk-dialog";
import { RiskGroupTab } from "./risk-group-tab";
import { RiskMatrixTab } from "./risk-matrix-tab";
import { RiskRegisterTab } from "./risk-register-tab";

/** ESG Risk Heat Maps (spec part 2 §2): matrix, geography, business unit and register tabs. */
export function RiskHeatmapsPage() {
  const trpc = useTRPC();
  const risks = useQuery(trpc.riskHeatmaps.list.queryOptions());
  const [adding, setAdding] = useState(false);

  return (
    <ModulePage
      title="ESG Risk Heat Maps"
      subtitle="Assess climate, social, governance and operational risks by probability and impact."
    >
      {risks.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading risk assessments" />
        </div>
      ) : risks.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load risk assessments
        </p>
      ) : (
        <Tabs defaultValue="matrix">
          <TabsList aria-label="Risk views">
            <TabsTrigger value="matrix">Risk Matrix</TabsTrigger>
            <TabsTrigger value="geography">Geography View</TabsTrigger>
            <TabsTrigger value="business-unit">Business Unit View</TabsTrigger>
            <TabsTrigger value="register">Risk Register</TabsTrigger>
          </TabsList>
          <TabsContent value="matrix">
            <RiskMatrixTab risks={risks.data} />
          </TabsContent>
          <TabsContent value="geography">
            <RiskGroupTab
              risks={risks.data}
              field="geography"
              emptyMessage="No geographical risk data available"
            />
          </TabsContent>
          <TabsContent value="business-unit">
            <RiskGroupTab
              risks={risks.data}
              field="businessUnit"
              emptyMessage="No business unit risk data available"
            />
          </TabsContent>
          <TabsContent value="register">
            <RiskRegisterTab risks={risks.data} onAdd={() => setAdding(true)} />
          </TabsContent>
        </Tabs>
      )}
      <AddRiskDialog open={adding} onClose={() => setAdding(false)} />
    </ModulePage>
  );
}
