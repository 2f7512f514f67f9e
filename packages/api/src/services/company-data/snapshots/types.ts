/**
 * A bundled snapshot of a company's public ESG pages, written for this project so the demo runs the real
 * extraction pipeline offline. Each page paraphrases ONE public source, named in the page and used as its URL
 * (so every extracted value points at the page its figure comes from). Figures that could not be sourced are
 * left out.
 */
export type SnapshotPage = { url: string; html: string };
export type CompanySnapshot = { websiteUrl: string; companyName: string; pages: SnapshotPage[] };

export function snapshotHtml(opts: {
  title: string;
  siteName: string;
  source: string;
  body: string;
}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${opts.title}</title>
<meta property="og:site_name" content="${opts.siteName}"></head><body><main>${opts.body}</main>
<footer><p>Snapshot written for the ESG platform demo. Source: ${opts.source}</p></footer></body></html>`;
}
