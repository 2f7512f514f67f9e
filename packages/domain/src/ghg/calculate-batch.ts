/**
 * All-or-nothing calculation of an upload: every row parsed and calculated, or a list of issues naming each
 * bad row (1-based) and the reason. Totals are location-based kg CO2e by scope.
 */
import { activityRowSchema } from "./activity-row";
import { type CalculateOptions, calculateEmissions, type EmissionCalculation } from "./calculate-emissions";
import type { GhgErrorCode } from "./ghg-errors";
import type { GhgCategory } from "./scope-rules";

export type RowIssue = {
  /** 1-based position of the row in the upload. */
  row: number;
  /** The row field at fault, when one is. */
  field: string | null;
  code: GhgErrorCode | "invalid_row";
  message: string;
};

export type ScopeSummary = {
  scope1: number;
  scope2: number;
  scope3: number;
  total: number;
  /** Scope 3 kg CO2e by GHG Protocol category. */
  scope3ByCategory: Partial<Record<GhgCategory, number>>;
};

export type BatchCalculation =
  | { ok: true; results: EmissionCalculation[]; summary: ScopeSummary }
  | { ok: false; issues: RowIssue[] };

const FIELD_OF: Record<GhgErrorCode, string | null> = {
  invalid_amount: "amount",
  unknown_unit: "unit",
  ambiguous_unit: "unit",
  incompatible_unit: "unit",
  unknown_activity: "activity",
  unknown_region: "region",
  no_factor: "region",
  rf_unavailable: "rf",
  rf_conflict: "rf",
  supplier_factor_not_applicable: "supplierFactor",
  category_not_allowed: "category",
};

/** Location-based totals by scope, and scope 3 by category. */
export function summarizeByScope(
  results: readonly Pick<EmissionCalculation, "kgCO2e" | "scope" | "category">[],
): ScopeSummary {
  const s: ScopeSummary = { scope1: 0, scope2: 0, scope3: 0, total: 0, scope3ByCategory: {} };
  for (const r of results) {
    if (r.scope === 1) s.scope1 += r.kgCO2e;
    else if (r.scope === 2) s.scope2 += r.kgCO2e;
    else {
      s.scope3 += r.kgCO2e;
      if (r.category !== null)
        s.scope3ByCategory[r.category] = (s.scope3ByCategory[r.category] ?? 0) + r.kgCO2e;
    }
  }
  s.total = s.scope1 + s.scope2 + s.scope3;
  return s;
}

/** Parses and calculates every row; any bad row fails the whole batch with all issues listed. */
export function calculateEmissionsForRows(
  rows: readonly unknown[],
  options: CalculateOptions = {},
): BatchCalculation {
  const issues: RowIssue[] = [];
  const results: EmissionCalculation[] = [];
  rows.forEach((raw, i) => {
    const row = i + 1;
    const parsed = activityRowSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.length ? issue.path.map(String).join(".") : null;
        issues.push({
          row,
          field,
          code: "invalid_row",
          message: `Row ${row}: ${field ?? "row"}: ${issue.message}`,
        });
      }
      return;
    }
    const calculated = calculateEmissions(parsed.data, options);
    if (calculated.ok) results.push(calculated.value);
    else {
      const e = calculated.error;
      issues.push({ row, field: FIELD_OF[e.code], code: e.code, message: `Row ${row}: ${e.message}` });
    }
  });
  return issues.length ? { ok: false, issues } : { ok: true, results, summary: summarizeByScope(results) };
}
