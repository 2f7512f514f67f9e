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
import { type WriteContext, withWrite } from "../../write";
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

/**
 * Stores an extraction and its audit entry in one write. The crawl and the model call happen before, outside
 * the transaction: on SQLite it would hold the only connection for their seconds.
 */
export function storeScrape(ctx: WriteContext, kind: CompanyScrapeKind, r: ScrapeResult) {
  return withWrite(ctx, async (w) => {
    await insertCompanyScrape(w.db, {
      companyId: w.companyId,
      kind,
      data: r.data,
      academicAnalysis: r.academicAnalysis ?? null,
      verification: r.verification ?? null,
      createdAt: r.data.lastUpdated,
    });
    // The scrape rows carry no public id, so the entry names the site instead.
    await w.audit({
      action: "extract",
      entity: "company_data",
      after: {
        kind,
        websiteUrl: r.data.websiteUrl,
        companyName: r.data.companyName,
        discrepancies: r.verification?.discrepancies.length,
      },
    });
    return r;
  });
}

/** POST /api/companies/scrape: fetch and extract (`storeScrape` stores). Nothing when the start page fails. */
export async function scrapeWebsite(deps: { webFetcher: WebFetcher }, url: string, now: Date) {
  const pages = await crawlSite(deps.webFetcher, url);
  const data = extractCompanyData(pages, url, now);
  return {
    data,
    message: `Extracted ESG data for ${data.companyName} from ${pagesWord(pages.length)}`,
  } satisfies ScrapeResult;
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
  deps: { webFetcher: WebFetcher; llm: LlmPort | null },
  url: string,
  now: Date,
): Promise<ScrapeResult> {
  const pages = await crawlSite(deps.webFetcher, url);
  const data = extractCompanyData(pages, url, now);
  const verification = await verifyData(deps.llm, data, now);
  const found = verification.discrepancies.length;
  return {
    data,
    academicAnalysis: academicAnalysis(data),
    verification,
    message: `Extracted and verified ESG data for ${data.companyName} from ${pagesWord(pages.length)}: ${found} discrepanc${found === 1 ? "y" : "ies"} found${deps.llm ? "" : " (AI cross-check skipped: no AI model configured)"}`,
  };
}

/** The demo cards: the same pipeline over a bundled snapshot (offline). */
export function scrapeSnapshot(snapshot: CompanySnapshot, now: Date): ScrapeResult {
  const pages: PageText[] = snapshot.pages.map((p) => {
    const { links: _links, ...page } = parseHtml(p.html, p.url);
    return page;
  });
  const data = extractCompanyData(pages, snapshot.websiteUrl, now);
  return {
    data,
    academicAnalysis: academicAnalysis(data),
    message: `Extracted ESG data for ${data.companyName} from ${pagesWord(pages.length)} of bundled public-source snapshots`,
  };
}
