/**
 * The documented REST paths (spec part 1 §7, part 2 §7), each mapped to one tRPC procedure.
 * The server mounts this table; the REST body is exactly the procedure's output.
 * `:companyId` in a path must be the signed-in user's company (else 403) and is not passed as input.
 */
export type RestRoute = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** Dotted procedure path in `appRouter`. */
  procedure: string;
  /** "file": the output `{filename, mimeType, encoding: "utf8" | "base64", content}` is sent as an attachment. */
  response?: "json" | "file";
  /**
   * Answers without a session (its procedure is a publicProcedure). Every other route is refused with 401
   * before its body is read, so anonymous clients cannot make the server read and parse large bodies.
   */
  public?: true;
};

export const restRoutes: readonly RestRoute[] = [
  { method: "POST", path: "/api/auth/login", procedure: "auth.login", public: true },
  { method: "GET", path: "/api/auth/user", procedure: "auth.user" },
  { method: "POST", path: "/api/auth/logout", procedure: "auth.logout" },
  { method: "GET", path: "/api/auth/config", procedure: "auth.config", public: true },
  { method: "POST", path: "/api/auth/signup", procedure: "auth.signup", public: true },
  { method: "POST", path: "/api/auth/accept-invitation", procedure: "auth.acceptInvitation", public: true },
  { method: "GET", path: "/api/companies/:companyId/members", procedure: "members.list" },
  { method: "POST", path: "/api/companies/:companyId/invitations", procedure: "members.invite" },
  { method: "PUT", path: "/api/companies/:companyId/members/:userId", procedure: "members.updateRole" },
  { method: "DELETE", path: "/api/companies/:companyId/members/:userId", procedure: "members.remove" },
  { method: "GET", path: "/api/companies/:companyId/audit-log", procedure: "members.auditLog" },
  { method: "GET", path: "/api/companies/:companyId/sites", procedure: "sites.list" },
  { method: "POST", path: "/api/companies/:companyId/sites", procedure: "sites.create" },
  { method: "PUT", path: "/api/companies/:companyId/sites/:id", procedure: "sites.update" },
  { method: "DELETE", path: "/api/companies/:companyId/sites/:id", procedure: "sites.remove" },
  { method: "GET", path: "/api/dashboard", procedure: "dashboard.get" },
  { method: "POST", path: "/api/demo/reset", procedure: "demo.reset" },
  { method: "GET", path: "/api/companies/:companyId", procedure: "companies.get" },
  { method: "POST", path: "/api/companies/scrape", procedure: "companyData.scrape" },
  {
    method: "POST",
    path: "/api/companies/scrape-with-verification",
    procedure: "companyData.scrapeWithVerification",
  },
  { method: "POST", path: "/api/companies/scrape-amaroq", procedure: "companyData.scrapeAmaroq" },
  { method: "POST", path: "/api/companies/scrape-polyus", procedure: "companyData.scrapePolyus" },
  { method: "POST", path: "/api/ai/query", procedure: "ai.query" },
  { method: "GET", path: "/api/esg-ratings/:companyId/analysis", procedure: "ai.ratingsAnalysis" },
  { method: "GET", path: "/api/documents/:id/download", procedure: "documents.download", response: "file" },
  { method: "GET", path: "/api/assessment/full", procedure: "assessment.full" },
  { method: "GET", path: "/api/carbon/analysis", procedure: "carbon.analysis" },
  { method: "GET", path: "/api/carbon/sources/:companyId", procedure: "carbon.sources" },
  { method: "GET", path: "/api/carbon/emissions/:companyId", procedure: "carbon.emissions" },
  { method: "POST", path: "/api/carbon/ingest", procedure: "carbon.ingest" },
  {
    method: "GET",
    path: "/api/carbon/emissions/:companyId/export.csv",
    procedure: "carbon.exportEmissions",
    response: "file",
  },
  { method: "POST", path: "/api/carbon/sources/:id/void", procedure: "carbon.voidSource" },
  {
    method: "GET",
    path: "/api/carbon/sources/:id/content",
    procedure: "carbon.sourceContent",
    response: "file",
  },
  {
    method: "GET",
    path: "/api/companies/:companyId/reporting-settings",
    procedure: "carbon.reportingSettings",
  },
  {
    method: "PUT",
    path: "/api/companies/:companyId/reporting-settings",
    procedure: "carbon.updateReportingSettings",
  },
  { method: "POST", path: "/api/carbon/years/:year/close", procedure: "carbon.closeYear" },
  { method: "POST", path: "/api/carbon/years/:year/reopen", procedure: "carbon.reopenYear" },
  { method: "POST", path: "/api/carbon/recalculate", procedure: "carbon.recalculate" },
  { method: "GET", path: "/api/materiality/:companyId", procedure: "materiality.list" },
  { method: "POST", path: "/api/materiality", procedure: "materiality.create" },
  { method: "PUT", path: "/api/materiality/:id", procedure: "materiality.update" },
  { method: "GET", path: "/api/stakeholder-feedback/:companyId", procedure: "stakeholderEngagement.list" },
  {
    method: "PUT",
    path: "/api/stakeholder-feedback/:id/respond",
    procedure: "stakeholderEngagement.respond",
  },
  {
    method: "POST",
    path: "/api/stakeholder-feedback",
    procedure: "stakeholderEngagement.submit",
    public: true,
  },
  { method: "GET", path: "/api/esg-goals/:companyId", procedure: "goalTracking.list" },
  { method: "POST", path: "/api/esg-goals", procedure: "goalTracking.create" },
  { method: "POST", path: "/api/goal-progress", procedure: "goalTracking.recordProgress" },
  { method: "PUT", path: "/api/esg-goals/:id/status", procedure: "goalTracking.updateStatus" },
  { method: "GET", path: "/api/regulatory-requirements/:companyId", procedure: "regulatoryCompliance.list" },
  { method: "POST", path: "/api/regulatory-requirements", procedure: "regulatoryCompliance.create" },
  {
    method: "PUT",
    path: "/api/regulatory-requirements/:id/status",
    procedure: "regulatoryCompliance.updateStatus",
  },
  { method: "GET", path: "/api/risk-assessments/:companyId", procedure: "riskHeatmaps.list" },
  { method: "POST", path: "/api/risk-assessments", procedure: "riskHeatmaps.create" },
  { method: "PUT", path: "/api/risk-assessments/:id/status", procedure: "riskHeatmaps.updateStatus" },
  { method: "GET", path: "/api/esg-ratings/:companyId", procedure: "esgRatings.list" },
  { method: "POST", path: "/api/esg-ratings", procedure: "esgRatings.create" },
  { method: "GET", path: "/api/benchmark-data/:companyId", procedure: "peerBenchmarking.list" },
  { method: "POST", path: "/api/benchmark-data", procedure: "peerBenchmarking.create" },
  { method: "GET", path: "/api/training-modules/:companyId", procedure: "esgTraining.listModules" },
  { method: "GET", path: "/api/training-progress/:companyId", procedure: "esgTraining.listProgress" },
  { method: "POST", path: "/api/training-modules", procedure: "esgTraining.createModule" },
  { method: "PUT", path: "/api/training-modules/:id", procedure: "esgTraining.updateModule" },
  { method: "POST", path: "/api/training-progress", procedure: "esgTraining.start" },
  { method: "PUT", path: "/api/training-progress/:moduleId/complete", procedure: "esgTraining.complete" },
  { method: "GET", path: "/api/board-reports/:companyId", procedure: "boardReporting.list" },
  {
    method: "GET",
    path: "/api/board-reports/:companyId/key-metrics",
    procedure: "boardReporting.keyMetrics",
  },
  { method: "POST", path: "/api/board-reports", procedure: "boardReporting.create" },
  { method: "PUT", path: "/api/board-reports/:id/status", procedure: "boardReporting.updateStatus" },
  { method: "GET", path: "/api/impact-measurements/:companyId", procedure: "impactMeasurement.list" },
  { method: "POST", path: "/api/impact-measurements", procedure: "impactMeasurement.create" },
];
