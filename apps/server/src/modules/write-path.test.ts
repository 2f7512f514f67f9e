/**
 * One write path: a write and its audit entry commit together or not at all, on SQLite and (pnpm test:pg) on
 * PostgreSQL. The audit table is made to reject every row, as a crash between a change and its entry would;
 * each write must then answer 500 and leave its data, the audit log and the company's data version as they were.
 */
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

/** Makes every audit insert fail inside the writing transaction, with the engine's own trigger. */
async function refuseAuditEntries() {
  if (t.handle.engine === "postgres") {
    await sql`CREATE FUNCTION refuse_audit_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit entry refused'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER refuse_audit_entry BEFORE INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION refuse_audit_entry()`.execute(t.db);
  } else {
    await sql`CREATE TRIGGER refuse_audit_entry BEFORE INSERT ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit entry refused'); END`.execute(t.db);
  }
}

type Table =
  | "suppliers"
  | "materiality_topics"
  | "esg_goals"
  | "sites"
  | "carbon_year_closures"
  | "invitations";
const rows = (table: Table | "stakeholder_feedback" | "companies" | "carbon_recalculations") => async () =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const cases: {
  name: string;
  method: string;
  path: string;
  json?: unknown;
  signedIn?: false;
  state: () => Promise<unknown>;
}[] = [
  {
    name: "a new supplier",
    method: "POST",
    path: "/api/suppliers",
    json: { name: "Write Path Ltd", riskTier: "low", disclosureScore: 40 },
    state: rows("suppliers"),
  },
  {
    name: "a materiality topic",
    method: "POST",
    path: "/api/materiality",
    json: {
      topic: "Water",
      category: "Environmental",
      businessImpact: 4,
      stakeholderConcern: 5,
      description: "",
    },
    state: rows("materiality_topics"),
  },
  {
    name: "a site",
    method: "POST",
    path: "/api/companies/1/sites",
    json: { name: "Depot", country: "GB" },
    state: rows("sites"),
  },
  {
    name: "closing a year",
    method: "POST",
    path: "/api/carbon/years/2024/close",
    json: { reason: "signed off" },
    state: rows("carbon_year_closures"),
  },
  {
    name: "recalculating a year",
    method: "POST",
    path: "/api/carbon/recalculate",
    json: { year: 2024 },
    state: async () => [
      await rows("carbon_recalculations")(),
      await t.db.selectFrom("emission_activities").select(["id", "total_emissions"]).orderBy("id").execute(),
    ],
  },
  {
    name: "the company's settings",
    method: "PUT",
    path: "/api/companies/1/settings",
    json: { dateLocale: "it-IT" },
    state: () => t.db.selectFrom("companies").select("date_locale").where("id", "=", 1).execute(),
  },
  {
    name: "an invitation",
    method: "POST",
    path: "/api/companies/1/invitations",
    json: { role: "viewer" },
    state: rows("invitations"),
  },
  {
    name: "Reset Demo (every module's rows replaced)",
    method: "POST",
    path: "/api/demo/reset",
    state: () => t.db.selectFrom("suppliers").select("id").orderBy("id").execute(),
  },
  {
    name: "a public feedback submission",
    method: "POST",
    path: "/api/stakeholder-feedback",
    json: {
      topic: "Dust",
      stakeholderType: "community",
      feedbackType: "concern",
      priority: "high",
      message: "Dust settles on cars parked on Station Road.",
      contactEmail: "neighbour@example.org",
    },
    signedIn: false,
    state: rows("stakeholder_feedback"),
  },
  {
    name: "a sign-up (a new company and its admin)",
    method: "POST",
    path: "/api/auth/signup",
    json: {
      companyName: "New Co",
      industry: "Technology",
      username: "newco-admin",
      password: "correct horse battery staple",
      name: "New Admin",
    },
    signedIn: false,
    state: rows("companies"),
  },
];

const auditRows = () => t.db.selectFrom("audit_log").select("id").orderBy("id").execute();
const versions = () => t.db.selectFrom("company_data_versions").selectAll().orderBy("company_id").execute();

describe("a crash between a write and its audit entry leaves neither", () => {
  it.each(cases)("$name", async (c) => {
    const before = { state: await c.state(), audit: await auditRows(), versions: await versions() };
    await refuseAuditEntries();
    const res = await t.request(c.path, {
      method: c.method,
      json: c.json,
      cookie: c.signedIn === false ? undefined : cookie,
    });
    expect(res.status, await res.clone().text()).toBe(500);
    // Refused by the injected failure, not by anything else (outside production the message is shown).
    expect((await res.json()).message).toBe("audit entry refused");
    expect({ state: await c.state(), audit: await auditRows(), versions: await versions() }).toEqual(before);
  });

  it("the same write succeeds with its entry once the audit table takes rows again", async () => {
    const res = await t.request("/api/suppliers", {
      method: "POST",
      cookie,
      json: { name: "Write Path Ltd", riskTier: "low", disclosureScore: 40 },
    });
    expect(res.status).toBe(200);
    const { id } = await res.json();
    const entry = await t.db
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("entity", "=", "supplier")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: "create", entity_id: String(id) });
  });
});
