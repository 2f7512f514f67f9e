/**
 * The forecast as every screen shows it (the dashboard's forecast card and the Carbon screen's Projections
 * tab): the company's own reporting-year total with both Scope 2 methods and the projection the analysis
 * computed, so the two screens cannot disagree and nothing is a sample figure.
 */
import type { CarbonAnalysis } from "./carbon-schemas";

type TonnesByYear = Record<string, number>;

/**
 * The projection chart's lines, all as the analysis computed them: actual totals of the complete years, the
 * projection from its anchor year (`projectionMethod.anchorYear`: the last complete year up to the reporting
 * year, else the reporting year itself) on, and the net-zero pathway from its base year. A partial year is
 * drawn only when it is the anchor: its total is not comparable with a complete year's. Empty without data.
 */
export function projectionLines(analysis: CarbonAnalysis): {
  years: number[];
  actual: TonnesByYear;
  projected: TonnesByYear;
  pathway: TonnesByYear;
} {
  if (analysis.reportingYear === null) return { years: [], actual: {}, projected: {}, pathway: {} };
  const anchor = analysis.projectionMethod.anchorYear ?? analysis.reportingYear;
  const actual: TonnesByYear = {};
  for (const y of analysis.emissionsByYear) {
    if (y.complete || y.year === anchor) actual[String(y.year)] = y.total;
  }
  const projected: TonnesByYear = { ...analysis.projections };
  const anchorTotal =
    anchor === analysis.reportingYear ? analysis.currentEmissions.total : actual[String(anchor)];
  if (anchorTotal !== undefined) projected[String(anchor)] = anchorTotal;
  const pathway: TonnesByYear = {};
  for (const p of analysis.pathwayByYear) pathway[String(p.year)] = p.total;
  const all = [actual, projected, pathway].flatMap((m) => Object.keys(m).map(Number));
  const first = Math.min(...all);
  const last = Math.max(...all);
  const years = all.length === 0 ? [] : Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return { years, actual, projected, pathway };
}

export type ForecastFigures = {
  /** The reporting year the current figures belong to, and whether it is partial. */
  year: number;
  isPartial: boolean;
  /** t CO2e of the reporting year, Scope 2 location-based and market-based. */
  current: number;
  currentMarketBased: number;
  /** The last projection year and its projected total (location-based, as the projection is made). */
  projectedYear: number;
  projected: number;
  /** The projection method in words, as the Projections tab states it. */
  method: string;
};

/** The dashboard forecast card's figures; null when the company has no emissions recorded yet. */
export function forecastFigures(analysis: CarbonAnalysis): ForecastFigures | null {
  if (analysis.reportingYear === null) return null;
  const years = Object.keys(analysis.projections)
    .map(Number)
    .sort((a, b) => a - b);
  const projectedYear = years[years.length - 1];
  if (projectedYear === undefined) return null;
  return {
    year: analysis.reportingYear,
    isPartial: analysis.isPartial,
    current: analysis.currentEmissions.total,
    currentMarketBased: analysis.currentEmissions.totalMarketBased,
    projectedYear,
    projected: analysis.projections[String(projectedYear)] ?? 0,
    method: analysis.projectionMethod.description,
  };
}
