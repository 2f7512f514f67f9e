/**
 * Typesets a generated report (ReportDocument from @esg/domain) as an A4 PDF with jsPDF and its standard
 * Helvetica: title block, sections, wrapped paragraphs and lists, tables that break across pages with their
 * header repeated, and a footer with page numbers on every page.
 */
import type { ReportBlock, ReportDocument } from "@esg/domain";
import { jsPDF } from "jspdf";

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 20;
const BRAND: [number, number, number] = [4, 120, 87];
const TEXT: [number, number, number] = [30, 41, 59];
const MUTED: [number, number, number] = [100, 116, 139];
const RULE: [number, number, number] = [226, 232, 240];

/** Characters the standard PDF fonts (WinAnsiEncoding) carry beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const REPLACEMENTS: Record<string, string> = {
  "≥": ">=",
  "≤": "<=",
  "→": "->",
  "₂": "2",
  "−": "-",
  " ": " ",
};

/**
 * Text the standard fonts can set. One character outside their encoding makes jsPDF switch the whole string
 * to a two-byte encoding the standard fonts cannot show, so anything else is transliterated or replaced.
 */
function pdfSafe(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (ch === "\n" || ch === "\t") out += " ";
    else out += REPLACEMENTS[ch] ?? "?";
  }
  return out;
}

type TableBlock = Extract<ReportBlock, { kind: "table" }> & { headless?: boolean };
const TABLE_FONT = 8.5;
const TABLE_LINE = TABLE_FONT * 1.3;
const CELL_PAD = 4;

function keyValuesTable(items: [string, string][]): TableBlock {
  return {
    kind: "table",
    columns: [
      { header: "", width: 3 },
      { header: "", width: 2 },
    ],
    rows: items.map(([k, v]) => [k, v]),
    headless: true,
  };
}

class Writer {
  readonly doc = new jsPDF({ unit: "pt", format: "a4", compress: true });
  y = PAGE.margin;

  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }

  font(size: number, style: "normal" | "bold" = "normal", color: [number, number, number] = TEXT) {
    this.doc.setFont("helvetica", style);
    this.doc.setFontSize(size);
    this.doc.setTextColor(...color);
  }

  lines(text: string, width: number): string[] {
    return this.doc.splitTextToSize(pdfSafe(text), width) as string[];
  }

  /** Wrapped text at x; returns the height used. */
  textBlock(text: string, x: number, width: number, size: number, style: "normal" | "bold" = "normal") {
    this.font(size, style);
    const lineHeight = size * 1.35;
    for (const line of this.lines(text, width)) {
      this.ensure(lineHeight);
      this.doc.text(line, x, this.y + size);
      this.y += lineHeight;
    }
  }

  /** A section heading, kept on the page with the start of what follows it. */
  heading(text: string, next: ReportBlock | undefined) {
    this.ensure(30 + Math.min(next ? this.measure(next) : 0, 120));
    this.y += 10;
    this.font(12.5, "bold", BRAND);
    this.doc.text(pdfSafe(text), PAGE.margin, this.y + 12.5);
    this.y += 20;
  }

  block(b: ReportBlock) {
    switch (b.kind) {
      case "paragraph":
        this.textBlock(b.text, PAGE.margin, CONTENT_WIDTH, 9.5);
        this.y += 6;
        return;
      case "list":
        for (const item of b.items) {
          this.ensure(14);
          this.font(9.5);
          this.doc.text("-", PAGE.margin + 2, this.y + 9.5);
          this.textBlock(item, PAGE.margin + 12, CONTENT_WIDTH - 12, 9.5);
          this.y += 3;
        }
        this.y += 4;
        return;
      case "keyValues":
        this.table(keyValuesTable(b.items));
        return;
      case "table":
        this.table(b);
        return;
    }
  }

  /** Column widths and the wrapped lines of a row (leading spaces of a cell indent it). */
  private layout(t: TableBlock) {
    const total = t.columns.reduce((s, c) => s + (c.width ?? 1), 0);
    const widths = t.columns.map((c) => (CONTENT_WIDTH * (c.width ?? 1)) / total);
    const xs = widths.map((_, i) => PAGE.margin + widths.slice(0, i).reduce((s, w) => s + w, 0));
    const wrap = (cells: string[], bold: boolean) => {
      this.font(TABLE_FONT, bold ? "bold" : "normal");
      return cells.map((c, i) => {
        const indent = (/^ */.exec(c)?.[0].length ?? 0) * 4;
        return { indent, lines: this.lines(c.trimStart(), (widths[i] as number) - 2 * CELL_PAD - indent) };
      });
    };
    const height = (wrapped: { lines: string[] }[]) =>
      Math.max(1, ...wrapped.map((w) => w.lines.length)) * TABLE_LINE + 2 * CELL_PAD;
    return { widths, xs, wrap, height };
  }

  /** Height a block will take (tables and text), to keep headings and small tables with their content. */
  measure(b: ReportBlock): number {
    switch (b.kind) {
      case "paragraph":
        this.font(9.5);
        return this.lines(b.text, CONTENT_WIDTH).length * 9.5 * 1.35 + 6;
      case "list":
        this.font(9.5);
        return b.items.reduce(
          (h, item) => h + this.lines(item, CONTENT_WIDTH - 12).length * 9.5 * 1.35 + 3,
          4,
        );
      case "keyValues":
        return this.measure(keyValuesTable(b.items));
      case "table": {
        const t: TableBlock = b;
        const { wrap, height } = this.layout(t);
        const rows = [...(t.headless ? [] : [t.columns.map((c) => c.header)]), ...t.rows];
        return rows.reduce((h, r, i) => h + height(wrap(r, i === 0 && !t.headless)), 6) + (t.note ? 16 : 0);
      }
    }
  }

  table(t: TableBlock) {
    const size = TABLE_FONT;
    const lineHeight = TABLE_LINE;
    const pad = CELL_PAD;
    const { widths, xs, wrap, height: heightOf } = this.layout(t);
    // A table short enough to fit on one page starts on a new page rather than splitting.
    const whole = this.measure(t);
    if (whole < (BOTTOM - PAGE.margin) / 3) this.ensure(whole);

    const drawRow = (cells: string[], bold: boolean, fill: boolean) => {
      const wrapped = wrap(cells, bold);
      const height = heightOf(wrapped);
      const broke = this.ensure(height);
      if (broke && !t.headless && !fill) drawHeader();
      this.font(size, bold ? "bold" : "normal");
      if (fill) {
        this.doc.setFillColor(241, 245, 249);
        this.doc.rect(PAGE.margin, this.y, CONTENT_WIDTH, height, "F");
      }
      wrapped.forEach(({ indent, lines }, i) => {
        const right = t.columns[i]?.align === "right";
        const x = right ? (xs[i] as number) + (widths[i] as number) - pad : (xs[i] as number) + pad + indent;
        lines.forEach((line, k) => {
          this.doc.text(line, x, this.y + pad + size + k * lineHeight, { align: right ? "right" : "left" });
        });
      });
      this.y += height;
      this.doc.setDrawColor(...RULE);
      this.doc.setLineWidth(0.5);
      this.doc.line(PAGE.margin, this.y, PAGE.margin + CONTENT_WIDTH, this.y);
    };
    const drawHeader = () =>
      drawRow(
        t.columns.map((c) => c.header),
        true,
        true,
      );

    if (!t.headless) drawHeader();
    const emphasis = new Set(t.emphasis ?? []);
    t.rows.forEach((row, i) => {
      drawRow(row, emphasis.has(i), false);
    });
    this.y += 6;
    if (t.note) {
      this.font(8.5, "normal", MUTED);
      this.textBlock(t.note, PAGE.margin, CONTENT_WIDTH, 8.5);
      this.y += 4;
    }
  }

  footer(text: string) {
    const pages = this.doc.getNumberOfPages();
    for (let i = 1; i <= pages; i++) {
      this.doc.setPage(i);
      this.font(8, "normal", MUTED);
      const y = PAGE.height - PAGE.margin + 10;
      this.doc.text(pdfSafe(text), PAGE.margin, y);
      this.doc.text(`Page ${i} of ${pages}`, PAGE.width - PAGE.margin, y, { align: "right" });
    }
  }
}

/** The PDF bytes of a report document. */
export function renderReportPdf(report: ReportDocument, author: string): Uint8Array {
  const w = new Writer();
  w.doc.setProperties({
    title: pdfSafe(report.title),
    subject: pdfSafe(report.subtitle),
    author: pdfSafe(author),
    creator: "ESG & carbon platform",
  });
  w.font(18, "bold");
  for (const line of w.lines(report.title, CONTENT_WIDTH)) {
    w.doc.text(line, PAGE.margin, w.y + 18);
    w.y += 23;
  }
  w.font(10.5, "normal", MUTED);
  w.doc.text(pdfSafe(report.subtitle), PAGE.margin, w.y + 10.5);
  w.y += 22;
  w.block({ kind: "keyValues", items: report.meta });
  for (const section of report.sections) {
    w.heading(section.heading, section.blocks[0]);
    for (const b of section.blocks) w.block(b);
  }
  w.footer(report.footer);
  return new Uint8Array(w.doc.output("arraybuffer"));
}
