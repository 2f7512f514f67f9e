import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

type Risk = {
  id: number;
  companyId: number;
  riskCategory: string;
  riskType: string;
  probability: number;
  impact: number;
  riskLevel: string;
  status: string;
  geography: string | null;
  businessUnit: string | null;
};

const valid = {
  riskCategory: "Operational",
  riskType: "Heatwave shutdowns",
  description: "Machine shop temperatures above 35°C stop precision work.",
  geography: "United Kingdom",
  businessUnit: "Precision Machining",
  probability: 3,
  impact: 3,
  mitigationStrategy: "Evaporative cooling and shifted summer hours.",
  owner: "Operations Director",
  riskLevel: "Medium",
};

const riskCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("risk_assessments")
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function list(): Promise<Risk[]> {
  return (await t.request("/api/risk-assessments/1", { cookie })).json();
}

async function create(body: Record<string, unknown> = valid): Promise<Risk> {
  const res = await t.request("/api/risk-assessments", { method: "POST", cookie, json: body });
  expect(res.status).toBe(200);
  return res.json();
}

function putStatus(id: number | string, body: Record<string, unknown>) {
  return t.request(`/api/risk-assessments/${id}/status`, { method: "PUT", cookie, json: body });
}

async function otherCompanyRisk() {
  const other = await t.db
    .insertInto("companies")
    .values({ name: "Other Co", industry: "Energy", created_at: "2026-01-01" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto("risk_assessments")
    .values({
      company_id: other.id,
      risk_category: "Social",
      risk_type: "Their risk",
      description: "Not yours",
      geography: null,
      business_unit: null,
      probability: 2,
      impact: 2,
      risk_level: "Low",
      mitigation_strategy: null,
      owner: null,
      status: "active",
      created_at: "2026-01-01",
      updated_at: "2026-01-01",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("GET /api/risk-assessments/{companyId}", () => {
  it("lists the seeded risks: every category and level, both statuses, levels as computed", async () => {
    const res = await t.request("/api/risk-assessments/1", { cookie });
    expect(res.status).toBe(200);
    const risks: Risk[] = await res.json();
    expect(risks.length).toBeGreaterThanOrEqual(10);
    expect(risks.every((r) => r.companyId === 1)).toBe(true);
    expect(new Set(risks.map((r) => r.riskCategory))).toEqual(
      new Set(["Climate", "Social", "Governance", "Operational"]),
    );
    expect(new Set(risks.map((r) => r.riskLevel))).toEqual(new Set(["Low", "Medium", "High", "Critical"]));
    expect(new Set(risks.map((r) => r.status))).toEqual(new Set(["active", "mitigated"]));
    const critical = risks.find((r) => r.riskType === "Customer decarbonisation requirements");
    expect(critical).toMatchObject({
      probability: 5,
      impact: 4,
      riskLevel: "Critical",
      geography: "Germany",
    });
    // Newest first.
    expect(risks.map((r) => r.id)).toEqual([...risks.map((r) => r.id)].sort((a, b) => b - a));
  });

  it("needs a session and the user's own company id; never lists another company's rows", async () => {
    expect((await t.request("/api/risk-assessments/1")).status).toBe(401);
    expect((await t.request("/api/risk-assessments/2", { cookie })).status).toBe(403);
    await otherCompanyRisk();
    expect((await list()).map((r) => r.riskType)).not.toContain("Their risk");
  });

  it("is the same body over REST and tRPC", async () => {
    const rest = await list();
    const rpc = await (await t.request("/trpc/riskHeatmaps.list", { cookie })).json();
    expect(rpc.result.data).toEqual(rest);
  });
});

describe("POST /api/risk-assessments", () => {
  it("creates an active risk for the session's company and lists it first", async () => {
    const created = await create({
      ...valid,
      riskType: "  Heatwave shutdowns ",
      companyId: 42,
      status: "mitigated",
    });
    const { riskLevel: _sent, ...fields } = valid;
    expect(created).toMatchObject({ ...fields, companyId: 1, status: "active", riskLevel: "Medium" });
    expect((await list())[0]).toEqual(created);
  });

  it.each([
    [5, 4, "Low", "Critical"],
    [4, 3, "Critical", "High"],
    [2, 3, "High", "Medium"],
    [1, 5, "Critical", "Low"],
    [5, 5, "Low", "Critical"],
  ])("%i x %i sent as %s is stored as %s", async (probability, impact, sent, stored) => {
    const created = await create({ ...valid, probability, impact, riskLevel: sent });
    expect(created.riskLevel).toBe(stored);
    const row = await t.db
      .selectFrom("risk_assessments")
      .select("risk_level")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.risk_level).toBe(stored);
  });

  it("defaults category Climate, probability 3 and impact 3; optional text becomes null", async () => {
    const created = await create({ riskType: "Drought", description: "Supplier water stress" });
    expect(created).toMatchObject({
      riskCategory: "Climate",
      probability: 3,
      impact: 3,
      riskLevel: "Medium",
      geography: null,
      businessUnit: null,
    });
    const blanks = await create({
      ...valid,
      geography: "",
      businessUnit: "  ",
      owner: "",
      mitigationStrategy: "",
    });
    expect(blanks).toMatchObject({ geography: null, businessUnit: null });
  });

  it.each([
    ["riskType", { riskType: "" }],
    ["riskType", { riskType: undefined }],
    ["description", { description: "   " }],
    ["riskCategory", { riskCategory: "Financial" }],
    ["probability", { probability: 0 }],
    ["probability", { probability: 6 }],
    ["impact", { impact: 2.5 }],
    ["impact", { impact: "4" }],
    ["riskLevel", { riskLevel: "Extreme" }],
    ["geography", { geography: "x".repeat(121) }],
    ["owner", { owner: 12 }],
  ])("refuses a bad %s with 400 and writes nothing", async (path, patch) => {
    const before = await riskCount();
    const res = await t.request("/api/risk-assessments", {
      method: "POST",
      cookie,
      json: { ...valid, ...patch },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.issues.map((i: { path: string[] }) => i.path.join("."))).toEqual([path]);
    expect(await riskCount()).toBe(before);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/risk-assessments", { method: "POST", json: valid })).status).toBe(401);
  });

  it("is the same output over tRPC", async () => {
    const res = await t.request("/trpc/riskHeatmaps.create", { method: "POST", cookie, json: valid });
    expect(res.status).toBe(200);
    const created = (await res.json()).result.data;
    expect((await list()).find((r) => r.id === created.id)).toEqual(created);
  });
});

describe("PUT /api/risk-assessments/{id}/status", () => {
  it("marks an active risk as mitigated", async () => {
    const { id } = await create();
    const res = await putStatus(id, { status: "mitigated" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: "mitigated", riskLevel: "Medium" });
    expect((await list()).find((r) => r.id === id)?.status).toBe("mitigated");
  });

  it("refuses any other change with 409 and changes nothing", async () => {
    const active = await create();
    const mitigated = await create();
    expect((await putStatus(mitigated.id, { status: "mitigated" })).status).toBe(200);
    const before = await list();
    for (const [id, status] of [
      [active.id, "active"],
      [mitigated.id, "active"],
      [mitigated.id, "mitigated"],
    ] as const) {
      const res = await putStatus(id, { status });
      expect(res.status, `${id} → ${status}`).toBe(409);
      expect((await res.json()).code).toBe("CONFLICT");
    }
    expect(await list()).toEqual(before);
  });

  it("refuses bad input with 400 and field paths", async () => {
    const { id } = await create();
    const bad = await putStatus(id, { status: "closed" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toEqual(["status"]);
    const missing = await putStatus(id, {});
    expect(missing.status).toBe(400);
    const badId = await putStatus("abc", { status: "mitigated" });
    expect(badId.status).toBe(400);
    expect((await badId.json()).issues[0].path).toEqual(["id"]);
    expect((await list()).find((r) => r.id === id)?.status).toBe("active");
  });

  it("answers 404 for an unknown id and for another company's risk, leaving it alone", async () => {
    expect((await putStatus(99999, { status: "mitigated" })).status).toBe(404);
    const theirs = await otherCompanyRisk();
    expect((await putStatus(theirs, { status: "mitigated" })).status).toBe(404);
    const row = await t.db
      .selectFrom("risk_assessments")
      .select("status")
      .where("id", "=", theirs)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("active");
  });

  it("is the same output over tRPC", async () => {
    const { id } = await create();
    const res = await t.request("/trpc/riskHeatmaps.updateStatus", {
      method: "POST",
      cookie,
      json: { id, status: "mitigated" },
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()).result.data;
    expect((await list()).find((r) => r.id === id)).toEqual(updated);
  });
});

describe("Reset Demo", () => {
  it("restores the seeded risks", async () => {
    const seeded = await list();
    await create();
    const firstActive = seeded.find((r) => r.status === "active");
    await putStatus(firstActive?.id ?? 0, { status: "mitigated" });
    expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
    const strip = (xs: Risk[]) => xs.map((r) => [r.riskType, r.riskLevel, r.status]);
    expect(strip(await list())).toEqual(strip(seeded));
  });
});
