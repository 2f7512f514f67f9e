import { Hammer } from "lucide-react";
import { ModulePage } from "../../components/layout/module-page";
import { MODULES, type ModuleId } from "./module-catalogue";

/** A module's page until its own issue lands: back button, title, and a note that it is being built. */
export function ModulePlaceholderPage({ moduleId }: { moduleId: ModuleId }) {
  const info = MODULES[moduleId];
  return (
    <ModulePage title={info.title} subtitle={info.purpose} editable={false}>
      <div className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6">
        <Hammer aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p className="text-sm text-slate-700">This module is being built and will be available here soon.</p>
      </div>
    </ModulePage>
  );
}
