/**
 * An id in a path is a positive decimal integer in its canonical form, else 400. `/1e1` used to
 * update topic 10 and `/0x2` topic 2, because the id was read with `Number()`.
 */
import { restRoutes } from "@esg/api";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

/** Path segments that `Number()` reads as an id but that are not one (as sent on the wire). */
const BAD_IDS = [
  "1e1",
  "0x2",
  "+3",
  "%2B3",
  "2.0",
  "%202%20",
  "-1",
  "0",
  "99999999999999999999",
  "9007199254740993",
];

const topic = {
  topic: "Product carbon footprints",
  category: "Environmental",
  businessImpact: 4,
  stakeholderConcern: 5,
  description: "Customers ask for ISO 14067 PCFs.",
};

const topics = () => t.db.selectFrom("materiality_topics").selectAll().orderBy("id").execute();

async function expectIdRefused(res: Response, param: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { issues: { path: string[]; message: string }[] };
  expect(body.issues).toContainEqual({ path: [param], message: "Id must be a positive whole number" });
}

describe("PUT /api/materiality/{id}", () => {
  it.each(BAD_IDS)("/api/materiality/%s → 400 at path id; no topic changes", async (id) => {
    const before = await topics();
    // Topics 2, 3 and 10 exist: each form used to reach one of them.
    expect(before.map((r) => r.id)).toEqual(expect.arrayContaining([2, 3, 10]));
    const res = await t.request(`/api/materiality/${id}`, { method: "PUT", cookie, json: topic });
    await expectIdRefused(res, "id");
    expect(await topics()).toEqual(before);
  });

  it("a real id still updates its topic, over REST and over tRPC with a number", async () => {
    const res = await t.request("/api/materiality/10", { method: "PUT", cookie, json: topic });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 10, topic: topic.topic });
    const trpc = await t.request("/trpc/materiality.update", {
      method: "POST",
      cookie,
      json: { ...topic, id: 2, topic: "Water" },
    });
    expect(trpc.status).toBe(200);
    expect((await trpc.json()).result.data).toMatchObject({ id: 2, topic: "Water" });
  });

  it("tRPC refuses an id sent as lax text or a fraction", async () => {
    for (const id of ["1e1", "0x2", 2.5, -1]) {
      const res = await t.request("/trpc/materiality.update", {
        method: "POST",
        cookie,
        json: { ...topic, id },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.data.issues[0].path).toEqual(["id"]);
    }
  });
});

describe("PUT /api/risk-assessments/{id}/status", () => {
  it("refuses every lax form and still takes a real id", async () => {
    const [risk] = await t.db.selectFrom("risk_assessments").select(["id", "status"]).limit(1).execute();
    if (!risk) throw new Error("the seed has risks");
    for (const id of BAD_IDS) {
      const res = await t.request(`/api/risk-assessments/${id}/status`, {
        method: "PUT",
        cookie,
        json: { status: "mitigated" },
      });
      await expectIdRefused(res, "id");
    }
    const ok = await t.request(`/api/risk-assessments/${risk.id}/status`, {
      method: "PUT",
      cookie,
      json: { status: "mitigated" },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: risk.id, status: "mitigated" });
  });
});

describe("PUT /api/training-progress/{moduleId}/complete", () => {
  it("refuses every lax form and still completes a real module", async () => {
    const created = await t.request("/api/training-modules", {
      method: "POST",
      cookie,
      json: { title: "Scope 3 basics", description: "Categories 1-15.", duration: 30 },
    });
    expect(created.status).toBe(200);
    const module = (await created.json()) as { id: number };
    const started = await t.request("/api/training-progress", {
      method: "POST",
      cookie,
      json: { moduleId: module.id },
    });
    expect(started.status).toBe(200);
    for (const id of BAD_IDS) {
      const res = await t.request(`/api/training-progress/${id}/complete`, {
        method: "PUT",
        cookie,
        json: {},
      });
      await expectIdRefused(res, "moduleId");
    }
    const done = await t.request(`/api/training-progress/${module.id}/complete`, {
      method: "PUT",
      cookie,
      json: {},
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ moduleId: module.id, status: "completed" });
  });
});

describe("every id in a REST path", () => {
  const idRoutes = restRoutes.flatMap((route) =>
    (route.path.match(/:\w+/g) ?? [])
      .map((p) => p.slice(1))
      // A report type (`esrs-e1`) is a name, not an id: an unknown one is 404 (xbrl-packages.test.ts).
      .filter((p) => p !== "companyId" && p !== "year" && p !== "type")
      .map((param) => ({ route, param })),
  );
  const yearRoutes = restRoutes.filter((route) => route.path.includes(":year"));

  it.each(yearRoutes.map((route) => [route.method, route.path] as const))(
    "%s %s refuses a year that is not four digits",
    async (method, path) => {
      for (const year of ["2e3", "0x7e8", "+2024", "2024.0", "%202024", "-2024", "20245"]) {
        const res = await t.request(path.replace(":year", year), { method, cookie, json: { reason: "x" } });
        expect(res.status).toBe(400);
        expect((await res.json()).issues[0].path).toEqual(["year"]);
      }
    },
  );

  it("the table has the id routes this test expects", () => {
    expect(idRoutes.length).toBeGreaterThanOrEqual(9);
  });

  it.each(idRoutes.map(({ route, param }) => [route.method, route.path, param] as const))(
    "%s %s refuses lax ids at path %s",
    async (method, path, param) => {
      for (const id of ["1e1", "0x2", "+3", "2.0", "%202%20", "-1", "99999999999999999999"]) {
        const res = await t.request(path.replace(`:${param}`, id).replace(":companyId", "1"), {
          method,
          cookie,
          json: method === "GET" ? undefined : {},
        });
        await expectIdRefused(res, param);
      }
    },
  );
});
