/**
 * One write path: a write and its audit entry commit together or not at all, on SQLite and (pnpm test:pg) on
 * PostgreSQL. The audit table is made to reject every row, as a crash between a change and its entry would;
 * each write must then answer 500 and leave its data, the audit log and the company's data version as they were.
 */
import { processUpload, type UploadJob } from "@esg/api";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { nodeSha256, type UploadJobs } from "../uploads/upload-jobs";

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
const rows =
  (
    table:
      | Table
      | "stakeholder_feedback"
      | "companies"
      | "carbon_recalculations"
      | "carbon_data_sources"
      | "emission_activities"
      | "carbon_monthly_totals"
      | "carbon_upload_chunks",
  ) =>
  async () =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((e) => e.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

const CSV = [
  "activity,amount,unit,region,date,description",
  "electricity,10000,kWh,GB,2026-06-30,Head office",
  "diesel,400,litres,GB,2026-06-30,Delivery vans",
].join("\n");

/** Everything an upload writes: its data source, its activities, the rollup and its kept file. */
const carbonState = async () => ({
  sources: await t.db
    .selectFrom("carbon_data_sources")
    .select(["id", "processing_status"])
    .orderBy("id")
    .execute(),
  activities: await rows("emission_activities")(),
  rollup: await t.db
    .selectFrom("carbon_monthly_totals")
    .selectAll()
    .orderBy("company_id")
    .orderBy("month")
    .orderBy("scope")
    .orderBy("detail_key")
    .orderBy("source_type")
    .orderBy("site_id")
    .execute(),
  chunks: await rows("carbon_upload_chunks")(),
});

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
    name: "a JSON ingest (its source, activities and rollup; the record of the failed attempt too)",
    method: "POST",
    path: "/api/carbon/ingest",
    json: { sourceType: "energy_bill", fileName: "june.csv", rawData: { rawText: CSV } },
    state: carbonState,
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

describe("the ingest paths: a refused audit entry leaves no part of the upload", () => {
  /** Streamed uploads queue here and run only when the test says so. */
  function heldJobs() {
    const queued: UploadJob[] = [];
    const held: UploadJobs = {
      start: (job) => queued.push(job),
      idle: async () => {},
      active: 0,
      sweep: async () => 0,
      close: async () => {},
      waiting: 0,
      resume: async () => 0,
    };
    return { queued, held };
  }
  const uploadFile = (app: typeof t, content: string) => {
    const body = new FormData();
    body.set("sourceType", "energy_bill");
    body.set("file", new Blob([content], { type: "text/csv" }), "june.csv");
    return app.request("/api/carbon/uploads", { method: "POST", cookie, body });
  };

  it("a refused JSON ingest (bad rows) still answers 400, and its failure record goes whole or not at all", async () => {
    const before = { state: await carbonState(), audit: await auditRows() };
    await refuseAuditEntries();
    const res = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      json: {
        sourceType: "energy_bill",
        rawData: { rawText: `${CSV}\nelectricity,-5,kWh,GB,2026-06-30,Bad` },
      },
    });
    // The caller is owed the rows' issues; the record of the attempt could not get its entry, so it is not kept.
    expect(res.status).toBe(400);
    expect((await res.json()).issues.length).toBeGreaterThan(0);
    expect({ state: await carbonState(), audit: await auditRows() }).toEqual(before);
  });

  it("a refused JSON ingest is recorded as a failed source with its audit entry while the log takes rows", async () => {
    const res = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      json: {
        sourceType: "energy_bill",
        rawData: { rawText: `${CSV}\nelectricity,-5,kWh,GB,2026-06-30,Bad` },
      },
    });
    expect(res.status).toBe(400);
    const failed = await t.db
      .selectFrom("carbon_data_sources")
      .select("id")
      .where("processing_status", "=", "error")
      .executeTakeFirstOrThrow();
    const entry = await t.db
      .selectFrom("audit_log")
      .select(["action", "entity_id", "after"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe("upload");
    expect(entry.entity_id).toBe(String(failed.id));
    expect(JSON.parse(entry.after as string)).toMatchObject({ status: "error" });
  });

  it("beginning a streamed upload: 500, no data source, no kept file", async () => {
    const before = { state: await carbonState(), audit: await auditRows(), versions: await versions() };
    await refuseAuditEntries();
    const res = await uploadFile(t, CSV);
    expect(res.status, await res.clone().text()).toBe(500);
    expect({ state: await carbonState(), audit: await auditRows(), versions: await versions() }).toEqual(
      before,
    );
  });

  it("cancelling a streamed upload: 500, the upload still queued", async () => {
    const { held } = heldJobs();
    const app = await createTestApp({ uploadJobs: held });
    try {
      const appCookie = await app.login();
      const body = new FormData();
      body.set("file", new Blob([CSV], { type: "text/csv" }), "june.csv");
      const begun = await app.request("/api/carbon/uploads", { method: "POST", cookie: appCookie, body });
      expect(begun.status).toBe(202);
      const { uploadId } = await begun.json();
      const audit = () => app.db.selectFrom("audit_log").select("id").orderBy("id").execute();
      const status = () =>
        app.db
          .selectFrom("carbon_data_sources")
          .select("processing_status")
          .where("id", "=", uploadId)
          .execute();
      const before = { audit: await audit(), status: await status() };
      const previous = t;
      t = app;
      await refuseAuditEntries();
      t = previous;
      const res = await app.request(`/api/carbon/uploads/${uploadId}/cancel`, {
        method: "POST",
        cookie: appCookie,
      });
      expect(res.status, await res.clone().text()).toBe(500);
      expect({ audit: await audit(), status: await status() }).toEqual(before);
      expect(before.status).toEqual([{ processing_status: "queued" }]);
    } finally {
      await app.close();
    }
  });

  it("finishing a streamed upload: not counted, its rows gone, no entry", async () => {
    const { queued, held } = heldJobs();
    const previous = t;
    t = await createTestApp({ uploadJobs: held });
    try {
      cookie = await t.login();
      expect((await uploadFile(t, CSV)).status).toBe(202);
      const job = queued[0] as UploadJob;
      const before = { audit: await auditRows(), rollup: await rows("carbon_monthly_totals")() };
      await refuseAuditEntries();
      const errors: unknown[] = [];
      await processUpload(t.db, job, { hash: nodeSha256, onError: (e) => errors.push(e) });
      expect(String(errors[0])).toMatch(/audit entry refused/);
      // The batches were written (uncounted) and, the finish refused, deleted again.
      const source = await t.db
        .selectFrom("carbon_data_sources")
        .select(["processing_status", "activity_count"])
        .where("id", "=", job.uploadId)
        .executeTakeFirstOrThrow();
      expect(source).toEqual({ processing_status: "error", activity_count: 0 });
      expect(
        await t.db
          .selectFrom("emission_activities")
          .select("id")
          .where("data_source_id", "=", job.uploadId)
          .execute(),
      ).toEqual([]);
      expect({ audit: await auditRows(), rollup: await rows("carbon_monthly_totals")() }).toEqual(before);
    } finally {
      await t.close();
      t = previous;
    }
  });
});
