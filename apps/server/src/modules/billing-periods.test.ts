import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";

// A row may carry a billing period (periodStart … periodEnd, inclusive) instead of a date: its amount is
// apportioned by days to calendar months, so monthly figures, coverage and fiscal years follow the days.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let companyId: number;
beforeEach(async () => {
  t = await createTestApp();
  // A company of its own, so the demo seed's months do not blur what is asserted.
  ({ companyId, cookie } = await signUp(t, "periods", { companyName: "Periods Ltd", name: "Pat" }));
});
afterEach(() => t.close());

const send = (method: string, path: string, json?: unknown) => t.request(path, { method, cookie, json });
const getJson = async (path: string) => {
  const res = await send("GET", path);
  expect(res.status).toBe(200);
  return res.json();
};
const BILL = {
  activity: "electricity",
  amount: 3100,
  unit: "kWh",
  region: "GB",
  periodStart: "2024-12-15",
  periodEnd: "2025-01-14",
};
const ingest = (rawData: unknown) =>
  send("POST", "/api/carbon/ingest", { sourceType: "energy_bill", rawData });
const scope2 = async (year?: number) =>
  (await getJson(`/api/carbon/emissions/${companyId}?scope=2&pageSize=100${year ? `&year=${year}` : ""}`))
    .emissions as {
    activityDate: string;
    activityAmount: number;
    totalEmissions: number;
    reportingYear: number;
    periodStart: string | null;
    periodEnd: string | null;
  }[];

describe("billing periods", () => {
  it("3,100 kWh from 2024-12-15 to 2025-01-14 is 1,700 kWh in December and 1,400 kWh in January", async () => {
    const dated = await ingest({
      activities: [{ ...BILL, periodStart: undefined, periodEnd: undefined, date: "2024-12-15" }],
    });
    expect(dated.status).toBe(200);
    const { dataSourceId, summary } = await dated.json();
    const wholeKg = summary.scope2 as number;
    expect(
      (await send("POST", `/api/carbon/sources/${dataSourceId}/void`, { reason: "Sent as a period" })).status,
    ).toBe(200);

    const res = await ingest({ activities: [BILL] });
    expect(res.status).toBe(200);
    const rows = (await scope2())
      .filter((r) => r.periodStart !== null)
      .sort((a, b) => a.activityDate.localeCompare(b.activityDate));
    expect(
      rows.map((r) => [r.activityDate, r.activityAmount, r.periodStart, r.periodEnd, r.reportingYear]),
    ).toEqual([
      ["2024-12-15", 1700, "2024-12-15", "2025-01-14", 2024],
      ["2025-01-01", 1400, "2024-12-15", "2025-01-14", 2025],
    ]);
    expect(rows[0]?.totalEmissions).toBeCloseTo((wholeKg * 17) / 31, 9);
    expect(rows[1]?.totalEmissions).toBeCloseTo((wholeKg * 14) / 31, 9);

    // The analysis of each calendar year holds its month's share, and coverage marks both months.
    const dec = await getJson("/api/carbon/analysis?year=2024");
    const jan = await getJson("/api/carbon/analysis?year=2025");
    // (The analysis gives tonnes to two decimals.)
    expect(dec.currentEmissions.scope2).toBeCloseTo((wholeKg * 17) / 31 / 1000, 2);
    expect(jan.currentEmissions.scope2).toBeCloseTo((wholeKg * 14) / 31 / 1000, 2);
    expect((await getJson("/api/carbon/coverage?year=2024")).bySourceType.energy_bill[11]).toBe(true);
    const c2025 = await getJson("/api/carbon/coverage?year=2025");
    expect(c2025.bySourceType.energy_bill.slice(0, 2)).toEqual([true, false]);

    // The export shows the period on both months.
    const csv = await (await send("GET", `/api/carbon/emissions/${companyId}/export.csv?scope=2`)).text();
    const records: Record<string, string>[] = parse(csv.replace(/^\uFEFF/, ""), { columns: true });
    expect(
      records
        .filter((r) => r.period_start === "2024-12-15")
        .map((r) => [r.activity_date, r.amount, r.period_end])
        .sort(),
    ).toEqual([
      ["2024-12-15", "1700", "2025-01-14"],
      ["2025-01-01", "1400", "2025-01-14"],
    ]);
  });

  it("a period crossing the fiscal year boundary splits between the years", async () => {
    const put = await send("PUT", `/api/companies/${companyId}/reporting-settings`, {
      fiscalYearStartMonth: 4,
    });
    expect(put.status).toBe(200);
    // 2025-03-22 … 2025-04-10: 10 days in FY2025 (ends March 2025), 10 in FY2026.
    const res = await ingest({
      activities: [{ ...BILL, amount: 2000, periodStart: "2025-03-22", periodEnd: "2025-04-10" }],
    });
    expect(res.status).toBe(200);
    const amounts = async (year: number) =>
      (await scope2(year)).map((r) => [r.activityDate, r.activityAmount]);
    expect(await amounts(2025)).toEqual([["2025-03-22", 1000]]);
    expect(await amounts(2026)).toEqual([["2025-04-01", 1000]]);
    const fy2025 = await getJson("/api/carbon/analysis?year=2025");
    const fy2026 = await getJson("/api/carbon/analysis?year=2026");
    expect(fy2025.currentEmissions.scope2).toBeGreaterThan(0);
    expect(fy2025.currentEmissions.scope2).toBeCloseTo(fy2026.currentEmissions.scope2, 2);
  });

  it("reads period_start and period_end columns of CSV", async () => {
    const csv = [
      "activity,amount,unit,region,period_start,period_end",
      "electricity,3100,kWh,GB,2024-12-15,2025-01-14",
    ].join("\n");
    expect((await ingest({ rawText: csv })).status).toBe(200);
    expect((await scope2()).map((r) => r.activityAmount).sort()).toEqual([1400, 1700]);
  });

  it("refuses a period touching a closed year's month", async () => {
    expect((await send("POST", "/api/carbon/years/2024/close", { reason: "FY2024 signed off" })).status).toBe(
      200,
    );
    const res = await ingest({
      activities: [{ ...BILL, periodStart: "2024-12-30", periodEnd: "2025-01-14" }],
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/Reporting year 2024 is closed/);
    expect(await scope2()).toEqual([]);
  });

  it.each([
    [{ periodEnd: null }, "periodEnd"],
    [{ periodStart: "2025-01-15", periodEnd: "2025-01-14" }, "periodEnd"],
    [{ date: "2024-12-31" }, "date"],
    [{ periodStart: "2024-01-01", periodEnd: "2025-01-14" }, "periodEnd"],
    [{ periodStart: "15/12/2024" }, "periodStart"],
  ])("answers 400 at the field for %o", async (change, field) => {
    const res = await ingest({ activities: [{ ...BILL, ...change }] });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues).toEqual([
      { path: ["rows", "1", field], message: expect.stringMatching(new RegExp(`^Row 1: ${field}: `)) },
    ]);
  });
});
