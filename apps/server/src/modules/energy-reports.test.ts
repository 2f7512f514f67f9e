import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pdfText } from "../test/pdf-text";
import { createTestApp } from "../test/test-app";

// The reports carry the energy mix (ESRS E1-5, GRI 302-1), the ETS share of scope 1 and the scope 3 screening
// of the chosen year, with the same figures as their endpoints.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const oneDecimal = (n: number) => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 }).format(n);

async function download(type: string): Promise<Response> {
  const docs = (await (await t.request("/api/dashboard", { cookie })).json()).documents as {
    id: number;
    type: string;
  }[];
  const doc = docs.find((d) => d.type === type);
  if (!doc) throw new Error(`no ${type} document`);
  const res = await t.request(`/api/documents/${doc.id}/download?year=2024`, { cookie });
  expect(res.status).toBe(200);
  return res;
}

async function screen(categories: unknown[]) {
  const res = await t.request("/api/carbon/scope3-screening", {
    method: "PUT",
    cookie,
    json: { year: 2024, categories },
  });
  expect(res.status).toBe(200);
}

describe("reports with energy, ETS share and screening", () => {
  it("the ESRS E1 draft has the E1-5 table, the ETS share and the screening with reasons", async () => {
    await screen([
      { category: 15, status: "not_relevant", justification: "The company holds no investments" },
    ]);
    const energy = await (await t.request("/api/carbon/energy?year=2024", { cookie })).json();
    expect(energy.totalMWh).toBeGreaterThan(0);
    const analysis = await (await t.request("/api/carbon/analysis?year=2024", { cookie })).json();
    const text = await pdfText(await download("CSRD"));
    expect(text).toContain("E1-5 Energy consumption and mix");
    expect(text).toContain(`Total energy consumption ${oneDecimal(energy.totalMWh)}`);
    expect(text).toContain(`(11) Total renewable energy consumption ${oneDecimal(energy.renewableMWh)}`);
    expect(text).toContain("Percentage of Scope 1 GHG emissions from regulated emission trading schemes");
    // The demo's sites are not under an emissions trading scheme: 0% of its scope 1.
    expect(analysis.etsShareOfScope1Pct).toBe(0);
    expect(text).toContain("E1-6 Scope 3 categories included and excluded");
    expect(text).toContain("The company holds no investments");
    expect(text).toContain("Share of gross Scope 3 GHG emissions calculated from primary data");
    expect(text).toContain("Share of scope 3 calculated with own emission factors");
  });

  it("the GRI table has 302-1 rows; the IFRS S2 summary lists the scope 3 categories measured", async () => {
    const energy = await (await t.request("/api/carbon/energy?year=2024", { cookie })).json();
    const rows = parse(await (await download("GRI")).text(), {
      bom: true,
      skip_empty_lines: true,
    }) as string[][];
    const total = rows.find((r) => r[0] === "302-1" && r[4] === "Total energy consumption");
    expect(total?.slice(2, 7)).toEqual([
      "2024",
      "All",
      "Total energy consumption",
      String(energy.totalMWh),
      "MWh",
    ]);
    const text = await pdfText(await download("ISSB"));
    expect(text).toContain("Scope 3 categories measured (paragraph 29(a)(vi))");
    expect(text).toContain("Not yet screened");
  });
});
