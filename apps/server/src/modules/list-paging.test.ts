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

describe("GET /api/carbon/sources/{companyId}", () => {
  const path = "/api/carbon/sources/1";
  const send = (method: string, url: string, json: unknown) => t.request(url, { method, json, cookie });

  it("stays the spec's whole array without paging, and pages it under its filter with the same headers", async () => {
    // Two pending uploads beside the demo's approved ones, so the filter changes the total.
    const settings = await (await get("/api/companies/1/reporting-settings")).json();
    const put = await send("PUT", "/api/companies/1/reporting-settings", {
      ...settings,
      requireApproval: true,
    });
    expect(put.status).toBe(200);
    for (const [i, amount] of [100, 200].entries()) {
      const res = await send("POST", "/api/carbon/ingest", {
        sourceType: "energy_bill",
        rawData: {
          activities: [
            { activity: "electricity", amount, unit: "kWh", region: "GB", date: `2025-0${i + 1}-28` },
          ],
        },
      });
      expect(res.status).toBe(200);
    }

    const whole = await get(path);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("x-total-count")).toBeNull();
    expect(whole.headers.get("link")).toBeNull();
    const all = (await whole.json()) as { id: number; reviewStatus: string }[];
    expect(all.length).toBeGreaterThanOrEqual(3);

    const first = await get(`${path}?page=1&pageSize=2`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(all.slice(0, 2));
    expect(first.headers.get("x-total-count")).toBe(String(all.length));
    expect(first.headers.get("x-page")).toBe("1");
    expect(first.headers.get("x-page-size")).toBe("2");
    expect(first.headers.get("link")).toContain(`<${path}?page=2&pageSize=2>; rel="next"`);
    const second = await get(`${path}?page=2&pageSize=2`);
    expect(await second.json()).toEqual(all.slice(2, 4));

    // The filter counts in the total and stays in every link.
    const pending = all.filter((s) => s.reviewStatus === "pending");
    expect(pending).toHaveLength(2);
    const filtered = await get(`${path}?reviewStatus=pending&pageSize=1`);
    expect(await filtered.json()).toEqual(pending.slice(0, 1));
    expect(filtered.headers.get("x-total-count")).toBe("2");
    expect(filtered.headers.get("link")).toContain(
      `<${path}?reviewStatus=pending&page=2&pageSize=1>; rel="next"`,
    );
    const past = await get(`${path}?page=1000&pageSize=10`);
    expect(await past.json()).toEqual([]);
    expect(past.headers.get("x-total-count")).toBe(String(all.length));

    for (const [query, field] of [
      ["page=0", "page"],
      [`pageSize=${LIST_PAGE_SIZE_MAX + 1}`, "pageSize"],
    ] as const) {
      const res = await get(`${path}?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).issues[0].path, query).toEqual([field]);
    }
  });
});
