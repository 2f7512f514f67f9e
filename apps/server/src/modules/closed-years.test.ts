import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pdfText } from "../test/pdf-text";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";

// Closed years are frozen snapshots; completeness is stated (missing months, closed with gaps).

let t: Awaited<ReturnType<typeof createTestApp>>;
let co: { id: number; cookie: string; siteId: number };

const send = (method: string, path: string, json?: unknown) =>
  t.request(path, { method, cookie: co.cookie, ...(json === undefined ? {} : { json }) });
const getJson = async (path: string) => {
  const res = await send("GET", path);
  expect(res.status).toBe(200);
  return res.json();
};
const analysis = (year?: number) => getJson(`/api/carbon/analysis${year ? `?year=${year}` : ""}`);
const months = (from: number, to: number, year = 2024) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${year}-${String(from + i).padStart(2, "0")}`);

/** Natural gas at the 40 % JV site and electricity without a site, at the end of each month given. */
async function ingest(monthKeys: string[]): Promise<number> {
  const lines = monthKeys.flatMap((m) => [
    `natural gas,10000,kWh,GB,${m}-28,Minority JV`,
    `electricity,20000,kWh,GB,${m}-28,`,
  ]);
  const res = await send("POST", "/api/carbon/ingest", {
    sourceType: "energy_bill",
    fileName: `${monthKeys[0]}.csv`,
    rawData: { rawText: `activity,amount,unit,region,date,site\n${lines.join("\n")}\n` },
  });
  expect(res.status).toBe(200);
  return (await res.json()).dataSourceId;
}

const settings = (changes: Record<string, unknown>) =>
  send("PUT", `/api/companies/${co.id}/reporting-settings`, {
    fiscalYearStartMonth: 1,
    baseYear: null,
    category3Policy: "derive",
    consolidationApproach: "operational_control",
    ...changes,
  });
const close = (year: number) => send("POST", `/api/carbon/years/${year}/close`, { reason: "Signed off" });

beforeEach(async () => {
  t = await createTestApp();
  const { companyId, cookie } = await signUp(t, "closer", { companyName: "Closer Ltd", name: "C" });
  co = { id: companyId, cookie, siteId: 0 };
  const site = await send("POST", `/api/companies/${co.id}/sites`, {
    name: "Minority JV",
    country: "GB",
    ownershipShare: 40,
  });
  expect(site.status).toBe(200);
  co.siteId = (await site.json()).id;
});
afterEach(() => t.close());

/** The three emissions reports of `year`: ESRS E1 and IFRS S2 as PDF text, GRI 305 as CSV rows. */
async function reports(year: number) {
  const docs: { id: number; type: string }[] = (await getJson("/api/dashboard")).documents;
  const download = (type: string) =>
    send("GET", `/api/documents/${docs.find((d) => d.type === type)?.id}/download?year=${year}`);
  const gri = await download("GRI");
  expect(gri.status).toBe(200);
  return {
    esrs: await pdfText(await download("CSRD")),
    ifrs: await pdfText(await download("ISSB")),
    gri: parse(await gri.text(), { bom: true, skip_empty_lines: true }) as string[][],
  };
}

describe("a closed year refuses writes to its months", () => {
  it("voiding an upload with activities in a closed year is 409 naming it; totals stay; reopened, it voids", async () => {
    const upload = await ingest(months(1, 12));
    const before = await analysis(2024);
    expect((await close(2024)).status).toBe(200);

    const refused = await send("POST", `/api/carbon/sources/${upload}/void`, { reason: "Wrong meter" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "Reporting year 2024 is closed; reopen it before voiding an upload with activities in it",
    );
    expect((await analysis(2024)).currentEmissions).toEqual(before.currentEmissions);
    const [source] = await getJson(`/api/carbon/sources/${co.id}`);
    expect(source).toMatchObject({ id: upload, processingStatus: "processed" });

    expect((await send("POST", "/api/carbon/years/2024/reopen", { reason: "Meter fix" })).status).toBe(200);
    const voided = await send("POST", `/api/carbon/sources/${upload}/void`, { reason: "Wrong meter" });
    expect(voided.status).toBe(200);
    expect((await analysis(2024)).currentEmissions.total).toBe(0);
  });

  it("changing the fiscal year start while a year is closed is 409 naming it; nothing changes", async () => {
    await ingest(months(1, 12));
    expect((await close(2024)).status).toBe(200);
    const moved = await settings({ fiscalYearStartMonth: 4 });
    expect(moved.status).toBe(409);
    expect((await moved.json()).message).toBe(
      "Reporting year 2024 is closed; reopen it before changing the fiscal year start",
    );
    expect((await getJson(`/api/companies/${co.id}/reporting-settings`)).fiscalYearStartMonth).toBe(1);
    expect((await settings({ consolidationApproach: "equity_share" })).status).toBe(200);
  });

  it("a streamed upload with rows in a closed year fails naming it; nothing is counted", async () => {
    await ingest(months(1, 12));
    expect((await close(2024)).status).toBe(200);
    const before = await analysis(2024);
    const body = new FormData();
    body.set("sourceType", "energy_bill");
    const csv = "activity,amount,unit,region,date\nelectricity,5000,kWh,GB,2024-06-30\n";
    body.set("file", new Blob([csv], { type: "text/csv" }), "late.csv");
    const res = await t.request("/api/carbon/uploads", { method: "POST", cookie: co.cookie, body });
    expect(res.status).toBe(202);
    const { uploadId } = await res.json();
    let status: { status: string } = { status: "queued" };
    for (let i = 0; i < 500 && !["processed", "error"].includes(status.status); i++) {
      await new Promise((r) => setTimeout(r, 10));
      status = await getJson(`/api/carbon/uploads/${uploadId}`);
    }
    expect(status.status).toBe("error");
    expect(JSON.stringify(status)).toContain(
      "Reporting year 2024 is closed; reopen it before adding data to it",
    );
    expect((await analysis(2024)).currentEmissions).toEqual(before.currentEmissions);
  });

  it("recalculating a closed year is 409", async () => {
    await ingest(months(1, 12));
    expect((await close(2024)).status).toBe(200);
    const res = await send("POST", "/api/carbon/recalculate", { year: 2024 });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/Reporting year 2024 is closed/);
  });
});

describe("a closed year is a snapshot", () => {
  it("consolidation, category 3 policy and site changes leave the closed year's analysis, grid and reports; the open year follows", async () => {
    await ingest(months(1, 12));
    await ingest(["2025-02"]);
    expect((await close(2024)).status).toBe(200);
    const closed = { analysis: await analysis(2024), grid: await getJson("/api/carbon/coverage?year=2024") };
    const closedReports = await reports(2024);
    const open = await analysis(2025);

    expect((await settings({ consolidationApproach: "equity_share", category3Policy: "off" })).status).toBe(
      200,
    );
    const site = await send("PUT", `/api/companies/${co.id}/sites/${co.siteId}`, {
      name: "Renamed JV",
      country: "GB",
      ownershipShare: 10,
    });
    expect(site.status).toBe(200);

    const after = await analysis(2024);
    expect(after.consolidationApproach).toBe("operational_control");
    expect(after.currentEmissions).toEqual(closed.analysis.currentEmissions);
    expect(after.bySite).toEqual(closed.analysis.bySite);
    expect(after.bySite.map((s: { name: string }) => s.name)).toEqual(["Minority JV", "No site"]);
    expect(await getJson("/api/carbon/coverage?year=2024")).toEqual(closed.grid);
    const afterReports = await reports(2024);
    expect(afterReports.esrs).toBe(closedReports.esrs);
    expect(afterReports.ifrs).toBe(closedReports.ifrs);
    expect(afterReports.gri).toEqual(closedReports.gri);
    expect(afterReports.esrs).toContain("Operational control");

    // The open year is computed under today's settings: equity share of a 10 % site.
    const openAfter = await analysis(2025);
    expect(openAfter.consolidationApproach).toBe("equity_share");
    const [jv] = open.bySite as { name: string; total: number }[];
    expect(openAfter.bySite[0].name).toBe("Renamed JV");
    expect(openAfter.currentEmissions.total).toBeCloseTo(
      open.currentEmissions.total - 0.9 * (jv?.total ?? 0),
      1,
    );
    expect((await reports(2025)).esrs).toContain("Equity share");
    // Eight PDFs are built and parsed: seconds on a loaded 2-core machine.
  }, 30_000);

  it("a closed year's emissions list and export stay consolidated as it was closed, agreeing with its analysis", async () => {
    await ingest(months(1, 12));
    expect((await settings({ consolidationApproach: "equity_share" })).status).toBe(200);
    expect((await close(2024)).status).toBe(200);
    const frozen = await analysis(2024);
    const listOf = async () => getJson(`/api/carbon/emissions/${co.id}?year=2024&pageSize=500`);
    const before = await listOf();

    expect((await settings({ consolidationApproach: "operational_control" })).status).toBe(200);
    const site = await send("PUT", `/api/companies/${co.id}/sites/${co.siteId}`, {
      name: "Minority JV",
      country: "GB",
      ownershipShare: 90,
    });
    expect(site.status).toBe(200);

    const after = await listOf();
    expect(after.summary).toEqual(before.summary);
    expect(after.summary.consolidationApproach).toBe("equity_share");
    const t2 = (kg: number) => Math.round(kg / 10) / 100;
    expect(t2(after.summary.total)).toBe(frozen.currentEmissions.total);
    // The natural gas (scope 1) is all at the 40 % JV: listed at the share the year was closed with.
    const gas = (after.emissions as { scope: number; includedShare: number }[]).filter((a) => a.scope === 1);
    expect(gas.length).toBeGreaterThan(0);
    for (const a of gas) expect(a.includedShare).toBe(0.4);
    const csv = parse(
      await (await send("GET", `/api/carbon/emissions/${co.id}/export.csv?year=2024`)).text(),
    ) as string[][];
    const share = csv[0]?.indexOf("included_share") ?? -1;
    const scope = csv[0]?.indexOf("scope") ?? -1;
    expect(share).toBeGreaterThan(-1);
    const scope1 = csv.slice(1).filter((r) => r[scope] === "1");
    expect(scope1.length).toBe(gas.length);
    for (const r of scope1) expect(r[share]).toBe("0.4");
  });

  it("reopening needs a reason, is audited and makes the year live; closing again takes a new snapshot", async () => {
    await ingest(months(1, 12));
    expect((await close(2024)).status).toBe(200);
    const frozen = await analysis(2024);
    expect((await settings({ consolidationApproach: "equity_share" })).status).toBe(200);
    expect((await analysis(2024)).currentEmissions).toEqual(frozen.currentEmissions);

    expect((await send("POST", "/api/carbon/years/2024/reopen", {})).status).toBe(400);
    expect((await send("POST", "/api/carbon/years/2024/reopen", { reason: "Restated for JV" })).status).toBe(
      200,
    );
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "after"])
      .where("company_id", "=", co.id)
      .where("entity", "=", "reporting_year")
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["close_year", "reopen_year"]);
    expect(JSON.parse(audit[1]?.after ?? "{}")).toEqual({ closed: false, reason: "Restated for JV" });

    const live = await analysis(2024);
    expect(live.consolidationApproach).toBe("equity_share");
    expect(live.currentEmissions.total).toBeLessThan(frozen.currentEmissions.total);

    expect((await close(2024)).status).toBe(200);
    await settings({ consolidationApproach: "operational_control" });
    expect((await analysis(2024)).currentEmissions).toEqual(live.currentEmissions);
    const snapshots = await t.db
      .selectFrom("carbon_year_snapshots")
      .select("reporting_year")
      .where("company_id", "=", co.id)
      .execute();
    expect(snapshots.map((s) => s.reporting_year)).toEqual([2024, 2024]);
  });
});

describe("completeness stated", () => {
  it("with no complete or closed year, one bill in a new year does not displace a 9-month year", async () => {
    await ingest(months(1, 9));
    await ingest(["2025-01"]);
    const a = await analysis();
    expect(a).toMatchObject({ reportingYear: 2024, isPartial: true });
    expect(a.availableYears).toEqual([
      { year: 2024, monthsCovered: 9, missingMonths: months(10, 12), complete: false, closed: false },
      { year: 2025, monthsCovered: 1, missingMonths: months(2, 12, 2025), complete: false, closed: false },
    ]);
  });

  it("a year closed with 8 of 12 months is closed, not complete, and every report says closed with gaps", async () => {
    await ingest(months(1, 8));
    expect((await close(2024)).status).toBe(200);
    const a = await analysis();
    expect(a).toMatchObject({ reportingYear: 2024, isPartial: false });
    expect(a.availableYears).toEqual([
      { year: 2024, monthsCovered: 8, missingMonths: months(9, 12), complete: false, closed: true },
    ]);
    const gaps = "Closed with gaps: no data for 2024-09, 2024-10, 2024-11, 2024-12";
    const r = await reports(2024);
    expect(r.esrs).toContain(`2024 (${gaps})`);
    expect(r.esrs).not.toContain("Partial years (excluded from year-on-year change) None");
    expect(r.ifrs).toContain(`2024 (${gaps})`);
    expect(r.gri.find((row) => row[4] === "Partial years")?.[5]).toBe(`2024 (${gaps})`);
    expect(r.gri.find((row) => row[4] === "Reporting period")?.[5]).toBe(
      `1 January 2024 – 31 December 2024 (${gaps})`,
    );
  }, 30_000);
});
