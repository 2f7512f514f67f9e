import { AlertCircle } from "lucide-react";
import { MAIN_CONTENT_ID } from "../../components/layout/skip-link";
import { NavButton } from "../../components/nav-button";
import { useDocumentTitle } from "../../lib/use-document-title";

/** Spec part 1 §2: any unknown path, for everyone. */
export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4"
    >
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertCircle aria-hidden="true" className="size-8 shrink-0 text-red-500" />
          <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <NavButton to="/" variant="outline" className="mt-6">
          Go to Home
        </NavButton>
      </div>
    </main>
  );
}
