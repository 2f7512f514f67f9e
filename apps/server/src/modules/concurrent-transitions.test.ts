import type { AuditAction, AuditEntity, Role } from "@esg/domain";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addMemberWithId } from "../test/member";
import { createTestApp, type TestResponse } from "../test/test-app";

// State transitions that read then write, fired twice at once: exactly one succeeds, the other is refused
// with 409, nothing of the refused request is stored (its audit entry included), and the final state is the
// winner's. Each pair conflicts: run one after the other, the second request would be refused as well.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

type Request = () => Promise<TestResponse>;

const send = (method: string, path: string, json?: unknown, as = cookie) =>
  t.request(path, { method, cookie: as, ...(json === undefined ? {} : { json }) });

/** Backends of this test database that wait for a lock (a row, a table or an advisory lock). */
async function lockWaiters(): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*) AS n FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db);
  return Number(r.rows[0]?.n ?? 0);
}

async function until(done: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !(await done())) await new Promise((r) => setTimeout(r, 10));
}

/**
 * Runs the requests at once. On PostgreSQL the overlap is made certain instead of left to timing: a test
 * transaction holds `tables` in SHARE mode (which blocks writes, but neither reads nor row locks) until every
 * request is waiting for a lock or has answered, so both have read the same state before either may write.
 * On SQLite they run concurrently as they would in the server (one writer, one transaction at a time).
 */
async function race(tables: readonly string[], requests: readonly Request[]): Promise<TestResponse[]> {
  if (t.handle.engine !== "postgres") return Promise.all(requests.map((r) => r()));
  let answered = 0;
  let responses: Promise<TestResponse[]> | undefined;
  await t.db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE ${sql.join(tables.map((name) => sql.table(name)))} IN SHARE MODE`.execute(trx);
    responses = Promise.all(requests.map((r) => r().finally(() => answered++)));
    await until(async () => answered + (await lockWaiters()) >= requests.length);
  });
  return responses as Promise<TestResponse[]>;
}

/** Exactly one 200 and one 409; returns the winner's index and body, and the loser's message. */
async function oneWinner(responses: TestResponse[]) {
  expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
  const winner = responses.findIndex((r) => r.status === 200);
  const [won, lost] = winner === 0 ? responses : [...responses].reverse();
  if (!won || !lost) throw new Error("two responses expected");
  const message: string = (await lost.json()).message;
  return { winner, body: await won.json(), message };
}

async function auditCount(entity: AuditEntity, action: AuditAction, entityId?: number | string) {
  let q = t.db
    .selectFrom("audit_log")
    .select((e) => e.fn.countAll().as("n"))
    .where("entity", "=", entity)
    .where("action", "=", action);
  if (entityId !== undefined) q = q.where("entity_id", "=", String(entityId));
  return Number((await q.executeTakeFirstOrThrow()).n);
}

describe("goals", () => {
  async function goalAtHundredPercent(): Promise<number> {
    const created = await send("POST", "/api/esg-goals", {
      title: "Halve business-travel emissions",
      description: "Rail-first travel policy.",
      category: "Environmental",
      targetType: "absolute",
      currentValue: 120,
      targetValue: 60,
      unit: "tCO2e",
      baselineYear: 2025,
      targetYear: 2030,
      isScenceBased: true,
    });
    const { id } = await created.json();
    const progress = await recordProgress(id, 60);
    expect((await progress.json()).progressPercentage).toBe(100);
    return id;
  }
  const recordProgress = (goalId: number, actualValue: number) =>
    send("POST", "/api/goal-progress", { goalId, reportingPeriod: "2026-Q2", actualValue, notes: "" });
  const markAchieved = (id: number) => send("PUT", `/api/esg-goals/${id}/status`, { status: "achieved" });
  const goal = async (id: number) =>
    (await (await send("GET", "/api/esg-goals/1")).json()).find((g: { id: number }) => g.id === id);

  it("two Mark as Achieved at once: one achieves, the other is told it already is", async () => {
    const id = await goalAtHundredPercent();
    const { message } = await oneWinner(
      await race(["esg_goals"], [() => markAchieved(id), () => markAchieved(id)]),
    );
    expect(message).toBe("This goal has already been achieved");
    expect((await goal(id)).status).toBe("achieved");
    expect(await auditCount("goal", "status_change", id)).toBe(1);
  });

  it("progress and Mark as Achieved at once: whichever is first, the other is refused", async () => {
    const id = await goalAtHundredPercent();
    const { winner, message } = await oneWinner(
      await race(["esg_goals", "goal_progress"], [() => recordProgress(id, 90), () => markAchieved(id)]),
    );
    const after = await goal(id);
    if (winner === 0) {
      // Progress fell back to 50%: the goal stays active, not achieved at 50%.
      expect(message).toBe("A goal can be marked as achieved only once its progress reaches 100%");
      expect(after).toMatchObject({ status: "active", latestProgressPercentage: 50 });
      expect(after.progress).toHaveLength(2);
    } else {
      expect(message).toBe("Progress cannot be recorded for an achieved goal");
      expect(after).toMatchObject({ status: "achieved", latestProgressPercentage: 100 });
      expect(after.progress).toHaveLength(1);
    }
    expect(await auditCount("goal_progress", "create")).toBe(winner === 0 ? 2 : 1);
    expect(await auditCount("goal", "status_change", id)).toBe(winner === 0 ? 0 : 1);
  });
});

describe("regulatory requirements", () => {
  const create = async (completionPercentage: number): Promise<number> => {
    const res = await send("POST", "/api/regulatory-requirements", {
      framework: "CSRD",
      requirement: "Pollution disclosures (ESRS E2)",
      description: "Air emissions from the paint line.",
      dueDate: "2027-03-31",
      assignedTo: "Priya Shah",
      completionPercentage,
    });
    return (await res.json()).id;
  };
  const putStatus = (id: number, status: string) =>
    send("PUT", `/api/regulatory-requirements/${id}/status`, { status });
  const stored = (id: number) =>
    t.db
      .selectFrom("regulatory_requirements")
      .select(["status", "completion_percentage"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("two Mark Complete at once: one completes, the other is told it already is", async () => {
    const id = await create(100);
    const { message } = await oneWinner(
      await race(
        ["regulatory_requirements"],
        [() => putStatus(id, "completed"), () => putStatus(id, "completed")],
      ),
    );
    expect(message).toBe("This requirement is already completed");
    expect(await stored(id)).toEqual({ status: "completed", completion_percentage: 100 });
    expect(await auditCount("requirement", "status_change", id)).toBe(1);
  });

  it("two Update Progress at once both count: the second waits and adds its step (no lost update)", async () => {
    const id = await create(0);
    const responses = await race(
      ["regulatory_requirements"],
      [() => putStatus(id, "in_progress"), () => putStatus(id, "in_progress")],
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(await stored(id)).toEqual({ status: "in_progress", completion_percentage: 50 });
  });
});

describe("risks", () => {
  it("two Mark Mitigated at once: one mitigates, the other is told it already is", async () => {
    const created = await send("POST", "/api/risk-assessments", {
      riskCategory: "Operational",
      riskType: "Heatwave shutdowns",
      description: "Machine shop temperatures above 35°C stop precision work.",
      geography: "United Kingdom",
      businessUnit: "Precision Machining",
      probability: 3,
      impact: 3,
      mitigationStrategy: "Evaporative cooling.",
      owner: "Operations Director",
    });
    const { id } = await created.json();
    const mitigate = () => send("PUT", `/api/risk-assessments/${id}/status`, { status: "mitigated" });
    const { message } = await oneWinner(await race(["risk_assessments"], [mitigate, mitigate]));
    expect(message).toBe("This risk is already mitigated");
    const row = await t.db
      .selectFrom("risk_assessments")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("mitigated");
    expect(await auditCount("risk", "status_change", id)).toBe(1);
  });
});

describe("board reports", () => {
  it("two Submit for Review at once: one moves the draft, the other is refused from review", async () => {
    const created = await send("POST", "/api/board-reports", {
      title: "Q3 ESG Performance Update",
      reportType: "quarterly",
      reportingPeriod: "Q3 2026",
      template: "executive_summary",
      content: {},
      keyMetrics: {},
      recommendations: {},
    });
    const { id } = await created.json();
    const submit = () => send("PUT", `/api/board-reports/${id}/status`, { status: "review" });
    const { body, message } = await oneWinner(await race(["board_reports"], [submit, submit]));
    expect(body.status).toBe("review");
    expect(message).toBe("A report in In Review cannot move to In Review");
    const row = await t.db
      .selectFrom("board_reports")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("review");
    expect(await auditCount("board_report", "status_change", id)).toBe(1);
  });
});

describe("stakeholder feedback", () => {
  it("two responses closing the same item at once: the winner's response is the one stored", async () => {
    const items = await (await send("GET", "/api/stakeholder-feedback/1")).json();
    const open = items.find((f: { status: string }) => f.status === "open");
    const respond = (response: string) => () =>
      send("PUT", `/api/stakeholder-feedback/${open.id}/respond`, { status: "closed", response });
    const texts = ["Closed: fixed by the new fans.", "Closed: out of scope."];
    const { winner, message } = await oneWinner(
      await race(["stakeholder_feedback"], [respond(texts[0] ?? ""), respond(texts[1] ?? "")]),
    );
    expect(message).toBe("This feedback is closed and can no longer be answered");
    const row = await t.db
      .selectFrom("stakeholder_feedback")
      .select(["status", "response"])
      .where("id", "=", open.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "closed", response: texts[winner] });
    expect(await auditCount("stakeholder_feedback", "respond", open.id)).toBe(1);
  });
});

describe("training", () => {
  async function createModule(): Promise<number> {
    const res = await send("POST", "/api/training-modules", {
      title: "Scope 3 Supplier Engagement",
      description: "Primary data from suppliers.",
      category: "Climate Risk",
      difficulty: "Intermediate",
      duration: 45,
      content: {},
      isRequired: true,
      completionCriteria: {},
      certificateTemplate: "standard",
    });
    return (await res.json()).id;
  }
  const start = (moduleId: number) => () => send("POST", "/api/training-progress", { moduleId });
  const complete = (moduleId: number) => () => send("PUT", `/api/training-progress/${moduleId}/complete`, {});
  const records = (moduleId: number) =>
    t.db
      .selectFrom("training_progress")
      .select(["status", "certificate_issued"])
      .where("module_id", "=", moduleId)
      .execute();

  it("two Start Training at once: one record, the other is told it was started", async () => {
    const moduleId = await createModule();
    const { message } = await oneWinner(
      await race(["training_progress"], [start(moduleId), start(moduleId)]),
    );
    expect(message).toBe("This training module has already been started");
    expect(await records(moduleId)).toEqual([{ status: "in_progress", certificate_issued: 0 }]);
    expect(await auditCount("training_progress", "create")).toBe(1);
  });

  it("two Complete at once: one certificate, the other is told it is already certified", async () => {
    const moduleId = await createModule();
    expect((await start(moduleId)()).status).toBe(200);
    const { message } = await oneWinner(
      await race(["training_progress"], [complete(moduleId), complete(moduleId)]),
    );
    expect(message).toBe("This training module is already completed and certified");
    expect(await records(moduleId)).toEqual([{ status: "completed", certificate_issued: 1 }]);
    expect(await auditCount("training_progress", "status_change")).toBe(1);
  });
});

describe("carbon uploads and reporting years", () => {
  const upload = async (date: string) => {
    const res = await send("POST", "/api/carbon/ingest", {
      sourceType: "energy_bill",
      rawData: { activities: [{ activity: "electricity", amount: 8000, unit: "kWh", region: "GB", date }] },
    });
    expect(res.status).toBe(200);
    return (await res.json()).dataSourceId as number;
  };
  const voidSource = (id: number, reason: string) => () =>
    send("POST", `/api/carbon/sources/${id}/void`, { reason });
  const rollup2025 = async () =>
    t.db
      .selectFrom("carbon_monthly_totals")
      .select(["month", "activity_count"])
      .where("company_id", "=", 1)
      .where("month", ">=", "2025-01")
      .execute();

  it("two voids of the same upload at once: one voids it, the other is told it already is", async () => {
    const id = await upload("2025-01-31");
    const { winner, message } = await oneWinner(
      await race(["carbon_data_sources"], [voidSource(id, "Wrong meter"), voidSource(id, "Duplicate")]),
    );
    expect(message).toBe(`Data source #${id} is already voided`);
    const row = await t.db
      .selectFrom("carbon_data_sources")
      .select(["processing_status", "void_reason"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ processing_status: "voided", void_reason: ["Wrong meter", "Duplicate"][winner] });
    expect(await rollup2025()).toEqual([]);
    expect(await auditCount("carbon_data_source", "void", id)).toBe(1);
  });

  it("voids of two different uploads at once both succeed and leave the rollup right", async () => {
    const first = await upload("2025-01-31");
    const second = await upload("2025-02-28");
    expect(await rollup2025()).not.toEqual([]);
    const responses = await race(
      ["carbon_monthly_totals"],
      [voidSource(first, "a"), voidSource(second, "b")],
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(await rollup2025()).toEqual([]);
  });

  const closures = (action: "closed" | "reopened") =>
    t.db
      .selectFrom("carbon_year_closures")
      .select("reason")
      .where("company_id", "=", 1)
      .where("reporting_year", "=", 2025)
      .where("action", "=", action)
      .execute();

  it("two closes of a year at once: one closes it, the other is told it already is", async () => {
    const close = (reason: string) => () => send("POST", "/api/carbon/years/2025/close", { reason });
    const { winner, message } = await oneWinner(
      await race(["carbon_year_closures"], [close("FY2025 signed off"), close("Audit done")]),
    );
    expect(message).toBe("Reporting year 2025 is already closed");
    expect(await closures("closed")).toEqual([{ reason: ["FY2025 signed off", "Audit done"][winner] }]);
    expect(await auditCount("reporting_year", "close_year", 2025)).toBe(1);
  });

  it("two reopens of a year at once: one reopens it, the other is told it is not closed", async () => {
    expect((await send("POST", "/api/carbon/years/2025/close", {})).status).toBe(200);
    const reopen = (reason: string) => () => send("POST", "/api/carbon/years/2025/reopen", { reason });
    const { message } = await oneWinner(
      await race(["carbon_year_closures"], [reopen("Late invoice"), reopen("Restatement")]),
    );
    expect(message).toBe("Reporting year 2025 is not closed");
    expect(await closures("reopened")).toHaveLength(1);
    expect(await auditCount("reporting_year", "reopen_year", 2025)).toBe(1);
  });
});

describe("memberships: a company keeps at least one admin", () => {
  /** A second admin of the demo company, signed in through an invitation. */
  const secondAdmin = () => addMemberWithId(t, cookie, 1, "admin", "second-admin", "Second Admin");
  const roles = async () =>
    (
      await t.db
        .selectFrom("memberships")
        .select(["user_id", "role"])
        .where("company_id", "=", 1)
        .orderBy("user_id")
        .execute()
    ).map((m) => [m.user_id, m.role as Role]);

  it("the last two admins step down at once: one does, the other stays admin (409)", async () => {
    const other = await secondAdmin();
    const stepDown = (userId: number, as: string) => () =>
      send("PUT", `/api/companies/1/members/${userId}`, { role: "viewer" }, as);
    const { winner, message } = await oneWinner(
      await race(["memberships"], [stepDown(1, cookie), stepDown(other.id, other.cookie)]),
    );
    expect(message).toBe("A company needs at least one admin: make another member admin first");
    expect(await roles()).toEqual(
      winner === 0
        ? [
            [1, "viewer"],
            [other.id, "admin"],
          ]
        : [
            [1, "admin"],
            [other.id, "viewer"],
          ],
    );
    expect(await auditCount("membership", "update")).toBe(1);
  });

  it("the last two admins leave at once: one does, the other stays admin (409)", async () => {
    const other = await secondAdmin();
    const leave = (userId: number, as: string) => () =>
      send("DELETE", `/api/companies/1/members/${userId}`, undefined, as);
    const { winner } = await oneWinner(
      await race(["memberships", "users"], [leave(1, cookie), leave(other.id, other.cookie)]),
    );
    expect(await roles()).toEqual([[winner === 0 ? other.id : 1, "admin"]]);
    expect(await auditCount("membership", "remove")).toBe(1);
  });
});
