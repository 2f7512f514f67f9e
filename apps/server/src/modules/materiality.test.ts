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
  topic: "Product carbon footprints",
  category: "Environmental",
  businessImpact: 4,
  stakeholderConcern: 5,
  description: "Customers ask for ISO 14067 PCFs.",
};

const topicCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("materiality_topics")
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function otherCompanyTopic() {
  const other = await t.db
    .insertInto("companies")
    .values({ name: "Other Co", industry: "Energy", created_at: "2026-01-01" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const topic = await t.db
    .insertInto("materiality_topics")
    .values({
      company_id: other.id,
      topic: "Their topic",
      category: "Social",
      business_impact: 2,
      stakeholder_concern: 2,
      description: "",
      materiality_level: "Low",
      created_at: "2026-01-01",
      updated_at: "2026-01-01",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { companyId: other.id, topicId: topic.id };
}

describe("GET /api/materiality/{companyId}", () => {
  it("lists the seeded topics, highest impact + concern first, with stored levels", async () => {
    const res = await t.request("/api/materiality/1", { cookie });
    expect(res.status).toBe(200);
    const topics = await res.json();
    expect(topics.length).toBeGreaterThanOrEqual(8);
    const sums = topics.map(
      (x: { businessImpact: number; stakeholderConcern: number }) => x.businessImpact + x.stakeholderConcern,
    );
    expect(sums).toEqual([...sums].sort((a, b) => b - a));
    expect(topics[0]).toMatchObject({
      companyId: 1,
      topic: "Scope 1 & 2 emissions",
      category: "Environmental",
      businessImpact: 5,
      stakeholderConcern: 5,
      materialityLevel: "Critical",
    });
    expect(new Set(topics.map((x: { materialityLevel: string }) => x.materialityLevel))).toEqual(
      new Set(["Critical", "High", "Medium", "Low"]),
    );
  });

  it("needs a session and the user's own company id", async () => {
    expect((await t.request("/api/materiality/1")).status).toBe(401);
    expect((await t.request("/api/materiality/2", { cookie })).status).toBe(403);
  });

  it("never lists another company's topics", async () => {
    await otherCompanyTopic();
    const topics = await (await t.request("/api/materiality/1", { cookie })).json();
    expect(topics.map((x: { topic: string }) => x.topic)).not.toContain("Their topic");
  });

  it("is the same body over REST and tRPC", async () => {
    const rest = await (await t.request("/api/materiality/1", { cookie })).json();
    const rpc = await (await t.request("/trpc/materiality.list", { cookie })).json();
    expect(rpc.result.data).toEqual(rest);
  });
});

describe("POST /api/materiality", () => {
  it("creates a topic with the server-computed level, ignoring a client-sent one", async () => {
    const res = await t.request("/api/materiality", {
      method: "POST",
      cookie,
      json: { ...valid, topic: "  Product carbon footprints  ", materialityLevel: "Low", companyId: 99 },
    });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created).toMatchObject({ ...valid, companyId: 1, materialityLevel: "Critical" });
    const row = await t.db
      .selectFrom("materiality_topics")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_id: 1,
      topic: "Product carbon footprints",
      materiality_level: "Critical",
    });

    const list = await (await t.request("/api/materiality/1", { cookie })).json();
    expect(list.find((x: { id: number }) => x.id === created.id)).toEqual(created);
  });

  it.each([
    [4, 5, "Critical"],
    [4, 3, "High"],
    [3, 2, "Medium"],
    [2, 2, "Low"],
  ])("impact %i, concern %i is stored as %s", async (businessImpact, stakeholderConcern, level) => {
    const res = await t.request("/api/materiality", {
      method: "POST",
      cookie,
      json: { ...valid, businessImpact, stakeholderConcern },
    });
    expect((await res.json()).materialityLevel).toBe(level);
  });

  it("defaults a missing description to empty", async () => {
    const { description: _d, ...rest } = valid;
    const res = await t.request("/api/materiality", { method: "POST", cookie, json: rest });
    expect(res.status).toBe(200);
    expect((await res.json()).description).toBe("");
  });

  it.each([
    ["topic", { topic: "   " }],
    ["topic", { topic: undefined }],
    ["topic", { topic: "x".repeat(121) }],
    ["category", { category: "Economic" }],
    ["category", { category: undefined }],
    ["businessImpact", { businessImpact: 0 }],
    ["businessImpact", { businessImpact: 6 }],
    ["businessImpact", { businessImpact: 3.5 }],
    ["stakeholderConcern", { stakeholderConcern: "4" }],
    ["stakeholderConcern", { stakeholderConcern: null }],
    ["description", { description: "x".repeat(2001) }],
  ])("refuses a bad %s with 400 and writes nothing", async (path, patch) => {
    const before = await topicCount();
    const res = await t.request("/api/materiality", { method: "POST", cookie, json: { ...valid, ...patch } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.issues.map((i: { path: string[] }) => i.path.join("."))).toEqual([path]);
    expect(await topicCount()).toBe(before);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/materiality", { method: "POST", json: valid })).status).toBe(401);
  });

  it("is the same output over tRPC", async () => {
    const res = await t.request("/trpc/materiality.create", { method: "POST", cookie, json: valid });
    expect(res.status).toBe(200);
    const created = (await res.json()).result.data;
    const list = await (await t.request("/api/materiality/1", { cookie })).json();
    expect(list.find((x: { id: number }) => x.id === created.id)).toEqual(created);
  });
});

describe("PUT /api/materiality/{id}", () => {
  async function firstSeeded() {
    return (await (await t.request("/api/materiality/1", { cookie })).json())[0] as {
      id: number;
      createdAt: string;
    };
  }

  it("replaces the fields and recomputes the stored level", async () => {
    const topic = await firstSeeded();
    const res = await t.request(`/api/materiality/${topic.id}`, {
      method: "PUT",
      cookie,
      json: { ...valid, businessImpact: 1, stakeholderConcern: 2, materialityLevel: "Critical", id: 12345 },
    });
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated).toMatchObject({
      ...valid,
      id: topic.id,
      businessImpact: 1,
      stakeholderConcern: 2,
      materialityLevel: "Low",
      createdAt: topic.createdAt,
    });
    const row = await t.db
      .selectFrom("materiality_topics")
      .select("materiality_level")
      .where("id", "=", topic.id)
      .executeTakeFirstOrThrow();
    expect(row.materiality_level).toBe("Low");
    expect(await t.db.selectFrom("materiality_topics").where("id", "=", 12345).selectAll().execute()).toEqual(
      [],
    );
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const topic = await firstSeeded();
    const res = await t.request(`/api/materiality/${topic.id}`, {
      method: "PUT",
      cookie,
      json: { ...valid, stakeholderConcern: 9 },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toEqual(["stakeholderConcern"]);
    const after = await firstSeeded();
    expect(after).toEqual(topic);
  });

  it("answers 404 for an unknown id, 400 for a malformed one", async () => {
    expect((await t.request("/api/materiality/99999", { method: "PUT", cookie, json: valid })).status).toBe(
      404,
    );
    const bad = await t.request("/api/materiality/abc", { method: "PUT", cookie, json: valid });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toEqual(["id"]);
  });

  it("answers 404 for another company's topic and leaves it alone", async () => {
    const { topicId } = await otherCompanyTopic();
    const res = await t.request(`/api/materiality/${topicId}`, { method: "PUT", cookie, json: valid });
    expect(res.status).toBe(404);
    const row = await t.db
      .selectFrom("materiality_topics")
      .select("topic")
      .where("id", "=", topicId)
      .executeTakeFirstOrThrow();
    expect(row.topic).toBe("Their topic");
  });
});

describe("Reset Demo", () => {
  it("restores the seeded topics", async () => {
    const seeded = await (await t.request("/api/materiality/1", { cookie })).json();
    await t.request("/api/materiality", { method: "POST", cookie, json: valid });
    await t.db.deleteFrom("materiality_topics").where("topic", "=", "Water use").execute();
    expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
    const after = await (await t.request("/api/materiality/1", { cookie })).json();
    const strip = (xs: { topic: string; materialityLevel: string }[]) =>
      xs.map((x) => [x.topic, x.materialityLevel]);
    expect(strip(after)).toEqual(strip(seeded));
  });
});
