import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp } from "../test/test-app";

// Every module record has GET by id (the record as its list shows it) and DELETE (editors and admins, audited,
// 404 for another company's id, 409 where the record's state keeps it).

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let viewer: string;
let editor: string;
let rival: { companyId: number; cookie: string };
type Db = (typeof t)["db"];

async function member(username: string, role: "viewer" | "editor") {
  const demo = await t.db.selectFrom("users").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto("users")
    .values({ ...demo, id: undefined, username, name: username })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("memberships")
    .values({ company_id: 1, user_id: row.id, role, created_at: demo.created_at })
    .execute();
  return t.login(username, "demo");
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  viewer = await member("module-viewer", "viewer");
  editor = await member("module-editor", "editor");
  const res = await t.request("/api/auth/signup", {
    method: "POST",
    json: {
      companyName: "Rival Ltd",
      industry: "Technology",
      username: "rival",
      password: "correct horse battery staple",
      name: "Rival",
    },
  });
  expect(res.status).toBe(200);
  rival = { companyId: (await res.json()).company.id, cookie: cookieFrom(res) };
});
afterAll(() => t.close());

type Table =
  | "materiality_topics"
  | "stakeholder_feedback"
  | "esg_goals"
  | "regulatory_requirements"
  | "risk_assessments"
  | "esg_ratings"
  | "benchmark_data"
  | "training_modules"
  | "board_reports"
  | "impact_measurements";

type Module = {
  base: string;
  table: Table;
  entity: string;
  /** Puts the record into a state that may be deleted, and (when one exists) into one that is kept. */
  deletable?: (db: Db, id: number) => Promise<unknown>;
  kept?: (db: Db, id: number) => Promise<unknown>;
};

const setStatus = (table: Table, status: string) => (db: Db, id: number) =>
  db
    .updateTable(table)
    .set({ status } as never)
    .where("id", "=", id)
    .execute();

const MODULES: Module[] = [
  { base: "/api/materiality", table: "materiality_topics", entity: "materiality_topic" },
  {
    base: "/api/stakeholder-feedback",
    table: "stakeholder_feedback",
    entity: "stakeholder_feedback",
    deletable: setStatus("stakeholder_feedback", "open"),
    kept: setStatus("stakeholder_feedback", "closed"),
  },
  {
    base: "/api/esg-goals",
    table: "esg_goals",
    entity: "goal",
    deletable: setStatus("esg_goals", "active"),
    kept: setStatus("esg_goals", "achieved"),
  },
  {
    base: "/api/regulatory-requirements",
    table: "regulatory_requirements",
    entity: "requirement",
    deletable: setStatus("regulatory_requirements", "pending"),
    kept: setStatus("regulatory_requirements", "completed"),
  },
  {
    base: "/api/risk-assessments",
    table: "risk_assessments",
    entity: "risk",
    deletable: setStatus("risk_assessments", "active"),
    kept: setStatus("risk_assessments", "mitigated"),
  },
  { base: "/api/esg-ratings", table: "esg_ratings", entity: "rating" },
  { base: "/api/benchmark-data", table: "benchmark_data", entity: "benchmark" },
  {
    base: "/api/training-modules",
    table: "training_modules",
    entity: "training_module",
    deletable: (db, id) => db.deleteFrom("training_progress").where("module_id", "=", id).execute(),
    kept: async (db, id) => {
      const now = new Date().toISOString();
      await db.deleteFrom("training_progress").where("module_id", "=", id).execute();
      await db
        .insertInto("training_progress")
        .values({
          company_id: 1,
          user_id: 1,
          module_id: id,
          status: "completed",
          progress_percentage: 100,
          time_spent: 30,
          certificate_issued: 1,
          started_at: now,
          completed_at: now,
        })
        .execute();
    },
  },
  {
    base: "/api/board-reports",
    table: "board_reports",
    entity: "board_report",
    deletable: setStatus("board_reports", "draft"),
    kept: setStatus("board_reports", "approved"),
  },
  { base: "/api/impact-measurements", table: "impact_measurements", entity: "impact_measurement" },
];

/** GET's path of a record: under the company, as the company's sites are. */
const recordPath = (m: Module, companyId: number, id: number | string) =>
  `/api/companies/${companyId}/${m.base.slice("/api/".length)}/${id}`;

const ids = (db: Db, table: Table) =>
  db.selectFrom(table).select("id").where("company_id", "=", 1).orderBy("id").execute();

describe.each(MODULES)("$base", (m) => {
  it("answers one record by id as the list shows it, 404 for an id the company does not have", async () => {
    const list = (await (await t.request(`${m.base}/1`, { cookie: viewer })).json()) as { id: number }[];
    expect(list.length).toBeGreaterThan(0);
    for (const record of list.slice(0, 3)) {
      const res = await t.request(recordPath(m, 1, record.id), { cookie: viewer });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(record);
    }
    const id = list[0]?.id as number;
    expect((await t.request(recordPath(m, 1, 999999), { cookie: admin })).status).toBe(404);
    // Another company: its own path does not reach company 1's row; company 1's path is not its own.
    expect((await t.request(recordPath(m, rival.companyId, id), { cookie: rival.cookie })).status).toBe(404);
    expect((await t.request(recordPath(m, 1, id), { cookie: rival.cookie })).status).toBe(403);
    expect((await t.request(recordPath(m, 1, "abc"), { cookie: admin })).status).toBe(400);
  });

  it("deletes for editors and admins with an audit entry, never for viewers or another company", async () => {
    const [first, second] = await ids(t.db, m.table);
    expect(second).toBeDefined();
    const a = first?.id as number;
    const b = second?.id as number;
    await m.deletable?.(t.db, a);
    await m.deletable?.(t.db, b);
    const before = (await (await t.request(recordPath(m, 1, a), { cookie: admin })).json()) as unknown;

    const del = (id: number, cookie: string) => t.request(`${m.base}/${id}`, { method: "DELETE", cookie });
    expect((await del(a, viewer)).status).toBe(403);
    expect((await del(a, rival.cookie)).status).toBe(404);
    expect((await ids(t.db, m.table)).map((r) => r.id)).toContain(a);

    const res = await del(a, editor);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await t.request(recordPath(m, 1, a), { cookie: admin })).status).toBe(404);
    expect((await ids(t.db, m.table)).map((r) => r.id)).not.toContain(a);
    const entry = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .where("company_id", "=", 1)
      .where("action", "=", "delete")
      .where("entity", "=", m.entity as never)
      .where("entity_id", "=", String(a))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before ?? "null")).toMatchObject(JSON.parse(JSON.stringify(before)));
    expect((await del(a, admin)).status).toBe(404);

    expect((await del(b, admin)).status).toBe(200);
  });

  it.runIf(m.kept)("refuses (409) to delete a record its state keeps, and keeps it", async () => {
    const [row] = await ids(t.db, m.table);
    const id = row?.id as number;
    await m.kept?.(t.db, id);
    const res = await t.request(`${m.base}/${id}`, { method: "DELETE", cookie: admin });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/cannot be deleted/);
    expect((await t.request(recordPath(m, 1, id), { cookie: admin })).status).toBe(200);
  });
});

describe("/api/suppliers/{id}", () => {
  it("answers one supplier as the list shows it; 404 for another company", async () => {
    const list = (await (await t.request("/api/suppliers", { cookie: viewer })).json()) as { id: number }[];
    const first = list[0] as { id: number };
    const res = await t.request(`/api/suppliers/${first.id}`, { cookie: viewer });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(first);
    expect((await t.request(`/api/suppliers/${first.id}`, { cookie: rival.cookie })).status).toBe(404);
  });
});
