import { appRouter, type RestRoute, restRoutes } from "@esg/api";
import { ROLES, type Role } from "@esg/domain";
import { type RawBuilder, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addMember } from "../test/member";
import { signUp } from "../test/sign-up";
import { createTestApp, type TestResponse } from "../test/test-app";

/**
 * Tenancy in every query: two companies and every REST route. Company 2's admin, given company 1's
 * ids and company 1's path, gets 403 (a path naming another company) or 404 (a row unknown to the caller's
 * company) and changes no row of company 1; a member of company 1 in each role is refused (403) exactly by
 * the routes whose procedure does not declare that role.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let demoAdmin: string;
beforeEach(async () => {
  t = await createTestApp();
  demoAdmin = await t.login();
  // An upload whose content is kept (the seed keeps none), so "source content" has a row of company 1.
  const upload = await t.request("/api/carbon/ingest", {
    method: "POST",
    cookie: demoAdmin,
    json: BODIES["carbon.ingest"],
  });
  expect(upload.status).toBe(200);
});
afterEach(() => t.close());

type Db = (typeof t)["db"];
const DEMO_COMPANY = 1;
/** A row id no company has. */
const UNKNOWN_ID = 999_999;

const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { meta?: { roles?: readonly Role[]; tokenScope?: "tokens" }; inputs: unknown[] } }
>;
const declaredRoles = (route: RestRoute) => procedures[route.procedure]?._def.meta?.roles ?? [];
/** A route only an API token with the `tokens` scope may call (a token rotating itself): no cookie session. */
const tokenScoped = (route: RestRoute) => procedures[route.procedure]?._def.meta?.tokenScope === "tokens";
const routeName = (route: RestRoute) => `${route.method} ${route.path}`;

const moduleBody = {
  title: "Hijacked module",
  description: "Written by another company.",
  category: "Governance",
  difficulty: "Beginner",
  duration: 30,
  content: {},
  isRequired: false,
  completionCriteria: {},
  certificateTemplate: "standard",
};

/** Bodies that would succeed on the caller's own data, so a refusal is the tenancy rule and not validation. */
const BODIES: Record<string, unknown> = {
  "members.invite": { role: "viewer" },
  "members.updateRole": { role: "viewer" },
  "apiTokens.create": { name: "Hijacked token", scope: "read" },
  "sites.create": { name: "Hijacked site", country: "GB" },
  "sites.update": { name: "Hijacked site", country: "GB", ownershipShare: 10 },
  "suppliers.create": { name: "Hijacked supplier", riskTier: "low", disclosureScore: 10, responded: false },
  "suppliers.update": { name: "Hijacked supplier", riskTier: "low", disclosureScore: 10, responded: false },
  "companyData.scrape": { websiteUrl: "https://example.com/" },
  "companyData.scrapeWithVerification": { websiteUrl: "https://example.com/" },
  "ai.query": { question: "What were our emissions last year?" },
  "carbon.ingest": {
    fileName: "hijack.json",
    allowDuplicate: true,
    rawData: {
      activities: [{ activity: "electricity", amount: 100, unit: "kWh", region: "GB", date: "2024-06-30" }],
    },
  },
  "carbon.estimate": {
    rawData: {
      activities: [{ activity: "electricity", amount: 100, unit: "kWh", region: "GB", date: "2024-06-30" }],
    },
  },
  "carbon.voidSource": { reason: "Voided by another company" },
  "carbon.rejectSource": { reason: "Rejected by another company" },
  "carbon.updateReportingSettings": {
    fiscalYearStartMonth: 4,
    baseYear: 2023,
    category3Policy: "derive",
    consolidationApproach: "operational_control",
  },
  "carbon.closeYear": { reason: "Closed by another company" },
  "carbon.reopenYear": { reason: "Reopened by another company" },
  "carbon.recalculate": { year: 2024 },
  "materiality.create": {
    topic: "Hijacked topic",
    category: "Environmental",
    businessImpact: 5,
    stakeholderConcern: 5,
  },
  "materiality.update": {
    topic: "Hijacked topic",
    category: "Environmental",
    businessImpact: 5,
    stakeholderConcern: 5,
  },
  "stakeholderEngagement.respond": { status: "closed", response: "Closed by another company" },
  "goalTracking.create": {
    title: "Hijacked goal",
    description: "Written by another company.",
    category: "Environmental",
    targetType: "absolute",
    currentValue: 10,
    targetValue: 5,
    unit: "tCO2e",
    baselineYear: 2025,
    targetYear: 2030,
    isScenceBased: false,
  },
  "goalTracking.recordProgress": { reportingPeriod: "2026-Q1", actualValue: 1, notes: "" },
  "goalTracking.updateStatus": { status: "achieved" },
  "regulatoryCompliance.create": {
    framework: "CSRD",
    requirement: "Hijacked requirement",
    description: "Written by another company.",
    dueDate: "2027-03-31",
    assignedTo: "Nobody",
    completionPercentage: 0,
  },
  "regulatoryCompliance.updateStatus": { status: "in_progress" },
  "riskHeatmaps.create": {
    riskCategory: "Operational",
    riskType: "Hijacked risk",
    description: "Written by another company.",
    geography: "United Kingdom",
    businessUnit: "All",
    probability: 3,
    impact: 3,
    mitigationStrategy: "",
    owner: "Nobody",
  },
  "riskHeatmaps.updateStatus": { status: "mitigated" },
  "esgRatings.create": {
    provider: "MSCI",
    overallScore: "AA",
    previousScore: "A",
    environmentalScore: 74,
    socialScore: 71,
    governanceScore: 66,
    ratingDate: "2026-05-12",
    trend: "improving",
    methodology: "MSCI ESG Ratings",
    peerRanking: 81,
    strengths: [],
    weaknesses: [],
  },
  "peerBenchmarking.create": {
    industry: "Technology",
    region: "Europe",
    metric: "carbon_intensity_reduction",
    value: 70,
    unit: "% vs 2019",
    year: 2026,
    industryAverage: 60,
    topQuartile: 80,
    dataSource: "CDP",
  },
  "esgTraining.createModule": moduleBody,
  "esgTraining.updateModule": moduleBody,
  "esgTraining.complete": { score: 85, status: "completed" },
  "boardReporting.create": {
    title: "Hijacked report",
    reportType: "quarterly",
    reportingPeriod: "Q3 2026",
    template: "executive_summary",
    content: {},
    keyMetrics: {},
    recommendations: {},
  },
  "boardReporting.updateStatus": { status: "review" },
  "impactMeasurement.create": {
    category: "Social",
    metric: "Hijacked metric",
    description: "Written by another company.",
    value: 1,
    unit: "people",
    baseline: 0,
    target: 2,
    targetDate: "2027-06-30",
    methodology: "",
    verificationStatus: "self_reported",
    dataSource: "",
    beneficiaries: 1,
    geographicScope: "UK",
    reportingPeriod: "FY2025",
  },
};

type IdRoute = {
  /** Where the row's id goes: the path's one id parameter, or this field of the body. */
  field?: string;
  /**
   * A row of `companyId` on which the call would succeed were it that company's own; `path` gives the other
   * ids of a nested path (a source's evidence file), each named in `pathIds`.
   */
  row: (db: Db, companyId: number) => Promise<{ id: number; path?: Record<string, number> } | undefined>;
  pathIds?: readonly string[];
};

/** A data source of the company that has been processed. */
const processedSource = (db: Db, c: number) =>
  db
    .selectFrom("carbon_data_sources")
    .select("id")
    .where("company_id", "=", c)
    .where("processing_status", "=", "processed")
    .executeTakeFirst();

/** An evidence file of the company (the seed has none: one is added to a processed source, as the API would). */
async function evidenceFile(db: Db, c: number) {
  const source = await processedSource(db, c);
  if (!source) return undefined;
  const existing = await db
    .selectFrom("carbon_evidence_files")
    .select("id")
    .where("company_id", "=", c)
    .where("data_source_id", "=", source.id)
    .executeTakeFirst();
  const evidence =
    existing ??
    (await db
      .insertInto("carbon_evidence_files")
      .values({
        company_id: c,
        data_source_id: source.id,
        file_name: "bill.pdf",
        content_type: "application/pdf",
        size: 0,
        sha256: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        status: "stored",
        uploaded_at: "2026-01-01T00:00:00.000Z",
        uploaded_by: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow());
  return { id: source.id, path: { evidenceId: evidence.id } };
}

async function webhookEndpoint(db: Db, c: number) {
  const existing = await db
    .selectFrom("webhook_endpoints")
    .select("id")
    .where("company_id", "=", c)
    .executeTakeFirst();
  return (
    existing ??
    db
      .insertInto("webhook_endpoints")
      .values({
        company_id: c,
        url: "https://1.1.1.1/hooks",
        events: '["upload.processed"]',
        secret: `whsec_tenancy-test-${c}`,
        created_by: null,
        created_at: "2026-01-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirst()
  );
}

/** Every route that addresses a company-owned row by id (in its path or its body). */
const ID_ROUTES: Record<string, IdRoute> = {
  "apiTokens.revoke": {
    // The seed has no token: the demo admin's, made here (before any snapshot is taken).
    row: async (db, c) => {
      const existing = await db
        .selectFrom("api_tokens")
        .select("id")
        .where("company_id", "=", c)
        .executeTakeFirst();
      if (existing) return existing;
      const owner = await db
        .selectFrom("users")
        .select("id")
        .where("company_id", "=", c)
        .executeTakeFirstOrThrow();
      return db
        .insertInto("api_tokens")
        .values({
          company_id: c,
          user_id: owner.id,
          name: "Company token",
          scope: "read",
          token_hash: `tenancy-test-${c}`,
          created_at: "2026-01-01T00:00:00.000Z",
          expires_at: "2099-01-01T00:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirst();
    },
  },
  // The seed has no webhook endpoint: one is made here for each company, as the API would.
  "webhooks.remove": { row: webhookEndpoint },
  "webhooks.deliveries": { row: webhookEndpoint },
  "documents.download": {
    row: (db, c) => db.selectFrom("documents").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "carbon.voidSource": {
    row: (db, c) =>
      db
        .selectFrom("carbon_data_sources")
        .select("id")
        .where("company_id", "=", c)
        .where("processing_status", "=", "processed")
        .executeTakeFirst(),
  },
  "carbon.evidence": { row: processedSource },
  "carbon.evidenceFile": { row: evidenceFile, pathIds: ["evidenceId"] },
  "carbon.deleteEvidence": { row: evidenceFile, pathIds: ["evidenceId"] },
  "carbon.approveSource": { row: processedSource },
  "carbon.rejectSource": { row: processedSource },
  "carbon.upload": {
    row: (db, c) =>
      db.selectFrom("carbon_data_sources").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "carbon.cancelUpload": {
    row: (db, c) =>
      db.selectFrom("carbon_data_sources").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "carbon.sourceContent": {
    row: (db, c) =>
      db
        .selectFrom("carbon_data_sources")
        .select("id")
        .where("company_id", "=", c)
        .where("content", "is not", null)
        .executeTakeFirst(),
  },
  "materiality.update": {
    row: (db, c) =>
      db.selectFrom("materiality_topics").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "stakeholderEngagement.respond": {
    row: (db, c) =>
      db
        .selectFrom("stakeholder_feedback")
        .select("id")
        .where("company_id", "=", c)
        .where("status", "=", "open")
        .executeTakeFirst(),
  },
  "goalTracking.recordProgress": {
    field: "goalId",
    row: (db, c) =>
      db
        .selectFrom("esg_goals")
        .select("id")
        .where("company_id", "=", c)
        .where("status", "=", "active")
        .executeTakeFirst(),
  },
  "goalTracking.updateStatus": {
    row: (db, c) =>
      db
        .selectFrom("esg_goals")
        .select("id")
        .where("company_id", "=", c)
        .where("status", "=", "active")
        .executeTakeFirst(),
  },
  "regulatoryCompliance.updateStatus": {
    row: (db, c) =>
      db
        .selectFrom("regulatory_requirements")
        .select("id")
        .where("company_id", "=", c)
        .where("status", "=", "pending")
        .executeTakeFirst(),
  },
  "riskHeatmaps.updateStatus": {
    row: (db, c) =>
      db
        .selectFrom("risk_assessments")
        .select("id")
        .where("company_id", "=", c)
        .where("status", "=", "active")
        .executeTakeFirst(),
  },
  "esgTraining.updateModule": {
    row: (db, c) =>
      db.selectFrom("training_modules").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "esgTraining.start": {
    field: "moduleId",
    row: (db, c) =>
      db.selectFrom("training_modules").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "esgTraining.complete": {
    row: (db, c) =>
      db.selectFrom("training_modules").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "suppliers.update": {
    row: (db, c) => db.selectFrom("suppliers").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "suppliers.remove": {
    row: (db, c) => db.selectFrom("suppliers").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "materiality.remove": {
    row: (db, c) =>
      db.selectFrom("materiality_topics").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "stakeholderEngagement.remove": {
    row: (db, c) =>
      db.selectFrom("stakeholder_feedback").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "goalTracking.remove": {
    row: (db, c) => db.selectFrom("esg_goals").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "regulatoryCompliance.remove": {
    row: (db, c) =>
      db.selectFrom("regulatory_requirements").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "riskHeatmaps.remove": {
    row: (db, c) =>
      db.selectFrom("risk_assessments").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "esgRatings.remove": {
    row: (db, c) => db.selectFrom("esg_ratings").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "peerBenchmarking.remove": {
    row: (db, c) =>
      db.selectFrom("benchmark_data").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "esgTraining.remove": {
    row: (db, c) =>
      db.selectFrom("training_modules").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "boardReporting.remove": {
    row: (db, c) =>
      db.selectFrom("board_reports").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "impactMeasurement.remove": {
    row: (db, c) =>
      db.selectFrom("impact_measurements").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "suppliers.get": {
    row: (db, c) => db.selectFrom("suppliers").select("id").where("company_id", "=", c).executeTakeFirst(),
  },
  "boardReporting.updateStatus": {
    row: (db, c) =>
      db
        .selectFrom("board_reports")
        .select("id")
        .where("company_id", "=", c)
        .where("status", "=", "draft")
        .executeTakeFirst(),
  },
};

/** Routes that name no company and no company-owned row: they act on the caller's own company only. */
const NO_ID_ROUTES = new Set([
  "auth.login",
  "auth.user",
  "auth.logout",
  "auth.config",
  "auth.signup",
  "auth.acceptInvitation",
  // The caller's own password.
  "auth.changePassword",
  // A member's own API tokens (an admin's list spans the company).
  "apiTokens.list",
  "apiTokens.create",
  // The caller's own company's webhook endpoints.
  "webhooks.list",
  "webhooks.create",
  // The calling token itself.
  "apiTokens.rotate",
  "dashboard.get",
  "reports.list",
  // A report type of the caller's own company (a name, not a row).
  "reports.ixbrl",
  "demo.reset",
  "companyData.scrape",
  "companyData.scrapeWithVerification",
  "companyData.scrapeAmaroq",
  "companyData.scrapePolyus",
  "ai.query",
  "assessment.full",
  "carbon.analysis",
  // The caller's own company's months of a reporting year (a period, not a row).
  "carbon.coverage",
  // The caller's own company's energy mix and scope 3 screening of a reporting year (a period, not a row).
  "carbon.energy",
  "carbon.scope3Screening",
  "carbon.updateScope3Screening",
  // The caller's own company's Monte Carlo ranges of a reporting year (a period, not a row).
  "carbon.uncertainty",
  "carbon.ingest",
  // The engine's catalogue, and a calculation of the caller's body under its own company's settings.
  "carbon.activityTypes",
  "carbon.estimate",
  // The caller's own company's uploads.
  "carbon.uploads",
  // The year is a reporting period of the caller's own company, not a row id.
  "carbon.closeYear",
  "carbon.reopenYear",
  "carbon.recalculate",
  "materiality.create",
  // Public submissions are filed for the company the spec names (company 1), whoever sends them.
  "stakeholderEngagement.submit",
  "goalTracking.create",
  "regulatoryCompliance.create",
  "riskHeatmaps.create",
  "esgRatings.create",
  "peerBenchmarking.create",
  "esgTraining.createModule",
  "boardReporting.create",
  "impactMeasurement.create",
  "suppliers.list",
  "suppliers.create",
]);

/** Company-path routes that also take a row id: called on company 2's own path with company 1's ids. */
const OWN_PATH_IDS: Record<string, string> = {
  "members.updateRole": "userId",
  "members.remove": "userId",
  "members.auditLog": "userId",
  "members.revokeInvitation": "invitationId",
  "sites.update": "id",
  "sites.remove": "id",
  "materiality.get": "id",
  "stakeholderEngagement.get": "id",
  "goalTracking.get": "id",
  "regulatoryCompliance.get": "id",
  "riskHeatmaps.get": "id",
  "esgRatings.get": "id",
  "peerBenchmarking.get": "id",
  "esgTraining.get": "id",
  "boardReporting.get": "id",
  "impactMeasurement.get": "id",
  "carbon.emissions": "sourceId",
  "carbon.exportEmissions": "sourceId",
};

type SchemaLike = { shape?: Record<string, unknown>; def?: { innerType?: SchemaLike; in?: SchemaLike } };
/** The field names of a procedure's input, through optional and pipe wrappers. */
function inputFields(procedure: string): string[] {
  return (procedures[procedure]?._def.inputs ?? []).flatMap((schema) => {
    let s: SchemaLike | undefined = schema as SchemaLike;
    while (s && !s.shape) s = s.def?.innerType ?? s.def?.in;
    return s?.shape ? Object.keys(s.shape) : [];
  });
}

const hasCompanyPath = (route: RestRoute) => route.path.includes(":companyId");
/** The path's parameters other than the company: at most one id (or the year). */
const idParam = (route: RestRoute) => route.path.match(/:(?!companyId\b)(\w+)/)?.[1];

function pathOf(route: RestRoute, params: Record<string, string | number>) {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${routeName(route)}: no value for :${name}`);
    return String(value);
  });
}

function call(
  route: RestRoute,
  cookie: string,
  params: Record<string, string | number>,
  body: unknown = BODIES[route.procedure] ?? {},
  query = "",
): Promise<TestResponse> {
  const read = route.method === "GET" || route.method === "DELETE";
  return t.request(pathOf(route, params) + query, {
    method: route.method,
    cookie,
    ...(read ? {} : { json: body }),
  });
}

/** Reset Demo (which gives every row a new id) and then signing out (which ends the session) come last. */
function lastTheDisruptive(routes: readonly RestRoute[]) {
  const rank = (r: RestRoute) => ["demo.reset", "auth.logout"].indexOf(r.procedure);
  return [...routes].sort((a, b) => rank(a) - rank(b));
}

/** A row of company 1 for each id route, found in the tables (the seed has one of each, and an upload). */
async function companyOneRows(): Promise<Record<string, { id: number; path?: Record<string, number> }>> {
  const rows: Record<string, { id: number; path?: Record<string, number> }> = {};
  for (const [procedure, idRoute] of Object.entries(ID_ROUTES)) {
    const row = await idRoute.row(t.db, DEMO_COMPANY);
    if (!row) throw new Error(`no row of company 1 for ${procedure}`);
    rows[procedure] = row;
  }
  return rows;
}

/** The params (path) and body of a call addressing `id` through an id route. */
function addressing(
  route: RestRoute,
  { id, path }: { id: number; path?: Record<string, number> },
  companyId: number,
) {
  const idRoute = ID_ROUTES[route.procedure] as IdRoute;
  const body = BODIES[route.procedure] ?? {};
  const param = idParam(route);
  if (idRoute.field) {
    return { params: { companyId }, body: { ...(body as object), [idRoute.field]: id } };
  }
  if (!param) throw new Error(`${routeName(route)} has no id in its path`);
  return { params: { companyId, ...path, [param]: id }, body };
}

/** Every row of every table that holds company 1's data, and company 1 itself, in a comparable form. */
async function companyOneSnapshot() {
  // Kysely's introspection reads sqlite_master or information_schema, so this runs on both engines.
  const tables = (await t.db.introspection.getTables())
    .filter((table) => table.columns.some((c) => c.name === "company_id"))
    .sort((a, b) => a.name.localeCompare(b.name));
  const snapshot: Record<string, string[]> = {};
  const rowsOf = async (query: RawBuilder<unknown>) =>
    (await query.execute(t.db)).rows.map((r) => JSON.stringify(r)).sort();
  for (const { name } of tables) {
    snapshot[name] = await rowsOf(sql`SELECT * FROM ${sql.table(name)} WHERE company_id = ${DEMO_COMPANY}`);
  }
  snapshot.companies = await rowsOf(sql`SELECT * FROM companies WHERE id = ${DEMO_COMPANY}`);
  snapshot.sessions = await rowsOf(
    sql`SELECT * FROM sessions WHERE user_id IN (SELECT id FROM users WHERE company_id = ${DEMO_COMPANY})`,
  );
  return snapshot;
}

const signup = (username: string) => signUp(t, username);

/** A member of company 1 with `role`, invited by the demo admin, signed in by accepting. */
const member = (role: Role) =>
  addMember(t, demoAdmin, DEMO_COMPANY, role, `${role}-member`, `${role} member`);

describe("the route table", () => {
  it("classifies every REST route: a company path, a row id, or neither", () => {
    const unclassified = restRoutes
      .filter((r) => !hasCompanyPath(r) && !(r.procedure in ID_ROUTES) && !NO_ID_ROUTES.has(r.procedure))
      .map(routeName);
    expect(unclassified).toEqual([]);
    // Ids in a path must be named in ID_ROUTES (the year is a period and a report type a name, not rows).
    const pathIds = restRoutes
      .filter((r) => !hasCompanyPath(r) && idParam(r) && idParam(r) !== "year" && idParam(r) !== "type")
      .filter((r) => !(r.procedure in ID_ROUTES))
      .map(routeName);
    expect(pathIds).toEqual([]);
    for (const procedure of [...Object.keys(ID_ROUTES), ...Object.keys(OWN_PATH_IDS)]) {
      expect(restRoutes.some((r) => r.procedure === procedure)).toBe(true);
    }
    // Every id a route takes (path, body or query: a field named *Id or id) is tried below.
    const untried = restRoutes.flatMap((r) =>
      inputFields(r.procedure)
        .filter((field) => /id$/i.test(field))
        .filter((field) => {
          const idRoute = ID_ROUTES[r.procedure];
          if (idRoute && (idRoute.field ?? idParam(r)) === field) return false;
          if (idRoute?.pathIds?.includes(field)) return false;
          return OWN_PATH_IDS[r.procedure] !== field;
        })
        .map((field) => `${routeName(r)}: ${field}`),
    );
    expect(untried).toEqual([]);
  });
});

// This test and the role tests below each call every REST route (more with every module): on a loaded machine
// over PostgreSQL that takes longer than vitest's default 5 s.
describe("company 2's admin with company 1's ids", () => {
  it("gets 403 or 404 on every route that names company 1 or one of its rows, and changes nothing of it", async () => {
    const rows = await companyOneRows();
    const [someUser] = await t.db
      .selectFrom("users")
      .select("id")
      .where("company_id", "=", DEMO_COMPANY)
      .execute();
    const userOfCompanyOne = someUser?.id as number;
    const { id: sourceOfCompanyOne } = await t.db
      .selectFrom("carbon_data_sources")
      .select("id")
      .where("company_id", "=", DEMO_COMPANY)
      .executeTakeFirstOrThrow();

    const { id: siteOfCompanyOne } = await t.db
      .insertInto("sites")
      .values({
        company_id: DEMO_COMPANY,
        name: "Sheffield plant",
        country: "GB",
        grid_subregion: null,
        legal_entity: null,
        ownership_share: 100,
        created_at: "2026-01-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const { id: invitationOfCompanyOne } = await t.db
      .insertInto("invitations")
      .values({
        company_id: DEMO_COMPANY,
        token_hash: "tenancy-invitation",
        role: "viewer",
        created_by: null,
        created_at: "2026-01-01T00:00:00.000Z",
        expires_at: "2099-01-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const rival = await signup("rival");
    expect(rival.companyId).not.toBe(DEMO_COMPANY);
    const before = await companyOneSnapshot();
    expect(Object.keys(before).length).toBeGreaterThan(25);
    expect(before.materiality_topics?.length).toBeGreaterThan(0);

    const outcomes: string[] = [];
    const expectStatus = async (name: string, res: Promise<TestResponse>, expected: number) => {
      const status = (await res).status;
      if (status !== expected) outcomes.push(`${name} → ${status}, expected ${expected}`);
    };

    for (const route of restRoutes) {
      if (hasCompanyPath(route)) {
        // The path names company 1: refused before anything is read.
        const params = {
          companyId: DEMO_COMPANY,
          userId: userOfCompanyOne,
          id: siteOfCompanyOne,
          invitationId: UNKNOWN_ID,
        };
        await expectStatus(`${routeName(route)} (company 1)`, call(route, rival.cookie, params), 403);
      } else if (route.procedure in ID_ROUTES) {
        // A row of company 1 addressed from company 2: unknown to company 2.
        const { params, body } = addressing(route, rows[route.procedure] as { id: number }, rival.companyId);
        await expectStatus(
          `${routeName(route)} (row of company 1)`,
          call(route, rival.cookie, params, body),
          404,
        );
      }
    }

    // Company 2's own paths with company 1's ids elsewhere: a member of company 1 is not a member of company 2,
    // and filters by company 1's rows find nothing.
    const own = { companyId: rival.companyId, userId: userOfCompanyOne };
    const route = (procedure: string) => restRoutes.find((r) => r.procedure === procedure) as RestRoute;
    await expectStatus("PUT member of company 1", call(route("members.updateRole"), rival.cookie, own), 404);
    await expectStatus("DELETE member of company 1", call(route("members.remove"), rival.cookie, own), 404);
    await expectStatus(
      "DELETE invitation of company 1",
      call(route("members.revokeInvitation"), rival.cookie, {
        companyId: rival.companyId,
        invitationId: invitationOfCompanyOne,
      }),
      404,
    );
    const ownSite = { companyId: rival.companyId, id: siteOfCompanyOne };
    await expectStatus("PUT site of company 1", call(route("sites.update"), rival.cookie, ownSite), 404);
    await expectStatus("DELETE site of company 1", call(route("sites.remove"), rival.cookie, ownSite), 404);
    const emissions = await call(
      route("carbon.emissions"),
      rival.cookie,
      own,
      undefined,
      `?sourceId=${sourceOfCompanyOne}`,
    );
    expect(emissions.status).toBe(200);
    expect(await emissions.json()).toMatchObject({ emissions: [], total: 0 });
    const csv = await call(
      route("carbon.exportEmissions"),
      rival.cookie,
      own,
      undefined,
      `?sourceId=${sourceOfCompanyOne}`,
    );
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split("\n")).toHaveLength(1);
    const log = await call(
      route("members.auditLog"),
      rival.cookie,
      own,
      undefined,
      `?userId=${userOfCompanyOne}`,
    );
    expect(await log.json()).toMatchObject({ entries: [], total: 0 });

    // What company 2 may do on its own (create, upload, reset its demo data, ...) lands in company 2 only.
    for (const r of lastTheDisruptive(restRoutes)) {
      // A token-scoped route refuses every cookie session (service-tokens.test.ts calls it with tokens).
      if (r.public || r.procedure === "auth.logout" || tokenScoped(r) || !NO_ID_ROUTES.has(r.procedure))
        continue;
      const res = await call(r, rival.cookie, { companyId: rival.companyId, year: 2024, type: "vsme-b3" });
      if (res.status === 403 || res.status === 401) outcomes.push(`${routeName(r)} (own) → ${res.status}`);
    }

    expect(outcomes).toEqual([]);
    expect(await companyOneSnapshot()).toEqual(before);
  }, 30_000);
});

describe.each(ROLES)("a member of company 1 with role %s", (role) => {
  it("is refused (403) by exactly the routes whose procedure does not declare the role", async () => {
    const cookie = await member(role);
    const rows = await companyOneRows();
    const mismatches: string[] = [];
    for (const route of lastTheDisruptive(restRoutes)) {
      const allowed = route.public === true || (declaredRoles(route).includes(role) && !tokenScoped(route));
      let params: Record<string, string | number> = {
        companyId: DEMO_COMPANY,
        userId: UNKNOWN_ID,
        id: UNKNOWN_ID,
        invitationId: UNKNOWN_ID,
        year: 2024,
        type: "vsme-b3",
      };
      let body = BODIES[route.procedure] ?? {};
      if (route.procedure in ID_ROUTES)
        ({ params, body } = addressing(route, rows[route.procedure] as { id: number }, DEMO_COMPANY));
      const { status } = await call(route, cookie, { year: 2024, ...params }, body);
      if (status === 401) mismatches.push(`${routeName(route)} → 401 (the session was lost)`);
      else if (allowed && status === 403)
        mismatches.push(`${routeName(route)} → 403, but ${role} is declared`);
      else if (!allowed && status !== 403)
        mismatches.push(`${routeName(route)} → ${status}, but ${role} is not declared`);
    }
    expect(mismatches).toEqual([]);
  }, 30_000);
});
