/**
 * "The API as a product": the OpenAPI document is valid OpenAPI 3.1, describes exactly the declared REST routes,
 * and every operation it documents is answered by the real app; the reference page is served from here.
 */
import { restRoutes } from "@esg/api";
import { documentedPaths } from "@esg/api/openapi";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseValidator } from "../test/response-validator";
import { createTestApp, type TestResponse } from "../test/test-app";
import { DOCS_PATH, DOCS_SCRIPT_PATH, OPENAPI_PATH } from "./api-docs";

type Operation = { operationId: string; security?: unknown[]; responses: Record<string, unknown> };
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
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

/** Real ids from the demo seed, or made through the API where the seed has none. */
async function realIds(): Promise<Record<string, string | string[]>> {
  const get = async (path: string) => {
    const res = await t.request(path, { cookie });
    expect(res.status, path).toBe(200);
    return res.json();
  };
  const post = async (path: string, json: unknown, as = cookie) => {
    const res = await t.request(path, { method: "POST", json, cookie: as });
    expect(res.status, path).toBe(200);
    return res.json();
  };
  const firstId = async (path: string) => String((await get(path))[0].id);

  const { token: invitation } = await post("/api/companies/1/invitations", { role: "viewer" });
  const member = await post(
    "/api/auth/accept-invitation",
    {
      token: invitation,
      username: "openapi-viewer",
      password: "correct horse battery staple",
      name: "Viewer",
    },
    "",
  );
  const { id: pendingInvitation } = await post("/api/companies/1/invitations", { role: "viewer" });
  const site = await post("/api/companies/1/sites", { name: "OpenAPI test site", country: "GB" });
  const token = await post("/api/tokens", { name: "OpenAPI test", scope: "read" });
  // A public address literal: saving it resolves nothing, and no worker runs here to send to it.
  const webhook = await post("/api/webhooks", { url: "https://1.1.1.1/hooks", events: ["year.closed"] });
  const upload = await post("/api/carbon/ingest", {
    sourceType: "fuel_receipt",
    rawData: {
      activities: [
        {
          activity: "diesel",
          amount: 10,
          unit: "litres",
          region: "GB",
          date: "2024-06-30",
          description: "Van",
        },
      ],
    },
  });
  const trainingModule = await firstId("/api/training-modules/1");
  // The first seeded record of each module with a list under the company.
  const modules = [
    "materiality",
    "stakeholder-feedback",
    "esg-goals",
    "regulatory-requirements",
    "risk-assessments",
    "board-reports",
    "esg-ratings",
    "benchmark-data",
    "impact-measurements",
  ] as const;
  const records = { "training-modules": trainingModule } as Record<
    (typeof modules)[number] | "training-modules",
    string
  >;
  for (const module of modules) records[module] = await firstId(`/api/${module}/1`);
  const form = new FormData();
  form.set("file", new Blob(["month,kWh\n2024-06,10\n"], { type: "text/csv" }), "readings.csv");
  const attached = await t.request(`/api/carbon/sources/${upload.dataSourceId}/evidence`, {
    method: "POST",
    cookie,
    body: form,
  });
  expect(attached.status).toBe(201);
  const evidence = [String(upload.dataSourceId), String((await attached.json()).id)];
  return {
    "/api/carbon/sources/{id}/evidence": String(upload.dataSourceId),
    "/api/carbon/sources/{id}/evidence/{evidenceId}": evidence,
    "/api/carbon/sources/{id}/approve": String(upload.dataSourceId),
    "/api/carbon/sources/{id}/reject": String(upload.dataSourceId),
    "/api/companies/{companyId}/invitations/{invitationId}": String(pendingInvitation),
    "/api/companies/{companyId}/members/{userId}": String(member.id),
    "/api/companies/{companyId}/sites/{id}": String(site.id),
    "/api/tokens/{id}": String(token.id),
    "/api/webhooks/{id}": String(webhook.id),
    "/api/webhooks/{id}/deliveries": String(webhook.id),
    "/api/documents/{id}/download": String((await get("/api/dashboard")).documents[0].id),
    "/api/reports/{type}/ixbrl": "vsme-b3",
    "/api/carbon/sources/{id}/void": String(upload.dataSourceId),
    "/api/carbon/uploads/{id}": String(upload.dataSourceId),
    "/api/carbon/uploads/{id}/cancel": String(upload.dataSourceId),
    "/api/carbon/sources/{id}/content": String(upload.dataSourceId),
    "/api/carbon/years/{year}/close": "2024",
    "/api/carbon/years/{year}/reopen": "2024",
    "/api/stakeholder-feedback/{id}/respond": records["stakeholder-feedback"],
    "/api/esg-goals/{id}/status": records["esg-goals"],
    "/api/regulatory-requirements/{id}/status": records["regulatory-requirements"],
    "/api/risk-assessments/{id}/status": records["risk-assessments"],
    "/api/training-progress/{moduleId}/complete": trainingModule,
    "/api/board-reports/{id}/status": records["board-reports"],
    "/api/suppliers/{id}": await firstId("/api/suppliers"),
    // Each module record by id (GET under the company, PUT and DELETE by its own id).
    ...Object.fromEntries(
      Object.entries(records).flatMap(([module, id]) => [
        [`/api/${module}/{id}`, id],
        [`/api/companies/{companyId}/${module}/{id}`, id],
      ]),
    ),
  };
}

/** Reads first, then writes, then deletes; then Reset Demo, which restores the seed, and signing out. */
function callOrder(o: { method: string; path: string }): number {
  if (o.path === "/api/demo/reset") return 3;
  if (o.path === "/api/auth/logout") return 4;
  return { GET: 0, POST: 1, PUT: 1, DELETE: 2 }[o.method] ?? 1;
}

/** The `{name}`s of an OpenAPI path. */
const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

describe("every documented operation", () => {
  it("is answered by the app (never the router's 404) with real ids, as the document describes", async () => {
    const ids = await realIds();
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
      const values = [ids[path] ?? []].flat();
      let next = 0;
      const url = path.replace("{companyId}", "1").replace(/\{\w+\}/g, () => {
        const id = values[next++];
        if (!id) throw new Error(`openapi.test.ts has no real id for ${path}: add one to realIds()`);
        return id;
      });
      const res: TestResponse = await t.request(url, {
        method,
        cookie,
        ...(method === "POST" || method === "PUT" ? { json: {} } : {}),
      });
      const label = `${method} ${url} → ${res.status}`;
      expect(res.status, label).not.toBe(404);
      for (const problem of await conforms({ path: docPath, method }, res.clone())) {
        problems.push(`${label}: ${problem}`);
      }
      if (res.status >= 400) {
        const body = await res.json();
        expect(body, label).toMatchObject({ message: expect.any(String), code: expect.any(String) });
        // The body `{}` may be refused, never the ids in the path: they are real.
        const fields = (body.issues ?? []).map((i: { path: string[] }) => i.path[0]);
        for (const param of pathParams(path)) expect(fields, label).not.toContain(param);
      }
      answered.push(label);
    }
    expect(problems).toEqual([]);
    expect(answered).toHaveLength(restRoutes.length + 2);
  }, 120_000);
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
