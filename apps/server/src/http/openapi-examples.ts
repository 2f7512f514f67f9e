/**
 * A valid request body for every write the OpenAPI document describes, so that the operations test reaches
 * each write's success answer and checks it against the document (a `{}` body only reaches its 400). Keyed by
 * `METHOD path` with the route's own parameter names. Bodies that need state (a token, the current settings)
 * are functions of what the test set up.
 */
import { DEMO_USER } from "@esg/db";

/** What the operations test made before the writes run (see realIds in openapi.test.ts). */
export type ExampleState = {
  invitationToken: string;
  profile: Record<string, unknown>;
  reportingSettings: Record<string, unknown>;
  goalId: number;
  trainingModuleId: number;
};

const PASSWORD = "correct horse battery staple";

/** The body of a new record of each module: also what the test creates to delete later. */
export const MODULE_RECORDS = {
  materiality: {
    topic: "Water stewardship",
    category: "Environmental",
    businessImpact: 3,
    stakeholderConcern: 4,
    description: "Water drawn at the two plants",
  },
  "stakeholder-feedback": {
    topic: "Packaging",
    stakeholderType: "customer",
    feedbackType: "question",
    priority: "medium",
    message: "Will the new packaging be recyclable?",
  },
  "esg-goals": {
    title: "Cut fleet diesel",
    description: "Halve the diesel the vans burn",
    category: "Environmental",
    targetType: "absolute",
    currentValue: 120,
    targetValue: 60,
    unit: "tCO2e",
    baselineYear: 2023,
    targetYear: 2030,
  },
  "regulatory-requirements": {
    framework: "GRI",
    requirement: "GRI 305-1",
    description: "Direct (Scope 1) GHG emissions",
    dueDate: "2026-03-31",
    completionPercentage: 10,
  },
  "risk-assessments": {
    riskCategory: "Climate",
    riskType: "Flooding",
    description: "River flooding at the Leeds site",
    probability: 2,
    impact: 4,
  },
  "esg-ratings": {
    provider: "CDP",
    overallScore: "B",
    environmentalScore: 70,
    ratingDate: "2025-01-15",
    trend: "improving",
  },
  "benchmark-data": {
    metric: "Energy intensity",
    value: 10,
    unit: "MWh per £m revenue",
    year: 2024,
    industryAverage: 12,
    topQuartile: 8,
    direction: "lower",
  },
  "training-modules": {
    title: "Scope 3 basics",
    description: "The fifteen categories and how to screen them",
    category: "Climate Risk",
    difficulty: "Beginner",
    duration: 30,
  },
  "board-reports": {
    title: "Q1 sustainability update",
    reportType: "quarterly",
    reportingPeriod: "Q1 2025",
    template: "executive_summary",
  },
  "impact-measurements": {
    category: "Social",
    metric: "Volunteering hours",
    description: "Hours staff gave to local charities",
    value: 420,
    unit: "hours",
  },
} as const;

export type ModuleName = keyof typeof MODULE_RECORDS;

const activity = (amount: number, date: string) => ({
  sourceType: "fuel_receipt",
  rawData: {
    activities: [{ activity: "diesel", amount, unit: "litres", region: "GB", date, description: "Van" }],
  },
});

/** An ingest body whose row no other ingest of the test repeats (the amount makes it another bill). */
export const ingestBody = (amount: number, date = "2025-02-28") => activity(amount, date);

export function exampleBodies(s: ExampleState): Record<string, unknown> {
  const site = { name: "OpenAPI second site", country: "DE", ownershipShare: 100, operationalControl: true };
  const supplier = { name: "OpenAPI supplier", riskTier: "low", disclosureScore: 60, country: "NL" };
  return {
    "POST /api/auth/login": { username: DEMO_USER.username, password: DEMO_USER.password },
    "POST /api/auth/signup": {
      companyName: "OpenAPI Ltd",
      industry: "Technology",
      username: "openapi-founder",
      password: PASSWORD,
      name: "Founder",
    },
    "POST /api/auth/accept-invitation": {
      token: s.invitationToken,
      username: "openapi-invitee",
      password: PASSWORD,
      name: "Invitee",
    },
    // The rotation later on runs with one of the user's tokens: keep them.
    "POST /api/auth/password": {
      currentPassword: DEMO_USER.password,
      newPassword: `${PASSWORD} two`,
      revokeTokens: false,
    },
    "POST /api/companies/{companyId}/invitations": { role: "editor" },
    "PUT /api/companies/{companyId}/members/{userId}": { role: "auditor" },
    "POST /api/companies/{companyId}/sites": site,
    "PUT /api/companies/{companyId}/sites/{id}": {
      ...site,
      name: "OpenAPI test site, renamed",
      country: "GB",
    },
    "POST /api/suppliers": supplier,
    "PUT /api/suppliers/{id}": { ...supplier, name: "OpenAPI supplier, renamed", riskTier: "medium" },
    "POST /api/tokens": { name: "OpenAPI write token", scope: "write", expiresInDays: 30 },
    "POST /api/webhooks": { url: "https://1.0.0.1/hooks", events: ["upload.processed", "year.reopened"] },
    "PUT /api/companies/{companyId}/settings": { dateLocale: "en-GB" },
    "PUT /api/companies/{companyId}/profile": s.profile,
    "POST /api/companies/scrape": { websiteUrl: "https://acme.example/" },
    "POST /api/companies/scrape-with-verification": { websiteUrl: "https://acme.example/" },
    "POST /api/ai/query": { question: "What were our Scope 1 emissions last year?" },
    "POST /api/carbon/ingest": ingestBody(41),
    "POST /api/carbon/estimate": ingestBody(43),
    "POST /api/carbon/sources/{id}/reject": { reason: "Wrong meter" },
    "PUT /api/carbon/scope3-screening": {
      year: 2024,
      categories: [
        { category: 1, status: "calculated", method: "Spend-based" },
        { category: 8, status: "not_relevant", justification: "No leased assets" },
      ],
    },
    "POST /api/carbon/sources/{id}/void": { reason: "Sent twice" },
    "PUT /api/companies/{companyId}/reporting-settings": s.reportingSettings,
    "POST /api/carbon/years/{year}/close": { reason: "Signed off by the board" },
    "POST /api/carbon/years/{year}/reopen": { reason: "A late fuel bill" },
    "POST /api/carbon/recalculate": { year: 2024 },
    "POST /api/materiality": MODULE_RECORDS.materiality,
    "PUT /api/materiality/{id}": { ...MODULE_RECORDS.materiality, topic: "Water use" },
    "POST /api/stakeholder-feedback": MODULE_RECORDS["stakeholder-feedback"],
    "PUT /api/stakeholder-feedback/{id}/respond": {
      status: "in_progress",
      response: "We are looking into it",
    },
    "POST /api/esg-goals": MODULE_RECORDS["esg-goals"],
    "POST /api/goal-progress": {
      goalId: s.goalId,
      reportingPeriod: "2025-Q1",
      actualValue: 100,
      notes: "Q1",
    },
    "PUT /api/esg-goals/{id}/status": { status: "achieved" },
    "POST /api/regulatory-requirements": MODULE_RECORDS["regulatory-requirements"],
    "PUT /api/regulatory-requirements/{id}/status": { status: "in_progress", completionPercentage: 40 },
    "POST /api/risk-assessments": MODULE_RECORDS["risk-assessments"],
    "PUT /api/risk-assessments/{id}/status": { status: "mitigated" },
    "POST /api/esg-ratings": MODULE_RECORDS["esg-ratings"],
    "POST /api/benchmark-data": MODULE_RECORDS["benchmark-data"],
    "POST /api/training-modules": MODULE_RECORDS["training-modules"],
    "PUT /api/training-modules/{id}": { ...MODULE_RECORDS["training-modules"], duration: 45 },
    "POST /api/training-progress": { moduleId: s.trainingModuleId },
    "PUT /api/training-progress/{moduleId}/complete": { score: 90 },
    "POST /api/board-reports": MODULE_RECORDS["board-reports"],
    "PUT /api/board-reports/{id}/status": { status: "review" },
    "POST /api/impact-measurements": MODULE_RECORDS["impact-measurements"],
  };
}
