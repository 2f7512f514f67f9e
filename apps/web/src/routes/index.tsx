import { createRoute } from "@tanstack/react-router";
import { FullPageSpinner } from "../components/ui/spinner";
import { LandingPage } from "../features/landing/landing-page";
import { ensureCurrentUser, useCurrentUser } from "../lib/auth";
import { AppShell } from "./app-layout";
import { DashboardPage } from "./dashboard";
import { rootRoute } from "./root";
import { withApi } from "./with-api";

/** `/` is the landing page when signed out and the dashboard when signed in (spec part 1 §2). */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  // Signed out, the landing page needs nothing from the API: the tRPC client is loaded for the dashboard only.
  beforeLoad: async ({ context }) => {
    const user = await ensureCurrentUser(context);
    return { user, signedIn: user ? await withApi(context) : undefined };
  },
  loader: async ({ context }) => {
    if (!context.signedIn) return;
    const { trpc } = context.signedIn;
    void context.queryClient.prefetchQuery(trpc.dashboard.get.queryOptions());
    // The top bar's Reset Demo depends on it; one batched request with the dashboard's.
    void context.queryClient.prefetchQuery(trpc.demo.status.queryOptions());
    // The forecast card's reporting year, in the same batch.
    void context.queryClient.prefetchQuery(trpc.carbon.analysis.queryOptions());
    await Promise.all([DashboardPage.preload?.(), AppShell.preload?.()]);
  },
  component: HomePage,
});

function HomePage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  return user ? (
    <AppShell>
      <DashboardPage />
    </AppShell>
  ) : (
    <LandingPage />
  );
}
