import { createRoute } from "@tanstack/react-router";
import { FullPageSpinner } from "../components/ui/spinner";
import { LandingPage } from "../features/landing/landing-page";
import { ensureCurrentUser, useCurrentUser } from "../lib/auth";
import { AppShell } from "./app-layout";
import { DashboardPage } from "./dashboard";
import { rootRoute } from "./root";

/** `/` is the landing page when signed out and the dashboard when signed in (spec part 1 §2). */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: async ({ context }) => ({ user: await ensureCurrentUser(context) }),
  loader: async ({ context }) => {
    if (!context.user) return;
    void context.queryClient.prefetchQuery(context.trpc.dashboard.get.queryOptions());
    // The top bar's Reset Demo depends on it; one batched request with the dashboard's.
    void context.queryClient.prefetchQuery(context.trpc.demo.status.queryOptions());
    // The forecast card's reporting year, in the same batch.
    void context.queryClient.prefetchQuery(context.trpc.carbon.analysis.queryOptions());
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
