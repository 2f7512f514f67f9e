import { LIST_PAGE_SIZE_MAX } from "@esg/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// Every module list takes ?page=&pageSize=; without them the answer is the spec's whole array.

const LISTS = [
  "/api/materiality/1",
  "/api/stakeholder-feedback/1",
  "/api/esg-goals/1",
  "/api/regulatory-requirements/1",
  "/api/risk-assessments/1",
  "/api/esg-ratings/1",
  "/api/benchmark-data/1",
  "/api/training-modules/1",
  "/api/board-reports/1",
  "/api/impact-measurements/1",
];

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(() => t.close());

const get = (path: string) => t.request(path, { cookie });

describe.each(LISTS)("GET %s", (path) => {
  it("pages the list in its own order, with the total and links in the headers", async () => {
    const whole = await get(path);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("x-total-count")).toBeNull();
    const all = (await whole.json()) as { id: number }[];
    expect(all.length).toBeGreaterThanOrEqual(2);

    const first = await get(`${path}?page=1&pageSize=1`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(all.slice(0, 1));
    expect(first.headers.get("x-total-count")).toBe(String(all.length));
    expect(first.headers.get("link")).toContain(`<${path}?page=2&pageSize=1>; rel="next"`);

    const second = await get(`${path}?page=2&pageSize=1`);
    expect(await second.json()).toEqual(all.slice(1, 2));
    expect(second.headers.get("link")).toContain(`<${path}?page=1&pageSize=1>; rel="prev"`);

    // A page size alone starts at page 1; a page alone has 100 rows; past the end is an empty page.
    expect(await (await get(`${path}?pageSize=2`)).json()).toEqual(all.slice(0, 2));
    expect(await (await get(`${path}?page=1`)).json()).toEqual(all.slice(0, 100));
    const past = await get(`${path}?page=1000&pageSize=100`);
    expect(await past.json()).toEqual([]);
    expect(past.headers.get("x-total-count")).toBe(String(all.length));
  });

  it("refuses a page or size that is not a whole number in range, naming the field", async () => {
    for (const [query, field] of [
      ["page=0", "page"],
      ["page=1.5", "page"],
      [`pageSize=${LIST_PAGE_SIZE_MAX + 1}`, "pageSize"],
      ["pageSize=abc", "pageSize"],
    ] as const) {
      const res = await get(`${path}?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).issues[0].path, query).toEqual([field]);
    }
  });
});
