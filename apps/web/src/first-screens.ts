/**
 * The screens whose HTML the server prepares (apps/server/src/http/spa.ts): for these paths it links the page's
 * chunks as modulepreloads and embeds the reads below (and the current user) as JSON, answered for the session
 * that asked, so a first visit paints without waiting for the entry to ask for them. The build turns this table
 * into `.vite/first-screens.json` with the chunk files (vite.config.ts); first-screens.test.ts checks that the
 * reads are the ones the matched routes declare in `staticData.firstReads`.
 */
export type FirstScreen = {
  /** Source modules the route loads lazily before it paints (their chunks and static imports are preloaded). */
  modules: readonly string[];
  /** tRPC queries without input that the matched routes prefetch (their `staticData.firstReads`). */
  reads: readonly string[];
  /** Only for a signed-in session: a signed-out visitor is sent to /login and gets none of it. */
  signedIn: boolean;
};

const SIGNED_IN_SHELL = ["src/components/layout/app-shell.tsx", "src/lib/trpc-client.ts"] as const;

export const FIRST_SCREENS: Readonly<Record<string, FirstScreen>> = {
  // The landing page waits for the current user only (a signed-in user's `/` asks the rest itself).
  "/": { modules: [], reads: [], signedIn: false },
  "/login": {
    modules: ["src/features/auth/login-page.tsx"],
    reads: ["auth.config"],
    signedIn: false,
  },
  "/dashboard": {
    modules: [...SIGNED_IN_SHELL, "src/features/dashboard/dashboard-page.tsx"],
    reads: ["demo.status", "dashboard.get", "carbon.analysis", "companies.onboarding"],
    signedIn: true,
  },
};
