import {
  carbonCoverageInputSchema,
  type DashboardResponse,
  ONBOARDING_STEPS,
  type SessionUser,
} from "@esg/domain";
import { analysisFixture, coverageFixture, energyFixture, screeningFixture } from "./carbon-fixtures";
import { dashboardFixture, demoProfile, demoUser } from "./fixtures";
import { server } from "./msw-server";
import { type ProcedureCall, type ProcedureMap, trpcError, trpcHandlers } from "./trpc-msw";

export type MockApiOptions = {
  /** The signed-in user, or null for a signed-out visitor (auth.user answers 401). */
  user?: SessionUser | null;
  dashboard?: DashboardResponse;
  /** Replaces or adds procedures. */
  procedures?: ProcedureMap;
};

/**
 * Installs a fake tRPC API with a session: login with demo/demo signs in, logout signs out.
 * Returns the list of calls so tests can assert what was (not) sent.
 */
export function mockApi(opts: MockApiOptions = {}) {
  const calls: ProcedureCall[] = [];
  let user: SessionUser | null = opts.user === undefined ? demoUser : opts.user;
  const procedures: ProcedureMap = {
    "auth.user": () => {
      if (!user) throw trpcError("UNAUTHORIZED", "Not signed in");
      return user;
    },
    "auth.login": (input) => {
      const { username, password } = input;
      if (username !== "demo" || password !== "demo") throw trpcError("UNAUTHORIZED", "Invalid credentials");
      user = demoUser;
      return demoUser;
    },
    // Sign-up is open unless a test says otherwise.
    "auth.config": () => ({ signup: true, demo: true }),
    "auth.logout": () => {
      user = null;
      return { success: true };
    },
    "dashboard.get": () => {
      if (!user) throw trpcError("UNAUTHORIZED", "Not signed in");
      return opts.dashboard ?? dashboardFixture();
    },
    // The dashboard's forecast card shows the default reporting year.
    "carbon.analysis": () => {
      if (!user) throw trpcError("UNAUTHORIZED", "Not signed in");
      return analysisFixture();
    },
    // The Carbon screen's data-completeness grid of the shown year.
    "carbon.coverage": (input) => {
      if (!user) throw trpcError("UNAUTHORIZED", "Not signed in");
      return coverageFixture(carbonCoverageInputSchema.parse(input).year);
    },
    // The Carbon screen's energy mix and scope 3 screening of the shown year.
    "carbon.energy": (input) => energyFixture((input as { year: number }).year),
    "carbon.scope3Screening": (input) => screeningFixture((input as { year: number }).year),
    "companies.profile": () => demoProfile(),
    // The demo company is set up: no first-run checklist unless a test asks for one.
    "companies.onboarding": () => ({
      steps: ONBOARDING_STEPS.map((key) => ({ key, done: true })),
      dismissed: true,
    }),
    "demo.status": () => ({ enabled: true }),
    "demo.reset": () => ({ success: true }),
    "ai.query": () => {
      throw trpcError("NOT_IMPLEMENTED", "The AI analyst is not available yet");
    },
    ...opts.procedures,
  };
  server.use(...trpcHandlers(procedures, calls));
  return {
    calls,
    signOut: () => {
      user = null;
    },
    /** What a successful sign-up or accepted invitation does on the server: a session for `next`. */
    signIn: (next: SessionUser) => {
      user = next;
    },
  };
}
