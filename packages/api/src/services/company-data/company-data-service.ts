import type { Db } from "@esg/db";
import { type CompanyScrapeKind, insertCompanyScrape } from "@esg/db";
import {
  type AcademicAnalysis,
  academicAnalysis,
  consistencyChecks,
  extractCompanyData,
  type PageText,
  type ScrapedCompanyData,
  type VerificationResult,
} from "@esg/domain";
import type { LlmPort, WebFetcher } from "../../context";
import { crawlSite } from "./crawl";
import { parseHtml } from "./parse-html";
import type { CompanySnapshot } from "./snapshots";
import { llmCrossCheck } from "./verify-llm";

export type ScrapeResult = {
  data: ScrapedCompanyData;
  academicAnalysis?: AcademicAnalysis;
  verification?: VerificationResult;
  message: string;
};

const pagesWord = (n: number) => `${n} page${n === 1 ? "" : "s"}`;

async function store(db: Db, companyId: number, kind: CompanyScrapeKind, r: ScrapeResult) {
  await insertCompanyScrape(db, {
    companyId,
    kind,
    data: r.data,
    academicAnalysis: r.academicAnalysis ?? null,
    verification: r.verification ?? null,
    createdAt: r.data.lastUpdated,
  });
  return r;
}

/** POST /api/companies/scrape: fetch, extract, store. Nothing is stored when the start page fails. */
export async function scrapeWebsite(
  deps: { db: Db; webFetcher: WebFetcher },
  companyId: number,
  url: string,
  now: Date,
) {
  const pages = await crawlSite(deps.webFetcher, url);
  const data = extractCompanyData(pages, url, now);
  return store(deps.db, companyId, "scrape", {
    data,
    message: `Extracted ESG data for ${data.companyName} from ${pagesWord(pages.length)}`,
  });
}

async function verifyData(
  llm: LlmPort | null,
  data: ScrapedCompanyData,
  now: Date,
): Promise<VerificationResult> {
  const { checks, discrepancies } = consistencyChecks(data, now);
  const llmResult = await llmCrossCheck(llm, data);
  for (const r of llmResult.results) {
    if (!r.supported)
      discrepancies.push({
        field: r.field,
        message: r.comment || "Not supported by its quoted source",
        source: "llm",
      });
  }
  return { checks, discrepancies, llm: llmResult };
}

/** POST /api/companies/scrape-with-verification: extraction + academic analysis + verification. */
export async function scrapeAndVerify(
  deps: { db: Db; webFetcher: WebFetcher; llm: LlmPort | null },
  companyId: number,
  url: string,
  now: Date,
) {
  const pages = await crawlSite(deps.webFetcher, url);
  const data = extractCompanyData(pages, url, now);
  const verification = await verifyData(deps.llm, data, now);
  const found = verification.discrepancies.length;
  return store(deps.db, companyId, "verified", {
    data,
    academicAnalysis: academicAnalysis(data),
    verification,
    message: `Extracted and verified ESG data for ${data.companyName} from ${pagesWord(pages.length)}: ${found} discrepanc${found === 1 ? "y" : "ies"} found${deps.llm ? "" : " (AI cross-check skipped: no AI model configured)"}`,
  });
}

/** The demo cards: the same pipeline over a bundled snapshot (offline). */
export async function scrapeSnapshot(
  db: Db,
  companyId: number,
  kind: "demo-amaroq" | "demo-polyus",
  snapshot: CompanySnapshot,
  now: Date,
) {
  const pages: PageText[] = snapshot.pages.map((p) => {
    const { links: _links, ...page } = parseHtml(p.html, p.url);
    return page;
  });
  const data = extractCompanyData(pages, snapshot.websiteUrl, now);
  return store(db, companyId, kind, {
    data,
    academicAnalysis: academicAnalysis(data),
    message: `Extracted ESG data for ${data.companyName} from ${pagesWord(pages.length)} of bundled public-source snapshots`,
  });
}
