/**
 * The Carbon Analysis response (spec part 1 §2, §3, §9) from stored totals: the latest reporting year's
 * emissions by scope and breakdown key, the trajectory over the years, projections and reduction
 * scenarios sized from the company's own breakdown. Input and output per year are kg → tonnes.
 */

import { reductionScenarios } from "./carbon-scenarios";
import type { CarbonAnalysis, IndustryComparisonFigures } from "./carbon-schemas";
import { NET_ZERO_YEAR, PROJECTION_CURRENT_YEAR, PROJECTION_YEARS } from "./carbon-status";

/** One row of the per-year rollup: kg CO2e of a scope and breakdown key in a calendar year. */
export type EmissionTotalRow = { year: number; scope: 1 | 2 | 3; detailKey: string; kgCO2e: number };

/** Largest-remainder rounding to hundredths: the rounded parts sum exactly to the rounded whole. */
export function roundPartsToHundredths(parts: readonly number[]): number[] {
  const cents = parts.map((p) => p * 100);
  const floors = cents.map(Math.floor);
  const target = Math.round(cents.reduce((s, c) => s + c, 0));
  let missing = target - floors.reduce((s, f) => s + f, 0);
  const order = cents.map((c, i) => [c - (floors[i] as number), i] as const).sort((a, b) => b[0] - a[0]);
  const out = [...floors];
  for (const [, i] of order) {
    if (missing <= 0) break;
    out[i] = (out[i] as number) + 1;
    missing--;
  }
  return out.map((c) => c / 100);
}

const tonnes = (kg: number) => kg / 1000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Compound yearly change between the first and last year with data, held within ±25 %. */
export function trajectoryRate(trajectory: readonly { year: number; total: number }[]): number {
  if (trajectory.length < 2) return 0;
  const first = trajectory[0] as { year: number; total: number };
  const last = trajectory[trajectory.length - 1] as { year: number; total: number };
  if (first.total <= 0 || last.total <= 0 || last.year === first.year) return 0;
  const rate = (last.total / first.total) ** (1 / (last.year - first.year)) - 1;
  return Math.max(-0.25, Math.min(0.25, rate));
}

type Details = Record<string, number>;

/** The analysis of stored totals. `industry` comes from the reference table (carbon-benchmarks.ts). */
export function buildCarbonAnalysis(
  rows: readonly EmissionTotalRow[],
  industry: IndustryComparisonFigures,
): CarbonAnalysis {
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => a - b);
  const reportingYear = years.length ? (years[years.length - 1] as number) : null;

  const byScope: Record<1 | 2 | 3, Map<string, number>> = { 1: new Map(), 2: new Map(), 3: new Map() };
  for (const r of rows) {
    if (r.year !== reportingYear) continue;
    const m = byScope[r.scope];
    m.set(r.detailKey, (m.get(r.detailKey) ?? 0) + r.kgCO2e);
  }
  const details: [Details, Details, Details] = [{}, {}, {}];
  const scopeTotals: number[] = [];
  ([1, 2, 3] as const).forEach((scope, i) => {
    const entries = [...byScope[scope]].sort((a, b) => b[1] - a[1]);
    const rounded = roundPartsToHundredths(entries.map(([, kg]) => tonnes(kg)));
    entries.forEach(([key], j) => {
      (details[i] as Details)[key] = rounded[j] as number;
    });
    scopeTotals.push(Math.round(rounded.reduce((s, v) => s + v * 100, 0)) / 100);
  });
  const [scope1, scope2, scope3] = scopeTotals as [number, number, number];
  const total = Math.round((scope1 + scope2 + scope3) * 100) / 100;

  const yearly = new Map<number, number>();
  for (const r of rows) yearly.set(r.year, (yearly.get(r.year) ?? 0) + r.kgCO2e);
  const trajectory = years.map((year) => ({ year, total: round1(tonnes(yearly.get(year) ?? 0)) }));
  const rate = trajectoryRate(trajectory);

  // Spec §9 shows 2025-2027 after a current year of 2024; with data, the three years after the reporting year.
  const baseYear = reportingYear ?? PROJECTION_CURRENT_YEAR;
  const projectionYears = reportingYear === null ? [...PROJECTION_YEARS] : [1, 2, 3].map((k) => baseYear + k);
  const projections: Record<string, number> = {};
  const netZeroPathway: Record<string, number> = {};
  const span = Math.max(1, NET_ZERO_YEAR - baseYear);
  for (const y of projectionYears) {
    projections[String(y)] = round1(total * (1 + rate) ** (y - baseYear));
    netZeroPathway[String(y)] = round1(Math.max(0, total * (1 - (y - baseYear) / span)));
  }

  return {
    reportingYear,
    currentEmissions: {
      scope1,
      scope2,
      scope3,
      total,
      breakdown: { scope1Details: details[0], scope2Details: details[1], scope3Details: details[2] },
    },
    reductionScenarios: reductionScenarios({
      scope1Details: details[0],
      scope2Details: details[1],
      scope3Details: details[2],
      total,
    }),
    industryComparison: industry,
    projections,
    netZeroPathway,
    trajectory,
    annualChangeRate: Math.round(rate * 10000) / 10000,
    netZeroYear: NET_ZERO_YEAR,
  };
}
