const EXPLANATION =
  "This is the offline demo: the app and its sample data run entirely in your browser, with no server. " +
  "Changes stay in this browser until Reset Demo; live website extraction and AI model answers need the " +
  "server (the built-in analyst answers instead).";

/**
 * A strip above every screen of the offline demo build, so nobody mistakes it for the real service. It sits in
 * the page flow (not floating), so it never covers a control, at any width.
 */
export function OfflineDemoBadge() {
  return (
    <p
      title={EXPLANATION}
      className="border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-center text-xs text-amber-900 print:hidden"
    >
      <strong className="font-semibold">Offline demo</strong>
      <span aria-hidden="true"> · runs in your browser; changes stay here until Reset Demo</span>
      <span className="sr-only"> — {EXPLANATION}</span>
    </p>
  );
}
