import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";

// Each bill counted once: every input row is compared with the company's counted, unvoided activities on
// (activity, amount, unit, period, site, region), whatever its description or file format.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let companyId: number;
beforeEach(async () => {
  t = await createTestApp();
  ({ companyId, cookie } = await signUp(t, "bills", { companyName: "Bills Ltd", name: "Billie" }));
});
afterEach(() => t.close());

const send = (method: string, path: string, json?: unknown) => t.request(path, { method, cookie, json });
const BILL = {
  activity: "electricity",
  amount: 4200,
  unit: "kWh",
  region: "GB",
  date: "2024-11-30",
  description: "November bill",
};
const FUEL = { activity: "diesel", amount: 310, unit: "litres", region: "GB", date: "2024-11-12" };
const ingest = (activities: unknown[], extra: Record<string, unknown> = {}) =>
  send("POST", "/api/carbon/ingest", { sourceType: "energy_bill", rawData: { activities }, ...extra });

/** The first activity (an input row, not a derived one) of a data source. */
async function firstActivityOf(sourceId: number): Promise<number> {
  const res = await send("GET", `/api/carbon/emissions/${companyId}?sourceId=${sourceId}&pageSize=100`);
  const rows = (await res.json()).emissions as { id: number; derivedFromId: number | null }[];
  return Math.min(...rows.filter((r) => r.derivedFromId === null).map((r) => r.id));
}
async function activityCount(): Promise<number> {
  return (await (await send("GET", `/api/carbon/emissions/${companyId}?pageSize=1`)).json()).total;
}

function form(content: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  body.set("file", new Blob([content], { type: "text/csv" }), "bills.csv");
  return body;
}
async function settled(uploadId: number) {
  for (let i = 0; i < 500; i++) {
    const status = await (await send("GET", `/api/carbon/uploads/${uploadId}`)).json();
    if (status.status === "processed" || status.status === "error") return status;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("the upload never finished");
}
const stream = async (csv: string, fields: Record<string, string> = {}) => {
  const res = await t.request("/api/carbon/uploads", { method: "POST", cookie, body: form(csv, fields) });
  expect(res.status).toBe(202);
  return settled((await res.json()).uploadId);
};

describe("each bill counted once", () => {
  it("the same bill with another description is 409 listing the row, the source and the activity", async () => {
    const first = await ingest([FUEL, BILL]);
    expect(first.status).toBe(200);
    const { dataSourceId } = await first.json();
    const before = await activityCount();

    const again = await ingest([
      { ...FUEL, amount: 311 },
      { ...BILL, description: "Nov. electricity", unit: "kwh", amount: "4200" },
    ]);
    expect(again.status).toBe(409);
    const body = await again.json();
    expect(body.duplicates).toEqual([
      {
        row: 2,
        sourceId: dataSourceId,
        activityId: (await firstActivityOf(dataSourceId)) + 1,
        sameAsRow: null,
      },
    ]);
    expect(body.issues).toEqual([{ path: ["allowDuplicate"], message: expect.any(String) }]);
    expect(body.message).toContain(`row 2 (data source #${dataSourceId})`);
    expect(await activityCount()).toBe(before);
  });

  it("allowDuplicate counts it again", async () => {
    expect((await ingest([BILL])).status).toBe(200);
    const res = await ingest([{ ...BILL, description: "again" }], { allowDuplicate: true });
    expect(res.status).toBe(200);
    expect((await res.json()).emissionsProcessed).toBe(1);
  });

  it("two identical rows in one request are 409 naming the earlier row", async () => {
    const res = await ingest([BILL, FUEL, { ...BILL, description: "copy" }]);
    expect(res.status).toBe(409);
    expect((await res.json()).duplicates).toEqual([
      { row: 3, sourceId: null, activityId: null, sameAsRow: 1 },
    ]);
    expect(await activityCount()).toBe(0);
    expect((await ingest([BILL, FUEL, BILL], { allowDuplicate: true })).status).toBe(200);
  });

  it("a voided upload's bills are not counted: the bill may be sent again", async () => {
    const { dataSourceId } = await (await ingest([BILL])).json();
    expect(
      (await send("POST", `/api/carbon/sources/${dataSourceId}/void`, { reason: "Wrong meter" })).status,
    ).toBe(200);
    expect((await ingest([BILL])).status).toBe(200);
  });

  it("another amount, date, site or region is another bill", async () => {
    expect((await ingest([BILL])).status).toBe(200);
    const site = await send("POST", `/api/companies/${companyId}/sites`, { name: "Leeds", country: "GB" });
    expect(site.status).toBe(200);
    const res = await ingest([
      { ...BILL, amount: 4201 },
      { ...BILL, date: "2024-11-29" },
      { ...BILL, site: "Leeds" },
      { ...BILL, region: "US" },
    ]);
    expect(res.status).toBe(200);
  });

  it("a billing period is compared as a whole: the same period again is 409", async () => {
    const period = { ...BILL, date: undefined, periodStart: "2024-11-15", periodEnd: "2024-12-14" };
    const first = await (await ingest([period])).json();
    const res = await ingest([{ ...period, description: "re-sent" }]);
    expect(res.status).toBe(409);
    expect((await res.json()).duplicates).toEqual([
      {
        row: 1,
        sourceId: first.dataSourceId,
        activityId: await firstActivityOf(first.dataSourceId),
        sameAsRow: null,
      },
    ]);
  });

  it("the same bill re-sent as CSV through the streamed upload is refused at its finish, listing it", async () => {
    const { dataSourceId } = await (await ingest([FUEL, BILL])).json();
    const before = await activityCount();
    const csv = [
      "activity,amount,unit,region,date,description",
      "rail,120,passenger-km,GB,2024-11-03,Leeds trip",
      "electricity,4200.0,kWh,gb,2024-11-30,Electricity for November",
    ].join("\n");
    const status = await stream(csv);
    expect(status).toMatchObject({
      status: "error",
      message: expect.stringContaining("Bills already counted"),
    });
    expect(status.duplicates).toEqual([
      {
        row: 2,
        sourceId: dataSourceId,
        activityId: (await firstActivityOf(dataSourceId)) + 1,
        sameAsRow: null,
      },
    ]);
    expect(await activityCount()).toBe(before);

    const anyway = await stream(csv, { allowDuplicate: "true" });
    expect(anyway).toMatchObject({ status: "processed", emissionsProcessed: 2 });
  });

  it("two streamed uploads of the same bill: the second to finish is refused", async () => {
    const csv = ["activity,amount,unit,region,date", "electricity,4200,kWh,GB,2024-11-30"].join("\n");
    const [a, b] = await Promise.all([
      t.request("/api/carbon/uploads", { method: "POST", cookie, body: form(csv) }),
      t.request("/api/carbon/uploads", { method: "POST", cookie, body: form(csv) }),
    ]);
    const statuses = await Promise.all([a, b].map(async (r) => settled((await r.json()).uploadId)));
    expect(statuses.map((s) => s.status).sort()).toEqual(["error", "processed"]);
  });
});
