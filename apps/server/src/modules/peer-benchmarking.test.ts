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
  industry: "Manufacturing",
  region: "Europe",
  metric: "carbon_intensity_reduction",
  value: 70,
  unit: "% vs 2019",
  year: 2026,
  industryAverage: 60,
  topQuartile: 80,
  dataSource: "CDP 2025 manufacturing responses",
};

type Benchmark = { id: number; metric: string; year: number; percentile: number; companyId: number };

const benchmarkCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("benchmark_data")
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const post = (json: unknown) => t.request("/api/benchmark-data", { method: "POST", cookie, json });

describe("GET /api/benchmark-data/{companyId}", () => {
  it("lists the seeded benchmarks, newest year first, each with a source and a stored percentile", async () => {
    const res = await t.request("/api/benchmark-data/1", { cookie });
    expect(res.status).toBe(200);
    const rows: (Benchmark & { dataSource: string | null })[] = await res.json();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const years = rows.map((r) => r.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(rows.every((r) => r.companyId === 1 && (r.dataSource ?? "").length > 10)).toBe(true);
    const efficiency = rows.find((r) => r.metric === "energy_efficiency_gain");
    // 75 + (3.4 - 2.4) / (0.5 x 2.4) x 25
    expect(efficiency?.percentile).toBeCloseTo(95.8333, 3);
  });

  it("needs a session and the user's own company id", async () => {
    expect((await t.request("/api/benchmark-data/1")).status).toBe(401);
    expect((await t.request("/api/benchmark-data/2", { cookie })).status).toBe(403);
  });

  it("never lists another company's benchmarks", async () => {
    const other = await t.db
      .insertInto("companies")
      .values({ name: "Other Co", industry: "Energy", created_at: "2026-01-01" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("benchmark_data")
      .values({
        company_id: other.id,
        industry: "Energy",
        region: "Global",
        metric: "their_metric",
        value: 1,
        unit: "x",
        year: 2026,
        industry_average: 1,
        top_quartile: 2,
        direction: "higher",
        percentile: 50,
        created_at: "2026-01-01",
      })
      .execute();
    const rows: Benchmark[] = await (await t.request("/api/benchmark-data/1", { cookie })).json();
    expect(rows.map((r) => r.metric)).not.toContain("their_metric");
    expect((await t.request(`/api/benchmark-data/${other.id}`, { cookie })).status).toBe(403);
  });

  it("is the same body over REST and tRPC", async () => {
    const rest = await (await t.request("/api/benchmark-data/1", { cookie })).json();
    const rpc = await (await t.request("/trpc/peerBenchmarking.list", { cookie })).json();
    expect(rpc.result.data).toEqual(rest);
  });
});

describe("GET /api/companies/{companyId} (the industry card)", () => {
  it("answers the company with its industry", async () => {
    const res = await t.request("/api/companies/1", { cookie });
    expect(await res.json()).toMatchObject({ id: 1, industry: "Manufacturing" });
  });
});

describe("POST /api/benchmark-data", () => {
  it("stores the server's percentile, whatever the client sent, for the session's company", async () => {
    const res = await post({ ...valid, percentile: 99, companyId: 42 });
    expect(res.status).toBe(200);
    const created = await res.json();
    // at or above average: 50 + (70 - 60) / (80 - 60) x 25; a custom metric is higher-is-better by default
    expect(created).toMatchObject({ ...valid, companyId: 1, percentile: 62.5, direction: "higher" });
    const row = await t.db
      .selectFrom("benchmark_data")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: 1, percentile: 62.5 });
    const list = await (await t.request("/api/benchmark-data/1", { cookie })).json();
    expect(list[0]).toEqual(created);
  });

  it.each([
    [{ value: 120 }, 100], // at or above the top quartile: 75 + 40 / 40 x 25
    [{ value: 200 }, 150], // not capped
    [{ value: 30 }, 25], // below average: 50 x 30 / 60
    [{ value: 80.5, topQuartile: 80.5, industryAverage: 80.5 }, 75],
  ])("computes the percentile of %o as %d", async (patch, percentile) => {
    const res = await post({ ...valid, ...patch });
    expect(res.status).toBe(200);
    expect((await res.json()).percentile).toBeCloseTo(percentile, 10);
  });

  it("defaults industry Technology and region Global; the data source is optional", async () => {
    const { industry: _i, region: _r, dataSource: _d, ...rest } = valid;
    const res = await post(rest);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ industry: "Technology", region: "Global", dataSource: null });
  });

  it.each([
    [{ metric: "  " }, ["metric"]],
    [{ unit: undefined }, ["unit"]],
    [{ value: "70" }, ["value"]],
    [{ value: -3 }, ["value"]],
    [{ year: 2019 }, ["year"]],
    [{ year: 2031 }, ["year"]],
    [{ year: undefined }, ["year"]],
    [{ industryAverage: 0 }, ["industryAverage"]],
    [{ topQuartile: 50 }, ["topQuartile"]],
    [{ industry: "Mining" }, ["industry"]],
    [{ region: "Mars" }, ["region"]],
  ])("refuses %o with 400 at its path and writes nothing", async (patch, path) => {
    const before = await benchmarkCount();
    const res = await post({ ...valid, ...patch });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.issues.map((i: { path: string[] }) => i.path)).toEqual([path]);
    expect(await benchmarkCount()).toBe(before);
  });

  it.each([
    [undefined, "Year is required"],
    ["2025", "Year must be a number"],
    [2031, "Year must be between 2020 and 2030"],
  ])("names what is wrong with a year of %o", async (year, message) => {
    const res = await post({ ...valid, year });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([{ path: ["year"], message }]);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/benchmark-data", { method: "POST", json: valid })).status).toBe(401);
  });

  describe("metrics where lower is better", () => {
    const water = {
      ...valid,
      metric: "water_usage",
      unit: "m3 per unit",
      value: 75,
      industryAverage: 60,
      topQuartile: 40,
    };

    it("accepts a standard one with its top quartile below the average and ranks it the right way", async () => {
      const res = await post(water);
      expect(res.status).toBe(200);
      const created = await res.json();
      // above the average is worse: 50 x 60 / 75 = 40, "Below Average", not "Above Average"
      expect(created).toMatchObject({ metric: "water_usage", direction: "lower", percentile: 40 });
      const listed = (await (await t.request("/api/benchmark-data/1", { cookie })).json()).find(
        (r: Benchmark) => r.id === created.id,
      );
      expect(listed).toEqual(created);
      const audit = await t.db
        .selectFrom("audit_log")
        .select(["action", "entity"])
        .where("entity_id", "=", String(created.id))
        .where("entity", "=", "benchmark")
        .execute();
      expect(audit).toEqual([{ action: "create", entity: "benchmark" }]);
    });

    it.each([
      ["carbon_intensity", 20, 12, 8, 83.333], // at or below the top quartile: 75 + (12 - 8) / 12 x 25
      ["safety_incidents", 3, 0, 0, 100], // the best peers have none, and so does the company
      ["gender_pay_gap", 20, 10, 15, 62.5], // 50 + (20 - 15) / (20 - 10) x 25
    ])(
      "%s: average %d, top quartile %d, value %d → %d",
      async (metric, industryAverage, topQuartile, value, p) => {
        const res = await post({ ...valid, metric, industryAverage, topQuartile, value });
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ direction: "lower", percentile: expect.closeTo(p, 3) });
      },
    );

    it("lets a custom metric be lower-is-better when the client says so", async () => {
      const res = await post({
        ...valid,
        metric: "customer_complaints",
        direction: "lower",
        topQuartile: 40,
      });
      expect(res.status).toBe(200);
      // 50 x 60 / 70
      expect(await res.json()).toMatchObject({ direction: "lower", percentile: expect.closeTo(42.857, 3) });
    });

    it.each([
      [
        { ...water, topQuartile: 80 },
        ["topQuartile"],
        "Top quartile must be at most the industry average where lower is better",
      ],
      [
        { ...water, direction: "higher" },
        ["direction"],
        "Water Usage is a standard metric where lower is better",
      ],
      [{ ...valid, direction: "down" }, ["direction"], "Direction must be higher or lower"],
      [
        { ...valid, topQuartile: 50 },
        ["topQuartile"],
        "Top quartile must be at least the industry average where higher is better",
      ],
    ])("refuses %o with 400 and a clear message at %o", async (json, path, message) => {
      const before = await benchmarkCount();
      const res = await post(json);
      expect(res.status).toBe(400);
      expect((await res.json()).issues).toEqual([{ path, message }]);
      expect(await benchmarkCount()).toBe(before);
    });
  });

  it("is the same over tRPC", async () => {
    const res = await t.request("/trpc/peerBenchmarking.create", { method: "POST", cookie, json: valid });
    expect(res.status).toBe(200);
    expect((await res.json()).result.data).toMatchObject({ ...valid, percentile: 62.5 });
  });
});

describe("Reset Demo", () => {
  it("restores the seeded benchmarks", async () => {
    const seeded = await benchmarkCount();
    await post(valid);
    expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
    expect(await benchmarkCount()).toBe(seeded);
    const rows: Benchmark[] = await (await t.request("/api/benchmark-data/1", { cookie })).json();
    expect(rows.map((r) => r.metric)).not.toContain(valid.metric);
  });
});
