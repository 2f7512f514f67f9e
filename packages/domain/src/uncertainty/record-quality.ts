/**
 * An upload row's data-quality score and 95% uncertainties: read (and refused with the field named when out of
 * range) from the row, else the defaults of its factor kind and the upload's source type.
 */
import type { CanonicalRow } from "../carbon-ingest";
import { DATA_QUALITY_BASIS, type DataQualityScore, defaultQualityOf } from "./defaults";
import { dataQualityScoreSchema, uncertaintyPctSchema } from "./schemas";

export type RecordQuality = {
  dataQuality: DataQualityScore;
  activityUncertaintyPct: number;
  factorUncertaintyPct: number;
  /** "stated": the row gave at least one of the three; else "default:<factor kind>". */
  basis: string;
};

export type QualityOverrides = Partial<Omit<RecordQuality, "basis">>;

const FIELDS = [
  ["dataQuality", dataQualityScoreSchema],
  ["activityUncertaintyPct", uncertaintyPctSchema],
  ["factorUncertaintyPct", uncertaintyPctSchema],
] as const;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** The row's own values, or the issues of those out of range (each naming its field). */
export function readQualityOverrides(
  row: CanonicalRow,
  n: number,
):
  | { ok: true; overrides: QualityOverrides }
  | { ok: false; issues: { row: number; field: string; code: "invalid_quality"; message: string }[] } {
  const overrides: Record<string, number> = {};
  const issues: { row: number; field: string; code: "invalid_quality"; message: string }[] = [];
  for (const [field, schema] of FIELDS) {
    const value = row[field];
    if (isBlank(value)) continue;
    const parsed = schema.safeParse(typeof value === "boolean" ? Number.NaN : value);
    if (parsed.success) overrides[field] = parsed.data;
    else {
      issues.push({
        row: n,
        field,
        code: "invalid_quality",
        message: `Row ${n}: ${field} ${parsed.error.issues[0]?.message ?? "is not valid"}`,
      });
    }
  }
  return issues.length ? { ok: false, issues } : { ok: true, overrides: overrides as QualityOverrides };
}

/**
 * A record's quality: the row's own values over the defaults. A derived upstream row (well-to-tank, losses)
 * shares its energy row's activity data, so it takes that row's activity uncertainty, but keeps its own
 * factor's uncertainty and score: the upstream factor is an average whatever the meter.
 */
export function recordQualityOf(
  r: {
    activity: string;
    factorId: string;
    derivedKind: string | null;
    flags: Record<string, unknown> | null;
  },
  overrides: QualityOverrides | undefined,
  sourceType: string | null | undefined,
): RecordQuality {
  const d = defaultQualityOf({
    activity: r.activity,
    factorId: r.factorId,
    derivedKind: r.derivedKind,
    leakMethod: typeof r.flags?.leakMethod === "string" ? r.flags.leakMethod : null,
    sourceType,
  });
  const derived = r.derivedKind !== null;
  const stated = overrides !== undefined && Object.keys(overrides).length > 0;
  return {
    basis: stated ? "stated" : `default:${d.kind}`,
    dataQuality: (!derived && overrides?.dataQuality) || d.dataQuality,
    activityUncertaintyPct: overrides?.activityUncertaintyPct ?? d.activityUncertaintyPct,
    factorUncertaintyPct: (!derived ? overrides?.factorUncertaintyPct : undefined) ?? d.factorUncertaintyPct,
  };
}

export function dataQualityBasisOf(score: number): string {
  return DATA_QUALITY_BASIS[score as DataQualityScore] ?? "";
}
