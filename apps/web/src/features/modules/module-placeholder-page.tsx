import { ArrowLeft, Hammer } from "lucide-react";
import { NavButton } from "../../components/nav-button";
import { useDocumentTitle } from "../../lib/use-document-title";
import { MODULES, type ModuleId } from "./module-catalogue";

/** A module's page until its own issue lands: back button, title, and a note that it is being built. */
export function ModulePlaceholderPage({ moduleId }: { moduleId: ModuleId }) {
  const info = MODULES[moduleId];
  useDocumentTitle(info.title);
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
        <NavButton to="/" variant="ghost" className="-ml-3">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </NavButton>
        <main className="mt-4">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{info.title}</h1>
          <p className="mt-2 text-slate-600">{info.purpose}</p>
          <div className="mt-8 flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6">
            <Hammer aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <p className="text-sm text-slate-700">
              This module is being built and will be available here soon.
            </p>
          </div>
        </main>
      </div>
    </div>
  );
}
