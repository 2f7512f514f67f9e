import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

type Feedback = {
  id: number;
  status: string;
  response: string | null;
  respondedAt: string | null;
  topic: string;
};

const submission = {
  topic: "Dust from the yard",
  stakeholderType: "community",
  feedbackType: "concern",
  priority: "high",
  message: "Grinding dust settles on cars parked on Station Road.",
  contactEmail: "neighbour@example.org",
};

const feedbackCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("stakeholder_feedback")
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const list = async (): Promise<Feedback[]> =>
  (await t.request("/api/stakeholder-feedback/1", { cookie })).json();
const byStatus = async (status: string) => {
  const item = (await list()).find((f) => f.status === status);
  if (!item) throw new Error(`no seeded ${status} feedback`);
  return item;
};

const respond = (id: number | string, json: unknown) =>
  t.request(`/api/stakeholder-feedback/${id}/respond`, { method: "PUT", cookie, json });

describe("GET /api/stakeholder-feedback/{companyId}", () => {
  it("lists the seeded feedback newest first, every status represented", async () => {
    const res = await t.request("/api/stakeholder-feedback/1", { cookie });
    expect(res.status).toBe(200);
    const items = await res.json();
    expect(items.length).toBeGreaterThanOrEqual(6);
    const created = items.map((f: { createdAt: string }) => f.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set(items.map((f: Feedback) => f.status))).toEqual(
      new Set(["open", "in_progress", "resolved", "closed"]),
    );
    expect(items[0]).toMatchObject({
      companyId: 1,
      stakeholderType: expect.any(String),
      priority: expect.any(String),
    });
  });

  it("needs a session and the user's own company", async () => {
    expect((await t.request("/api/stakeholder-feedback/1")).status).toBe(401);
    expect((await t.request("/api/stakeholder-feedback/2", { cookie })).status).toBe(403);
  });

  it("is the same body over REST and tRPC", async () => {
    const rest = await list();
    const rpc = await (await t.request("/trpc/stakeholderEngagement.list", { cookie })).json();
    expect(rpc.result.data).toEqual(rest);
  });
});

describe("PUT /api/stakeholder-feedback/{id}/respond", () => {
  it("records the trimmed response and the status on open feedback", async () => {
    const open = await byStatus("open");
    const res = await respond(open.id, { status: "in_progress", response: "  We are looking into it.  " });
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated).toMatchObject({
      id: open.id,
      status: "in_progress",
      response: "We are looking into it.",
    });
    expect(Date.parse(updated.respondedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await list()).find((f) => f.id === open.id)).toEqual(updated);
  });

  it("an empty response only changes the status and keeps an earlier answer", async () => {
    const item = await byStatus("in_progress");
    expect(item.response).not.toBeNull();
    const res = await respond(item.id, { status: "resolved", response: "   " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "resolved",
      response: item.response,
      respondedAt: item.respondedAt,
    });
  });

  it("in_progress may be answered again", async () => {
    const item = await byStatus("in_progress");
    const res = await respond(item.id, { status: "in_progress", response: "Update: fans ordered." });
    expect(res.status).toBe(200);
    expect((await res.json()).response).toBe("Update: fans ordered.");
  });

  it.each(["resolved", "closed"])("refuses to respond to %s feedback with 409", async (status) => {
    const item = await byStatus(status);
    for (const next of ["in_progress", "resolved", "closed"]) {
      const res = await respond(item.id, { status: next, response: "Reopening" });
      expect(res.status).toBe(409);
      expect((await res.json()).code).toBe("CONFLICT");
    }
    expect((await list()).find((f) => f.id === item.id)).toEqual(item);
  });

  it.each([
    ["status", { status: "open" }],
    ["status", { status: "done" }],
    ["status", {}],
    ["response", { status: "closed", response: "x".repeat(5001) }],
    ["response", { status: "closed", response: 12 }],
  ])("refuses a bad %s with 400 and changes nothing", async (path, body) => {
    const open = await byStatus("open");
    const res = await respond(open.id, body);
    expect(res.status).toBe(400);
    expect((await res.json()).issues.map((i: { path: string[] }) => i.path.join("."))).toEqual([path]);
    expect((await list()).find((f) => f.id === open.id)).toEqual(open);
  });

  it("answers 404 for an unknown id, 400 for a malformed one, 401 without a session", async () => {
    expect((await respond(99999, { status: "closed" })).status).toBe(404);
    const bad = await respond("abc", { status: "closed" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toEqual(["id"]);
    const open = await byStatus("open");
    const anonymous = await t.request(`/api/stakeholder-feedback/${open.id}/respond`, {
      method: "PUT",
      json: { status: "closed" },
    });
    expect(anonymous.status).toBe(401);
  });

  it("answers 404 for another company's feedback and leaves it alone", async () => {
    const other = await t.db
      .insertInto("companies")
      .values({ name: "Other Co", industry: "Energy", created_at: "2026-01-01" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto("stakeholder_feedback")
      .values({
        company_id: other.id,
        topic: "Theirs",
        stakeholder_type: "customer",
        feedback_type: "question",
        priority: "low",
        status: "open",
        message: "Hello",
        contact_email: null,
        created_at: "2026-01-01",
        updated_at: "2026-01-01",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await respond(row.id, { status: "closed", response: "Hijacked" })).status).toBe(404);
    const after = await t.db
      .selectFrom("stakeholder_feedback")
      .selectAll()
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: "open", response: null });
    expect((await list()).map((f) => f.topic)).not.toContain("Theirs");
  });

  it("is the same output over tRPC", async () => {
    const open = await byStatus("open");
    const res = await t.request("/trpc/stakeholderEngagement.respond", {
      method: "POST",
      cookie,
      json: { id: open.id, status: "closed", response: "Duplicate of an earlier report." },
    });
    expect(res.status).toBe(200);
    const out = (await res.json()).result.data;
    expect((await list()).find((f) => f.id === open.id)).toEqual(out);
  });
});

describe("POST /api/stakeholder-feedback (public)", () => {
  it("needs no session, always files as open for company 1 and answers only a receipt", async () => {
    const before = await feedbackCount();
    const res = await t.request("/api/stakeholder-feedback", {
      method: "POST",
      json: { ...submission, status: "resolved", companyId: 2, response: "forged", id: 1 },
    });
    expect(res.status).toBe(200);
    const receipt = await res.json();
    expect(Object.keys(receipt).sort()).toEqual(["createdAt", "id", "status"]);
    expect(receipt.status).toBe("open");
    expect(await feedbackCount()).toBe(before + 1);
    const row = await t.db
      .selectFrom("stakeholder_feedback")
      .selectAll()
      .where("id", "=", receipt.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_id: 1,
      status: "open",
      response: null,
      responded_at: null,
      topic: submission.topic,
      stakeholder_type: "community",
      feedback_type: "concern",
      priority: "high",
      contact_email: "neighbour@example.org",
    });
    expect((await list())[0]).toMatchObject({ id: receipt.id, status: "open" });
  });

  it("files for company 1 even when a user of another company is signed in", async () => {
    const res = await t.request("/api/stakeholder-feedback", { method: "POST", cookie, json: submission });
    const row = await t.db
      .selectFrom("stakeholder_feedback")
      .select("company_id")
      .where("id", "=", (await res.json()).id)
      .executeTakeFirstOrThrow();
    expect(row.company_id).toBe(1);
  });

  it("stores markup verbatim and serves it as JSON text, never as HTML", async () => {
    const message = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const res = await t.request("/api/stakeholder-feedback", {
      method: "POST",
      json: { ...submission, topic: "<b>bold</b>", message },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const { id } = await res.json();
    const listed = await t.request("/api/stakeholder-feedback/1", { cookie });
    expect(listed.headers.get("content-type")).toContain("application/json");
    expect(listed.headers.get("x-content-type-options")).toBe("nosniff");
    const item = ((await listed.json()) as (Feedback & { message: string })[]).find((f) => f.id === id);
    expect(item?.topic).toBe("<b>bold</b>");
    expect(item?.message).toBe(message);
  });

  it("defaults the priority to medium and accepts feedback without an e-mail", async () => {
    const { priority: _p, contactEmail: _e, ...rest } = submission;
    const res = await t.request("/api/stakeholder-feedback", { method: "POST", json: rest });
    expect(res.status).toBe(200);
    const row = await t.db
      .selectFrom("stakeholder_feedback")
      .select(["priority", "contact_email"])
      .where("id", "=", (await res.json()).id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ priority: "medium", contact_email: null });
  });

  it.each([
    ["topic", { topic: "" }],
    ["topic", { topic: "x".repeat(201) }],
    ["stakeholderType", { stakeholderType: "regulator" }],
    ["stakeholderType", { stakeholderType: undefined }],
    ["feedbackType", { feedbackType: "rant" }],
    ["priority", { priority: "urgent" }],
    ["message", { message: "   " }],
    ["message", { message: "x".repeat(5001) }],
    ["contactEmail", { contactEmail: "not-an-address" }],
    ["contactEmail", { contactEmail: `${"a".repeat(250)}@example.org` }],
  ])("refuses a bad %s with 400 and writes nothing", async (path, patch) => {
    const before = await feedbackCount();
    const res = await t.request("/api/stakeholder-feedback", {
      method: "POST",
      json: { ...submission, ...patch },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues.map((i: { path: string[] }) => i.path.join("."))).toEqual([path]);
    expect(await feedbackCount()).toBe(before);
  });

  it("refuses a non-JSON body", async () => {
    const res = await t.request("/api/stakeholder-feedback", {
      method: "POST",
      body: "topic=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
  });
});

describe("POST /api/stakeholder-feedback rate limit", () => {
  let limited: Awaited<ReturnType<typeof createTestApp>>;
  beforeEach(async () => {
    limited = await createTestApp({ rateLimits: { publicFeedback: { points: 2, durationSeconds: 60 } } });
  });
  afterEach(() => limited.close());

  const post = (ip: string, headers: Record<string, string> = {}, json: unknown = submission) =>
    limited.request("/api/stakeholder-feedback", { method: "POST", json, ip, headers });

  it("answers 429 once a client address has spent its budget, per address", async () => {
    expect((await post("203.0.113.5")).status).toBe(200);
    expect((await post("203.0.113.5")).status).toBe(200);
    const refused = await post("203.0.113.5");
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe("TOO_MANY_REQUESTS");
    expect((await post("198.51.100.7")).status).toBe(200);
    const rows = await limited.db
      .selectFrom("stakeholder_feedback")
      .select("id")
      .where("topic", "=", submission.topic)
      .execute();
    expect(rows).toHaveLength(3);
  });

  it("cannot be dodged with X-Forwarded-For or X-Real-IP", async () => {
    expect((await post("203.0.113.9", { "x-forwarded-for": "1.1.1.1" })).status).toBe(200);
    expect((await post("203.0.113.9", { "x-forwarded-for": "2.2.2.2" })).status).toBe(200);
    expect((await post("203.0.113.9", { "x-forwarded-for": "3.3.3.3", "x-real-ip": "4.4.4.4" })).status).toBe(
      429,
    );
    expect((await post("203.0.113.9", { forwarded: "for=5.5.5.5" })).status).toBe(429);
  });

  it("counts malformed submissions too, so a script cannot probe for free", async () => {
    expect((await post("203.0.113.20", {}, { topic: "" })).status).toBe(400);
    expect((await post("203.0.113.20", {}, { topic: "" })).status).toBe(400);
    expect((await post("203.0.113.20")).status).toBe(429);
  });

  it("also limits the tRPC transport of the same procedure", async () => {
    const rpc = () =>
      limited.request("/trpc/stakeholderEngagement.submit", {
        method: "POST",
        json: submission,
        ip: "203.0.113.30",
      });
    expect((await rpc()).status).toBe(200);
    expect((await post("203.0.113.30")).status).toBe(200);
    expect((await rpc()).status).toBe(429);
  });
});

describe("Reset Demo", () => {
  it("restores the seeded feedback", async () => {
    const seeded = await list();
    await t.request("/api/stakeholder-feedback", { method: "POST", json: submission });
    await respond((await byStatus("open")).id, { status: "closed" });
    expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
    const after = await list();
    const strip = (xs: Feedback[]) => xs.map((f) => [f.topic, f.status, f.response]);
    expect(strip(after)).toEqual(strip(seeded));
  });
});
