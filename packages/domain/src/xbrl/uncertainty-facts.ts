/**
 * Measurement uncertainty in the Inline XBRL packages. The ESRS taxonomy (common/esrs_cor.xsd, 2023-12-22)
 * has places for the share of scope 3 from primary data (E1-6, role 301069:
 * PercentageOfGrossScope3GreenhouseGasEmissionsCalculatedUsingPrimaryDataObtainedFromSuppliersOrOtherValueChainPartners)
 * and for ESRS 2 BP-2's narrative on measurement uncertainty (role 200521:
 * InformationAboutSourcesOfMeasurementUncertaintyExplanatory and
 * DisclosureOfAssumptionsApproximationsAndJudgementsMadeInMetricMeasurementExplanatory, text blocks), but no
 * concept for a metric's range: the ranges are tagged inside the BP-2 text and shown beside each figure. The
 * VSME taxonomy has no concept for any of it, so its package shows them untagged.
 */
import { SCOPE3_CATEGORY_KEYS } from "../carbon-breakdown";
import type { CarbonAnalysis } from "../carbon-schemas";
import { humanizeKey } from "../carbon-status";
import { type GhgCategory, ghgCategoryName } from "../ghg/scope-rules";
import type { UncertaintyRange } from "../uncertainty/approach1";
import { intervalText, measurementUncertaintyItems, pctText, rangeText } from "../uncertainty/disclosure";
import { HIGH_UNCERTAINTY_PCT } from "../uncertainty/schemas";
import type { XbrlEmissions, XbrlReportInput, XbrlUncertainty } from "./figures";
import type { FactSection, PlannedFact } from "./planned-fact";

const TOTAL_LABELS: Readonly<Record<string, string>> = {
  scope1: "Gross Scope 1 GHG emissions",
  scope2: "Gross location-based Scope 2 GHG emissions",
  scope2MarketBased: "Gross market-based Scope 2 GHG emissions",
  scope3: "Gross Scope 3 GHG emissions",
  total: "Total GHG emissions (location-based)",
  totalMarketBased: "Total GHG emissions (market-based)",
};

const CATEGORY_BY_KEY = new Map<string, GhgCategory>(
  Object.entries(SCOPE3_CATEGORY_KEYS).map(([n, key]) => [key, Number(n) as GhgCategory]),
);

/** "Scope 3 category 1. Purchased goods and services", "Scope 1 Natural Gas". */
function detailLabel(scope: string, key: string): string {
  const category = scope === "scope3" ? CATEGORY_BY_KEY.get(key) : undefined;
  return category
    ? `Scope 3 category ${category}. ${ghgCategoryName(category)}`
    : `Scope ${scope.slice(-1)} ${humanizeKey(key)}`;
}

/**
 * The generator's uncertainty input from the year's analysis: its own ranges and quality summary; undefined
 * for an analysis that carries none.
 */
export function xbrlUncertaintyFrom(analysis: CarbonAnalysis): XbrlUncertainty | undefined {
  const e = analysis.currentEmissions;
  const u = e.uncertainty;
  const quality = analysis.dataQuality;
  if (!u || !quality) return undefined;
  const details = e.breakdown;
  const highUncertainty = quality.highUncertainty.metrics.map((m) => {
    if (m.metric in TOTAL_LABELS) {
      const key = m.metric as keyof typeof u;
      return `${TOTAL_LABELS[key]}: ${rangeText(e[key], u[key])}`;
    }
    const dot = m.metric.indexOf(".");
    const scope = m.metric.slice(0, dot) as "scope1" | "scope2" | "scope3";
    const key = m.metric.slice(dot + 1);
    const tonnes = details[`${scope}Details`]?.[key];
    const range = details.uncertainty?.[`${scope}Details`]?.[key] ?? null;
    return `${detailLabel(scope, key)}: ${tonnes === undefined ? pctText(m.pct95) : rangeText(tonnes, range)}`;
  });
  return {
    ranges: {
      scope1: u.scope1,
      scope2Location: u.scope2,
      scope2Market: u.scope2MarketBased,
      scope3: u.scope3,
      totalLocation: u.total,
      totalMarket: u.totalMarketBased,
    },
    scope3PrimaryDataPct: quality.scope3PrimaryDataPct,
    highUncertainty,
  };
}

/** "± 4.1% (5,478–5,946 t)", shown beside a tagged total. */
export function rangeBeside(range: UncertaintyRange | null): string {
  return range ? `${pctText(range.pct95)} (${intervalText(range)} t)` : "no 95% range recorded";
}

const EMISSION_LABELS: readonly [keyof XbrlEmissions, string][] = [
  ["scope1", TOTAL_LABELS.scope1 as string],
  ["scope2Location", TOTAL_LABELS.scope2 as string],
  ["scope2Market", TOTAL_LABELS.scope2MarketBased as string],
  ["scope3", TOTAL_LABELS.scope3 as string],
  ["totalLocation", TOTAL_LABELS.total as string],
  ["totalMarket", TOTAL_LABELS.totalMarketBased as string],
];

/** Every total with its range, and the metrics above the threshold, in words. */
function sourcesText(input: XbrlReportInput, u: XbrlUncertainty): string {
  const ranges = EMISSION_LABELS.map(
    ([key, label]) => `${label}: ${rangeText(input.emissions[key], u.ranges[key])}`,
  ).join("; ");
  const high = u.highUncertainty.length
    ? `Metrics whose 95% uncertainty exceeds ± ${HIGH_UNCERTAINTY_PCT}% (subject to high measurement uncertainty): ${u.highUncertainty.join("; ")}.`
    : `No GHG total, source or category has a 95% uncertainty above ± ${HIGH_UNCERTAINTY_PCT}%.`;
  return `${input.year} GHG emissions with their 95% ranges (IPCC 2006 Vol. 1 ch. 3 Approach 1): ${ranges}. ${high} The uncertainty comes from each activity's data (meter readings, purchase records, expense claims, invoices) and above all from the emission factors, whose error is shared by every activity that uses the same factor.`;
}

/** "Share of scope 3 from primary data" as the percentItemType holds it (a ratio, shown as %). */
function primaryShareFact(pct: number): PlannedFact {
  return {
    concept:
      "esrs:PercentageOfGrossScope3GreenhouseGasEmissionsCalculatedUsingPrimaryDataObtainedFromSuppliersOrOtherValueChainPartners",
    label: "Share of gross Scope 3 GHG emissions calculated from primary data (%), data-quality scores 1-2",
    value: Math.round(pct * 100) / 10000,
    shown: pct,
    unit: "pure",
    context: "current",
    decimals: 4,
    scale: -2,
  };
}

/** ESRS: the share of scope 3 from primary data (E1-6) and BP-2's two text blocks. */
export function esrsUncertaintySections(input: XbrlReportInput): FactSection[] {
  const u = input.uncertainty;
  if (!u) return [];
  const text = (concept: string, label: string, value: string): PlannedFact => ({
    concept: `esrs:${concept}`,
    label,
    value,
    shown: value,
    unit: null,
    context: "current",
    block: true,
  });
  return [
    ...(u.scope3PrimaryDataPct === null
      ? []
      : [
          {
            heading: `E1-6 Scope 3 GHG emissions from primary data, ${input.year}`,
            facts: [primaryShareFact(u.scope3PrimaryDataPct)],
          },
        ]),
    {
      heading: "ESRS 2 BP-2 Sources of estimation and outcome uncertainty",
      facts: [
        text(
          "InformationAboutSourcesOfMeasurementUncertaintyExplanatory",
          "Metrics subject to measurement uncertainty and its sources",
          sourcesText(input, u),
        ),
        text(
          "DisclosureOfAssumptionsApproximationsAndJudgementsMadeInMetricMeasurementExplanatory",
          "Assumptions, approximations and judgements in measuring the GHG metrics",
          measurementUncertaintyItems().join(" "),
        ),
      ],
    },
  ];
}

/** VSME: the same statements, shown but not tagged (the VSME taxonomy has no concept for them). */
export function vsmeUncertaintySection(input: XbrlReportInput): FactSection[] {
  const u = input.uncertainty;
  if (!u) return [];
  return [
    {
      heading: "Measurement uncertainty (not tagged: the VSME taxonomy has no concept for it)",
      facts: [],
      notes: [
        sourcesText(input, u),
        ...(u.scope3PrimaryDataPct === null
          ? []
          : [
              `Share of gross Scope 3 GHG emissions calculated from primary data (data-quality scores 1-2): ${u.scope3PrimaryDataPct.toFixed(1)}%.`,
            ]),
        ...measurementUncertaintyItems(),
      ],
    },
  ];
}
