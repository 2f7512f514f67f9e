import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

describe("GET /api/health", () => {
  it("is public", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/dashboard", () => {
  it("needs a session", async () => {
    expect((await t.request("/api/dashboard")).status).toBe(401);
  });

  it("returns company, documents, assessment and suppliers from the database", async () => {
    const res = await t.request("/api/dashboard", { cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.company).toEqual({
      id: 1,
      name: "Northwind Components Ltd",
      industry: "Manufacturing",
      dateLocale: "en-GB",
    });
    expect(body.documents.map((d: { type: string }) => d.type).sort()).toEqual([
      "CSRD",
      "GRI",
      "ISSB",
      "Supplier",
    ]);
    // Computed by the assessment engine (modules/assessment.test.ts checks it equals /api/assessment/full).
    for (const score of Object.values(body.assessment.esgScore)) {
      expect(Number.isInteger(score) && (score as number) > 0 && (score as number) <= 100).toBe(true);
    }
    expect(body.assessment.summaryText).toMatch(/^Northwind Components Ltd scores/);
    expect(body.suppliers.length).toBeGreaterThanOrEqual(8);
    expect(new Set(body.suppliers.map((s: { riskTier: string }) => s.riskTier))).toEqual(
      new Set(["high", "medium", "low"]),
    );

    await t.db.updateTable("suppliers").set({ responded: 1 }).execute();
    const after = await (await t.request("/api/dashboard", { cookie })).json();
    expect(after.suppliers.every((s: { responded: boolean }) => s.responded)).toBe(true);
  });

  it("lists at most 50 suppliers, the riskiest first, and says how many there are", async () => {
    await t.db.deleteFrom("suppliers").where("company_id", "=", 1).execute();
    const tiers = ["low", "Medium", "HIGH", "unrated"];
    await t.db
      .insertInto("suppliers")
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          company_id: 1,
          name: `Supplier ${String(i).padStart(3, "0")}`,
          risk_tier: tiers[i % 4] as string,
          disclosure_score: (i * 7) % 100,
          responded: i % 2,
          country: null,
          category: null,
        })),
      )
      .execute();
    const body = await (await t.request("/api/dashboard", { cookie })).json();
    expect(body.supplierCount).toBe(120);
    expect(body.suppliers).toHaveLength(50);
    const listed = body.suppliers as { riskTier: string; disclosureScore: number }[];
    // All 30 high-risk suppliers, weakest disclosure first, then the 20 weakest medium ones.
    expect(listed.slice(0, 30).every((s) => s.riskTier === "HIGH")).toBe(true);
    expect(listed.slice(30).every((s) => s.riskTier === "Medium")).toBe(true);
    const scores = listed.slice(0, 30).map((s) => s.disclosureScore);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it("is the same output over tRPC", async () => {
    const rest = await (await t.request("/api/dashboard", { cookie })).json();
    const rpc = await (await t.request("/trpc/dashboard.get", { cookie })).json();
    expect(rpc.result.data).toEqual(rest);
  });
});

describe("GET /api/documents/{id}/download", () => {
  it("sends a report generated from current data as an attachment", async () => {
    // The CSRD draft is listed first; modules/reports.test.ts reads its text and the other formats.
    const [first] = (await (await t.request("/api/dashboard", { cookie })).json()).documents;
    const res = await t.request(`/api/documents/${first.id}/download`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(
      'attachment; filename="CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf"',
    );
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).subarray(0, 5))).toBe("%PDF-");
  });

  it("answers 404 for an unknown id or another company's document, 400 for a bad id", async () => {
    expect((await t.request("/api/documents/999/download", { cookie })).status).toBe(404);
    const bad = await t.request("/api/documents/abc/download", { cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toEqual(["id"]);
    const other = await t.db
      .insertInto("companies")
      .values({ name: "Other", industry: "Energy", created_at: "2026-01-01" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const doc = await t.db
      .insertInto("documents")
      .values({ company_id: other.id, filename: "x.md", type: "GRI", created_at: "2026-01-01" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await t.request(`/api/documents/${doc.id}/download`, { cookie })).status).toBe(404);
  });
});

describe("company scoping in paths", () => {
  it("serves the user's company and refuses another with 403", async () => {
    const own = await t.request("/api/companies/1", { cookie });
    expect(own.status).toBe(200);
    expect((await own.json()).name).toBe("Northwind Components Ltd");
    const other = await t.request("/api/companies/2", { cookie });
    expect(other.status).toBe(403);
    expect((await other.json()).code).toBe("FORBIDDEN");
    expect((await t.request("/api/companies/1")).status).toBe(401);
  });
});

describe("POST /api/demo/reset", () => {
  it("restores the seed for the user's company and keeps the session", async () => {
    await t.db.deleteFrom("suppliers").execute();
    await t.db
      .insertInto("documents")
      .values({ company_id: 1, filename: "scratch.md", type: "GRI", created_at: "2030-01-01" })
      .execute();
    const res = await t.request("/api/demo/reset", { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const body = await (await t.request("/api/dashboard", { cookie })).json();
    expect(body.suppliers).toHaveLength(10);
    expect(body.documents.map((d: { filename: string }) => d.filename)).not.toContain("scratch.md");
  });

  it("needs a session", async () => {
    expect((await t.request("/api/demo/reset", { method: "POST" })).status).toBe(401);
  });
});

describe("POST /api/ai/query (until the AI issue lands)", () => {
  it("validates the question before anything else", async () => {
    const blank = await t.request("/api/ai/query", { method: "POST", json: { question: "   " }, cookie });
    expect(blank.status).toBe(400);
    expect((await blank.json()).issues[0].path).toEqual(["question"]);
    const long = await t.request("/api/ai/query", {
      method: "POST",
      json: { question: "x".repeat(2001) },
      cookie,
    });
    expect(long.status).toBe(400);
  });
});
