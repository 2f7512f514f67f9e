/**
 * The one ingest: canonical rows in, validated and calculated in batches, with the issues, the figures and
 * the content hash of the whole. Where the calculated records go is the caller's (`IngestSink`): kept for
 * one transaction (POST /api/carbon/ingest) or written batch by batch (a streamed upload), so both endpoints
 * refuse the same rows with the same messages and store the same activities under the same hash.
 */
import { accumulateMonthDeltas, type Db, getReportingSettings, listSites, type MonthDelta } from "@esg/db";
import {
  applySitesToRows,
  type CanonicalRow,
  type EmissionRecord,
  IngestTotals,
  prepareIngestRows,
  reportingYearOf,
  rowsNameSites,
  shiftIssueRow,
  UPLOAD_MAX_LISTED_ISSUES,
  type UploadIssue,
} from "@esg/domain";
import { sha256Hex } from "../../hash";
import type { IngestItem } from "./row-items";

/**
 * Rows validated per batch. Small enough that one batch (parse, calculate, a prepared-statement insert of the
 * rows and their derived category 3 rows) holds the event loop for a few milliseconds.
 */
export const INGEST_BATCH_ROWS = 500;

/** SHA-256 fed piece by piece (node:crypto on the server; Web Crypto over the whole text in the browser). */
export type IncrementalHash = { update(text: string): void; digest(): Promise<string> };

type NodeCrypto = {
  createHash(algorithm: "sha256"): { update(text: string): unknown; digest(encoding: "hex"): string };
};

/**
 * node:crypto's incremental SHA-256 where the routers run on Node (20.16+ lends built-in modules to code that
 * cannot import them: this package also runs in the browser). Null elsewhere.
 */
function nodeIncrementalHash(): IncrementalHash | null {
  const lend = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process
    ?.getBuiltinModule;
  const crypto = typeof lend === "function" ? (lend("node:crypto") as NodeCrypto | undefined) : undefined;
  if (!crypto) return null;
  const hash = crypto.createHash("sha256");
  return { update: (text) => void hash.update(text), digest: async () => hash.digest("hex") };
}

/**
 * The SHA-256 of the whole text: node:crypto's fed piece by piece on Node (no copy of an 11 MB text to join
 * and encode, 0.1 s of a 100,000-row ingest); in the browser Web Crypto, which has no incremental digest, so
 * the text is kept and hashed at the end (bounded JSON bodies only).
 */
export function wholeTextHash(): IncrementalHash {
  const node = nodeIncrementalHash();
  if (node) return node;
  const parts: string[] = [];
  return {
    update: (text) => void parts.push(text),
    digest: () => sha256Hex(parts.join("")),
  };
}

export type IngestSink = {
  /**
   * Takes one validated batch (empty once the run has an issue: it will fail) and the rows read so far;
   * false when the ingest was cancelled meanwhile (the run stops).
   */
  batch(records: readonly EmissionRecord[], rowsRead: number): Promise<boolean>;
};

export class IngestCancelled extends Error {}

/** What the rows came to: refused (with the first issues and counts), blank, or the figures of the whole. */
export type IngestOutcome =
  | { ok: false; blank: true }
  | {
      ok: false;
      blank: false;
      /** The first UPLOAD_MAX_LISTED_ISSUES issues, in file order. */
      issues: UploadIssue[];
      issueCount: number;
      /** Distinct rows with an issue (0 when only the payload as a whole was refused). */
      invalidRows: number;
      rowsRead: number;
    }
  | {
      ok: true;
      rowsRead: number;
      contentHash: string;
      activities: number;
      derived: number;
      kgCO2e: number;
      deltas: MonthDelta[];
      years: number[];
      totals: IngestTotals;
    };

/** Reads `items` to their end (or the first whole-payload issue) through batches into `sink`. */
export async function runIngest(
  db: Db,
  p: {
    companyId: number;
    today: string;
    /** A JSON body's rows come as a plain iterable, a file's as they are read. */
    items: Iterable<IngestItem> | AsyncIterable<IngestItem>;
    sink: IngestSink;
    hash: IncrementalHash;
    /** Rows per batch (default INGEST_BATCH_ROWS): a background upload takes smaller ones, each a shorter hold. */
    batchRows?: number;
    /** The upload's source type: it bounds the default data-quality score (uncertainty/defaults.ts). */
    sourceType?: string | null;
  },
): Promise<IngestOutcome> {
  const run = new IngestRun(
    db,
    p.companyId,
    p.today,
    p.sink,
    p.hash,
    p.batchRows ?? INGEST_BATCH_ROWS,
    p.sourceType ?? null,
  );
  // Rows already in memory (a JSON body) are read in a plain loop: awaiting each of 100,000 rows, as `for
  // await` does even over an array, was a promise and a microtask per row. `take` awaits only what must be.
  let stop: ItemStop;
  if (Symbol.iterator in p.items) {
    for (const item of p.items) {
      const step = run.take(item);
      stop = step instanceof Promise ? await step : step;
      if (stop) break;
    }
  } else {
    for await (const item of p.items) {
      stop = await run.take(item);
      if (stop) break;
    }
  }
  return stop === "blank" ? { ok: false, blank: true } : run.finish();
}

/** Why reading stops early: an empty payload, or an issue of the payload as a whole (the last item read). */
type ItemStop = "blank" | "payload" | undefined;

class IngestRun {
  private rowsRead = 0;
  private issueCount = 0;
  private invalidRows = 0;
  private readonly issues: UploadIssue[] = [];
  private hashedRows = 0;
  private readonly deltas = new Map<string, MonthDelta>();
  private readonly years = new Set<number>();
  private kg = 0;
  private activities = 0;
  private derived = 0;
  private readonly totals = new IngestTotals();
  private sites: Awaited<ReturnType<typeof listSites>> | null = null;
  private settings: Awaited<ReturnType<typeof getReportingSettings>> | null = null;
  /** The rows of the next batch and the file line each ended on, side by side (no object per row). */
  private pendingRows: (CanonicalRow | null)[] = [];
  private pendingLines: (number | null)[] = [];
  /** Reporting years by activity date: an upload's rows share a few hundred dates at most. */
  private readonly yearOfDate = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly companyId: number,
    private readonly today: string,
    private readonly sink: IngestSink,
    private readonly hash: IncrementalHash,
    private readonly batchRows: number,
    private readonly sourceType: string | null,
  ) {}

  private note(issue: UploadIssue): void {
    this.issueCount++;
    if (this.issues.length < UPLOAD_MAX_LISTED_ISSUES) this.issues.push(issue);
  }

  /** Queues a row; true when a batch is full (the caller awaits `flush`). */
  add(row: CanonicalRow | null, line: number | null): boolean {
    this.pendingLines.push(line);
    return this.pendingRows.push(row) >= this.batchRows;
  }

  /** One item read: a row queued (its batch flushed when full) or an issue noted; says whether to stop. */
  take(item: IngestItem): ItemStop | Promise<ItemStop> {
    if (item.issue === undefined)
      return this.add(item.row, item.line) ? this.flush().then(() => undefined) : undefined;
    if (item.blank) return "blank";
    const issue = item.issue;
    return this.addIssue(issue).then(() => (issue.row === null ? "payload" : undefined));
  }

  async addIssue(issue: UploadIssue): Promise<void> {
    // A row refused while reading still counts as read, in order with the rows around it.
    await this.flush();
    this.note(issue);
    if (issue.row !== null) {
      this.rowsRead++;
      this.invalidRows++;
    }
  }

  /** Validates and calculates the pending rows; hands them on while the ingest has no issue. */
  async flush(): Promise<void> {
    const rows = this.pendingRows;
    const lines = this.pendingLines;
    if (rows.length === 0) return;
    this.pendingRows = [];
    this.pendingLines = [];
    const offset = this.rowsRead;
    this.rowsRead += rows.length;
    const lineOf = (row: number | null) => (row === null ? null : (lines[row - offset - 1] ?? null));
    const invalid = new Set<number>();
    this.settings ??= await getReportingSettings(this.db, { companyId: this.companyId });
    if (rowsNameSites(rows)) {
      this.sites ??= await listSites(this.db, { companyId: this.companyId });
      for (const issue of applySitesToRows(this.sites, rows, offset + 1)) {
        if (issue.row !== null) invalid.add(issue.row);
        this.note({ ...issue, line: lineOf(issue.row) });
      }
    }
    // The content hash kept with the upload: SHA-256 of the JSON array of the canonical rows, fed a batch at a
    // time. The JSON of an array is its items' JSON joined by commas inside brackets, so the batch's text
    // without its brackets is exactly what the rows fed one by one gave (one string per batch, not per row).
    // (Duplicates are found row by row by their keys: carbon-duplicates.ts.)
    const json = JSON.stringify(rows);
    this.hash.update(this.hashedRows === 0 ? json.slice(0, -1) : `,${json.slice(1, -1)}`);
    this.hashedRows += rows.length;
    const prepared = prepareIngestRows(rows, {
      today: this.today,
      category3Policy: this.settings.category3Policy,
      gwpBasis: this.settings.gwpBasis,
      sourceType: this.sourceType,
    });
    let records: readonly EmissionRecord[] = [];
    if (!prepared.ok) {
      for (const issue of prepared.issues) {
        const shifted = shiftIssueRow(issue, offset);
        if (shifted.row !== null) invalid.add(shifted.row);
        this.note({
          row: shifted.row,
          line: lineOf(shifted.row),
          field: shifted.field,
          message: shifted.message,
        });
      }
    } else if (this.issueCount === 0) {
      // The stored reporting year is the fiscal one; the rows were dated (and their factors chosen) by calendar.
      // Rows are numbered within the batch: the duplicate check names them by their place in the whole.
      // The records are this batch's own, fresh from prepareIngestRows: set in place rather than copied (a copy
      // of every record's thirty-odd fields was a measurable share of a 100,000-row ingest).
      const startMonth = this.settings.fiscalYearStartMonth;
      records = prepared.records;
      for (const r of prepared.records) {
        let year = this.yearOfDate.get(r.date);
        if (year === undefined) {
          year = reportingYearOf(r.date, startMonth);
          this.yearOfDate.set(r.date, year);
          this.years.add(year);
        }
        r.year = year;
        r.sourceRow += offset;
      }
      this.count(records, prepared.warnings, prepared.derived);
    }
    this.invalidRows += invalid.size;
    if (!(await this.sink.batch(this.issueCount === 0 ? records : [], this.rowsRead))) {
      throw new IngestCancelled();
    }
  }

  private count(
    records: readonly EmissionRecord[],
    warnings: readonly { code: string; message: string; rows: number; region?: string }[],
    derived: number,
  ): void {
    this.kg += accumulateMonthDeltas(this.deltas, records);
    this.activities += records.length;
    this.derived += derived;
    // The years were noted as the records' reporting years were set (a year per date, once).
    this.totals.add(records, warnings);
  }

  async finish(): Promise<IngestOutcome> {
    await this.flush();
    if (this.issueCount > 0) {
      return {
        ok: false,
        blank: false,
        issues: this.issues,
        issueCount: this.issueCount,
        invalidRows: this.invalidRows,
        rowsRead: this.rowsRead,
      };
    }
    if (this.rowsRead === 0) return { ok: false, blank: true };
    this.hash.update("]");
    return {
      ok: true,
      rowsRead: this.rowsRead,
      contentHash: await this.hash.digest(),
      activities: this.activities,
      derived: this.derived,
      kgCO2e: this.kg,
      deltas: [...this.deltas.values()],
      years: [...this.years].sort((a, b) => a - b),
      totals: this.totals,
    };
  }
}
