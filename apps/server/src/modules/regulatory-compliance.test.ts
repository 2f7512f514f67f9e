import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

type Requirement = {
  id: number;
  companyId: number;
  framework: string | null;
  requirement: string;
  status: string;
  completionPercentage: number;
  dueDate: string | null;
  updatedAt: string;
};

const valid = {
  framework: "CSRD",
  requirement: "Pollution disclosures (ESRS E2)",
  description: "Air emissions from the paint line and substances of concern.",
  dueDate: "2027-03-31",
  assignedTo: "Priya Shah",
  completionPercentage: 0,
};

const requirementCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("regulatory_requirements")
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function list(): Promise<Requirement[]> {
  return (await t.request("/api/regulatory-requirements/1", { cookie })).json();
}

async function create(body: Record<string, unknown> = valid): Promise<Requirement> {
  const res = await t.request("/api/regulatory-requirements", { method: "POST", cookie, json: body });
  expect(res.status).toBe(200);
  return res.json();
}

function putStatus(id: number, body: Record<string, unknown>) {
  return t.request(`/api/regulatory-requirements/${id}/status`, { method: "PUT", cookie, json: body });
}

async function otherCompanyRequirement() {
  const other = await t.db
    .insertInto("companies")
    .values({ name: "Other Co", industry: "Energy", created_at: "2026-01-01" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto("regulatory_requirements")
    .values({
      company_id: other.id,
      framework: "TCFD",
      requirement: "Their requirement",
      description: "Not yours",
      due_date: null,
      assigned_to: null,
      completion_percentage: 25,
      status: "in_progress",
      created_at: "2026-01-01",
      updated_at: "2026-01-01",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("GET /api/regulatory-requirements/{companyId}", () => {
  it("lists the seeded requirements of the company across frameworks and statuses", async () => {
    const res = await t.request("/api/regulatory-requirements/1", { cookie });
    expect(res.status).toBe(200);
    const items: Requirement[] = await res.json();
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((r) => r.companyId === 1)).toBe(true);
    expect(new Set(items.map((r) => r.status))).toEqual(new Set(["pending", "in_progress", "completed"]));
    expect(new Set(items.map((r) => r.framework))).toEqual(
      new Set(["CSRD", "TCFD", "SEC", "GRI", "SASB", null]),
    );
    expect(items.some((r) => r.dueDate === null)).toBe(true);
    expect(items[0]).toMatchObject({
      requirement: "Double materiality assessment (ESRS 1)",
      framework: "CSRD",
    });
  });

  it("needs a session and the user's own company id; never lists another company's rows", async () => {
    expect((await t.request("/api/regulatory-requirements/1")).status).toBe(401);
    expect((await t.request("/api/regulatory-requirements/2", { cookie })).status).toBe(403);
    await otherCompanyRequirement();
    expect((await list()).map((r) => r.requirement)).not.toContain("Their requirement");
  });

  it("is the same body over REST and tRPC", async () => {
    const rest = await list();
    const rpc = await (await t.request("/trpc/regulatoryCompliance.list", { cookie })).json();
    expect(rpc.result.data).toEqual(rest);
  });
});

describe("POST /api/regulatory-requirements", () => {
  it("creates a pending requirement for the session's company and lists it", async () => {
    const created = await create({
      ...valid,
      requirement: "  Pollution disclosures (ESRS E2)  ",
      companyId: 99,
    });
    expect(created).toMatchObject({
      ...valid,
      companyId: 1,
      status: "pending",
      completionPercentage: 0,
    });
    expect((await list()).find((r) => r.id === created.id)).toEqual(created);
  });

  it("takes the optional fields as null, and a date-time due date as its date", async () => {
    const minimal = await create({ requirement: "Board ESG training", description: "Annual session" });
    expect(minimal).toMatchObject({ framework: null, dueDate: null, assignedTo: null, status: "pending" });
    const blanks = await create({ ...valid, framework: "", dueDate: null, assignedTo: "" });
    expect(blanks).toMatchObject({ framework: null, dueDate: null, assignedTo: null });
    const dated = await create({ ...valid, dueDate: "2027-06-30T00:00:00.000Z" });
    expect(dated.dueDate).toBe("2027-06-30");
  });

  it("starts in progress when created with progress already made", async () => {
    const created = await create({ ...valid, completionPercentage: 50 });
    expect(created).toMatchObject({ status: "in_progress", completionPercentage: 50 });
  });

  it("ignores a client-sent status", async () => {
    const created = await create({ ...valid, status: "completed" });
    expect(created.status).toBe("pending");
  });

  it.each([
    ["requirement", { requirement: "" }],
    ["requirement", { requirement: "   " }],
    ["requirement", { requirement: undefined }],
    ["requirement", { requirement: "x".repeat(201) }],
    ["description", { description: "" }],
    ["description", { description: undefined }],
    ["framework", { framework: "ISSB" }],
    ["dueDate", { dueDate: "31/03/2027" }],
    ["dueDate", { dueDate: "2027-02-30" }],
    ["assignedTo", { assignedTo: "x".repeat(121) }],
    ["completionPercentage", { completionPercentage: 101 }],
    ["completionPercentage", { completionPercentage: -5 }],
    ["completionPercentage", { completionPercentage: "50" }],
  ])("refuses a bad %s with 400 and writes nothing", async (path, patch) => {
    const before = await requirementCount();
    const res = await t.request("/api/regulatory-requirements", {
      method: "POST",
      cookie,
      json: { ...valid, ...patch },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.issues.map((i: { path: string[] }) => i.path.join("."))).toEqual([path]);
    expect(await requirementCount()).toBe(before);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/regulatory-requirements", { method: "POST", json: valid })).status).toBe(
      401,
    );
  });

  it("is the same output over tRPC", async () => {
    const res = await t.request("/trpc/regulatoryCompliance.create", { method: "POST", cookie, json: valid });
    expect(res.status).toBe(200);
    const created = (await res.json()).result.data;
    expect((await list()).find((r) => r.id === created.id)).toEqual(created);
  });
});

describe("PUT /api/regulatory-requirements/{id}/status", () => {
  it("Update Progress adds 25 up to 100 whatever the client sends; Mark Complete stores completed at 100", async () => {
    const { id } = await create();
    const steps: number[] = [];
    for (const sent of [90, 0, 100, 7, 100]) {
      const res = await putStatus(id, { status: "in_progress", completionPercentage: sent });
      expect(res.status).toBe(200);
      const body: Requirement = await res.json();
      expect(body.status).toBe("in_progress");
      steps.push(body.completionPercentage);
    }
    expect(steps).toEqual([25, 50, 75, 100, 100]);

    const done = await putStatus(id, { status: "completed", completionPercentage: 40 });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ id, status: "completed", completionPercentage: 100 });
    const row = await t.db
      .selectFrom("regulatory_requirements")
      .select(["status", "completion_percentage"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "completed", completion_percentage: 100 });
  });

  it("refuses illegal transitions with 409 and changes nothing", async () => {
    const pending = await create();
    const cases: [number, Record<string, unknown>][] = [
      [pending.id, { status: "completed", completionPercentage: 100 }],
      [pending.id, { status: "overdue" }],
      [pending.id, { status: "pending" }],
    ];
    const started = await create({ ...valid, completionPercentage: 50 });
    cases.push([started.id, { status: "completed" }], [started.id, { status: "pending" }]);
    const finished = await create({ ...valid, completionPercentage: 100 });
    expect((await putStatus(finished.id, { status: "completed" })).status).toBe(200);
    cases.push([finished.id, { status: "in_progress" }], [finished.id, { status: "completed" }]);

    const before = await list();
    for (const [id, body] of cases) {
      const res = await putStatus(id, body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect((await res.json()).code).toBe("CONFLICT");
    }
    expect(await list()).toEqual(before);
  });

  it("refuses bad input with 400 and field paths", async () => {
    const { id } = await create();
    const badStatus = await putStatus(id, { status: "done" });
    expect(badStatus.status).toBe(400);
    expect((await badStatus.json()).issues[0].path).toEqual(["status"]);
    const badPct = await putStatus(id, { status: "in_progress", completionPercentage: 150 });
    expect(badPct.status).toBe(400);
    expect((await badPct.json()).issues[0].path).toEqual(["completionPercentage"]);
    const badId = await t.request("/api/regulatory-requirements/abc/status", {
      method: "PUT",
      cookie,
      json: { status: "in_progress" },
    });
    expect(badId.status).toBe(400);
    expect((await badId.json()).issues[0].path).toEqual(["id"]);
    expect((await list()).find((r) => r.id === id)).toMatchObject({
      status: "pending",
      completionPercentage: 0,
    });
  });

  it("answers 404 for an unknown id and for another company's requirement, leaving it alone", async () => {
    expect((await putStatus(99999, { status: "in_progress" })).status).toBe(404);
    const theirs = await otherCompanyRequirement();
    const res = await putStatus(theirs, { status: "in_progress" });
    expect(res.status).toBe(404);
    const row = await t.db
      .selectFrom("regulatory_requirements")
      .select(["completion_percentage", "status"])
      .where("id", "=", theirs)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ completion_percentage: 25, status: "in_progress" });
  });

  it("loses no step when two updates arrive together", async () => {
    const { id } = await create();
    const results = await Promise.all([
      putStatus(id, { status: "in_progress" }),
      putStatus(id, { status: "in_progress" }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await list()).find((r) => r.id === id)?.completionPercentage).toBe(50);
  });

  it("is the same output over tRPC", async () => {
    const { id } = await create();
    const res = await t.request("/trpc/regulatoryCompliance.updateStatus", {
      method: "POST",
      cookie,
      json: { id, status: "in_progress" },
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()).result.data;
    expect(updated).toMatchObject({ status: "in_progress", completionPercentage: 25 });
    expect((await list()).find((r) => r.id === id)).toEqual(updated);
  });
});

describe("Reset Demo", () => {
  it("restores the seeded requirements", async () => {
    const seeded = await list();
    await create();
    await putStatus(seeded[0]?.id ?? 0, { status: "in_progress" });
    expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
    const after = await list();
    const strip = (xs: Requirement[]) =>
      xs.map((r) => [r.requirement, r.framework, r.status, r.completionPercentage, r.dueDate]);
    expect(strip(after)).toEqual(strip(seeded));
  });
});
