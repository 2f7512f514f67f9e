import { aiRouter } from "./routers/ai";
import { apiTokensRouter } from "./routers/api-tokens";
import { assessmentRouter } from "./routers/assessment";
import { authRouter } from "./routers/auth";
import { boardReportingRouter } from "./routers/board-reporting";
import { carbonRouter } from "./routers/carbon";
import { companiesRouter } from "./routers/companies";
import { companyDataRouter } from "./routers/company-data";
import { dashboardRouter } from "./routers/dashboard";
import { demoRouter } from "./routers/demo";
import { documentsRouter } from "./routers/documents";
import { esgRatingsRouter } from "./routers/esg-ratings";
import { esgTrainingRouter } from "./routers/esg-training";
import { goalTrackingRouter } from "./routers/goal-tracking";
import { impactMeasurementRouter } from "./routers/impact-measurement";
import { materialityRouter } from "./routers/materiality";
import { membersRouter } from "./routers/organisations";
import { peerBenchmarkingRouter } from "./routers/peer-benchmarking";
import { regulatoryComplianceRouter } from "./routers/regulatory-compliance";
import { reportsRouter } from "./routers/reports";
import { riskHeatmapsRouter } from "./routers/risk-heatmaps";
import { sitesRouter } from "./routers/sites";
import { stakeholderEngagementRouter } from "./routers/stakeholder-engagement";
import { suppliersRouter } from "./routers/suppliers";
import { webhooksRouter } from "./routers/webhooks";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  ai: aiRouter,
  apiTokens: apiTokensRouter,
  assessment: assessmentRouter,
  auth: authRouter,
  boardReporting: boardReportingRouter,
  carbon: carbonRouter,
  companies: companiesRouter,
  companyData: companyDataRouter,
  dashboard: dashboardRouter,
  documents: documentsRouter,
  demo: demoRouter,
  esgRatings: esgRatingsRouter,
  esgTraining: esgTrainingRouter,
  goalTracking: goalTrackingRouter,
  impactMeasurement: impactMeasurementRouter,
  materiality: materialityRouter,
  members: membersRouter,
  peerBenchmarking: peerBenchmarkingRouter,
  regulatoryCompliance: regulatoryComplianceRouter,
  reports: reportsRouter,
  riskHeatmaps: riskHeatmapsRouter,
  sites: sitesRouter,
  suppliers: suppliersRouter,
  stakeholderEngagement: stakeholderEngagementRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
