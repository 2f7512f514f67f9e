import type { Role } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addMember } from "../test/member";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";

// Energy consumption and mix (ESRS E1-5), the scope 3 screening and the share of scope 1 under an ETS, each
// from the company's own stored data, through the real app.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const send = (method: string, path: string, json: unknown, cookie: string) =>
  t.request(path, { method, json, cookie });

/** A company of its own, with no data: every figure below comes from what the test stores. */
const signup = (username: string) => signUp(t, username);

const member = (role: Role, cookie: string, companyId: number) =>
  addMember(t, cookie, companyId, role, `${role}-${companyId}`, role);

async function ingest(cookie: string, sourceType: string, activities: unknown[]) {
  const res = await send(
    "POST",
    "/api/carbon/ingest",
    { sourceType, fileName: null, rawData: { activities } },
    cookie,
  );
  expect(res.status).toBe(200);
  return res.json();
}

async function setRevenue(cookie: string, companyId: number, amount: number) {
  const res = await send(
    "PUT",
    `/api/companies/${companyId}/profile`,
    {
      name: "Energy Ltd",
      industry: "Technology",
      country: "GB",
      currency: "GBP",
      employees: 10,
      lei: null,
      revenue: [{ year: 2024, amount }],
    },
    cookie,
  );
  expect(res.status).toBe(200);
}

const get = async (path: string, cookie: string) => {
  const res = await t.request(path, { cookie });
  expect(res.status).toBe(200);
  return res.json();
};

describe("GET /api/carbon/energy", () => {
  it("20,000 kWh gas + 10,000 kWh electricity on a REGO = 30 MWh, 10 MWh renewable; litres by calorific value", async () => {
    const { companyId, cookie } = await signup("energy");
    await ingest(cookie, "energy_bill", [
      { activity: "natural gas", amount: 20_000, unit: "kWh", region: "GB", date: "2024-03-31" },
      {
        activity: "electricity",
        amount: 10_000,
        unit: "kWh",
        region: "GB",
        date: "2024-03-31",
        supplierFactor: {
          kgCO2ePerUnit: 0,
          unit: "kWh",
          source: "REGO 2024",
          instrument: "energy_attribute_certificate",
        },
      },
    ]);
    const e = await get("/api/carbon/energy?year=2024", cookie);
    expect(e).toMatchObject({ year: 2024, totalMWh: 30, fossilMWh: 20, nuclearMWh: 0, renewableMWh: 10 });
    expect(e.renewableSharePct).toBe(33.33);
    // No revenue on file: the intensity is null with the reason.
    expect(e.intensityMWhPerRevenue).toBeNull();
    expect(e.intensityNote).toMatch(/No revenue recorded for 2024/);
    expect(
      e.byCarrier.map((c: { carrier: string; source: string; mwh: number }) => [c.carrier, c.source, c.mwh]),
    ).toEqual([
      ["natural_gas", "fossil", 20],
      ["electricity_grid", "renewable", 10],
    ]);

    // 1,000 litres of diesel in an owned vehicle: DESNZ gross CV 10.511 kWh/litre → 10.512 MWh.
    await ingest(cookie, "fuel_receipt", [
      { activity: "diesel", amount: 1000, unit: "litres", region: "GB", date: "2024-04-30" },
    ]);
    await setRevenue(cookie, companyId, 5_000_000);
    const after = await get("/api/carbon/energy?year=2024", cookie);
    expect(after.totalMWh).toBeCloseTo(40.512, 2);
    expect(after.lines.find((l: { line: string }) => l.line === "oil").mwh).toBeCloseTo(10.512, 2);
    expect(after.intensityMWhPerRevenue).toBeCloseTo(40.512 / 5, 2);
    expect(after.intensityUnit).toBe("MWh per million GBP net revenue");
    expect(after.notes.join(" ")).toMatch(/gross calorific value/);

    // The same procedure over tRPC; another year has no energy.
    const rpc = await (
      await t.request("/trpc/carbon.energy?input=%7B%22year%22%3A2024%7D", { cookie })
    ).json();
    expect(rpc.result.data).toEqual(after);
    expect((await get("/api/carbon/energy?year=2023", cookie)).totalMWh).toBe(0);
  });

  it("is the company's own: another company's energy never shows, and a bad year is a 400 at the field", async () => {
    const a = await signup("alpha");
    const b = await signup("bravo");
    await ingest(a.cookie, "energy_bill", [
      { activity: "natural gas", amount: 5000, unit: "kWh", region: "GB", date: "2024-01-31" },
    ]);
    expect((await get("/api/carbon/energy?year=2024", b.cookie)).totalMWh).toBe(0);
    const bad = await t.request("/api/carbon/energy?year=24", { cookie: a.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toEqual(["year"]);
  });
});

describe("scope 3 screening", () => {
  it("lists 15 categories, fills the calculated ones from the data, and records the rest (audited)", async () => {
    const { companyId, cookie } = await signup("screen");
    await ingest(cookie, "travel_expense", [
      {
        activity: "long haul flight economy",
        amount: 10_000,
        unit: "passenger_km",
        region: "UK",
        date: "2024-05-31",
      },
    ]);
    const before = await get("/api/carbon/scope3-screening?year=2024", cookie);
    expect(before.categories).toHaveLength(15);
    const travel = before.categories.find((c: { category: number }) => c.category === 6);
    expect(travel.status).toBe("calculated");
    expect(travel.tCO2e).toBeGreaterThan(0);
    expect(before.categories[0]).toMatchObject({ category: 1, status: "not_yet_screened", tCO2e: null });
    expect(before.primaryDataSharePct).toBe(0);

    const editor = await member("editor", cookie, companyId);
    const put = await send(
      "PUT",
      "/api/carbon/scope3-screening",
      {
        year: 2024,
        categories: [
          { category: 15, status: "not_relevant", justification: "The company holds no investments" },
          { category: 7, status: "estimated", method: "Staff commuting survey × DESNZ factors" },
        ],
      },
      editor,
    );
    expect(put.status).toBe(200);
    const saved = await put.json();
    expect(saved.categories[14]).toMatchObject({
      status: "not_relevant",
      justification: "The company holds no investments",
    });
    expect(saved.categories[6]).toMatchObject({
      status: "estimated",
      method: "Staff commuting survey × DESNZ factors",
    });
    expect(await get("/api/carbon/scope3-screening?year=2024", cookie)).toEqual(saved);
    const audits = await t.db
      .selectFrom("audit_log")
      .select(["action", "entity_id", "company_id"])
      .where("entity", "=", "scope3_screening")
      .execute();
    expect(audits).toEqual([{ action: "update", entity_id: "2024", company_id: companyId }]);
  });

  it("refuses not_relevant without a justification (400 at the field), viewers (403) and closed years (409)", async () => {
    const { companyId, cookie } = await signup("refuse");
    const missing = await send(
      "PUT",
      "/api/carbon/scope3-screening",
      { year: 2024, categories: [{ category: 8, status: "not_relevant" }] },
      cookie,
    );
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues.map((i: { path: string[] }) => i.path)).toEqual([
      ["categories", "0", "justification"],
    ]);
    const calculated = await send(
      "PUT",
      "/api/carbon/scope3-screening",
      { year: 2024, categories: [{ category: 1, status: "calculated" }] },
      cookie,
    );
    expect(calculated.status).toBe(400);
    expect((await calculated.json()).issues[0].path).toEqual(["categories", "0", "status"]);

    const viewer = await member("viewer", cookie, companyId);
    const body = {
      year: 2024,
      categories: [{ category: 8, status: "not_relevant", justification: "No leased assets" }],
    };
    expect((await send("PUT", "/api/carbon/scope3-screening", body, viewer)).status).toBe(403);
    expect((await t.request("/api/carbon/scope3-screening?year=2024", { cookie: viewer })).status).toBe(200);

    await ingest(cookie, "energy_bill", [
      { activity: "natural gas", amount: 100, unit: "kWh", region: "GB", date: "2024-02-29" },
    ]);
    expect(
      (await send("POST", "/api/carbon/years/2024/close", { reason: "Signed off" }, cookie)).status,
    ).toBe(200);
    const closed = await send("PUT", "/api/carbon/scope3-screening", body, cookie);
    expect(closed.status).toBe(409);
    const rows = await t.db.selectFrom("scope3_screenings").selectAll().execute();
    expect(rows).toEqual([]);
  });
});

describe("ETS share of scope 1", () => {
  it("sites carry underEts; the analysis gives the share of scope 1 from them", async () => {
    const { companyId, cookie } = await signup("ets");
    const create = async (body: unknown) => {
      const res = await send("POST", `/api/companies/${companyId}/sites`, body, cookie);
      expect(res.status).toBe(200);
      return res.json();
    };
    const plant = await create({ name: "Kiln plant", country: "GB", underEts: true });
    const office = await create({ name: "Office", country: "GB" });
    expect(plant.underEts).toBe(true);
    expect(office.underEts).toBe(false);
    const empty = await get("/api/carbon/analysis", cookie);
    expect(empty.etsShareOfScope1Pct).toBeNull();

    await ingest(cookie, "energy_bill", [
      { activity: "natural gas", amount: 30_000, unit: "kWh", date: "2024-03-31", site: plant.id },
      { activity: "natural gas", amount: 10_000, unit: "kWh", date: "2024-03-31", site: office.id },
      { activity: "electricity", amount: 50_000, unit: "kWh", date: "2024-03-31", site: plant.id },
    ]);
    const a = await get("/api/carbon/analysis?year=2024", cookie);
    expect(a.etsShareOfScope1Pct).toBe(75);

    const bad = await send(
      "PUT",
      `/api/companies/${companyId}/sites/${office.id}`,
      { name: "Office", country: "GB", underEts: "yes" },
      cookie,
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toEqual(["underEts"]);
    const moved = await send(
      "PUT",
      `/api/companies/${companyId}/sites/${office.id}`,
      { name: "Office", country: "GB", underEts: true },
      cookie,
    );
    expect(moved.status).toBe(200);
    expect((await get("/api/carbon/analysis?year=2024", cookie)).etsShareOfScope1Pct).toBe(100);

    // A closed year keeps the sites it was closed with: taking the office out of the ETS later leaves 2024 alone.
    expect(
      (await send("POST", "/api/carbon/years/2024/close", { reason: "Signed off" }, cookie)).status,
    ).toBe(200);
    const back = await send(
      "PUT",
      `/api/companies/${companyId}/sites/${office.id}`,
      { name: "Office", country: "GB", underEts: false },
      cookie,
    );
    expect(back.status).toBe(200);
    expect((await get("/api/carbon/analysis?year=2024", cookie)).etsShareOfScope1Pct).toBe(100);
  });
});
