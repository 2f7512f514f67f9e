import type { ErrorComponentProps } from "@tanstack/react-router";
import { AlertTriangle } from "lucide-react";
import { MAIN_CONTENT_ID } from "../../components/layout/skip-link";
import { Button } from "../../components/ui/button";

/** Shown when a route fails to load (e.g. the server is unreachable while checking the session). */
export function RouteErrorPage({ reset }: ErrorComponentProps) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4"
    >
      <div role="alert" className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertTriangle aria-hidden="true" className="size-6 shrink-0 text-amber-500" />
          <h1 className="text-lg font-semibold text-slate-900">Something went wrong</h1>
        </div>
        <p className="mt-3 text-sm text-slate-600">
          The page could not be loaded. Check your connection and try again.
        </p>
        <div className="mt-6 flex gap-2">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="outline" onClick={reset}>
            Try again
          </Button>
        </div>
      </div>
    </main>
  );
}
