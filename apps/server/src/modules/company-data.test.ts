import http from "node:http";
import type { AddressInfo } from "node:net";
import type { LlmPort } from "@esg/api";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { createWebFetcher } from "../web-fetch/web-fetcher";

/** A fake company site on loopback; `hits` counts every request it receives. */
const SITE: Record<string, { type: string; body: string }> = {
  "/": {
    type: "text/html",
    body: `<html><head><title>Acme Mining | Home</title><meta property="og:site_name" content="Acme Mining"></head>
<body><nav><a href="/sustainability">Sustainability</a> <a href="/investors/esg-report">ESG report</a>
<a href="/careers">Careers</a> <a href="https://other.example/esg">Other ESG</a></nav>
<p>Acme Mining employs 2,300 people across three mines.</p></body></html>`,
  },
  "/sustainability": {
    type: "text/html; charset=utf-8",
    body: `<html><head><title>Sustainability</title></head><body>
<h1>Sustainability</h1>
<table><thead><tr><th>Indicator</th><th>2023</th><th>2022</th></tr></thead><tbody>
<tr><td>Scope 1 emissions (tCO2e)</td><td>52,300</td><td>55,100</td></tr>
<tr><td>Scope 2 emissions (tCO2e)</td><td>18,700</td><td>20,000</td></tr>
<tr><td>Total emissions (tCO2e)</td><td>90,000</td><td>75,100</td></tr>
</tbody></table>
<p>Our Climate Change Policy commits us to net zero by 2050.</p></body></html>`,
  },
  "/investors/esg-report": {
    type: "text/html",
    body: `<html><body><p>Our annual Sustainability Report follows the GRI Standards and TCFD and received limited assurance.</p>
<p>The Board comprises nine directors, of whom six are independent non-executive directors.</p></body></html>`,
  },
  "/report.pdf": { type: "application/pdf", body: "%PDF" },
};

let site: http.Server;
let port = 0;
let hits = 0;
beforeAll(async () => {
  site = http.createServer((req, res) => {
    hits++;
    const page = SITE[req.url ?? "/"];
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": page.type }).end(page.body);
  });
  await new Promise<void>((r) => site.listen(0, "127.0.0.1", r));
  port = (site.address() as AddressInfo).port;
});
afterAll(() => site.close());

/** The production fetcher with the test-only allow-list: acme.test → the loopback site. */
const allowingFetcher = () =>
  createWebFetcher({
    resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    unsafeTestAllowList: { cidrs: ["127.0.0.1/32"], ports: [port] },
  });

let t: Awaited<ReturnType<typeof createTestApp>>;
afterEach(() => t?.close());

async function setup(overrides: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp({ webFetcher: allowingFetcher(), ...overrides });
  return t.login();
}
const stored = async () =>
  Number(
    (
      await t.db
        .selectFrom("company_scrapes")
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const post = (path: string, cookie: string, json?: unknown) =>
  t.request(path, { method: "POST", cookie, ...(json === undefined ? {} : { json }) });

describe("POST /api/companies/scrape", () => {
  it("crawls same-site ESG pages, extracts with provenance and stores the result", async () => {
    const cookie = await setup();
    const url = `http://acme.test:${port}/`;
    const res = await post("/api/companies/scrape", cookie, { websiteUrl: url });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["data", "message"]);
    expect(body.message).toBe("Extracted ESG data for Acme Mining from 3 pages");
    const d = body.data;
    expect(d.companyName).toBe("Acme Mining");
    expect(d.sources.map((s: { url: string }) => s.url)).toEqual([
      url,
      `http://acme.test:${port}/sustainability`,
      `http://acme.test:${port}/investors/esg-report`,
    ]);
    expect(d.environmentalData.carbonEmissions.scope1).toMatchObject({
      tonnesCo2e: 52300,
      year: 2023,
      sourceUrl: `http://acme.test:${port}/sustainability`,
      quote: "Scope 1 emissions (tCO2e) | 2023: 52,300 | 2022: 55,100",
    });
    expect(d.socialData.employeeCount).toMatchObject({ value: 2300, sourceUrl: url });
    expect(d.governanceData.boardComposition.boardSize.value).toBe(9);
    expect(d.disclosureFrameworks.identifiedFrameworks.map((f: { value: string }) => f.value)).toEqual([
      "GRI",
      "TCFD",
    ]);
    expect(await stored()).toBe(1);
    const latest = await (await t.request("/trpc/companyData.latest", { cookie })).json();
    expect(latest.result.data.data.companyName).toBe("Acme Mining");
    expect(latest.result.data.kind).toBe("scrape");
  });

  it.each([
    ["", 400],
    ["not a url", 400],
    ["ftp://acme.test/", 400],
  ])("rejects %j with 400 and stores nothing", async (websiteUrl, status) => {
    const cookie = await setup();
    const res = await post("/api/companies/scrape", cookie, { websiteUrl });
    expect(res.status).toBe(status);
    expect((await res.json()).message).toBeTruthy();
    expect(await stored()).toBe(0);
  });

  it("refuses internal addresses with 400 and a clear message; the site gets 0 hits", async () => {
    const cookie = await setup({
      webFetcher: createWebFetcher({
        resolve: async () => [{ address: "127.0.0.1", family: 4 }],
        unsafeTestAllowList: { cidrs: [], ports: [port] },
      }),
    });
    hits = 0;
    for (const websiteUrl of [
      `http://127.0.0.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://acme.test:${port}/`,
      "http://169.254.169.254/latest/meta-data/",
    ]) {
      const res = await post("/api/companies/scrape", cookie, { websiteUrl });
      expect(res.status, websiteUrl).toBe(400);
      expect((await res.json()).message).toMatch(/^Refused: .* not a public internet address$/);
    }
    expect(hits).toBe(0);
    expect(await stored()).toBe(0);
  });

  it("the production fetcher refuses loopback on a non-default port (400)", async () => {
    const cookie = await setup({ webFetcher: createWebFetcher() });
    hits = 0;
    const res = await post("/api/companies/scrape", cookie, { websiteUrl: `http://127.0.0.1:${port}/` });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/only the default port/);
    expect(hits).toBe(0);
  });

  it("a non-HTML or missing page is a clear 502 and nothing is stored", async () => {
    const cookie = await setup();
    const pdf = await post("/api/companies/scrape", cookie, {
      websiteUrl: `http://acme.test:${port}/report.pdf`,
    });
    expect(pdf.status).toBe(502);
    expect((await pdf.json()).message).toBe("The page is not HTML (content type: application/pdf)");
    const missing = await post("/api/companies/scrape", cookie, {
      websiteUrl: `http://acme.test:${port}/nope`,
    });
    expect(missing.status).toBe(502);
    expect(await stored()).toBe(0);
  });

  it("requires a session", async () => {
    await setup();
    const res = await t.request("/api/companies/scrape", {
      method: "POST",
      json: { websiteUrl: "http://a.test/" },
    });
    expect(res.status).toBe(401);
  });
});

describe("POST /api/companies/scrape-with-verification", () => {
  it("adds the academic analysis and lists consistency discrepancies; no LLM → says it skipped", async () => {
    const cookie = await setup();
    const res = await post("/api/companies/scrape-with-verification", cookie, {
      websiteUrl: `http://acme.test:${port}/`,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.academicAnalysis.regulatoryCompliance).toEqual({
      csrd: "Pending",
      tcfd: "Referenced",
      sec: "Pending",
    });
    expect(body.verification.llm.status).toBe("skipped");
    expect(body.verification.llm.note).toMatch(/no AI model is configured/);
    // 52,300 + 18,700 = 71,000 ≠ 90,000
    expect(body.verification.discrepancies[0].message).toMatch(/differs from Scope 1 \+ 2 = 71,000 t CO2e/);
    expect(body.message).toMatch(/1 discrepancy found \(AI cross-check skipped: no AI model configured\)$/);
    expect(await stored()).toBe(1);
  });

  it("cross-checks values with the LLM and lists unsupported ones", async () => {
    let prompt = "";
    const llm: LlmPort = {
      complete: async (p) => {
        prompt = p.user;
        return 'Here: [{"i": 0, "supported": false, "comment": "Quote shows 52,300 for 2023 but claim differs"}]';
      },
    };
    const cookie = await setup({ llm });
    const body = await (
      await post("/api/companies/scrape-with-verification", cookie, {
        websiteUrl: `http://acme.test:${port}/`,
      })
    ).json();
    expect(prompt).toContain('quote: "Scope 1 emissions (tCO2e) | 2023: 52,300 | 2022: 55,100"');
    expect(body.verification.llm.status).toBe("completed");
    expect(body.verification.discrepancies.some((d: { source: string }) => d.source === "llm")).toBe(true);
  });
});

describe("per-user budget for website fetches", () => {
  const site = () => ({ websiteUrl: `http://acme.test:${port}/` });

  it("answers 429 once the webFetch budget is spent, before any outbound fetch; both scrapes share it", async () => {
    const cookie = await setup({ rateLimits: { webFetch: { points: 2, durationSeconds: 600 } } });
    expect((await post("/api/companies/scrape", cookie, site())).status).toBe(200);
    expect((await post("/api/companies/scrape-with-verification", cookie, site())).status).toBe(200);
    hits = 0;
    for (const path of ["/api/companies/scrape", "/api/companies/scrape-with-verification"]) {
      const res = await post(path, cookie, site());
      expect(res.status, path).toBe(429);
      expect(await res.json()).toEqual({
        message: "Too many website extractions. Please wait a few minutes and try again.",
        code: "TOO_MANY_REQUESTS",
        reason: "rate_limited",
        requestId: expect.any(String),
      });
    }
    const rpc = await t.request("/trpc/companyData.scrape", { method: "POST", cookie, json: site() });
    expect(rpc.status).toBe(429);
    expect(hits).toBe(0);
    expect(await stored()).toBe(2);
    // The demo cards read bundled snapshots, never the network: they stay available.
    expect((await post("/api/companies/scrape-polyus", cookie)).status).toBe(200);
  });

  it("parallel scrapes cannot overtake the budget", async () => {
    const cookie = await setup({ rateLimits: { webFetch: { points: 3, durationSeconds: 600 } } });
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async () => (await post("/api/companies/scrape", cookie, site())).status),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    expect(await stored()).toBe(3);
  });

  it("verification also spends the model budget: no crawl once the user's AI requests are used up", async () => {
    let calls = 0;
    const llm: LlmPort = {
      complete: async () => {
        calls++;
        return "[]";
      },
    };
    const cookie = await setup({ llm, rateLimits: { aiQuery: { points: 1, durationSeconds: 60 } } });
    expect(
      (await t.request("/api/ai/query", { method: "POST", cookie, json: { question: "hi" } })).status,
    ).toBe(200);
    hits = 0;
    const res = await post("/api/companies/scrape-with-verification", cookie, site());
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe("Too many AI requests. Please wait a minute and try again.");
    expect(hits).toBe(0);
    expect(calls).toBe(1);
  });
});

describe("demo cards over bundled snapshots", () => {
  it("POST /api/companies/scrape-polyus runs the real pipeline offline", async () => {
    const cookie = await setup();
    const res = await post("/api/companies/scrape-polyus", cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["academicAnalysis", "data", "message"]);
    const c = body.data.environmentalData.carbonEmissions;
    expect(c.scope1.tonnesCo2e).toBe(1_327_000);
    expect(c.scope2.tonnesCo2e).toBe(79_000);
    expect(c.scope3.tonnesCo2e).toBe(2_055_000);
    expect(c.scope1.sourceUrl).toBe("https://ditchcarbon.com/r/polyus-sustainability-report-highlights");
    const fw = body.data.disclosureFrameworks.identifiedFrameworks.map((f: { value: string }) => f.value);
    expect(fw).toEqual(expect.arrayContaining(["SDGs", "TCFD"]));
    expect(body.data.companyName).toBe("Polyus");
  });

  it("POST /api/companies/scrape-amaroq: no unsourced figures, REST body = tRPC output shape", async () => {
    const cookie = await setup();
    const rest = await (await post("/api/companies/scrape-amaroq", cookie)).json();
    expect(rest.data.companyName).toBe("Amaroq Minerals");
    expect(rest.data.environmentalData.carbonEmissions).toEqual({
      scope1: null,
      scope2: null,
      scope3: null,
      total: null,
    });
    expect(rest.data.socialData.employeeCount).toBeNull();
    const rpc = await (
      await t.request("/trpc/companyData.scrapeAmaroq", { method: "POST", cookie, json: {} })
    ).json();
    const strip = (x: { data: { lastUpdated?: string } }) => ({ ...x, data: { ...x.data, lastUpdated: "" } });
    expect(strip(rpc.result.data)).toEqual(strip(rest));
    expect(await stored()).toBe(2);
  });
});
