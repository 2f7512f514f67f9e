import type { PageText } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { WebFetchError, type WebFetcher } from "../../context";
import { selectEsgLinks } from "./links";
import { parseHtml } from "./parse-html";

/** Follow-up pages are fetched a few at a time, and none is started once the crawl has run this long. */
const CONCURRENCY = 3;
const CRAWL_BUDGET_MS = 25_000;

/** A fetch failure as the API reports it: the user's URL is refused/malformed → 400; the site failed → 502/504. */
function fetchFailure(error: unknown): never {
  if (!(error instanceof WebFetchError)) throw error;
  const code =
    error.kind === "invalid_url" || error.kind === "refused"
      ? "BAD_REQUEST"
      : error.kind === "timeout"
        ? "GATEWAY_TIMEOUT"
        : "BAD_GATEWAY";
  throw new TRPCError({ code, message: error.message, cause: error });
}

/** The start page plus up to 10 same-site ESG-related pages; only the start page must succeed. */
export async function crawlSite(fetcher: WebFetcher, websiteUrl: string): Promise<PageText[]> {
  const started = Date.now();
  const home = await fetcher.fetchHtml(websiteUrl).catch(fetchFailure);
  const { links, ...homePage } = parseHtml(home.html, home.finalUrl);
  const queue = selectEsgLinks(home.finalUrl, links);
  const pages: (PageText | null)[] = new Array(queue.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < queue.length && Date.now() - started < CRAWL_BUDGET_MS) {
      const i = next++;
      try {
        const page = await fetcher.fetchHtml(queue[i] as string);
        const { links: _ignored, ...parsed } = parseHtml(page.html, page.finalUrl);
        pages[i] = parsed;
      } catch (error) {
        if (!(error instanceof WebFetchError)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return [homePage, ...pages.filter((p): p is PageText => p !== null)];
}
