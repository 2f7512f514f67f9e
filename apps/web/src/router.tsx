import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { FullPageSpinner } from "./components/ui/spinner";
import { acceptInvitationRoute } from "./routes/accept-invitation";
import { appLayoutRoute } from "./routes/app-layout";
import { assessmentRoute } from "./routes/assessment";
import { boardReportingRoute } from "./routes/board-reporting";
import { carbonRoute } from "./routes/carbon";
import { dashboardRoute } from "./routes/dashboard";
import { dataIngestionRoute } from "./routes/data-ingestion";
import { esgRatingsRoute } from "./routes/esg-ratings";
import { esgTrainingRoute } from "./routes/esg-training";
import { goalTrackingRoute } from "./routes/goal-tracking";
import { impactMeasurementRoute } from "./routes/impact-measurement";
import { indexRoute } from "./routes/index";
import { loginRoute } from "./routes/login";
import { materialityRoute } from "./routes/materiality";
import { peerBenchmarkingRoute } from "./routes/peer-benchmarking";
import { regulatoryComplianceRoute } from "./routes/regulatory-compliance";
import { reportsRoute } from "./routes/reports";
import { riskHeatmapsRoute } from "./routes/risk-heatmaps";
import { type RouterContext, rootRoute } from "./routes/root";
import { settingsRoute } from "./routes/settings";
import { signupRoute } from "./routes/signup";
import { stakeholderEngagementRoute } from "./routes/stakeholder-engagement";
import { suppliersRoute } from "./routes/suppliers";
import { whitepaperRoute } from "./routes/whitepaper";

/** Spec part 1 §2 route table. Pages are lazy chunks; only the landing page ships in the entry chunk. */
const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  signupRoute,
  acceptInvitationRoute,
  whitepaperRoute,
  appLayoutRoute.addChildren([
    dashboardRoute,
    assessmentRoute,
    carbonRoute,
    dataIngestionRoute,
    materialityRoute,
    stakeholderEngagementRoute,
    goalTrackingRoute,
    regulatoryComplianceRoute,
    riskHeatmapsRoute,
    esgRatingsRoute,
    peerBenchmarkingRoute,
    esgTrainingRoute,
    boardReportingRoute,
    impactMeasurementRoute,
    reportsRoute,
    suppliersRoute,
    settingsRoute,
  ]),
]);

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: "intent",
    // Route data lives in TanStack Query (staleTime Infinity); the router must not cache it a second time.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullPageSpinner,
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    scrollRestoration: true,
  });
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouterInstance;
  }
  interface StaticDataRouteOption {
    /** tRPC queries without input that the route's loader prefetches, sent as the page starts (first-load.ts). */
    firstReads?: readonly string[];
  }
}
