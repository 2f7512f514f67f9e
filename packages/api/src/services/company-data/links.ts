export type PageLink = { href: string; text: string };

const MAX_FOLLOWED_PAGES = 10;
const TOPIC = /sustainab|\besg\b|climate|report|governance|investor|responsib|environment|esg[-_]/i;
const NOT_HTML = /\.(pdf|jpe?g|png|gif|svg|webp|zip|xlsx?|docx?|pptx?|csv|mp4|mp3)$/i;

const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, "");

/**
 * The same-site pages worth following (links or titles pointing to sustainability, ESG, climate,
 * report, governance or investor content), most relevant first, at most 10, without the start page.
 */
export function selectEsgLinks(pageUrl: string, links: PageLink[], limit = MAX_FOLLOWED_PAGES): string[] {
  const base = new URL(pageUrl);
  const scored = new Map<string, number>();
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link.href, base);
    } catch {
      continue;
    }
    if (
      (url.protocol !== "http:" && url.protocol !== "https:") ||
      siteOf(url.hostname) !== siteOf(base.hostname)
    )
      continue;
    if (NOT_HTML.test(url.pathname)) continue;
    url.hash = "";
    const key = url.toString();
    if (key === new URL(base.toString().split("#")[0] ?? base).toString()) continue;
    const score = (TOPIC.test(decodeURIComponent(url.pathname)) ? 2 : 0) + (TOPIC.test(link.text) ? 1 : 0);
    if (score > 0) scored.set(key, Math.max(score, scored.get(key) ?? 0));
  }
  return [...scored.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([u]) => u);
}
