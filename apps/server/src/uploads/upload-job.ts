/**
 * Processes one streamed upload (issue 18) after its file has arrived: reads the kept file back a piece at a
 * time, parses CSV with csv-parse as a stream, validates and calculates the rows in small batches and writes each
 * batch in its own short transaction, yielding to the event loop between batches so that other users' requests
 * keep flowing. The batches stay out of every total (their upload is "processing") until `finishUpload` makes the
 * whole upload count in one transaction; any bad row anywhere fails it and what was written is deleted, so a
 * reader sees all of it or none of it.
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import {
  accumulateMonthDeltas,
  appendAudit,
  type Db,
  discardUpload,
  finishUpload,
  getReportingSettings,
  listSites,
  type MonthDelta,
  readUploadChunk,
  writeUploadBatch,
} from "@esg/db";
import {
  applySitesToRows,
  type CanonicalRow,
  type CarbonIngestResult,
  type CarbonSourceType,
  csvRecordReader,
  duplicateUploadMessage,
  type EmissionRecord,
  IngestTotals,
  normalizeIngestPayload,
  prepareIngestRows,
  reportingYearOf,
  rowsNameSites,
  shiftIssueRow,
  UPLOAD_MAX_LISTED_ISSUES,
  type UploadIssue,
  uploadFailureMessage,
} from "@esg/domain";
import { parse } from "csv-parse";

/**
 * Rows validated and written per batch. Small enough that one batch (parse, calculate, a prepared-statement
 * insert of the rows and their derived category 3 rows) holds the event loop for a few milliseconds.
 */
export const UPLOAD_BATCH_ROWS = 500;
/** The kept file is fed to the parser in slices this size, so that no single parse step is long. */
const PARSE_SLICE_BYTES = 32 * 1024;

export type UploadJob = {
  companyId: number;
  uploadId: number;
  userId: number | null;
  sourceType: CarbonSourceType;
  /** "text/csv" or "application/json", from the file's name, type or first character. */
  format: "csv" | "json";
  allowDuplicate: boolean;
  bytesTotal: number;
};

type Pending = { row: CanonicalRow | null; line: number | null };

class UploadCancelled extends Error {}

/** The running state of one upload: what it wrote, what it found wrong, and the figures of its result. */
class UploadRun {
  rowsRead = 0;
  bytesRead = 0;
  issueCount = 0;
  readonly issues: UploadIssue[] = [];
  private readonly hash = createHash("sha256");
  private hashedRows = 0;
  private readonly deltas = new Map<string, MonthDelta>();
  private readonly years = new Set<number>();
  private kg = 0;
  private activities = 0;
  private derived = 0;
  private readonly totals = new IngestTotals();
  private sites: Awaited<ReturnType<typeof listSites>> | null = null;
  private settings: Awaited<ReturnType<typeof getReportingSettings>> | null = null;
  private pending: Pending[] = [];
  private readonly today: string;

  constructor(
    private readonly db: Db,
    private readonly job: UploadJob,
    private readonly now: () => Date,
  ) {
    this.today = now().toISOString().slice(0, 10);
  }

  /** A problem with the file as a whole (no header, not CSV or JSON): nothing further is read. */
  fileIssue(message: string): void {
    this.note({ row: null, line: null, field: null, message });
  }

  private note(issue: UploadIssue): void {
    this.issueCount++;
    if (this.issues.length < UPLOAD_MAX_LISTED_ISSUES) this.issues.push(issue);
  }

  async add(row: Pending): Promise<void> {
    this.pending.push(row);
    if (this.pending.length >= UPLOAD_BATCH_ROWS) await this.flush();
  }

  /** The number the next row read will have (1 = the first row after a CSV header). */
  get nextRow(): number {
    return this.rowsRead + this.pending.length + 1;
  }

  async addIssue(issue: UploadIssue): Promise<void> {
    // A row refused while reading still counts as read, in order with the rows around it.
    await this.flush();
    this.note(issue);
    if (issue.row !== null) this.rowsRead++;
  }

  /** Validates and calculates the pending rows; writes them while the upload has no issue. */
  async flush(): Promise<void> {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    const offset = this.rowsRead;
    this.rowsRead += batch.length;
    const rows = batch.map((p) => p.row);
    const lineOf = (row: number | null) => (row === null ? null : (batch[row - offset - 1]?.line ?? null));
    this.settings ??= await getReportingSettings(this.db, { companyId: this.job.companyId });
    if (rowsNameSites(rows)) {
      this.sites ??= await listSites(this.db, { companyId: this.job.companyId });
      for (const issue of applySitesToRows(this.sites, rows, offset + 1)) {
        this.note({ ...issue, line: lineOf(issue.row) });
      }
    }
    // The same content hash as POST /api/carbon/ingest: SHA-256 of the JSON array of the rows.
    for (const row of rows) {
      this.hash.update(this.hashedRows++ === 0 ? "[" : ",");
      this.hash.update(JSON.stringify(row ?? null));
    }
    const prepared = prepareIngestRows(rows, {
      today: this.today,
      category3Policy: this.settings.category3Policy,
    });
    let records: readonly EmissionRecord[] = [];
    if (!prepared.ok) {
      for (const issue of prepared.issues) {
        const shifted = shiftIssueRow(issue, offset);
        this.note({
          row: shifted.row,
          line: lineOf(shifted.row),
          field: shifted.field,
          message: shifted.message,
        });
      }
    } else if (this.issueCount === 0) {
      records = prepared.records;
      this.count(prepared.records, prepared.warnings, prepared.derived);
    }
    const written = await writeUploadBatch(this.db, {
      companyId: this.job.companyId,
      uploadId: this.job.uploadId,
      records: this.issueCount === 0 ? records : [],
      rowsRead: this.rowsRead,
      bytesRead: this.bytesRead,
      at: this.now().toISOString(),
    });
    if (!written) throw new UploadCancelled();
    await yieldToEventLoop();
  }

  private count(
    records: readonly EmissionRecord[],
    warnings: readonly { code: string; message: string; rows: number }[],
    derived: number,
  ): void {
    this.kg += accumulateMonthDeltas(this.deltas, records);
    this.activities += records.length;
    this.derived += derived;
    const startMonth = this.settings?.fiscalYearStartMonth ?? 1;
    this.totals.add(records, warnings);
    for (const r of records) this.years.add(reportingYearOf(r.date, startMonth));
  }

  /** After the last row: makes the upload count, or fails it with its issues and deletes what it wrote. */
  async finish(): Promise<void> {
    await this.flush();
    const at = this.now().toISOString();
    if (this.issueCount === 0 && this.rowsRead === 0) this.fileIssue("The file has no activity rows");
    if (this.issueCount > 0) {
      await this.fail(uploadFailureMessage(this.issueCount, this.issues[0]?.message ?? "Invalid file"));
      return;
    }
    this.hash.update("]");
    const warnings = this.totals.warnings;
    const result: Omit<CarbonIngestResult, "partialYears"> & { years: number[] } = {
      emissionsProcessed: this.activities - this.derived,
      totalEmissions: this.kg,
      dataSourceId: this.job.uploadId,
      summary: this.totals.summary,
      warnings,
      scope2MarketBased: this.totals.scope2MarketBased,
      derivedActivities: this.derived,
      years: [...this.years].sort((a, b) => a - b),
    };
    const outcome = await finishUpload(this.db, {
      companyId: this.job.companyId,
      uploadId: this.job.uploadId,
      sourceType: this.job.sourceType,
      deltas: this.deltas.values(),
      activityCount: this.activities,
      kgCO2e: this.kg,
      contentHash: this.hash.digest("hex"),
      allowDuplicate: this.job.allowDuplicate,
      years: result.years,
      warnings,
      result: JSON.stringify(result),
      rowsRead: this.rowsRead,
      bytesRead: this.bytesRead,
      at,
    });
    if (outcome.ok) {
      await appendAudit(this.db, {
        companyId: this.job.companyId,
        userId: this.job.userId,
        at,
        action: "process",
        entity: "carbon_data_source",
        entityId: this.job.uploadId,
        after: { activities: this.activities, totalEmissions: this.kg, rows: this.rowsRead },
      });
      return;
    }
    if (outcome.reason === "cancelled") return;
    const message =
      outcome.reason === "closed"
        ? `Reporting year ${outcome.years.join(", ")} is closed; reopen it before adding data to it`
        : duplicateUploadMessage(outcome.earlier);
    await this.fail(message, false);
  }

  async fail(message: string, withIssues = true): Promise<void> {
    await discardUpload(this.db, {
      companyId: this.job.companyId,
      uploadId: this.job.uploadId,
      message,
      issues: withIssues && this.issues.length > 0 ? JSON.stringify(this.issues) : null,
      issueCount: withIssues ? this.issueCount : null,
      rowsRead: this.rowsRead,
      bytesRead: this.bytesRead,
      at: this.now().toISOString(),
    });
  }

  /** A cancelled upload: its rows go (its status already says "Cancelled"). */
  async discardCancelled(): Promise<void> {
    await discardUpload(this.db, {
      companyId: this.job.companyId,
      uploadId: this.job.uploadId,
      message: "Cancelled",
      at: this.now().toISOString(),
    });
  }
}

/** The kept file, a slice at a time, counting what was read. */
async function* fileSlices(db: Db, job: UploadJob, run: UploadRun): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const chunk = await readUploadChunk(db, { companyId: job.companyId, uploadId: job.uploadId, seq });
    if (!chunk) return;
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let at = 0; at < bytes.length; at += PARSE_SLICE_BYTES) {
      const slice = bytes.subarray(at, at + PARSE_SLICE_BYTES);
      run.bytesRead += slice.length;
      yield slice;
    }
  }
}

async function readCsv(db: Db, job: UploadJob, run: UploadRun): Promise<void> {
  // The same reading as the whole-text ingest: a BOM is dropped, a quote opens a quoted field only at its
  // start, rows may be shorter than the header, and blank lines are skipped.
  const parser = parse({
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_records_with_empty_values: true,
    info: true,
  });
  const source = Readable.from(fileSlices(db, job, run));
  source.on("error", (error) => parser.destroy(error));
  source.pipe(parser);
  let reader: ReturnType<typeof csvRecordReader> | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!reader) {
        reader = csvRecordReader(record);
        if (!reader.ok) {
          run.fileIssue(reader.issue.message);
          source.destroy();
          return;
        }
        continue;
      }
      const read = reader.read(record, run.nextRow);
      if (read.issue) await run.addIssue({ ...read.issue, line: info.lines, field: read.issue.field });
      else await run.add({ row: read.row, line: info.lines });
    }
  } catch (error) {
    if (error instanceof UploadCancelled) throw error;
    source.destroy();
    run.fileIssue(`The CSV file could not be read: ${(error as Error).message}`);
    return;
  }
  if (!reader) run.fileIssue("The CSV text is empty");
}

async function readJson(db: Db, job: UploadJob, run: UploadRun): Promise<void> {
  // JSON is parsed whole (its own, lower size limit), then validated and written in batches like CSV.
  const pieces: Buffer[] = [];
  for await (const slice of fileSlices(db, job, run)) pieces.push(slice);
  const normalized = normalizeIngestPayload(job.sourceType, Buffer.concat(pieces).toString("utf8"));
  if (!normalized.ok) {
    for (const issue of normalized.issues) {
      if (issue.row === null) run.fileIssue(issue.message);
      else await run.addIssue({ ...issue, line: null });
    }
    return;
  }
  for (const row of normalized.rows) await run.add({ row, line: null });
}

/** Runs the upload to its end; never throws (a failure is recorded on the upload). */
export async function processUpload(
  db: Db,
  job: UploadJob,
  opts: { now?: () => Date; onError?: (error: unknown) => void } = {},
): Promise<void> {
  const run = new UploadRun(db, job, opts.now ?? (() => new Date()));
  try {
    if (job.format === "json") await readJson(db, job, run);
    else await readCsv(db, job, run);
    await run.finish();
  } catch (error) {
    if (error instanceof UploadCancelled) {
      await run.discardCancelled().catch((e) => opts.onError?.(e));
      return;
    }
    opts.onError?.(error);
    await run
      .fail("The upload could not be processed; nothing was stored. Please try again.", false)
      .catch((e) => opts.onError?.(e));
  }
}
