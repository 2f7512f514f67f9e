import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";

// Data completeness: GET /api/carbon/coverage?year=Y, month × source type and month × site.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let companyId: number;
beforeEach(async () => {
  t = await createTestApp();
  // A company of its own, so the demo seed's months do not blur what is asserted.
  ({ companyId, cookie } = await signUp(t, "coverage", { companyName: "Coverage Ltd", name: "Casey" }));
});
afterEach(() => t.close());

const send = (method: string, path: string, json?: unknown) => t.request(path, { method, cookie, json });
const bill = (date: string, site?: string) => ({
  activity: "electricity",
  amount: 1000,
  unit: "kWh",
  region: "GB",
  date,
  ...(site ? { site } : {}),
});
const upload = async (sourceType: string, activities: unknown[]) => {
  const res = await send("POST", "/api/carbon/ingest", { sourceType, rawData: { activities } });
  expect(res.status).toBe(200);
  return (await res.json()).dataSourceId as number;
};
const coverage = async (year: number | string) => {
  const res = await send("GET", `/api/carbon/coverage?year=${year}`);
  expect(res.status).toBe(200);
  return res.json();
};
const flags = (...on: number[]) => Array.from({ length: 12 }, (_, i) => on.includes(i));

describe("GET /api/carbon/coverage", () => {
  it("follows an April fiscal year, by source type and by site; a voided upload is not counted", async () => {
    const put = await send("PUT", `/api/companies/${companyId}/reporting-settings`, {
      fiscalYearStartMonth: 4,
    });
    expect(put.status).toBe(200);
    expect(
      (await send("POST", `/api/companies/${companyId}/sites`, { name: "Leeds", country: "GB" })).status,
    ).toBe(200);
    await send("POST", `/api/companies/${companyId}/sites`, { name: "York", country: "GB" });

    // Reporting year 2025 = April 2024 … March 2025.
    await upload("energy_bill", [bill("2024-04-30", "Leeds"), bill("2025-03-31")]);
    await upload("travel_expense", [
      {
        activity: "rail",
        amount: 300,
        unit: "passenger-km",
        region: "GB",
        date: "2024-06-10",
        site: "Leeds",
      },
    ]);
    const voided = await upload("fuel_receipt", [
      { activity: "diesel", amount: 50, unit: "litres", region: "GB", date: "2024-09-15", site: "York" },
    ]);
    expect(
      (await send("POST", `/api/carbon/sources/${voided}/void`, { reason: "Wrong company" })).status,
    ).toBe(200);
    // March 2024 belongs to reporting year 2024, not 2025.
    await upload("energy_bill", [bill("2024-03-31", "York")]);

    const c = await coverage(2025);
    expect(c.year).toBe(2025);
    expect(c.months).toEqual([
      "2024-04",
      "2024-05",
      "2024-06",
      "2024-07",
      "2024-08",
      "2024-09",
      "2024-10",
      "2024-11",
      "2024-12",
      "2025-01",
      "2025-02",
      "2025-03",
    ]);
    expect(c.bySourceType).toEqual({
      energy_bill: flags(0, 11),
      fuel_receipt: flags(),
      travel_expense: flags(2),
      supplier_invoice: flags(),
    });
    expect(c.bySite).toEqual({ Leeds: flags(0, 2), York: flags(), "No site": flags(11) });

    const previous = await coverage("2024");
    expect(previous.months[11]).toBe("2024-03");
    expect(previous.bySourceType.energy_bill).toEqual(flags(11));
    expect(previous.bySite.York).toEqual(flags(11));
  });

  it("answers a company without data with every month missing", async () => {
    const c = await coverage(2026);
    expect(c.months[0]).toBe("2026-01");
    expect(Object.values(c.bySourceType).flat().some(Boolean)).toBe(false);
    expect(c.bySite).toEqual({});
  });

  it.each(["20x5", "", "1800", "2024.5"])("answers 400 at year for year=%j", async (year) => {
    const res = await send("GET", `/api/carbon/coverage?year=${year}`);
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toEqual(["year"]);
  });

  it("answers 400 at year without a year, 401 without a session", async () => {
    const res = await send("GET", "/api/carbon/coverage");
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toEqual(["year"]);
    expect((await t.request("/api/carbon/coverage?year=2024")).status).toBe(401);
  });

  it("shows only the caller's company's months", async () => {
    const demo = await t.login();
    const res = await t.request("/api/carbon/coverage?year=2024", { cookie: demo });
    expect(res.status).toBe(200);
    expect((await res.json()).bySourceType.energy_bill.every(Boolean)).toBe(true);
    // The new company sees none of the demo's 2024 activities.
    expect(
      Object.values((await coverage(2024)).bySourceType)
        .flat()
        .some(Boolean),
    ).toBe(false);
  });
});
