import type { PageText } from "@esg/domain";
import { Parser } from "htmlparser2";
import type { PageLink } from "./links";

const SKIP = new Set(["script", "style", "noscript", "template", "svg", "iframe", "object", "canvas"]);
const BLOCK = new Set([
  "p",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "div",
  "section",
  "article",
  "aside",
  "header",
  "footer",
  "main",
  "nav",
  "dd",
  "dt",
  "blockquote",
  "figcaption",
  "caption",
  "ul",
  "ol",
  "dl",
  "table",
  "br",
  "hr",
  "form",
]);

type TableState = {
  headers: string[] | null;
  row: string[] | null;
  rowAllHeaders: boolean;
  cell: string | null;
};

/**
 * Parses HTML (htmlparser2, a streaming WHATWG-tolerant parser) into what the extractors read: title,
 * og:site_name, text blocks (a table row becomes "label | Header: value | …") and the links.
 */
export function parseHtml(html: string, url: string): PageText & { links: PageLink[] } {
  const blocks: string[] = [];
  const links: PageLink[] = [];
  let title = "";
  let siteName: string | null = null;
  let skipDepth = 0;
  let inTitle = false;
  let buffer = "";
  let link: PageLink | null = null;
  const tables: TableState[] = [];
  const flush = () => {
    const text = buffer.replace(/\s+/g, " ").trim();
    if (text) blocks.push(text);
    buffer = "";
  };
  const table = () => tables[tables.length - 1];

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (SKIP.has(name)) skipDepth++;
        if (skipDepth) return;
        if (name === "title") inTitle = true;
        if (name === "meta" && attrs.property === "og:site_name" && attrs.content) siteName = attrs.content;
        if (name === "a" && attrs.href) link = { href: attrs.href, text: "" };
        const t = table();
        if (name === "table") {
          flush();
          tables.push({ headers: null, row: null, rowAllHeaders: true, cell: null });
        } else if (t && name === "tr") {
          t.row = [];
          t.rowAllHeaders = true;
        } else if (t && (name === "td" || name === "th")) {
          t.cell = "";
          if (name === "td") t.rowAllHeaders = false;
        } else if (BLOCK.has(name) && !t?.cell) flush();
        else if (t?.cell !== null && t?.cell !== undefined && BLOCK.has(name)) t.cell += " ";
      },
      ontext(text) {
        if (skipDepth) return;
        if (inTitle) {
          title += text;
          return;
        }
        if (link) link.text += text;
        const t = table();
        if (t && t.cell !== null) t.cell += text;
        else buffer += text;
      },
      onclosetag(name) {
        if (SKIP.has(name)) {
          skipDepth = Math.max(0, skipDepth - 1);
          return;
        }
        if (skipDepth) return;
        if (name === "title") inTitle = false;
        if (name === "a" && link) {
          links.push({ href: link.href, text: link.text.replace(/\s+/g, " ").trim() });
          link = null;
        }
        const t = table();
        if (t && (name === "td" || name === "th") && t.cell !== null) {
          t.row?.push(t.cell.replace(/\s+/g, " ").trim());
          t.cell = null;
        } else if (t && name === "tr" && t.row) {
          const cells = t.row;
          t.row = null;
          if (cells.every((c) => !c)) return;
          if (t.rowAllHeaders && !t.headers) {
            t.headers = cells;
            blocks.push(cells.join(" | "));
            return;
          }
          const headers = t.headers;
          blocks.push(
            cells.map((c, i) => (i > 0 && headers?.[i] && c ? `${headers[i]}: ${c}` : c)).join(" | "),
          );
        } else if (name === "table") {
          tables.pop();
        } else if (BLOCK.has(name) && !t?.cell) flush();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return { url, title: title.replace(/\s+/g, " ").trim(), siteName, blocks, links };
}
