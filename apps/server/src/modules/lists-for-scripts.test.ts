import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// One paging style for scripts: ?page=&pageSize= with total/page/pageSize/hasMore in an object body and
// X-Total-Count/Link in the headers; ?cursor= on the emissions list and the audit log, stable under inserts.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(() => t.close());

const get = (path: string) => t.request(path, { cookie });

async function ingest(activities: Record<string, unknown>[], fileName = "script.json") {
  const res = await t.request("/api/carbon/ingest", {
    method: "POST",
    cookie,
    json: { sourceType: "energy_bill", fileName, allowDuplicate: true, rawData: { activities } },
  });
  expect(res.status).toBe(200);
  return res.json();
}

describe("GET /api/carbon/uploads", () => {
  it("lists the company's uploads newest first, a page at a time, with the paging fields and headers", async () => {
    await ingest(
      [{ activity: "electricity", amount: 10, unit: "kWh", region: "GB", date: "2024-02-01" }],
      "a.json",
    );
    const latest = await ingest(
      [{ activity: "diesel", amount: 20, unit: "litres", region: "GB", date: "2024-02-02" }],
      "b.json",
    );
    const total = Number(
      (
        await t.db
          .selectFrom("carbon_data_sources")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("company_id", "=", 1)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = await get("/api/carbon/uploads?pageSize=1");
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ page: 1, pageSize: 1, total, hasMore: total > 1 });
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      uploadId: latest.dataSourceId,
      status: "processed",
      fileName: "b.json",
      sourceType: "energy_bill",
      voided: false,
      activityCount: expect.any(Number),
    });
    expect(body.items[0].totalEmissions).toBeCloseTo(latest.totalEmissions, 6);
    expect(first.headers.get("x-total-count")).toBe(String(total));
    expect(first.headers.get("link")).toContain('</api/carbon/uploads?page=2&pageSize=1>; rel="next"');

    const second = await (await get("/api/carbon/uploads?page=2&pageSize=1")).json();
    expect(second.items[0].fileName).toBe("a.json");
    const whole = await (await get(`/api/carbon/uploads?pageSize=${Math.min(total, 500)}`)).json();
    expect(whole.items.map((u: { uploadId: number }) => u.uploadId)).toEqual(
      [...whole.items.map((u: { uploadId: number }) => u.uploadId)].sort((a, b) => b - a),
    );
    expect((await get("/api/carbon/uploads?pageSize=0")).status).toBe(400);
  });
});

/** The ids of a walk by page number, with `between` run after the first page. */
async function pagesOf(path: string, field: string, between: () => Promise<unknown>) {
  const seen: number[] = [];
  for (let page = 1; ; page++) {
    const body = await (await get(`${path}&page=${page}`)).json();
    seen.push(...body[field].map((r: { id: number }) => r.id));
    if (!body.hasMore) return seen;
    if (page === 1) await between();
  }
}

describe("the emissions list", () => {
  it("says the total, whether more follow and links its neighbours with its filter kept", async () => {
    const res = await get("/api/carbon/emissions/1?scope=2&page=2&pageSize=3");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ page: 2, pageSize: 3 });
    expect(body.hasMore).toBe(body.total > 6);
    expect(res.headers.get("x-total-count")).toBe(String(body.total));
    const link = res.headers.get("link") ?? "";
    expect(link).toContain('</api/carbon/emissions/1?scope=2&page=1&pageSize=3>; rel="prev"');
    if (body.hasMore)
      expect(link).toContain('</api/carbon/emissions/1?scope=2&page=3&pageSize=3>; rel="next"');
  });

  it("walks by cursor through every row once, although rows arrive during the walk", async () => {
    const pageWalk = await pagesOf("/api/carbon/emissions/1?pageSize=25", "emissions", () =>
      ingest([{ activity: "electricity", amount: 444, unit: "kWh", region: "GB", date: "2026-10-02" }]),
    );
    // The failure a cursor avoids: rows arriving at the top push rows seen already onto the next page.
    expect(new Set(pageWalk).size).toBeLessThan(pageWalk.length);

    const whole = await (await get("/api/carbon/emissions/1?pageSize=500")).json();
    const before = new Set<number>(whole.emissions.map((a: { id: number }) => a.id));
    expect(whole.total).toBe(before.size);
    expect(before.size).toBeGreaterThan(50);

    const seen: number[] = [];
    let res = await get("/api/carbon/emissions/1?pageSize=25");
    let body = await res.json();
    seen.push(...body.emissions.map((a: { id: number }) => a.id));
    let inserted = false;
    let pages = 1;
    while (body.nextCursor) {
      expect(body.hasMore).toBe(true);
      // A page walk links its next page by number; a cursor walk by the next cursor.
      if (pages > 1)
        expect(res.headers.get("link")).toContain(`cursor=${body.nextCursor}&pageSize=25>; rel="next"`);
      if (!inserted) {
        // New rows in the middle of the walk: dated before and after where it stands. A page walk would
        // repeat the rows they push down; the cursor walk does not.
        await ingest([
          { activity: "electricity", amount: 111, unit: "kWh", region: "GB", date: "2026-10-01" },
          { activity: "electricity", amount: 222, unit: "kWh", region: "GB", date: "2025-01-15" },
          { activity: "electricity", amount: 333, unit: "kWh", region: "GB", date: "2015-01-15" },
        ]);
        inserted = true;
      }
      res = await get(`/api/carbon/emissions/1?pageSize=25&cursor=${encodeURIComponent(body.nextCursor)}`);
      expect(res.status).toBe(200);
      body = await res.json();
      pages++;
      expect(body.page).toBe(pages);
      seen.push(...body.emissions.map((a: { id: number }) => a.id));
    }
    expect(body.hasMore).toBe(false);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
  }, 30_000);

  it("refuses a cursor it did not give, at the cursor field", async () => {
    for (const cursor of ["nonsense", "eyJ4IjoxfQ", "%%%"]) {
      const res = await get(`/api/carbon/emissions/1?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect((await res.json()).issues[0].path).toEqual(["cursor"]);
    }
  });
});

describe("the audit log", () => {
  it("pages with the same fields and headers, and walks by cursor with no entry twice as entries arrive", async () => {
    const res = await get("/api/companies/1/audit-log?pageSize=2");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 2, hasMore: body.total > 2 });
    expect(res.headers.get("x-total-count")).toBe(String(body.total));
    expect(res.headers.get("link"), "link").toContain(
      '</api/companies/1/audit-log?page=2&pageSize=2>; rel="next"',
    );
    const before = new Set<number>(
      (await (await get("/api/companies/1/audit-log?pageSize=500")).json()).entries.map(
        (e: { id: number }) => e.id,
      ),
    );

    const seen: number[] = body.entries.map((e: { id: number }) => e.id);
    let cursor: string | null = body.nextCursor;
    while (cursor) {
      // Every page, a new entry lands at the top of the log.
      await ingest([{ activity: "diesel", amount: 5, unit: "litres", region: "GB", date: "2024-05-05" }]);
      const page = await (await get(`/api/companies/1/audit-log?pageSize=2&cursor=${cursor}`)).json();
      seen.push(...page.entries.map((e: { id: number }) => e.id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(before);
  }, 30_000);
});
