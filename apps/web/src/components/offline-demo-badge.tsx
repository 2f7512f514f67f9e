import { Outlet } from "@tanstack/react-router";

const EXPLANATION =
  "This is the offline demo: the app and its sample data run entirely in your browser, with no server. " +
  "Changes stay in this browser until Reset Demo; live website extraction and AI model answers need the " +
  "server (the built-in analyst answers instead).";

/** A badge on every screen of the offline demo build, so nobody mistakes it for the real service. */
export function OfflineDemoBadge() {
  return (
    <p
      title={EXPLANATION}
      className="fixed bottom-3 left-3 z-50 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 shadow-sm print:hidden"
    >
      <span>Offline demo</span>
      <span className="sr-only"> — {EXPLANATION}</span>
    </p>
  );
}

/** The root layout of the offline demo build: every route plus the badge. */
export function OfflineDemoShell() {
  return (
    <>
      <Outlet />
      <OfflineDemoBadge />
    </>
  );
}
