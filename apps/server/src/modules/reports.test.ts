import { parseCsvRows } from "@esg/domain";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileBody } from "../http/rest-adapter";
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
const download = (id: number) => t.request(`/api/documents/${id}/download`, { cookie });

/** Every page's text, each page's items joined by spaces. */
async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: bytes, verbosity: 0, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    parts.push(content.items.map((i) => ("str" in i ? i.str : "")).join(" "));
  }
  await pdf.destroy();
  return { pages: pdf.numPages, text: parts.join("\n").replace(/\s+/g, " ") };
}

function csvRows(text: string): string[][] {
  const parsed = parseCsvRows(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rows;
}

/** The demo company's scope totals of its latest year, as the carbon analysis reports them (t CO2e). */
async function scopeTotals() {
  const analysis = await (await t.request("/api/carbon/analysis", { cookie })).json();
  return analysis as {
    reportingYear: number;
    currentEmissions: { scope1: number; scope2: number; scope3: number; total: number };
  };
}
const whole = (t: number) => Math.round(t).toLocaleString("en-GB");

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

    const { pages, text } = await pdfText(bytes);
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
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
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

    await t.db.deleteFrom("carbon_emission_totals").where("company_id", "=", 1).execute();
    const gri = csvRows(await (await download((await documentOf("GRI")).id)).text());
    expect(gri).toHaveLength(1); // the header: no emissions on record any more
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

  it("answers 404 for an unknown id and 403 for another company's document", async () => {
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
    expect((await download(doc.id)).status).toBe(403);
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
