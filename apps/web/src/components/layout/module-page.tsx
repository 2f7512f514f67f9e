import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/use-document-title";
import { NavButton } from "../nav-button";

/** The shell of every module screen: a back button to /, the title (h1), an optional subtitle and actions. */
export function ModulePage({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <NavButton to="/" variant="ghost" className="-ml-3">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </NavButton>
        <main className="mt-4">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
              {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
            </div>
            {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
          </div>
          <div className="mt-6">{children}</div>
        </main>
      </div>
    </div>
  );
}
