import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const valid = {
  title: "Scope 3 Supplier Engagement",
  description: "Collecting primary data from suppliers for purchased goods.",
  category: "Climate Risk",
  difficulty: "Intermediate",
  duration: 45,
  content: { sections: [{ title: "Why primary data", body: "Spend-based factors are coarse." }] },
  isRequired: true,
  completionCriteria: { passingScore: 75 },
  certificateTemplate: "standard",
};

const count = async (table: "training_modules" | "training_progress") =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function createModule(body: Record<string, unknown> = valid) {
  const res = await t.request("/api/training-modules", { method: "POST", cookie, json: body });
  expect(res.status).toBe(200);
  return res.json();
}

async function otherCompanyModule() {
  const other = await t.db
    .insertInto("companies")
    .values({ name: "Other Co", industry: "Energy", created_at: "2026-01-01" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const module = await t.db
    .insertInto("training_modules")
    .values({
      company_id: other.id,
      title: "Their module",
      description: "Not ours",
      category: "Governance",
      difficulty: "Beginner",
      duration: 30,
      content: "{}",
      is_required: 0,
      completion_criteria: "{}",
      certificate_template: "standard",
      created_at: "2026-01-01",
      updated_at: "2026-01-01",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return module.id;
}

describe("GET /api/training-modules/{companyId}", () => {
  it("lists the seeded modules across the four categories", async () => {
    const res = await t.request("/api/training-modules/1", { cookie });
    expect(res.status).toBe(200);
    const modules = await res.json();
    expect(modules.length).toBeGreaterThanOrEqual(6);
    expect(new Set(modules.map((m: { category: string }) => m.category))).toEqual(
      new Set(["ESG Fundamentals", "Climate Risk", "Social Impact", "Governance"]),
    );
    expect(modules[0]).toMatchObject({
      title: expect.any(String),
      content: expect.any(Object),
      completionCriteria: expect.any(Object),
      isRequired: expect.any(Boolean),
    });
    expect(modules[0]).not.toHaveProperty("companyId");
  });

  it("needs a session and the user's own company", async () => {
    expect((await t.request("/api/training-modules/1")).status).toBe(401);
    expect((await t.request("/api/training-modules/2", { cookie })).status).toBe(403);
  });

  it("is the same output over tRPC", async () => {
    const rest = await (await t.request("/api/training-modules/1", { cookie })).json();
    const rpc = await (await t.request("/trpc/esgTraining.listModules", { cookie })).json();
    expect(rpc.result.data).toEqual(rest);
  });
});

describe("GET /api/training-progress/{companyId}", () => {
  it("lists the learner's seeded records with each state of the buttons", async () => {
    const res = await t.request("/api/training-progress/1", { cookie });
    expect(res.status).toBe(200);
    const progress = await res.json();
    const states = progress.map((p: { status: string; certificateIssued: boolean }) => [
      p.status,
      p.certificateIssued,
    ]);
    expect(states).toEqual(
      expect.arrayContaining([
        ["completed", true],
        ["completed", false],
        ["in_progress", false],
      ]),
    );
    const certified = progress.find((p: { certificateIssued: boolean }) => p.certificateIssued);
    expect(certified).toMatchObject({
      score: 85,
      progressPercentage: 100,
      certificateDate: expect.any(String),
    });
    expect(certified.moduleTitle).toEqual(expect.any(String));
    const rpc = await (await t.request("/trpc/esgTraining.listProgress", { cookie })).json();
    expect(rpc.result.data).toEqual(progress);
    expect((await t.request("/api/training-progress/9", { cookie })).status).toBe(403);
  });
});

describe("POST /api/training-modules", () => {
  it("creates a module and lists it", async () => {
    const created = await createModule();
    expect(created).toMatchObject({ ...valid, id: expect.any(Number) });
    const list = await (await t.request("/api/training-modules/1", { cookie })).json();
    expect(list.at(-1)).toEqual(created);
  });

  it("applies the defaults: category, difficulty, empty JSON objects, certificate template", async () => {
    const created = await createModule({ title: "Basics", description: "Intro", duration: 60 });
    expect(created).toMatchObject({
      category: "ESG Fundamentals",
      difficulty: "Beginner",
      duration: 60,
      content: {},
      completionCriteria: {},
      isRequired: false,
      certificateTemplate: "standard",
    });
  });

  it.each([
    [{ title: "" }, ["title"]],
    [{ description: "   " }, ["description"]],
    [{ duration: undefined }, ["duration"]],
    [{ duration: 14 }, ["duration"]],
    [{ duration: 301 }, ["duration"]],
    [{ duration: 20.5 }, ["duration"]],
    [{ category: "Finance" }, ["category"]],
    [{ difficulty: "Expert" }, ["difficulty"]],
    [{ content: "{not json" }, ["content"]],
    [{ content: [1, 2] }, ["content"]],
    [{ completionCriteria: "text" }, ["completionCriteria"]],
    [{ isRequired: "yes" }, ["isRequired"]],
  ])("refuses %o with 400 at %o and writes nothing", async (patch, paths) => {
    const before = await count("training_modules");
    const res = await t.request("/api/training-modules", {
      method: "POST",
      cookie,
      json: { ...valid, ...patch },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues.map((i: { path: string[] }) => i.path.join("."))).toEqual(paths);
    expect(await count("training_modules")).toBe(before);
  });

  it.each([
    [undefined, "Duration is required"],
    ["60", "Duration must be a whole number of minutes"],
    [14, "Duration must be between 15 and 300 minutes"],
  ])("names what is wrong with a duration of %o", async (duration, message) => {
    const res = await t.request("/api/training-modules", {
      method: "POST",
      cookie,
      json: { ...valid, duration },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([{ path: ["duration"], message }]);
  });

  it("accepts the duration bounds 15 and 300", async () => {
    expect((await createModule({ ...valid, duration: 15 })).duration).toBe(15);
    expect((await createModule({ ...valid, duration: 300 })).duration).toBe(300);
  });
});

describe("PUT /api/training-modules/{id} (Edit)", () => {
  it("updates own modules, 404 unknown or another company's, 400 invalid", async () => {
    const created = await createModule();
    const res = await t.request(`/api/training-modules/${created.id}`, {
      method: "PUT",
      cookie,
      json: { ...valid, title: "Renamed", duration: 120 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: created.id, title: "Renamed", duration: 120 });

    expect(
      (await t.request("/api/training-modules/9999", { method: "PUT", cookie, json: valid })).status,
    ).toBe(404);
    const theirs = await otherCompanyModule();
    expect(
      (await t.request(`/api/training-modules/${theirs}`, { method: "PUT", cookie, json: valid })).status,
    ).toBe(404);
    const bad = await t.request(`/api/training-modules/${created.id}`, {
      method: "PUT",
      cookie,
      json: { ...valid, duration: 5 },
    });
    expect(bad.status).toBe(400);
    const row = await t.db
      .selectFrom("training_modules")
      .select("duration")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.duration).toBe(120);
  });
});

describe("training progress state machine", () => {
  it("start → in_progress; complete → completed with the certificate and the fixed score 85", async () => {
    const module = await createModule();
    const started = await t.request("/api/training-progress", {
      method: "POST",
      cookie,
      json: { moduleId: module.id, status: "in_progress" },
    });
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({
      moduleId: module.id,
      moduleTitle: valid.title,
      status: "in_progress",
      progressPercentage: 0,
      timeSpent: 0,
      score: null,
      certificateIssued: false,
      certificateDate: null,
    });

    const done = await t.request(`/api/training-progress/${module.id}/complete`, {
      method: "PUT",
      cookie,
      json: { score: 12, status: "completed" },
    });
    expect(done.status).toBe(200);
    const completed = await done.json();
    expect(completed).toMatchObject({
      moduleId: module.id,
      status: "completed",
      score: 85,
      progressPercentage: 100,
      timeSpent: 45,
      certificateIssued: true,
      certificateDate: expect.any(String),
      completedAt: expect.any(String),
    });

    const list = await (await t.request("/api/training-progress/1", { cookie })).json();
    expect(list.find((p: { moduleId: number }) => p.moduleId === module.id)).toEqual(completed);

    // Completing again is an illegal transition.
    const again = await t.request(`/api/training-progress/${module.id}/complete`, {
      method: "PUT",
      cookie,
      json: { score: 85, status: "completed" },
    });
    expect(again.status).toBe(409);
  });

  it("'Get Certificate' issues the missing certificate of a completed record", async () => {
    const list = await (await t.request("/api/training-progress/1", { cookie })).json();
    const pending = list.find(
      (p: { status: string; certificateIssued: boolean }) => p.status === "completed" && !p.certificateIssued,
    );
    const res = await t.request(`/api/training-progress/${pending.moduleId}/complete`, {
      method: "PUT",
      cookie,
      json: { score: 85, status: "completed" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "completed", score: 85, certificateIssued: true });
  });

  it("refuses to start twice (409) or complete a module never started (409)", async () => {
    const module = await createModule();
    const before = await count("training_progress");
    const notStarted = await t.request(`/api/training-progress/${module.id}/complete`, {
      method: "PUT",
      cookie,
      json: { score: 85, status: "completed" },
    });
    expect(notStarted.status).toBe(409);
    expect(await count("training_progress")).toBe(before);

    const start = () =>
      t.request("/api/training-progress", { method: "POST", cookie, json: { moduleId: module.id } });
    expect((await start()).status).toBe(200);
    expect((await start()).status).toBe(409);
    expect(await count("training_progress")).toBe(before + 1);
  });

  it("validates the progress inputs (400, nothing written)", async () => {
    const module = await createModule();
    const before = await count("training_progress");
    const badStatus = await t.request("/api/training-progress", {
      method: "POST",
      cookie,
      json: { moduleId: module.id, status: "completed" },
    });
    expect(badStatus.status).toBe(400);
    expect((await badStatus.json()).issues[0].path).toEqual(["status"]);
    const noModule = await t.request("/api/training-progress", { method: "POST", cookie, json: {} });
    expect(noModule.status).toBe(400);
    expect((await noModule.json()).issues[0].path).toEqual(["moduleId"]);
    expect(await count("training_progress")).toBe(before);

    await t.request("/api/training-progress", { method: "POST", cookie, json: { moduleId: module.id } });
    for (const [json, path] of [
      [{ score: 101, status: "completed" }, "score"],
      [{ score: 85, status: "in_progress" }, "status"],
    ] as const) {
      const res = await t.request(`/api/training-progress/${module.id}/complete`, {
        method: "PUT",
        cookie,
        json,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).issues[0].path).toEqual([path]);
    }
    const bad = await t.request("/api/training-progress/abc/complete", { method: "PUT", cookie, json: {} });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toEqual(["moduleId"]);
    const row = await t.db
      .selectFrom("training_progress")
      .select("status")
      .where("module_id", "=", module.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("in_progress");
  });

  it("answers 404 for an unknown module and for another company's", async () => {
    const theirs = await otherCompanyModule();
    const before = await count("training_progress");
    for (const [id, status] of [
      [9999, 404],
      [theirs, 404],
    ] as const) {
      const start = await t.request("/api/training-progress", {
        method: "POST",
        cookie,
        json: { moduleId: id },
      });
      expect(start.status).toBe(status);
      const complete = await t.request(`/api/training-progress/${id}/complete`, {
        method: "PUT",
        cookie,
        json: { score: 85, status: "completed" },
      });
      expect(complete.status).toBe(status);
    }
    expect(await count("training_progress")).toBe(before);
  });

  it("works over tRPC with the same output", async () => {
    const module = await createModule();
    const res = await t.request("/trpc/esgTraining.start", {
      method: "POST",
      cookie,
      json: { moduleId: module.id, status: "in_progress" },
    });
    expect(res.status).toBe(200);
    const rpc = (await res.json()).result.data;
    const list = await (await t.request("/api/training-progress/1", { cookie })).json();
    expect(list.find((p: { moduleId: number }) => p.moduleId === module.id)).toEqual(rpc);
  });
});

describe("Reset Demo", () => {
  it("restores the seeded modules and progress", async () => {
    const seeded = await (await t.request("/api/training-modules/1", { cookie })).json();
    await createModule();
    await t.db.deleteFrom("training_progress").execute();
    expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
    const modules = await (await t.request("/api/training-modules/1", { cookie })).json();
    expect(modules.map((m: { title: string }) => m.title)).toEqual(
      seeded.map((m: { title: string }) => m.title),
    );
    const progress = await (await t.request("/api/training-progress/1", { cookie })).json();
    expect(progress.length).toBe(3);
  });
});
