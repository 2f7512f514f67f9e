import type { TrainingModule, TrainingProgress } from "@esg/domain";
import { useState } from "react";
import { ModulePage } from "../../components/layout/module-page";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useRole } from "../../lib/roles";
import { CertificateDialog } from "./certificate-dialog";
import { CertificatesTab } from "./certificates-tab";
import type { ViewerMode } from "./module-actions";
import { ModuleDialog, type ModuleDialogTarget } from "./module-dialog";
import { ModuleManagementTab } from "./module-management-tab";
import { MyProgressTab } from "./my-progress-tab";
import { TrainingModulesTab } from "./training-modules-tab";
import { TrainingSummaryCards } from "./training-summary-cards";
import { TrainingViewerDialog, type ViewerTarget } from "./training-viewer-dialog";
import { useProgressMutations, useTrainingData } from "./use-training";

/**
 * ESG Training & Certification (spec part 2 §2): four cards, four tabs, the Create Module dialog. Everyone
 * takes training; Module Management (creating and editing modules) is for admins and editors, and
 * other roles see its tab with those buttons disabled and the reason.
 */
export function EsgTrainingPage() {
  const { canWrite } = useRole();
  const { modules, progress, progressByModule } = useTrainingData();
  const actions = useProgressMutations();
  const [moduleTarget, setModuleTarget] = useState<ModuleDialogTarget | null>(null);
  const [viewer, setViewer] = useState<ViewerTarget | null>(null);
  const [certificate, setCertificate] = useState<TrainingProgress | null>(null);

  const open = (module: TrainingModule, mode: ViewerMode) => setViewer({ module, mode });
  const showCertificate = (p: TrainingProgress) => {
    setViewer(null);
    setCertificate(p);
  };

  return (
    <ModulePage
      title="ESG Training & Certification"
      subtitle="Build ESG knowledge across your teams, track learning and issue digital certificates."
    >
      {modules.isPending || progress.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading training" />
        </div>
      ) : modules.isError || progress.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load training data
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <TrainingSummaryCards modules={modules.data} progress={progress.data} />
          <Tabs defaultValue="modules">
            <TabsList aria-label="Training views">
              <TabsTrigger value="modules">Training Modules</TabsTrigger>
              <TabsTrigger value="progress">My Progress</TabsTrigger>
              <TabsTrigger value="certificates">Certificates</TabsTrigger>
              <TabsTrigger value="management">Module Management</TabsTrigger>
            </TabsList>
            <TabsContent value="modules">
              <TrainingModulesTab
                modules={modules.data}
                progressByModule={progressByModule}
                actions={actions}
                onOpen={open}
                onCertificate={showCertificate}
              />
            </TabsContent>
            <TabsContent value="progress">
              <MyProgressTab
                progress={progress.data}
                modules={modules.data}
                actions={actions}
                onOpen={open}
                onCertificate={showCertificate}
              />
            </TabsContent>
            <TabsContent value="certificates">
              <CertificatesTab progress={progress.data} onView={showCertificate} />
            </TabsContent>
            <TabsContent value="management">
              <ModuleManagementTab
                modules={modules.data}
                onCreate={() => setModuleTarget({ module: null })}
                onEdit={(module) => setModuleTarget({ module })}
              />
            </TabsContent>
          </Tabs>
        </div>
      )}
      {/* Only a role that may write opens the dialog, whatever was clicked. */}
      <ModuleDialog target={canWrite ? moduleTarget : null} onClose={() => setModuleTarget(null)} />
      <TrainingViewerDialog
        target={viewer}
        progress={viewer ? progressByModule.get(viewer.module.id) : undefined}
        actions={actions}
        onClose={() => setViewer(null)}
        onCertified={showCertificate}
      />
      <CertificateDialog progress={certificate} onClose={() => setCertificate(null)} />
    </ModulePage>
  );
}
