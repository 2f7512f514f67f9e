import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/use-document-title";
import { NavButton } from "../nav-button";
import { ReadOnlyNote } from "../role-gate";

/**
 * The head of every module screen, inside the app shell (app-shell.tsx): the spec's back button to /, the title
 * (h1), an optional subtitle and actions, and for viewers and auditors the read-only note (`editable`: others
 * can change what the screen shows; false on screens nobody edits, such as the assessment).
 */
export function ModulePage({
  title,
  subtitle,
  actions,
  editable = true,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  editable?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-6">
      <NavButton to="/" variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </NavButton>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {editable ? (
        <div className="mt-4 empty:hidden">
          <ReadOnlyNote />
        </div>
      ) : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
