import {
  type CanonicalRow,
  type CarbonAnalysis,
  type CarbonDataSource,
  type CarbonEmissionsResponse,
  type CarbonEvidence,
  type CarbonIngestResult,
  type CarbonSourceType,
  carbonEmissionsQuerySchema,
  carbonIngestInputSchema,
  csvRecordReader,
  DUPLICATE_UPLOAD_ISSUE,
  type DuplicateRowMatch,
  duplicateUploadMessage,
  type EmissionActivity,
  type EmissionRecord,
  emissionCategoryLabel,
  factorName,
  normalizeIngestPayload,
  type PayloadIssue,
  prepareIngestRows,
} from "@esg/domain";
import { parse } from "csv-parse/sync";
import { analysisFixture } from "../../test/carbon-fixtures";
import { type ProcedureInput, type ProcedureMap, trpcError } from "../../test/trpc-msw";

const UPLOADED_AT = "2026-11-22T10:00:00.000Z";

/** A source as uploaded by the demo user with review off: approved, no evidence yet. */
export const SOURCE_REVIEW_DEFAULTS = {
  uploadedBy: { id: 1, name: "Alex Morgan" },
  reviewStatus: "approved",
  reviewedBy: null,
  reviewedAt: null,
  reviewReason: null,
  evidenceCount: 0,
} as const satisfies Partial<CarbonDataSource>;

/**
 * The payload's rows as the server reads them: CSV text through csv-parse (the server's reader, with its
 * options) and each record through the domain's `csvRecordReader`.
 */
function readPayload(
  sourceType: CarbonSourceType,
  rawData: unknown,
): { ok: true; rows: (CanonicalRow | null)[] } | { ok: false; issues: PayloadIssue[] } {
  const n = normalizeIngestPayload(sourceType, rawData);
  if (!n.ok || n.format !== "csv") return n;
  const [header, ...records] = parse(n.text, {
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_records_with_empty_values: true,
  }) as string[][];
  const reader = csvRecordReader(header ?? []);
  if (!reader.ok) return { ok: false, issues: [reader.issue] };
  const issues: PayloadIssue[] = [];
  const rows: (CanonicalRow | null)[] = [];
  records.forEach((record, i) => {
    const read = reader.read(record, i + 1);
    if (read.issue) issues.push(read.issue);
    else rows.push(read.row);
  });
  return issues.length ? { ok: false, issues } : { ok: true, rows };
}

/** An activity as the server stores it, with the audit trail of its record. */
function toActivity(r: EmissionRecord, id: number, dataSourceId: number, firstId: number): EmissionActivity {
  return {
    id,
    dataSourceId,
    scope: r.scope,
    category: emissionCategoryLabel(r.detailKey),
    ghgCategory: r.ghgCategory,
    activity: r.activity,
    description: r.description,
    activityAmount: r.amount,
    activityUnit: r.unit,
    activityDate: r.date,
    region: r.region,
    totalEmissions: r.kgCO2e,
    emissionFactor: r.factorValue,
    emissionFactorUnit: r.factorUnit,
    factorId: r.factorId,
    factorName: factorName(r.factorId, { source: r.factorSource, year: r.factorYear }),
    factorSource: r.factorSource,
    factorYear: r.factorYear,
    marketBasedEmissions: r.marketBasedKgCO2e,
    reportingYear: r.year,
    factorUnitFull: r.factorUnitFull,
    gwpBasis: r.gwpBasis,
    factorLicence: r.licence,
    factorLibraryVersion: r.libraryVersion,
    // The engine already adds the market-based method's warnings to the row's own (carbon-ingest-trail.ts).
    warnings: [...r.warnings],
    marketMethod: r.market?.method ?? null,
    marketFactor: r.market
      ? { id: r.market.factorId, source: r.market.factorSource, value: r.market.factorValue }
      : null,
    instrument: r.market?.instrument ?? null,
    derivedFromId: r.derivedFrom === null ? null : firstId + r.derivedFrom,
    derivedKind: r.derivedKind,
    voided: false,
  };
}

/**
 * An in-memory carbon API that calculates uploads with the real domain engine, as the server does: valid →
 * a processed source + activities; invalid → an error source and a 400; the same rows again → 409 unless
 * `allowDuplicate`; voids, filters and paging as the contract states. `category3Policy` defaults to "off" so
 * that counts equal the rows sent.
 */
export function fakeCarbonApi(
  opts: {
    sources?: CarbonDataSource[];
    activities?: EmissionActivity[];
    category3Policy?: "derive" | "off";
    analysis?: CarbonAnalysis;
    evidence?: CarbonEvidence[];
    /** The company requires approval: new uploads are stored pending review. */
    requireApproval?: boolean;
  } = {},
) {
  const sources: CarbonDataSource[] = [...(opts.sources ?? [])];
  const activities: EmissionActivity[] = [...(opts.activities ?? [])];
  /** The counted bills by their row key (as the server's duplicate check compares them). */
  const countedKeys = new Map<string, { sourceId: number; activityId: number }>();
  let nextSource = 100;
  let nextActivity = 1000;

  const yearOf = (a: EmissionActivity) => a.reportingYear ?? Number(a.activityDate.slice(0, 4));
  const live = () => activities.filter((a) => !a.voided);

  const emissions = (input: ProcedureInput<"carbon.emissions">): CarbonEmissionsResponse => {
    // Parsed as the server parses it: the wire may carry numbers as strings, and the schema holds the defaults.
    const { year, scope, sourceId, page, pageSize } = carbonEmissionsQuerySchema.parse(input ?? {});
    const rows = live()
      .filter((a) => (year === undefined || yearOf(a) === year) && (scope === undefined || a.scope === scope))
      .filter((a) => sourceId === undefined || a.dataSourceId === sourceId)
      .reverse();
    const summary = { scope1: 0, scope2: 0, scope3: 0, total: 0, scope2MarketBased: 0, totalMarketBased: 0 };
    for (const a of rows) {
      const market = a.scope === 2 ? (a.marketBasedEmissions ?? a.totalEmissions) : a.totalEmissions;
      summary[`scope${a.scope}`] += a.totalEmissions;
      summary.total += a.totalEmissions;
      if (a.scope === 2) summary.scope2MarketBased += market;
      summary.totalMarketBased += market;
    }
    const years = [...new Set(rows.map(yearOf))].sort((a, b) => a - b);
    const start = (page - 1) * pageSize;
    return {
      emissions: rows.slice(start, start + pageSize),
      // No sites in these fixtures: every row counts in full, so the consolidated summary is the gross one.
      summary: {
        ...summary,
        grossTotal: summary.total,
        consolidationApproach: "operational_control" as const,
        years,
      },
      page,
      pageSize,
      total: rows.length,
      hasMore: start + pageSize < rows.length,
      // Screens page by number; no fixture walks by cursor.
      nextCursor: null,
    };
  };

  /** Years among `touched` whose live activities cover fewer than 12 months, newest first. */
  const partialYears = (touched: Set<number>) =>
    [...touched]
      .filter(
        (y) =>
          new Set(
            live()
              .filter((a) => yearOf(a) === y)
              .map((a) => a.activityDate.slice(0, 7)),
          ).size < 12,
      )
      .sort((a, b) => b - a);

  const ingest = (input: ProcedureInput<"carbon.ingest">): CarbonIngestResult => {
    const { sourceType, rawData, fileName, allowDuplicate } = carbonIngestInputSchema.parse(input);
    const n = readPayload(sourceType, rawData);
    const p = n.ok
      ? prepareIngestRows(n.rows, { today: "2026-11-22", category3Policy: opts.category3Policy ?? "off" })
      : null;
    if (!n.ok || !p?.ok) {
      const issues = !n.ok ? n.issues : p && !p.ok ? p.issues : [];
      const message = issues[0]?.message ?? "bad";
      sources.push({
        id: nextSource++,
        fileName,
        sourceType,
        processingStatus: "error",
        errorMessage: message,
        activityCount: 0,
        totalEmissions: 0,
        uploadedAt: UPLOADED_AT,
        ...SOURCE_REVIEW_DEFAULTS,
      });
      throw trpcError("BAD_REQUEST", message);
    }
    const duplicates: DuplicateRowMatch[] = [];
    const firstRowOf = new Map<string, number>();
    for (const r of p.records) {
      if (r.derivedFrom !== null || firstRowOf.get(r.rowKey) === r.sourceRow) continue;
      const counted = countedKeys.get(r.rowKey);
      const source = counted && sources.find((s) => s.id === counted.sourceId);
      if (counted && source?.processingStatus === "processed") {
        duplicates.push({ row: r.sourceRow, ...counted, sameAsRow: null });
      } else if (firstRowOf.has(r.rowKey)) {
        const sameAsRow = firstRowOf.get(r.rowKey) ?? null;
        duplicates.push({ row: r.sourceRow, sourceId: null, activityId: null, sameAsRow });
      } else firstRowOf.set(r.rowKey, r.sourceRow);
    }
    if (duplicates.length > 0 && !allowDuplicate) {
      const message = duplicateUploadMessage(duplicates);
      throw trpcError(
        "CONFLICT",
        message,
        [{ ...DUPLICATE_UPLOAD_ISSUE, path: [...DUPLICATE_UPLOAD_ISSUE.path] }],
        { duplicates },
      );
    }
    const id = nextSource++;
    const firstId = nextActivity;
    let total = 0;
    let scope2MarketBased = 0;
    const summary = { scope1: 0, scope2: 0, scope3: 0, total: 0 };
    const touched = new Set<number>();
    for (const r of p.records) {
      total += r.kgCO2e;
      summary[`scope${r.scope}`] += r.kgCO2e;
      if (r.scope === 2) scope2MarketBased += r.marketBasedKgCO2e ?? r.kgCO2e;
      touched.add(r.year);
      if (r.derivedFrom === null && !countedKeys.has(r.rowKey)) {
        countedKeys.set(r.rowKey, { sourceId: id, activityId: nextActivity });
      }
      activities.push(toActivity(r, nextActivity++, id, firstId));
    }
    summary.total = total;
    sources.push({
      id,
      fileName,
      sourceType,
      processingStatus: "processed",
      errorMessage: null,
      activityCount: p.records.length,
      totalEmissions: total,
      uploadedAt: UPLOADED_AT,
      hasContent: true,
      voided: null,
      warnings: p.warnings,
      ...SOURCE_REVIEW_DEFAULTS,
      ...(opts.requireApproval ? { reviewStatus: "pending" as const } : {}),
    });
    return {
      // As the server counts: the rows sent; derived category 3 activities are counted apart.
      emissionsProcessed: p.records.length - p.derived,
      totalEmissions: total,
      dataSourceId: id,
      summary,
      warnings: p.warnings,
      scope2MarketBased,
      derivedActivities: p.derived,
      partialYears: partialYears(touched),
      reviewStatus: opts.requireApproval ? "pending" : "approved",
    };
  };

  const voidSource = (input: ProcedureInput<"carbon.voidSource">): CarbonDataSource => {
    const id = Number(input.id);
    const { reason } = input;
    const source = sources.find((s) => s.id === id);
    if (!source) throw trpcError("NOT_FOUND", "Data source not found");
    source.processingStatus = "voided";
    source.voided = { at: "2026-11-23T09:30:00.000Z", by: "Alex Morgan", reason };
    for (const a of activities) if (a.dataSourceId === id) a.voided = true;
    return source;
  };

  const review = (id: number, status: "approved" | "rejected", reason: string | null) => {
    const source = sources.find((s) => s.id === id);
    if (!source) throw trpcError("NOT_FOUND", "Data source not found");
    if (source.reviewStatus !== "pending")
      throw trpcError("CONFLICT", `Data source #${id} is not pending review`);
    Object.assign(source, {
      reviewStatus: status,
      reviewedBy: "Sam Reviewer",
      reviewedAt: "2026-11-23T10:00:00.000Z",
      reviewReason: reason,
    });
    return source;
  };

  const procedures: ProcedureMap = {
    "carbon.sources": () => [...sources].reverse(),
    "carbon.approveSource": (input) => review(Number(input.id), "approved", null),
    "carbon.rejectSource": (input) => review(Number(input.id), "rejected", input.reason),
    "carbon.evidence": (input) => (opts.evidence ?? []).filter((e) => e.dataSourceId === Number(input.id)),
    "carbon.emissions": emissions,
    "carbon.ingest": ingest,
    "carbon.voidSource": voidSource,
    "carbon.analysis": () => opts.analysis ?? analysisFixture(),
  };
  return { procedures, sources, activities };
}
