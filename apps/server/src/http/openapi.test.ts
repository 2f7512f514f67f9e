/**
 * "The API as a product": the OpenAPI document is valid OpenAPI 3.1, describes exactly the declared REST routes,
 * and every operation it documents is answered by the real app; the reference page is served from here.
 */
import { restRoutes } from "@esg/api";
import { documentedPaths } from "@esg/api/openapi";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseValidator } from "../test/response-validator";
import { cookieFrom, createTestApp, type TestResponse } from "../test/test-app";
import type { UploadJobs } from "../uploads/upload-jobs";
import { DOCS_PATH, DOCS_SCRIPT_PATH, OPENAPI_PATH } from "./api-docs";
import { exampleBodies, ingestBody, MODULE_RECORDS, type ModuleName } from "./openapi-examples";

type Operation = {
  operationId: string;
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
};

/** An upload queue that only queues: the uploads wait in the database, as after a stop. */
const queueOnly: UploadJobs = {
  start: () => {},
  idle: async () => {},
  close: async () => {},
  active: 0,
  waiting: 0,
  resume: async () => 0,
  sweep: async () => 0,
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp({
    // Streamed uploads stay queued (one is cancelled), and website extraction reads a fixed page.
    uploadJobs: queueOnly,
    webFetcher: {
      fetchHtml: async (url: string) => ({
        requestedUrl: url,
        finalUrl: url,
        html: "<html><head><title>Acme Ltd</title></head><body><p>Acme Ltd employs 250 people.</p></body></html>",
      }),
    },
  });
  cookie = await t.login();
  doc = await (await t.request(OPENAPI_PATH)).json();
});
afterAll(() => t.close());

const asOpenApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

describe("the OpenAPI document", () => {
  it("is public and valid OpenAPI 3.1", async () => {
    const res = await t.request(OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(doc.info).toMatchObject({ title: "Verdant ESG API", version: expect.any(String) });
  });

  it("has exactly the declared REST routes, and the streamed upload and evidence file", () => {
    const paths = documentedPaths(restRoutes);
    const rows = [
      ...restRoutes.map((r) => `${r.method} ${paths.get(r)}`),
      "POST /api/carbon/uploads",
      "POST /api/carbon/sources/{id}/evidence",
    ].sort();
    const documented = operations()
      .map((o) => `${o.method} ${o.path}`)
      .sort();
    expect(documented).toEqual(rows);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows).toEqual(
      expect.arrayContaining(["GET /api/tokens", "POST /api/tokens", "DELETE /api/tokens/{id}"]),
    );
    // OpenAPI 3.1: templates that differ only in their parameters' names are one path; each has one name.
    const shapes = Object.keys(doc.paths).map((path) => path.replace(/\{\w+\}/g, "{}"));
    expect(new Set(shapes).size).toBe(shapes.length);
    expect(doc.paths["/api/materiality/{id}"]).toHaveProperty("get");
    expect(doc.paths["/api/materiality/{id}"]).toHaveProperty("put");
  });

  it("declares the cookie session and bearer token schemes; public routes need neither", async () => {
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "esg_session",
    });
    expect(doc.components.securitySchemes.bearerToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.paths["/api/auth/login"]?.post?.security).toEqual([]);
    expect(doc.paths["/api/tokens"]?.post?.security).toEqual([{ sessionCookie: [] }]);
    const prod = await createTestApp({ isProduction: true });
    const prodDoc = await (await prod.request(OPENAPI_PATH)).json();
    expect(prodDoc.components.securitySchemes.sessionCookie.name).toBe("__Host-esg_session");
    await prod.close();
  });

  it("lists the error answers of each operation with the error body", () => {
    for (const { method, path, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      // The streamed upload answers 202 once its file has arrived; the work goes on in the background. An
      // evidence file is created whole: 201.
      const ok =
        path === "/api/carbon/uploads" && method === "POST"
          ? "202"
          : method === "POST" && path === "/api/carbon/sources/{id}/evidence"
            ? "201"
            : "200";
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining([ok, "400", "500"]));
    }
    expect(Object.keys(doc.paths["/api/carbon/uploads"]?.post?.responses ?? {})).toEqual([
      "202",
      "400",
      "401",
      "403",
      // A write with an Idempotency-Key: a duplicate still running (409), a key reused for another request (422).
      "409",
      "413",
      "415",
      "422",
      "429",
      "500",
    ]);
    const ingest = doc.paths["/api/carbon/ingest"]?.post?.responses ?? {};
    expect(Object.keys(ingest)).toEqual(["200", "400", "401", "403", "409", "413", "415", "422", "500"]);
    expect(ingest["409"]).toEqual({ $ref: "#/components/responses/Conflict" });
    expect(Object.keys(doc.paths["/api/ai/query"]?.post?.responses ?? {})).toContain("429");
  });
});

/** What the writes need: real ids, example bodies, and who sends a request that is not the admin's. */
type Setup = {
  ids: Record<string, string | string[]>;
  bodies: Record<string, unknown>;
  secondAdmin: string;
  rotatingToken: string;
};

/**
 * Real ids from the demo seed, or made through the API where the seed has none; an id keyed `METHOD path`
 * serves that operation only (a record to delete is a fresh one, so that the writes before it leave it
 * deletable, and a review needs a pending upload).
 */
async function setUp(): Promise<Setup> {
  const get = async (path: string) => {
    const res = await t.request(path, { cookie });
    expect(res.status, path).toBe(200);
    return res.json();
  };
  const send = async (method: string, path: string, json: unknown, as = cookie) => {
    const res = await t.request(path, { method, json, cookie: as });
    expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(200);
    return res.json();
  };
  const post = (path: string, json: unknown, as = cookie) => send("POST", path, json, as);
  const firstId = async (path: string) => String((await get(path))[0].id);

  const join = async (role: string, username: string) => {
    const { token } = await post("/api/companies/1/invitations", { role });
    const res = await t.request("/api/auth/accept-invitation", {
      method: "POST",
      json: { token, username, password: "correct horse battery staple", name: username },
    });
    expect(res.status).toBe(200);
    return { id: (await res.json()).id as number, cookie: cookieFrom(res) };
  };
  const member = await join("viewer", "openapi-viewer");
  const secondAdmin = await join("admin", "openapi-admin");
  const { id: pendingInvitation } = await post("/api/companies/1/invitations", { role: "viewer" });
  const { token: invitationToken } = await post("/api/companies/1/invitations", { role: "viewer" });
  const site = await post("/api/companies/1/sites", { name: "OpenAPI test site", country: "GB" });
  const token = await post("/api/tokens", { name: "OpenAPI test", scope: "read" });
  const rotating = await post("/api/tokens", { name: "OpenAPI rotating", scope: "read", tokensScope: true });
  // A public address literal: saving it resolves nothing, and no worker runs here to send to it.
  const webhook = await post("/api/webhooks", { url: "https://1.1.1.1/hooks", events: ["year.closed"] });
  const upload = await post("/api/carbon/ingest", ingestBody(10, "2024-06-30"));
  const voidable = await post("/api/carbon/ingest", ingestBody(11));
  // Two uploads waiting for review (four-eyes: the second admin approves one and rejects the other).
  const reportingSettings = await get("/api/companies/1/reporting-settings");
  await send("PUT", "/api/companies/1/reporting-settings", { ...reportingSettings, requireApproval: true });
  const toApprove = await post("/api/carbon/ingest", ingestBody(12));
  const toReject = await post("/api/carbon/ingest", ingestBody(13));
  await send("PUT", "/api/companies/1/reporting-settings", reportingSettings);
  // A streamed upload that stays queued (no job runs here), to cancel.
  const streamed = await t.request("/api/carbon/uploads?sourceType=energy_bill", {
    method: "POST",
    cookie,
    body: "activity,amount,unit,region,date\nelectricity,321,kWh,GB,2025-01-31\n",
    headers: { "content-type": "text/csv" },
  });
  expect(streamed.status).toBe(202);
  const queued = String((await streamed.json()).uploadId);

  const trainingModule = await firstId("/api/training-modules/1");
  const goal = await firstId("/api/esg-goals/1");
  const modules = Object.keys(MODULE_RECORDS) as ModuleName[];
  const records = {} as Record<ModuleName, string>;
  const fresh = {} as Record<ModuleName, string>;
  for (const module of modules) {
    records[module] = await firstId(`/api/${module}/1`);
    fresh[module] = String((await post(`/api/${module}`, MODULE_RECORDS[module])).id);
  }
  records["training-modules"] = trainingModule;
  // The seed's first risk is mitigated and its first module completed: state changes take new ones.
  const openRisk = String((await post("/api/risk-assessments", MODULE_RECORDS["risk-assessments"])).id);
  const newModule = String((await post("/api/training-modules", MODULE_RECORDS["training-modules"])).id);
  const supplier = await post("/api/suppliers", {
    name: "OpenAPI doomed",
    riskTier: "low",
    disclosureScore: 1,
  });
  const form = new FormData();
  form.set("file", new Blob(["month,kWh\n2024-06,10\n"], { type: "text/csv" }), "readings.csv");
  const attached = await t.request(`/api/carbon/sources/${upload.dataSourceId}/evidence`, {
    method: "POST",
    cookie,
    body: form,
  });
  expect(attached.status).toBe(201);
  const evidence = [String(upload.dataSourceId), String((await attached.json()).id)];
  const ids: Record<string, string | string[]> = {
    "/api/carbon/sources/{id}/evidence": String(upload.dataSourceId),
    "/api/carbon/sources/{id}/evidence/{evidenceId}": evidence,
    "/api/carbon/sources/{id}/approve": String(toApprove.dataSourceId),
    "/api/carbon/sources/{id}/reject": String(toReject.dataSourceId),
    "/api/companies/{companyId}/invitations/{invitationId}": String(pendingInvitation),
    "/api/companies/{companyId}/members/{userId}": String(member.id),
    "/api/companies/{companyId}/sites/{id}": String(site.id),
    "/api/tokens/{id}": String(token.id),
    "/api/webhooks/{id}": String(webhook.id),
    "/api/webhooks/{id}/deliveries": String(webhook.id),
    "/api/documents/{id}/download": String((await get("/api/dashboard")).documents[0].id),
    "/api/reports/{type}/ixbrl": "vsme-b3",
    "/api/carbon/sources/{id}/void": String(voidable.dataSourceId),
    "/api/carbon/uploads/{id}": String(upload.dataSourceId),
    "/api/carbon/uploads/{id}/cancel": queued,
    "/api/carbon/sources/{id}/content": String(upload.dataSourceId),
    "/api/carbon/years/{year}/close": "2024",
    "/api/carbon/years/{year}/reopen": "2024",
    "/api/stakeholder-feedback/{id}/respond": records["stakeholder-feedback"],
    "/api/esg-goals/{id}/status": records["esg-goals"],
    "/api/regulatory-requirements/{id}/status": records["regulatory-requirements"],
    "/api/risk-assessments/{id}/status": openRisk,
    "/api/training-progress/{moduleId}/complete": newModule,
    "/api/board-reports/{id}/status": records["board-reports"],
    "/api/suppliers/{id}": await firstId("/api/suppliers"),
    "DELETE /api/suppliers/{id}": String(supplier.id),
    // Each module record by id (GET under the company, PUT by its own id); DELETE takes a fresh one.
    ...Object.fromEntries(
      modules.flatMap((module) => [
        [`/api/${module}/{id}`, records[module]],
        [`/api/companies/{companyId}/${module}/{id}`, records[module]],
        [`DELETE /api/${module}/{id}`, fresh[module]],
      ]),
    ),
  };
  const profile = await get("/api/companies/1/profile");
  const bodies = exampleBodies({
    invitationToken,
    profile,
    reportingSettings,
    goalId: Number(goal),
    trainingModuleId: Number(newModule),
  });
  return { ids, bodies, secondAdmin: secondAdmin.cookie, rotatingToken: rotating.token };
}

/** Reads first, then writes, then deletes; then Reset Demo, which restores the seed, and signing out. */
function callOrder(o: { method: string; path: string }): number {
  if (o.path === "/api/demo/reset") return 3;
  if (o.path === "/api/auth/logout") return 4;
  return { GET: 0, POST: 1, PUT: 1, DELETE: 2 }[o.method] ?? 1;
}

/** The request of one operation: its example body (or file), and the caller where it is not the admin. */
function requestOf(
  setup: Setup,
  method: string,
  path: string,
  docPath: string,
): NonNullable<Parameters<typeof t.request>[1]> {
  const op = `${method} ${path}`;
  if (op === "POST /api/carbon/uploads") {
    return {
      method,
      cookie,
      body: "activity,amount,unit,region,date\nelectricity,654,kWh,GB,2025-03-31\n",
      headers: { "content-type": "text/csv" },
    };
  }
  if (op === "POST /api/carbon/sources/{id}/evidence") {
    const form = new FormData();
    form.set("file", new Blob(["%PDF-1.4 bill"], { type: "application/pdf" }), "bill.pdf");
    return { method, cookie, body: form };
  }
  if (op === "POST /api/tokens/rotate") {
    return { method, noOrigin: true, headers: { authorization: `Bearer ${setup.rotatingToken}` } };
  }
  const as = ["POST /api/carbon/sources/{id}/approve", "POST /api/carbon/sources/{id}/reject"].includes(op)
    ? setup.secondAdmin
    : ["POST /api/auth/login", "POST /api/auth/signup", "POST /api/auth/accept-invitation"].includes(op)
      ? ""
      : cookie;
  const takesBody = Boolean(doc.paths[docPath]?.[method.toLowerCase()]?.requestBody);
  if (!takesBody) return { method, cookie: as };
  if (!(op in setup.bodies)) throw new Error(`openapi-examples.ts has no example body for ${op}`);
  return { method, cookie: as, json: setup.bodies[op] };
}

/** The query an operation needs (its required parameters). */
const QUERIES: Record<string, string> = {
  "GET /api/carbon/coverage": "?year=2024",
  "POST /api/carbon/uploads": "?sourceType=energy_bill",
};

/**
 * Whether a write is sent twice with one Idempotency-Key: every signed-in write but signing out (its session
 * is gone after it, so the retry is 401 before any key is read); anonymous writes ignore keys.
 */
const replayable = (method: string, path: string) =>
  method !== "GET" &&
  !["/api/auth/login", "/api/auth/signup", "/api/auth/accept-invitation", "/api/auth/logout"].includes(path);

/** Whether the documented operation takes `?page=`. */
const takesPage = (docPath: string) =>
  ((doc.paths[docPath]?.get as { parameters?: { name: string }[] } | undefined)?.parameters ?? []).some(
    (p) => p.name === "page",
  );

describe("every documented operation", () => {
  it("answers 2xx to real ids and valid bodies, replays and pages as the document describes", async () => {
    const setup = await setUp();
    const answered: string[] = [];
    const conforms = responseValidator(doc);
    const problems: string[] = [];
    // The URL is built from each route's own parameter names (`{companyId}` is 1); the document's operation is
    // found at its documented path, where a shared template may name the parameter otherwise.
    const documented = documentedPaths(restRoutes);
    const fromDocument = new Set(restRoutes.map((r) => `${r.method} ${documented.get(r)}`));
    const ownOperations = [
      ...restRoutes.map((r) => ({
        method: r.method,
        path: asOpenApiPath(r.path),
        docPath: documented.get(r) ?? "",
      })),
      ...operations()
        .filter((o) => !fromDocument.has(`${o.method} ${o.path}`))
        .map((o) => ({ method: o.method, path: o.path, docPath: o.path })),
    ];
    const ordered = ownOperations.sort((a, b) => callOrder(a) - callOrder(b));
    for (const { method, path, docPath } of ordered) {
      const values = [setup.ids[`${method} ${path}`] ?? setup.ids[path] ?? []].flat();
      let next = 0;
      const url = path.replace("{companyId}", "1").replace(/\{\w+\}/g, () => {
        const id = values[next++];
        if (!id) throw new Error(`openapi.test.ts has no real id for ${path}: add one to setUp()`);
        return id;
      });
      const query = QUERIES[`${method} ${path}`] ?? "";
      // Every signed-in write carries a key, and is sent again with it: the replay is documented too.
      const key = replayable(method, path) ? { "idempotency-key": `openapi-${answered.length}` } : undefined;
      const send = () => {
        const init = requestOf(setup, method, path, docPath);
        return t.request(url + query, { ...init, headers: { ...init.headers, ...key } });
      };
      const check = async (res: TestResponse, label: string) => {
        expect(res.status, label).not.toBe(404);
        for (const problem of await conforms({ path: docPath, method }, res.clone())) {
          problems.push(`${label}: ${problem}`);
        }
        // Every operation is sent real ids and a valid body by a caller allowed to make it: it succeeds.
        if (res.status >= 300) problems.push(`${label}: ${await res.clone().text()}`);
      };
      const res: TestResponse = await send();
      const label = `${method} ${url}${query} → ${res.status}`;
      await check(res, label);
      if (key) {
        const replay = await send();
        expect(replay.headers.get("idempotent-replayed"), label).toBe("true");
        expect(replay.status, label).toBe(res.status);
        await check(replay, `${label} (replayed)`);
      }
      // A list that pages is also asked for one page: its paging headers are documented.
      if (method === "GET" && takesPage(docPath)) {
        const paged = `${url}${query ? `${query}&` : "?"}page=1&pageSize=2`;
        const page = await t.request(paged, { cookie });
        expect(page.headers.get("x-total-count"), paged).not.toBeNull();
        await check(page, `GET ${paged} → ${page.status}`);
      }
      answered.push(label);
    }
    expect(problems).toEqual([]);
    expect(answered).toHaveLength(restRoutes.length + 2);
  }, 180_000);
});

describe("the API reference page", () => {
  it("is public HTML under a CSP that allows only its own script and a nonce", async () => {
    const res = await t.request(DOCS_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'self' 'nonce-([^']+)';/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(html).toContain(`<script src="${DOCS_SCRIPT_PATH}" nonce="${nonce}">`);
    expect(html).toContain(`nonce="${nonce}">`);
    expect(html).toContain(OPENAPI_PATH);
    // Try-it starts with the bearer token scheme, and the page links back to the app.
    expect(html).toMatch(
      /preferredSecurityScheme&quot;:\s*&quot;bearerToken|"preferredSecurityScheme":\s*"bearerToken"/,
    );
    expect(html).toContain('<a id="back-to-app" href="/">');
    // Nothing from a CDN: every URL the page names is this server's.
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/cdn\.jsdelivr|unpkg|fonts\.(googleapis|scalar)/);
    // A fresh nonce per page, and the rest of the app keeps its policy without one.
    const again = (await t.request(DOCS_PATH)).headers.get("content-security-policy");
    expect(again).not.toBe(csp);
    const health = (await t.request("/api/health")).headers.get("content-security-policy");
    expect(health).toContain("script-src 'self';");
  });

  it("serves Scalar's script itself, gzipped when the browser accepts it", async () => {
    const plain = await t.request(DOCS_SCRIPT_PATH);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toContain("text/javascript");
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(100_000);
    expect(text).toContain("createApiReference");
    const gzipped = await t.request(DOCS_SCRIPT_PATH, { headers: { "accept-encoding": "gzip, br" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
  });
});
