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
  title: "Halve business-travel emissions",
  description: "Rail-first travel policy and virtual customer audits.",
  category: "Environmental",
  targetType: "absolute",
  currentValue: 120,
  targetValue: 60,
  unit: "tCO2e",
  baselineYear: 2025,
  targetYear: 2030,
  isScenceBased: true,
};

type Goal = {
  id: number;
  title: string;
  status: string;
  progressStatus: string;
  latestProgressPercentage: number | null;
  isScenceBased: boolean;
  progress: { id: number; progressPercentage: number; recordedAt: string; reportingPeriod: string }[];
  progressHistory: { key: string; label: string; value: number; percentage: number; isBaseline: boolean }[];
};

const count = async (table: "esg_goals" | "goal_progress") =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const listGoals = async (): Promise<Goal[]> => (await t.request("/api/esg-goals/1", { cookie })).json();

async function createGoal(patch: Record<string, unknown> = {}): Promise<Goal> {
  const res = await t.request("/api/esg-goals", { method: "POST", cookie, json: { ...valid, ...patch } });
  expect(res.status).toBe(200);
  return res.json();
}

async function recordProgress(goalId: number, actualValue: number, extra: Record<string, unknown> = {}) {
  return t.request("/api/goal-progress", {
    method: "POST",
    cookie,
    json: { goalId, reportingPeriod: "2026-Q1", actualValue, notes: "", ...extra },
  });
}

async function otherCompanyGoal() {
  const other = await t.db
    .insertInto("companies")
    .values({ name: "Other Co", industry: "Energy", created_at: "2026-01-01" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const goal = await t.db
    .insertInto("esg_goals")
    .values({
      company_id: other.id,
      title: "Their goal",
      description: "Not ours",
      category: "Social",
      target_type: "absolute",
      current_value: 0,
      target_value: 10,
      unit: "people",
      baseline_year: 2025,
      target_year: 2030,
      is_science_based: 0,
      status: "active",
      created_at: "2026-01-01",
      updated_at: "2026-01-01",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("goal_progress")
    .values({
      company_id: other.id,
      goal_id: goal.id,
      reporting_period: "2025",
      actual_value: 10,
      notes: null,
      progress_percentage: 100,
      recorded_at: "2026-01-02",
    })
    .execute();
  return goal.id;
}

describe("GET /api/esg-goals/{companyId}", () => {
  it("lists the seeded goals with progress newest first and every displayed status", async () => {
    const res = await t.request("/api/esg-goals/1", { cookie });
    expect(res.status).toBe(200);
    const goals: Goal[] = await res.json();
    expect(goals.length).toBeGreaterThanOrEqual(6);
    expect(new Set(goals.map((g) => g.progressStatus))).toEqual(
      new Set(["not_started", "needs_attention", "on_track", "achieved"]),
    );
    const emissions = goals.find((g) => g.title === "Cut Scope 1 & 2 emissions 42% by 2030");
    expect(emissions).toMatchObject({
      companyId: 1,
      category: "Environmental",
      targetType: "absolute",
      currentValue: 1650,
      targetValue: 957,
      isScenceBased: true,
      status: "active",
      latestProgressPercentage: 33,
      progressStatus: "needs_attention",
    });
    expect(emissions?.progress.map((p) => [p.reportingPeriod, p.progressPercentage])).toEqual([
      ["2025-H1", 33],
      ["2024", 16],
    ]);
    // One goal is achieved and signed off; one has reached 100% and awaits Mark as Achieved.
    const atHundred = goals.filter((g) => g.latestProgressPercentage === 100);
    expect(atHundred.map((g) => g.status).sort()).toEqual(["achieved", "active"]);
    const notStarted = goals.find((g) => g.progressStatus === "not_started");
    expect(notStarted).toMatchObject({ progress: [], latestProgressPercentage: null });
  });

  it("needs a session and the user's own company id", async () => {
    expect((await t.request("/api/esg-goals/1")).status).toBe(401);
    expect((await t.request("/api/esg-goals/2", { cookie })).status).toBe(403);
  });

  it("never lists another company's goals or progress", async () => {
    await otherCompanyGoal();
    const goals = await listGoals();
    expect(goals.map((g) => g.title)).not.toContain("Their goal");
  });

  it("is the same body over REST and tRPC", async () => {
    const rest = await listGoals();
    const rpc = await (await t.request("/trpc/goalTracking.list", { cookie })).json();
    expect(rpc.result.data).toEqual(rest);
  });
});

describe("POST /api/esg-goals", () => {
  it("creates an active goal with no progress, ignoring company and status in the body", async () => {
    const res = await t.request("/api/esg-goals", {
      method: "POST",
      cookie,
      json: { ...valid, title: "  Halve business-travel emissions ", companyId: 99, status: "achieved" },
    });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created).toMatchObject({
      ...valid,
      companyId: 1,
      status: "active",
      progress: [],
      latestProgressPercentage: null,
      progressStatus: "not_started",
    });
    const row = await t.db
      .selectFrom("esg_goals")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: 1, is_science_based: 1, status: "active" });
    const list = await listGoals();
    expect(list[0]).toEqual(created);
  });

  it.each([
    ["title", { title: "  " }],
    ["title", { title: undefined }],
    ["title", { title: "x".repeat(201) }],
    ["description", { description: "" }],
    ["unit", { unit: undefined }],
    ["category", { category: "Economic" }],
    ["targetType", { targetType: "relative" }],
    ["currentValue", { currentValue: undefined }],
    ["currentValue", { currentValue: "120" }],
    ["currentValue", { currentValue: -1 }],
    ["targetValue", { targetValue: 120 }],
    ["targetValue", { targetType: "percentage", currentValue: 50, targetValue: 120 }],
    ["baselineYear", { baselineYear: 1989 }],
    ["targetYear", { targetYear: 2101 }],
    ["targetYear", { targetYear: 2025 }],
    ["isScenceBased", { isScenceBased: "yes" }],
  ])("refuses a bad %s with 400 and writes nothing", async (path, patch) => {
    const before = await count("esg_goals");
    const res = await t.request("/api/esg-goals", { method: "POST", cookie, json: { ...valid, ...patch } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.issues.map((i: { path: string[] }) => i.path.join("."))).toEqual([path]);
    expect(await count("esg_goals")).toBe(before);
  });

  it("keeps decimal values: a target of 50.7 is stored and read back as 50.7, not 50", async () => {
    const res = await t.request("/api/esg-goals", {
      method: "POST",
      cookie,
      json: { ...valid, currentValue: 120.25, targetValue: 50.7 },
    });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created).toMatchObject({ currentValue: 120.25, targetValue: 50.7 });
    const listed = (await listGoals()).find((g) => g.id === created.id);
    expect(listed).toMatchObject({ currentValue: 120.25, targetValue: 50.7 });
  });

  it("needs a session", async () => {
    expect((await t.request("/api/esg-goals", { method: "POST", json: valid })).status).toBe(401);
  });

  it("is the same output over tRPC", async () => {
    const res = await t.request("/trpc/goalTracking.create", { method: "POST", cookie, json: valid });
    expect(res.status).toBe(200);
    const created = (await res.json()).result.data;
    expect((await listGoals()).find((g) => g.id === created.id)).toEqual(created);
  });
});

describe("POST /api/goal-progress", () => {
  it("stores the server-computed percentage whatever the client sends", async () => {
    const goal = await createGoal(); // 120 → 60 tCO2e
    const res = await recordProgress(goal.id, 90, { progressPercentage: 5, notes: "  Rail-first policy  " });
    expect(res.status).toBe(200);
    const record = await res.json();
    expect(record).toMatchObject({
      goalId: goal.id,
      reportingPeriod: "2026-Q1",
      actualValue: 90,
      notes: "Rail-first policy",
      progressPercentage: 50,
    });
    const row = await t.db
      .selectFrom("goal_progress")
      .selectAll()
      .where("id", "=", record.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: 1, progress_percentage: 50 });
    const listed = (await listGoals()).find((g) => g.id === goal.id);
    expect(listed).toMatchObject({ latestProgressPercentage: 50, progressStatus: "needs_attention" });
    expect(listed?.progress).toEqual([record]);
  });

  it.each([
    [120, 0, "needs_attention"],
    [78, 70, "on_track"],
    [60, 100, "achieved"],
    [30, 100, "achieved"], // beyond the target: clamped
    [150, 0, "needs_attention"], // the wrong way: clamped
  ])("actual %d gives %d percent, %s", async (actual, pct, status) => {
    const goal = await createGoal();
    expect((await (await recordProgress(goal.id, actual)).json()).progressPercentage).toBe(pct);
    expect((await listGoals()).find((g) => g.id === goal.id)?.progressStatus).toBe(status);
  });

  it("derives the status from the latest record, not the best one", async () => {
    const goal = await createGoal();
    await recordProgress(goal.id, 60); // 100%
    await recordProgress(goal.id, 100, { reportingPeriod: "2026-Q2" }); // 33%
    const listed = (await listGoals()).find((g) => g.id === goal.id);
    expect(listed).toMatchObject({ latestProgressPercentage: 33, progressStatus: "needs_attention" });
    expect(listed?.progress.map((p) => p.reportingPeriod)).toEqual(["2026-Q2", "2026-Q1"]);
  });

  it("sends the chart's series, the baseline then the records oldest first (goalProgressHistory)", async () => {
    const goal = await createGoal();
    await recordProgress(goal.id, 90); // 50%
    await recordProgress(goal.id, 78, { reportingPeriod: "2026-Q2" }); // 70%
    const listed = (await listGoals()).find((g) => g.id === goal.id);
    expect(listed?.progressHistory.map((p) => [p.label, p.value, p.percentage, p.isBaseline])).toEqual([
      ["Baseline 2025", 120, 0, true],
      ["2026-Q1", 90, 50, false],
      ["2026-Q2", 78, 70, false],
    ]);
  });

  it.each([
    ["goalId", { goalId: undefined }],
    ["goalId", { goalId: 0 }],
    ["reportingPeriod", { reportingPeriod: " " }],
    ["reportingPeriod", { reportingPeriod: "p".repeat(51) }],
    ["actualValue", { actualValue: undefined }],
    ["actualValue", { actualValue: "90" }],
    ["actualValue", { actualValue: -1 }],
    ["notes", { notes: "n".repeat(2001) }],
    ["progressPercentage", { progressPercentage: 101 }],
  ])("refuses a bad %s with 400 and writes nothing", async (path, patch) => {
    const goal = await createGoal();
    const before = await count("goal_progress");
    const res = await t.request("/api/goal-progress", {
      method: "POST",
      cookie,
      json: { goalId: goal.id, reportingPeriod: "2026-Q1", actualValue: 90, ...patch },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues.map((i: { path: string[] }) => i.path.join("."))).toEqual([path]);
    expect(await count("goal_progress")).toBe(before);
  });

  it("answers 404 for an unknown goal and for another company's", async () => {
    const theirs = await otherCompanyGoal();
    const before = await count("goal_progress");
    expect((await recordProgress(99999, 5)).status).toBe(404);
    expect((await recordProgress(theirs, 5)).status).toBe(404);
    expect(await count("goal_progress")).toBe(before);
  });

  it("refuses progress on an achieved goal with 409", async () => {
    const achieved = (await listGoals()).find((g) => g.status === "achieved");
    if (!achieved) throw new Error("the seed has an achieved goal");
    const before = await count("goal_progress");
    const res = await recordProgress(achieved.id, 10);
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe("CONFLICT");
    expect(await count("goal_progress")).toBe(before);
  });

  it("is the same output over tRPC", async () => {
    const goal = await createGoal();
    const res = await t.request("/trpc/goalTracking.recordProgress", {
      method: "POST",
      cookie,
      json: { goalId: goal.id, reportingPeriod: "2026", actualValue: 66 },
    });
    const record = (await res.json()).result.data;
    expect(record.progressPercentage).toBe(90);
    expect((await listGoals()).find((g) => g.id === goal.id)?.progress).toEqual([record]);
  });
});

describe("PUT /api/esg-goals/{id}/status", () => {
  const setStatus = (id: number | string, status: unknown) =>
    t.request(`/api/esg-goals/${id}/status`, { method: "PUT", cookie, json: { status } });

  it("marks an active goal at 100% as achieved", async () => {
    const goal = await createGoal();
    await recordProgress(goal.id, 60);
    const res = await setStatus(goal.id, "achieved");
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated).toMatchObject({ id: goal.id, status: "achieved", progressStatus: "achieved" });
    expect((await listGoals()).find((g) => g.id === goal.id)).toEqual(updated);
  });

  it("refuses with 409 below 100%, without progress, back to active, or twice", async () => {
    const fresh = await createGoal();
    expect((await setStatus(fresh.id, "achieved")).status).toBe(409);
    await recordProgress(fresh.id, 61); // 98%
    const below = await setStatus(fresh.id, "achieved");
    expect(below.status).toBe(409);
    expect((await below.json()).message).toMatch(/100%/);
    expect((await setStatus(fresh.id, "active")).status).toBe(409);

    const achieved = (await listGoals()).find((g) => g.status === "achieved");
    if (!achieved) throw new Error("the seed has an achieved goal");
    expect((await setStatus(achieved.id, "active")).status).toBe(409);
    expect((await setStatus(achieved.id, "achieved")).status).toBe(409);
    const statuses = await t.db.selectFrom("esg_goals").select(["id", "status"]).execute();
    expect(statuses.find((s) => s.id === fresh.id)?.status).toBe("active");
    expect(statuses.find((s) => s.id === achieved.id)?.status).toBe("achieved");
  });

  it("refuses an unknown status with 400", async () => {
    const goal = await createGoal();
    const res = await setStatus(goal.id, "done");
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toEqual(["status"]);
  });

  it("answers 404 for an unknown id or another company's goal, 400 for a malformed one", async () => {
    expect((await setStatus(99999, "achieved")).status).toBe(404);
    const bad = await setStatus("abc", "achieved");
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toEqual(["id"]);
    const theirs = await otherCompanyGoal();
    expect((await setStatus(theirs, "achieved")).status).toBe(404);
    const row = await t.db
      .selectFrom("esg_goals")
      .select("status")
      .where("id", "=", theirs)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("active");
  });

  it("is the same output over tRPC", async () => {
    const goal = await createGoal();
    await recordProgress(goal.id, 60);
    const res = await t.request("/trpc/goalTracking.updateStatus", {
      method: "POST",
      cookie,
      json: { id: goal.id, status: "achieved" },
    });
    const updated = (await res.json()).result.data;
    expect((await listGoals()).find((g) => g.id === goal.id)).toEqual(updated);
  });
});

describe("Reset Demo", () => {
  it("restores the seeded goals and their progress", async () => {
    const seeded = await listGoals();
    const goal = await createGoal();
    await recordProgress(goal.id, 60);
    await t.db.deleteFrom("goal_progress").execute();
    expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
    const after = await listGoals();
    const strip = (gs: Goal[]) =>
      gs.map((g) => [g.title, g.status, g.progressStatus, g.progress.map((p) => p.progressPercentage)]);
    expect(strip(after)).toEqual(strip(seeded));
  });
});
