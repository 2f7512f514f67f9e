/**
 * The documented REST paths (spec part 1 §7, part 2 §7), each mapped to one tRPC procedure. The server and the
 * offline demo answer them with one adapter (rest/handler.ts), and the OpenAPI document (openapi.ts) is made
 * from this table and the procedures' own zod schemas. The REST body is exactly the procedure's output.
 * `:companyId` in a path must be the signed-in user's company (else 403) and is not passed as input; every
 * other `:param` is a field of the procedure's input. `restRoute` makes the compiler check each row.
 */
import { carbonAnalysisSchema, fullAssessmentSchema, REPORT_MIME_TYPES } from "@esg/domain";
import { type RestRoute, restRoute as route } from "./rest/route-types";

export type { ProcedurePath, RestRoute, RestTag } from "./rest/route-types";
export { restRoute } from "./rest/route-types";

const CSV = "text/csv; charset=utf-8";

export const restRoutes: readonly RestRoute[] = [
  // Authentication
  route({
    method: "POST",
    path: "/api/auth/login",
    procedure: "auth.login",
    tag: "Authentication",
    summary: "Sign in and receive the session cookie",
    public: true,
    errors: [401, 429],
  }),
  route({
    method: "GET",
    path: "/api/auth/user",
    procedure: "auth.user",
    tag: "Authentication",
    summary: "The signed-in user",
  }),
  route({
    method: "POST",
    path: "/api/auth/logout",
    procedure: "auth.logout",
    tag: "Authentication",
    summary: "Sign out and clear the session cookie",
    sessionOnly: true,
  }),
  route({
    method: "GET",
    path: "/api/auth/config",
    procedure: "auth.config",
    tag: "Authentication",
    summary: "What the sign-in screen offers",
    public: true,
  }),
  route({
    method: "POST",
    path: "/api/auth/signup",
    procedure: "auth.signup",
    tag: "Authentication",
    summary: "Create a company with yourself as its admin",
    public: true,
    errors: [404, 409, 429],
  }),
  route({
    method: "POST",
    path: "/api/auth/accept-invitation",
    procedure: "auth.acceptInvitation",
    tag: "Authentication",
    summary: "Join a company with an invitation token",
    public: true,
    errors: [404, 409],
  }),

  // Members
  route({
    method: "GET",
    path: "/api/companies/:companyId/members",
    procedure: "members.list",
    tag: "Members",
    summary: "List the company's members",
  }),
  route({
    method: "POST",
    path: "/api/companies/:companyId/invitations",
    procedure: "members.invite",
    tag: "Members",
    summary: "Invite a member with a role",
  }),
  route({
    method: "PUT",
    path: "/api/companies/:companyId/members/:userId",
    procedure: "members.updateRole",
    tag: "Members",
    summary: "Change a member's role",
    errors: [409],
  }),
  route({
    method: "DELETE",
    path: "/api/companies/:companyId/members/:userId",
    procedure: "members.remove",
    tag: "Members",
    summary: "Remove a member from the company",
    errors: [409],
  }),
  route({
    method: "GET",
    path: "/api/companies/:companyId/audit-log",
    procedure: "members.auditLog",
    tag: "Members",
    summary: "Page through the audit log",
  }),

  // Sites
  route({
    method: "GET",
    path: "/api/companies/:companyId/sites",
    procedure: "sites.list",
    tag: "Sites",
    summary: "List the company's sites",
  }),
  route({
    method: "POST",
    path: "/api/companies/:companyId/sites",
    procedure: "sites.create",
    tag: "Sites",
    summary: "Add a site",
    errors: [409],
  }),
  route({
    method: "PUT",
    path: "/api/companies/:companyId/sites/:id",
    procedure: "sites.update",
    tag: "Sites",
    summary: "Change a site",
    errors: [409],
  }),
  route({
    method: "DELETE",
    path: "/api/companies/:companyId/sites/:id",
    procedure: "sites.remove",
    tag: "Sites",
    summary: "Delete a site no activity names",
    errors: [409],
  }),

  // Suppliers (the dashboard heatmap and the Supplier ESG risk report read them)
  route({
    method: "GET",
    path: "/api/suppliers",
    procedure: "suppliers.list",
    tag: "Suppliers",
    summary: "List the company's suppliers",
  }),
  route({
    method: "POST",
    path: "/api/suppliers",
    procedure: "suppliers.create",
    tag: "Suppliers",
    summary: "Add a supplier",
    errors: [409],
  }),
  route({
    method: "PUT",
    path: "/api/suppliers/:id",
    procedure: "suppliers.update",
    tag: "Suppliers",
    summary: "Change a supplier",
    errors: [404, 409],
  }),
  route({
    method: "DELETE",
    path: "/api/suppliers/:id",
    procedure: "suppliers.remove",
    tag: "Suppliers",
    summary: "Delete a supplier",
    errors: [404],
  }),

  // Personal API tokens: managed from a signed-in session only (a bearer token gets 403 here).
  route({
    method: "GET",
    path: "/api/tokens",
    procedure: "apiTokens.list",
    tag: "API tokens",
    summary: "List your API tokens (an admin sees the company's)",
    sessionOnly: true,
  }),
  route({
    method: "POST",
    path: "/api/tokens",
    procedure: "apiTokens.create",
    tag: "API tokens",
    summary: "Create an API token (its text is answered once)",
    sessionOnly: true,
  }),
  route({
    method: "DELETE",
    path: "/api/tokens/:id",
    procedure: "apiTokens.revoke",
    tag: "API tokens",
    summary: "Revoke an API token",
    sessionOnly: true,
    errors: [404],
  }),

  // Dashboard, demo and company
  route({
    method: "GET",
    path: "/api/dashboard",
    procedure: "dashboard.get",
    tag: "Dashboard",
    summary: "Company, reports, assessment and suppliers for the dashboard",
  }),
  route({
    method: "POST",
    path: "/api/demo/reset",
    procedure: "demo.reset",
    tag: "Demo",
    summary: "Restore the demo data of your company",
    errors: [404],
  }),
  route({
    method: "GET",
    path: "/api/companies/:companyId",
    procedure: "companies.get",
    tag: "Companies",
    summary: "Your company",
  }),
  route({
    method: "GET",
    path: "/api/companies/:companyId/settings",
    procedure: "companies.settings",
    tag: "Companies",
    summary: "The company's settings: the locale its dates are shown in",
  }),
  route({
    method: "PUT",
    path: "/api/companies/:companyId/settings",
    procedure: "companies.updateSettings",
    tag: "Companies",
    summary: "Change the company's settings",
  }),
  route({
    method: "GET",
    path: "/api/companies/:companyId/profile",
    procedure: "companies.profile",
    tag: "Companies",
    summary: "The company profile: country, currency, employees, LEI, revenue by year, feedback link",
  }),
  route({
    method: "PUT",
    path: "/api/companies/:companyId/profile",
    procedure: "companies.updateProfile",
    tag: "Companies",
    summary: "Change the company profile (admins); the revenue years sent replace those stored",
  }),
  route({
    method: "GET",
    path: "/api/companies/:companyId/onboarding",
    procedure: "companies.onboarding",
    tag: "Companies",
    summary: "The first-run checklist: each set-up step and whether stored data shows it done",
  }),
  route({
    method: "POST",
    path: "/api/companies/:companyId/onboarding/dismiss",
    procedure: "companies.dismissOnboarding",
    tag: "Companies",
    summary: "Hide the first-run checklist for the company",
  }),

  // Company data (website extraction)
  route({
    method: "POST",
    path: "/api/companies/scrape",
    procedure: "companyData.scrape",
    tag: "Company data",
    summary: "Extract ESG data from a company website",
    errors: [429],
  }),
  route({
    method: "POST",
    path: "/api/companies/scrape-with-verification",
    procedure: "companyData.scrapeWithVerification",
    tag: "Company data",
    summary: "Extract ESG data from a website and cross-check it with the analyst",
    errors: [429],
  }),
  route({
    method: "POST",
    path: "/api/companies/scrape-amaroq",
    procedure: "companyData.scrapeAmaroq",
    tag: "Company data",
    summary: "Extract the bundled Amaroq snapshot (demo card)",
  }),
  route({
    method: "POST",
    path: "/api/companies/scrape-polyus",
    procedure: "companyData.scrapePolyus",
    tag: "Company data",
    summary: "Extract the bundled Polyus snapshot (demo card)",
  }),

  // AI analyst
  route({
    method: "POST",
    path: "/api/ai/query",
    procedure: "ai.query",
    tag: "AI analyst",
    summary: "Ask the ESG analyst a question about your data",
    errors: [429],
  }),
  route({
    method: "GET",
    path: "/api/esg-ratings/:companyId/analysis",
    procedure: "ai.ratingsAnalysis",
    tag: "AI analyst",
    summary: "The analyst's reading of your ESG ratings",
    errors: [429],
  }),

  // Documents and assessment
  route({
    method: "GET",
    path: "/api/documents/:id/download",
    procedure: "documents.download",
    tag: "Documents",
    summary: "Download a report regenerated from current data",
    response: "file",
    fileTypes: [REPORT_MIME_TYPES.pdf, REPORT_MIME_TYPES.csv],
  }),
  route({
    method: "GET",
    path: "/api/reports",
    procedure: "reports.list",
    tag: "Documents",
    summary: "Every report by reporting year, with the id and year each downloads with",
  }),
  route({
    method: "GET",
    path: "/api/assessment/full",
    procedure: "assessment.full",
    tag: "Assessment",
    summary: "The full ESG assessment computed from live data",
    documentedOutput: fullAssessmentSchema,
  }),

  // Carbon
  route({
    method: "GET",
    path: "/api/carbon/analysis",
    procedure: "carbon.analysis",
    tag: "Carbon",
    summary: "Carbon footprint analysis for a reporting year",
    documentedOutput: carbonAnalysisSchema,
  }),
  route({
    method: "GET",
    path: "/api/carbon/coverage",
    procedure: "carbon.coverage",
    tag: "Carbon",
    summary: "Which months of a reporting year hold activity data, by source type and by site",
  }),
  route({
    method: "GET",
    path: "/api/carbon/sources/:companyId",
    procedure: "carbon.sources",
    tag: "Carbon",
    summary: "List the carbon data uploads",
  }),
  route({
    method: "GET",
    path: "/api/carbon/emissions/:companyId",
    procedure: "carbon.emissions",
    tag: "Carbon",
    summary: "Page through emission activities with a summary",
  }),
  route({
    method: "POST",
    path: "/api/carbon/ingest",
    procedure: "carbon.ingest",
    tag: "Carbon",
    summary: "Upload activity data and calculate its emissions",
    errors: [409],
  }),
  route({
    method: "GET",
    path: "/api/carbon/emissions/:companyId/export.csv",
    procedure: "carbon.exportEmissions",
    tag: "Carbon",
    summary: "Export the filtered emission activities as CSV",
    response: "file",
    fileTypes: [CSV],
  }),
  route({
    method: "GET",
    path: "/api/carbon/uploads/:id",
    procedure: "carbon.upload",
    tag: "Carbon",
    summary: "Follow a streamed upload: status, rows and bytes read, its result or its row issues",
    errors: [404],
  }),
  route({
    method: "POST",
    path: "/api/carbon/uploads/:id/cancel",
    procedure: "carbon.cancelUpload",
    tag: "Carbon",
    summary: "Cancel a streamed upload that is still queued or processing (nothing of it is kept)",
    errors: [404, 409],
  }),
  route({
    method: "POST",
    path: "/api/carbon/sources/:id/void",
    procedure: "carbon.voidSource",
    tag: "Carbon",
    summary: "Void an upload (its activities leave every total)",
    errors: [409],
  }),
  route({
    method: "GET",
    path: "/api/carbon/sources/:id/content",
    procedure: "carbon.sourceContent",
    tag: "Carbon",
    summary: "Download an upload as it was submitted",
    response: "file",
    fileTypes: [CSV, "application/json"],
  }),
  route({
    method: "GET",
    path: "/api/companies/:companyId/reporting-settings",
    procedure: "carbon.reportingSettings",
    tag: "Carbon",
    summary: "The carbon reporting settings",
  }),
  route({
    method: "PUT",
    path: "/api/companies/:companyId/reporting-settings",
    procedure: "carbon.updateReportingSettings",
    tag: "Carbon",
    summary: "Change the carbon reporting settings",
  }),
  route({
    method: "POST",
    path: "/api/carbon/years/:year/close",
    procedure: "carbon.closeYear",
    tag: "Carbon",
    summary: "Close a reporting year to changes",
    errors: [409],
  }),
  route({
    method: "POST",
    path: "/api/carbon/years/:year/reopen",
    procedure: "carbon.reopenYear",
    tag: "Carbon",
    summary: "Reopen a closed reporting year",
    errors: [409],
  }),
  route({
    method: "POST",
    path: "/api/carbon/recalculate",
    procedure: "carbon.recalculate",
    tag: "Carbon",
    summary: "Recalculate a year with the current emission factors",
    errors: [409],
  }),

  // Materiality
  route({
    method: "GET",
    path: "/api/materiality/:companyId",
    procedure: "materiality.list",
    tag: "Materiality",
    summary: "List the materiality topics",
  }),
  route({
    method: "POST",
    path: "/api/materiality",
    procedure: "materiality.create",
    tag: "Materiality",
    summary: "Add a materiality topic",
  }),
  route({
    method: "PUT",
    path: "/api/materiality/:id",
    procedure: "materiality.update",
    tag: "Materiality",
    summary: "Change a materiality topic",
  }),

  // Stakeholder engagement
  route({
    method: "GET",
    path: "/api/stakeholder-feedback/:companyId",
    procedure: "stakeholderEngagement.list",
    tag: "Stakeholder engagement",
    summary: "List stakeholder feedback",
  }),
  route({
    method: "PUT",
    path: "/api/stakeholder-feedback/:id/respond",
    procedure: "stakeholderEngagement.respond",
    tag: "Stakeholder engagement",
    summary: "Respond to feedback and move its status",
    errors: [409],
  }),
  route({
    method: "POST",
    path: "/api/stakeholder-feedback",
    procedure: "stakeholderEngagement.submit",
    tag: "Stakeholder engagement",
    summary: "Submit feedback to the organisation its companySlug names (the public form)",
    public: true,
    errors: [429],
  }),

  // Goal tracking
  route({
    method: "GET",
    path: "/api/esg-goals/:companyId",
    procedure: "goalTracking.list",
    tag: "Goal tracking",
    summary: "List ESG goals with their progress",
  }),
  route({
    method: "POST",
    path: "/api/esg-goals",
    procedure: "goalTracking.create",
    tag: "Goal tracking",
    summary: "Add an ESG goal",
  }),
  route({
    method: "POST",
    path: "/api/goal-progress",
    procedure: "goalTracking.recordProgress",
    tag: "Goal tracking",
    summary: "Record progress towards a goal",
    errors: [404, 409],
  }),
  route({
    method: "PUT",
    path: "/api/esg-goals/:id/status",
    procedure: "goalTracking.updateStatus",
    tag: "Goal tracking",
    summary: "Move a goal's status",
    errors: [409],
  }),

  // Regulatory compliance
  route({
    method: "GET",
    path: "/api/regulatory-requirements/:companyId",
    procedure: "regulatoryCompliance.list",
    tag: "Regulatory compliance",
    summary: "List regulatory requirements",
  }),
  route({
    method: "POST",
    path: "/api/regulatory-requirements",
    procedure: "regulatoryCompliance.create",
    tag: "Regulatory compliance",
    summary: "Add a regulatory requirement",
  }),
  route({
    method: "PUT",
    path: "/api/regulatory-requirements/:id/status",
    procedure: "regulatoryCompliance.updateStatus",
    tag: "Regulatory compliance",
    summary: "Move a requirement's status and completion",
    errors: [409],
  }),

  // Risk heatmaps
  route({
    method: "GET",
    path: "/api/risk-assessments/:companyId",
    procedure: "riskHeatmaps.list",
    tag: "Risk heatmaps",
    summary: "List risk assessments",
  }),
  route({
    method: "POST",
    path: "/api/risk-assessments",
    procedure: "riskHeatmaps.create",
    tag: "Risk heatmaps",
    summary: "Add a risk assessment",
  }),
  route({
    method: "PUT",
    path: "/api/risk-assessments/:id/status",
    procedure: "riskHeatmaps.updateStatus",
    tag: "Risk heatmaps",
    summary: "Move a risk's status",
    errors: [409],
  }),

  // ESG ratings
  route({
    method: "GET",
    path: "/api/esg-ratings/:companyId",
    procedure: "esgRatings.list",
    tag: "ESG ratings",
    summary: "List ESG ratings",
  }),
  route({
    method: "POST",
    path: "/api/esg-ratings",
    procedure: "esgRatings.create",
    tag: "ESG ratings",
    summary: "Record an ESG rating",
  }),

  // Peer benchmarking
  route({
    method: "GET",
    path: "/api/benchmark-data/:companyId",
    procedure: "peerBenchmarking.list",
    tag: "Peer benchmarking",
    summary: "List benchmark data points",
  }),
  route({
    method: "POST",
    path: "/api/benchmark-data",
    procedure: "peerBenchmarking.create",
    tag: "Peer benchmarking",
    summary: "Add a benchmark data point",
  }),

  // ESG training
  route({
    method: "GET",
    path: "/api/training-modules/:companyId",
    procedure: "esgTraining.listModules",
    tag: "ESG training",
    summary: "List training modules",
  }),
  route({
    method: "GET",
    path: "/api/training-progress/:companyId",
    procedure: "esgTraining.listProgress",
    tag: "ESG training",
    summary: "Your training progress",
  }),
  route({
    method: "POST",
    path: "/api/training-modules",
    procedure: "esgTraining.createModule",
    tag: "ESG training",
    summary: "Add a training module",
  }),
  route({
    method: "PUT",
    path: "/api/training-modules/:id",
    procedure: "esgTraining.updateModule",
    tag: "ESG training",
    summary: "Change a training module",
  }),
  route({
    method: "POST",
    path: "/api/training-progress",
    procedure: "esgTraining.start",
    tag: "ESG training",
    summary: "Start a training module",
    errors: [404, 409],
  }),
  route({
    method: "PUT",
    path: "/api/training-progress/:moduleId/complete",
    procedure: "esgTraining.complete",
    tag: "ESG training",
    summary: "Complete a training module",
    errors: [409],
  }),

  // Board reporting
  route({
    method: "GET",
    path: "/api/board-reports/:companyId",
    procedure: "boardReporting.list",
    tag: "Board reporting",
    summary: "List board reports",
  }),
  route({
    method: "GET",
    path: "/api/board-reports/:companyId/key-metrics",
    procedure: "boardReporting.keyMetrics",
    tag: "Board reporting",
    summary: "Key metrics for a board report",
  }),
  route({
    method: "POST",
    path: "/api/board-reports",
    procedure: "boardReporting.create",
    tag: "Board reporting",
    summary: "Draft a board report",
  }),
  route({
    method: "PUT",
    path: "/api/board-reports/:id/status",
    procedure: "boardReporting.updateStatus",
    tag: "Board reporting",
    summary: "Move a board report through approval",
    errors: [409],
  }),

  // Impact measurement
  route({
    method: "GET",
    path: "/api/impact-measurements/:companyId",
    procedure: "impactMeasurement.list",
    tag: "Impact measurement",
    summary: "List impact measurements",
  }),
  route({
    method: "POST",
    path: "/api/impact-measurements",
    procedure: "impactMeasurement.create",
    tag: "Impact measurement",
    summary: "Record an impact measurement",
  }),
];
