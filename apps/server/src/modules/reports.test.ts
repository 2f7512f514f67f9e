import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileBody } from "../http/rest-adapter";
import { readPdf } from "../test/pdf-text";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

type Doc = { id: number; filename: string; type: string };

async function documents(): Promise<Doc[]> {
  return (await (await t.request("/api/dashboard", { cookie })).json()).documents;
}
async function documentOf(type: string): Promise<Doc> {
  const doc = (await documents()).find((d) => d.type === type);
  if (!doc) throw new Error(`no ${type} document`);
  return doc;
}
const download = (id: number, query = "") => t.request(`/api/documents/${id}/download${query}`, { cookie });

function csvRows(text: string): string[][] {
  return parse(text, { bom: true, skip_empty_lines: true }) as string[][];
}

/** The demo company's scope totals of its latest year, as the carbon analysis reports them (t CO2e). */
async function scopeTotals() {
  const analysis = await (await t.request("/api/carbon/analysis", { cookie })).json();
  return analysis as {
    reportingYear: number;
    currentEmissions: {
      scope1: number;
      scope2: number;
      scope3: number;
      total: number;
      scope2MarketBased: number;
      totalMarketBased: number;
    };
  };
}
const whole = (t: number) => Math.round(t).toLocaleString("en-GB");

/** Voids every upload of the demo company through the API: their activities leave every total. */
async function voidAllUploads() {
  const sources = await (await t.request("/api/carbon/sources/1", { cookie })).json();
  for (const s of sources as { id: number; voided: unknown }[]) {
    if (s.voided) continue;
    const res = await t.request(`/api/carbon/sources/${s.id}/void`, {
      method: "POST",
      cookie,
      json: { reason: "test: start from no emissions" },
    });
    expect([200, 409]).toContain(res.status); // failed uploads cannot be voided
  }
}

describe("the Latest Reports", () => {
  it("lists the generated report set, the CSRD draft first", async () => {
    expect((await documents()).map((d) => [d.type, d.filename])).toEqual([
      ["CSRD", "CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf"],
      ["GRI", "GRI_305_Emissions_Table.csv"],
      ["ISSB", "IFRS_S2_Climate_Metrics_Summary.pdf"],
      ["Supplier", "Supplier_ESG_Risk_Summary.csv"],
    ]);
  });
});

describe("GET /api/documents/{id}/download", () => {
  it("sends the ESRS E1 draft as a PDF with the company name and the scope totals", async () => {
    const doc = await documentOf("CSRD");
    const res = await download(doc.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${doc.filename}"; filename*=UTF-8''${doc.filename}`,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");

    const { pages, text } = await readPdf(bytes);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain("Northwind Components Ltd");
    expect(text).toContain("E1-6 Gross Scopes 1, 2, 3 and total GHG emissions");
    const { reportingYear, currentEmissions: e } = await scopeTotals();
    expect(text).toContain(`Gross Scope 1 GHG emissions`);
    for (const figure of [e.scope1, e.scope2, e.scope3, e.total]) expect(text).toContain(whole(figure));
    expect(text).toContain(`financial year ${reportingYear}`);
    expect(text).toContain("t CO2e per £m net revenue");
    expect(text).toContain("Emission factor sources");
    expect(text).toContain("Page 1 of");
  });

  it("sends the IFRS S2 summary as a PDF", async () => {
    const res = await download((await documentOf("ISSB")).id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const { text } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("IFRS S2 climate-related metrics summary");
    expect(text).toContain("Northwind Components Ltd");
    expect(text).toContain("Greenhouse gas emissions (paragraph 29(a))");
    expect(text).toContain(whole((await scopeTotals()).currentEmissions.total));
  });

  it("sends the GRI 305 table as CSV matching the carbon figures", async () => {
    const doc = await documentOf("GRI");
    const res = await download(doc.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(`attachment; filename="${doc.filename}"`);
    const rows = csvRows(await res.text());
    expect(rows[0]?.[0]).toBe("Disclosure");
    const { reportingYear, currentEmissions: e } = await scopeTotals();
    const total = (code: string, scope: string) =>
      Number(
        rows.find(
          (r) => r[0] === code && r[2] === String(reportingYear) && r[3] === scope && r[4] === "Total",
        )?.[5],
      );
    expect(total("305-1", "Scope 1")).toBeCloseTo(e.scope1, 1);
    expect(total("305-3", "Scope 3")).toBeCloseTo(e.scope3, 1);
    expect(rows.some((r) => r[0] === "305-4")).toBe(true);
    expect(rows.some((r) => r[0] === "305-5")).toBe(true);
  });

  it("regenerates from today's data on every download", async () => {
    const doc = await documentOf("Supplier");
    const first = csvRows(await (await download(doc.id)).text());
    expect(first).toHaveLength(11);
    expect(first[1]?.slice(0, 6)).toEqual([
      "Anatolia Textiles",
      "TR",
      "Packaging fabric",
      "High",
      "28",
      "Pending",
    ]);

    await t.db
      .updateTable("suppliers")
      .set({ responded: 1 })
      .where("name", "=", "Anatolia Textiles")
      .execute();
    const again = csvRows(await (await download(doc.id)).text());
    expect(again[1]?.slice(5)).toEqual([
      "Responded",
      "Agree a corrective action plan and re-assess within 6 months",
    ]);

    await voidAllUploads();
    const gri = csvRows(await (await download((await documentOf("GRI")).id)).text());
    // The header and one row saying that no emissions are on record any more.
    expect(gri).toHaveLength(2);
    expect(gri[1]?.[7]).toMatch(/^No emissions are recorded yet\./);
  });

  it("is the same file over tRPC (text as UTF-8, PDF base64)", async () => {
    const csvDoc = await documentOf("Supplier");
    const rest = new Uint8Array(await (await download(csvDoc.id)).arrayBuffer());
    const rpc = (
      await (
        await t.request(
          `/trpc/documents.download?input=${encodeURIComponent(JSON.stringify({ id: csvDoc.id }))}`,
          { cookie },
        )
      ).json()
    ).result.data;
    expect(rpc).toMatchObject({
      filename: csvDoc.filename,
      mimeType: "text/csv; charset=utf-8",
      encoding: "utf8",
    });
    expect(fileBody(rpc)).toEqual(rest);

    const pdfDoc = await documentOf("CSRD");
    const out = (
      await (
        await t.request(
          `/trpc/documents.download?input=${encodeURIComponent(JSON.stringify({ id: pdfDoc.id }))}`,
          { cookie },
        )
      ).json()
    ).result.data;
    expect(out.encoding).toBe("base64");
    expect(new TextDecoder().decode(fileBody(out).subarray(0, 5))).toBe("%PDF-");
  });

  it("answers 404 for an unknown id and for another company's document", async () => {
    expect((await download(999)).status).toBe(404);
    const other = await t.db
      .insertInto("companies")
      .values({ name: "Other", industry: "Energy", created_at: "2026-01-01" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const doc = await t.db
      .insertInto("documents")
      .values({ company_id: other.id, filename: "x.pdf", type: "CSRD", created_at: "2026-01-01" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await download(doc.id)).status).toBe(404);
  });

  it("answers 404 for a document type without a generator, and serves a stale extension as the real format", async () => {
    const odd = await t.db
      .insertInto("documents")
      .values({ company_id: 1, filename: "notes.txt", type: "Memo", created_at: "2026-01-01" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const res = await download(odd.id);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('No report generator for documents of type "Memo"');

    const legacy = await t.db
      .insertInto("documents")
      .values({ company_id: 1, filename: "GRI_Content_Index_2024.md", type: "GRI", created_at: "2026-01-01" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const gri = await download(legacy.id);
    expect(gri.headers.get("content-disposition")).toContain('filename="GRI_Content_Index_2024.csv"');
  });
});

/** The case that once moved every report: one electricity bill dated in a new reporting year. */
const ONE_BILL_2025 = {
  sourceType: "energy_bill",
  rawData: {
    activities: [{ activity: "electricity", amount: 8000, unit: "kWh", region: "GB", date: "2025-01-31" }],
  },
};
async function uploadBill(): Promise<number> {
  const res = await t.request("/api/carbon/ingest", { method: "POST", cookie, json: ONE_BILL_2025 });
  expect(res.status).toBe(200);
  return (await res.json()).dataSourceId;
}
async function resetDemo() {
  expect((await t.request("/api/demo/reset", { method: "POST", cookie })).status).toBe(200);
}
const pdfOf = async (type: string, query = "") => {
  const res = await download((await documentOf(type)).id, query);
  expect(res.status).toBe(200);
  return (await readPdf(new Uint8Array(await res.arrayBuffer()))).text;
};
/**
 * A PDF's text without its page footers: a longer statement early on moves the page breaks of everything
 * after it, which is layout, not content.
 */
const unpaged = (text: string) =>
  text
    .replace(
      / ?Northwind Components Ltd - [A-Za-z0-9 ]+ - generated \d{4}-\d{2}-\d{2} Page \d+ of \d+ ?/g,
      " ",
    )
    .replace(/\s+/g, " ")
    .trim();
const griOf = async (query = "") => {
  const res = await download((await documentOf("GRI")).id, query);
  expect(res.status).toBe(200);
  return csvRows(await res.text());
};
const griRow = (rows: string[][], code: string, year: number, scope: string, source: string) =>
  rows.find((r) => r[0] === code && r[2] === String(year) && r[3] === scope && r[4] === source);

describe("reports by reporting year", () => {
  // Five PDFs built and read back, each with the energy and screening sections: more than the default 5 s on a
  // loaded two-core machine.
  it("one bill in a new year: every report stays on 2024, with its period, and names 2025 partial", async () => {
    await resetDemo();
    const before = { esrs: await pdfOf("CSRD"), ifrs: await pdfOf("ISSB"), gri: await griOf() };
    await uploadBill();
    const { reportingYear, currentEmissions: e } = await scopeTotals();
    expect(reportingYear).toBe(2024);

    const esrs = await pdfOf("CSRD");
    expect(esrs).toContain("financial year 2024 - draft");
    expect(esrs).toContain("Reporting period 1 January 2024 – 31 December 2024");
    expect(esrs).not.toContain("financial year 2025");
    expect(esrs).toContain("2025 (1 of 12 months with data)");
    expect(esrs).not.toContain("-95.9%");
    expect(esrs).toContain("Change vs 2023");
    expect(esrs).toMatch(
      /Year-on-year change [+-][\d.]+% against 2023 \(total, location-based; complete years only\)/,
    );
    for (const figure of [e.scope1, e.scope2, e.scope2MarketBased, e.scope3, e.total, e.totalMarketBased]) {
      expect(esrs).toContain(whole(figure));
    }
    // Only the partial-years statements differ from the report before the bill. The longer statement may
    // move a page break, so the page footers are left out of the comparison.
    const partial = "2025 (1 of 12 months with data)";
    expect(unpaged(esrs.replaceAll(partial, "None"))).toBe(unpaged(before.esrs));

    const ifrs = await pdfOf("ISSB");
    expect(ifrs).toContain("reporting period 2024");
    expect(ifrs).toContain("Reporting period 1 January 2024 – 31 December 2024");
    expect(ifrs).toContain("2025 (1 of 12 months with data)");
    expect(ifrs).not.toContain("-95.9%");
    expect(ifrs).toContain(whole(e.total));
    expect(unpaged(ifrs.replaceAll(partial, "None"))).toBe(unpaged(before.ifrs));

    const gri = await griOf();
    expect([...new Set(gri.slice(1).map((r) => r[2]))]).toEqual(["2024", "2023"]);
    expect(griRow(gri, "305-1", 2024, "All scopes", "Reporting period")?.[5]).toBe(
      "1 January 2024 – 31 December 2024",
    );
    expect(griRow(gri, "305-5", 2024, "All scopes", "Partial years")?.[5]).toBe(
      "2025 (1 of 12 months with data)",
    );
    expect(Number(griRow(gri, "305-1", 2024, "Scope 1", "Total")?.[5])).toBeCloseTo(e.scope1, 1);
    expect(Number(griRow(gri, "305-2", 2024, "Scope 2", "Total")?.[5])).toBeCloseTo(e.scope2, 1);
    const market = gri.find((r) => r[1] === "Gross market-based energy indirect (Scope 2) GHG emissions");
    expect(Number(market?.[5])).toBeCloseTo(e.scope2MarketBased, 1);
    const change = griRow(gri, "305-5", 2024, "Scopes 1, 2 (location-based) and 3", "Compared with 2023");
    expect(change?.[7]).toMatch(/^Change: [+-]\d+\.\d%/);
    expect(change?.[7]).not.toContain("-95.9%");
    const unchanged = (rows: string[][]) => rows.filter((r) => r[4] !== "Partial years");
    expect(unchanged(gri)).toEqual(unchanged(before.gri));
    // Six PDFs and two CSVs: past the default 5 s on a busy two-core machine.
  }, 30_000);

  it("?year=2025 builds every report for the partial year, flagged, with nothing compared", async () => {
    await uploadBill();
    const { currentEmissions: e, isPartial } = await (
      await t.request("/api/carbon/analysis?year=2025", { cookie })
    ).json();
    expect(isPartial).toBe(true);

    const esrs = await pdfOf("CSRD", "?year=2025");
    expect(esrs).toContain("financial year 2025 (partial year)");
    expect(esrs).toContain(
      "Reporting period 1 January 2025 – 31 December 2025 (partial year: 1 of 12 months with data)",
    );
    expect(esrs).toContain("2025 (partial)");
    expect(esrs).toContain("not comparable (partial year)");
    expect(esrs).not.toMatch(/-9\d\.\d%/);
    expect(esrs).toContain("Gross location-based Scope 2 GHG emissions");
    expect(esrs).toContain("Gross market-based Scope 2 GHG emissions");
    expect(esrs).toContain(e.scope2.toFixed(1));

    const ifrs = await pdfOf("ISSB", "?year=2025");
    expect(ifrs).toContain("reporting period 2025 (partial year)");
    expect(ifrs).toContain("not comparable (partial year)");

    const gri = await griOf("?year=2025");
    expect(griRow(gri, "305-1", 2025, "All scopes", "Reporting period")?.[5]).toBe(
      "1 January 2025 – 31 December 2025 (partial year: 1 of 12 months with data)",
    );
    expect(Number(griRow(gri, "305-2", 2025, "Scope 2", "Total")?.[5])).toBeCloseTo(e.scope2, 2);
    expect(griRow(gri, "305-2", 2025, "Scope 2", "Total")?.[7]).toBe(
      "Partial year: 1 of 12 months with data",
    );
    const reduction = griRow(gri, "305-5", 2025, "Scopes 1, 2 (location-based) and 3", "Compared with 2024");
    expect(reduction?.slice(5)).toEqual([
      "",
      "t CO2e",
      "Not comparable (partial year): 2025 has 1 of 12 months with data",
    ]);

    // ?year=2024 is the default report; the same over tRPC.
    const doc = await documentOf("GRI");
    const rpc = await (
      await t.request(
        `/trpc/documents.download?input=${encodeURIComponent(JSON.stringify({ id: doc.id, year: 2025 }))}`,
        {
          cookie,
        },
      )
    ).json();
    expect(csvRows(rpc.result.data.content)).toEqual(gri);
    expect(await griOf("?year=2024")).toEqual(await griOf());
  });

  it("states the basis: both Scope 2 methods, AR5, operational control, and the base year when set", async () => {
    const esrs = await pdfOf("CSRD");
    for (const phrase of [
      "Gross location-based Scope 2 GHG emissions",
      "Gross market-based Scope 2 GHG emissions",
      "Total GHG emissions (market-based)",
      "Scope 2 location-based",
      "Scope 2 market-based",
      "GWP basis IPCC AR5 100-year",
      "Consolidation approach Operational control",
      "Base year Not set",
      "Partial years (excluded from year-on-year change) None",
    ]) {
      expect(esrs).toContain(phrase);
    }
    const gri = await griOf();
    expect(griRow(gri, "305-1", 2024, "All scopes", "GWP basis")?.[5]).toBe("IPCC AR5 100-year");
    expect(griRow(gri, "305-2", 2024, "Scope 2", "Methods")?.[5]).toBe("Location-based and market-based");

    const put = await t.request("/api/companies/1/reporting-settings", {
      method: "PUT",
      cookie,
      json: {
        fiscalYearStartMonth: 1,
        baseYear: 2023,
        category3Policy: "derive",
        consolidationApproach: "financial_control",
      },
    });
    expect(put.status).toBe(200);
    const withBase = await pdfOf("CSRD");
    expect(withBase).toContain("2023 (base year)");
    expect(withBase).toMatch(
      /Base year 2023: [\d,]+ t CO2e location-based, [\d,]+ t CO2e market-based; change to 2024: [+-]/,
    );
    expect(withBase).toContain("Consolidation approach Financial control");
    const gri2 = await griOf();
    expect(griRow(gri2, "305-1", 2024, "All scopes", "Base year")?.[5]).toBe("2023");
    expect(griRow(gri2, "305-1", 2023, "Scope 1", "Total")?.[7]).toMatch(/^Base year/);
  });

  it("voiding the bill takes 2025 out of every report", async () => {
    const id = await uploadBill();
    expect(griRow(await griOf(), "305-5", 2024, "All scopes", "Partial years")?.[5]).toContain("2025");
    const res = await t.request(`/api/carbon/sources/${id}/void`, {
      method: "POST",
      cookie,
      json: { reason: "wrong site" },
    });
    expect(res.status).toBe(200);
    expect(griRow(await griOf(), "305-5", 2024, "All scopes", "Partial years")?.[5]).toBe("None");
    expect(await pdfOf("CSRD")).toContain("Partial years (excluded from year-on-year change) None");
  });

  it.each(["?year=abc", "?year=1890", "?year=2024.5"])("answers 400 for %s", async (query) => {
    const res = await download((await documentOf("CSRD")).id, query);
    expect(res.status).toBe(400);
  });

  it("says so when the requested year has no emissions", async () => {
    const text = await pdfOf("CSRD", "?year=2019");
    expect(text).toContain("No emissions are recorded for reporting year 2019");
    expect(text).toContain("financial year 2019 (partial year)");
  });
});

describe("fileBody", () => {
  it("decodes base64 content to bytes and encodes text as UTF-8", () => {
    expect([...fileBody({ filename: "a", mimeType: "x", encoding: "base64", content: "AAEC/w==" })]).toEqual([
      0, 1, 2, 255,
    ]);
    expect([...fileBody({ filename: "a", mimeType: "x", encoding: "utf8", content: "£" })]).toEqual([
      0xc2, 0xa3,
    ]);
    expect([...fileBody({ filename: "a", mimeType: "x", content: "A" })]).toEqual([65]);
  });
});
