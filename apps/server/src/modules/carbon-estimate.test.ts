import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// GET /api/carbon/activity-types is the engine's own catalogue; POST /api/carbon/estimate is the ingest's
// calculation of the same body with nothing stored.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
  const demo = await t.db.selectFrom("users").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto("users")
    .values({ ...demo, id: undefined, username: "reader", name: "Reader" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("memberships")
    .values({ company_id: 1, user_id: row.id, role: "viewer", created_at: demo.created_at })
    .execute();
  viewer = await t.login("reader", "demo");
});
afterAll(() => t.close());

const BODY = {
  sourceType: "energy_bill",
  rawData: {
    activities: [
      { activity: "electricity", amount: 1200, unit: "kWh", region: "GB", date: "2024-03-31" },
      { activity: "diesel", amount: 300, unit: "litres", region: "GB", date: "2024-04-15" },
      { activity: "natural gas", amount: 5000, unit: "kWh", region: "US", date: "2024-05-01" },
      {
        activity: "electricity",
        amount: 900,
        unit: "kWh",
        region: "GB",
        periodStart: "2024-06-10",
        periodEnd: "2024-07-09",
      },
    ],
  },
};

/** What a store would change: rows, sources, audit entries and the company's data version. */
async function footprint() {
  const count = async (table: "emission_activities" | "carbon_data_sources" | "audit_log") =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const version = await t.db
    .selectFrom("company_data_versions")
    .select("version")
    .where("company_id", "=", 1)
    .executeTakeFirst();
  return {
    activities: await count("emission_activities"),
    sources: await count("carbon_data_sources"),
    audit: await count("audit_log"),
    version: Number(version?.version ?? 0),
  };
}

describe("GET /api/carbon/activity-types", () => {
  it("lists diesel with its units, regions and DESNZ as its UK source, computed from the factor library", async () => {
    const res = await t.request("/api/carbon/activity-types", { cookie: viewer });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as {
      items: {
        activity: string;
        aliases: string[];
        units: string[];
        regions: string[];
        scope: number;
        category: number | null;
        factorSource: string;
        factorYear: number;
      }[];
    };
    const diesel = items.filter((i) => i.activity === "diesel");
    const desnz = diesel.find((i) => i.factorSource.includes("DESNZ"));
    expect(desnz).toMatchObject({ scope: 1, category: null, regions: ["UK"], factorYear: 2024 });
    expect(desnz?.units).toEqual(expect.arrayContaining(["litre", "US_gallon", "m3"]));
    expect(desnz?.units).not.toContain("kWh");
    expect(diesel.some((i) => i.factorSource.includes("EPA") && i.regions.includes("US"))).toBe(true);

    const electricity = items.find(
      (i) => i.activity === "electricity_grid" && i.factorSource.includes("DESNZ"),
    );
    expect(electricity?.aliases).toEqual(expect.arrayContaining(["electricity", "grid_electricity"]));
    expect(electricity?.scope).toBe(2);
    // Spend sectors are there by NAICS code, each a scope 3 category.
    const software = items.find((i) => i.activity === "spend_naics_541511");
    expect(software?.scope).toBe(3);
    expect(software?.aliases).toContain("541511");
    expect(software?.units).toEqual(expect.arrayContaining(["USD", "GBP", "EUR"]));
  });

  it("refuses an anonymous caller", async () => {
    expect((await t.request("/api/carbon/activity-types")).status).toBe(401);
  });
});

describe("POST /api/carbon/estimate", () => {
  it("answers what the ingest answers for the same body, with its rows, and stores nothing", async () => {
    const before = await footprint();
    const res = await t.request("/api/carbon/estimate", { method: "POST", cookie: viewer, json: BODY });
    expect(res.status).toBe(200);
    const estimate = await res.json();
    expect(await footprint()).toEqual(before);

    const ingested = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      json: { ...BODY, fileName: "estimate-parity.json", allowDuplicate: true },
    });
    expect(ingested.status).toBe(200);
    // An estimate stores nothing, so it has no upload id, partial years or review status.
    const { dataSourceId, partialYears: _partial, reviewStatus, ...ingest } = await ingested.json();
    expect(reviewStatus).toBe("approved");
    const { rows, ...figures } = estimate;
    expect(figures).toEqual(ingest);
    expect(figures.derivedActivities).toBeGreaterThan(0);

    // Row by row, the estimate is what was stored, derived category 3 rows included and pointing at their parent.
    const stored = await t.db
      .selectFrom("emission_activities")
      .selectAll()
      .where("data_source_id", "=", dataSourceId)
      .orderBy("id")
      .execute();
    const position = new Map(stored.map((r, i) => [r.id, i]));
    expect(rows).toEqual(
      stored.map((r) => ({
        sourceRow: r.source_row,
        scope: r.scope,
        category: r.ghg_category,
        activity: r.activity,
        amount: r.activity_amount,
        unit: r.activity_unit,
        date: r.activity_date,
        region: r.region,
        kgCO2e: r.total_emissions,
        marketBasedKgCO2e: r.market_based_emissions,
        factorId: r.factor_id,
        factorSource: r.factor_source,
        factorYear: r.factor_year,
        derivedFrom: r.derived_from_id === null ? null : (position.get(r.derived_from_id) ?? -1),
      })),
    );
    expect(rows.some((r: { category: number | null }) => r.category === 3)).toBe(true);
    // The billing period is apportioned to its two months, as the ingest stores it.
    expect(
      rows.filter(
        (r: { sourceRow: number; derivedFrom: number | null }) => r.sourceRow === 4 && r.derivedFrom === null,
      ),
    ).toHaveLength(2);
  });

  it("refuses bad rows with the ingest's 400 and paths, and keeps no trace of the attempt", async () => {
    const before = await footprint();
    const body = {
      sourceType: "energy_bill",
      rawData: {
        activities: [
          { activity: "electricity", amount: 10, unit: "kWh", region: "GB", date: "2024-03-31" },
          { activity: "unobtainium", amount: -1, unit: "kWh", region: "GB", date: "2024-03-31" },
        ],
      },
    };
    const estimate = await t.request("/api/carbon/estimate", { method: "POST", cookie, json: body });
    expect(estimate.status).toBe(400);
    const refusal = await estimate.json();
    expect(refusal.issues.length).toBeGreaterThan(0);
    expect(refusal.issues[0].path.slice(0, 2)).toEqual(["rows", "2"]);
    expect(await footprint()).toEqual(before);

    const ingest = await t.request("/api/carbon/ingest", { method: "POST", cookie, json: body });
    expect(ingest.status).toBe(400);
    const ingestRefusal = await ingest.json();
    expect(refusal.message).toBe(ingestRefusal.message);
    expect(refusal.issues).toEqual(ingestRefusal.issues);

    const blank = await t.request("/api/carbon/estimate", {
      method: "POST",
      cookie,
      json: { sourceType: "energy_bill", rawData: { activities: [] } },
    });
    expect(blank.status).toBe(400);
    expect((await blank.json()).issues[0].path).toEqual(["rawData"]);
  });

  it("is refused to anyone not signed in", async () => {
    const res = await t.request("/api/carbon/estimate", { method: "POST", json: BODY });
    expect(res.status).toBe(401);
  });
});
