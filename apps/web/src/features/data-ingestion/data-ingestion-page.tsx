import { ModulePage } from "../../components/layout/module-page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useRole } from "../../lib/roles";
import { DataSourcesTab } from "./data-sources-tab";
import { ProcessedEmissionsTab } from "./processed-emissions-tab";
import { RealCompanyDataTab } from "./real-company-data-tab";
import { UploadTab } from "./upload-tab";

/**
 * Data Ingestion (spec part 2 §2): Upload Data, Real Company Data, Data Sources, Processed Emissions. Upload
 * Data is for the roles that change data; the others open on Data Sources and find its form
 * disabled with the reason (docs/decisions/003-disabled-with-reason.md).
 */
export function DataIngestionPage() {
  const { canWrite } = useRole();
  return (
    <ModulePage
      title="Data Ingestion"
      subtitle="Turn energy bills, fuel receipts, travel and supplier invoices into emissions with published factors."
    >
      <Tabs defaultValue={canWrite ? "upload" : "sources"}>
        <TabsList aria-label="Data ingestion views">
          <TabsTrigger value="upload">Upload Data</TabsTrigger>
          <TabsTrigger value="company">Real Company Data</TabsTrigger>
          <TabsTrigger value="sources">Data Sources</TabsTrigger>
          <TabsTrigger value="emissions">Processed Emissions</TabsTrigger>
        </TabsList>
        <TabsContent value="upload">
          <UploadTab />
        </TabsContent>
        <TabsContent value="company">
          <RealCompanyDataTab />
        </TabsContent>
        <TabsContent value="sources">
          <DataSourcesTab />
        </TabsContent>
        <TabsContent value="emissions">
          <ProcessedEmissionsTab />
        </TabsContent>
      </Tabs>
    </ModulePage>
  );
}
