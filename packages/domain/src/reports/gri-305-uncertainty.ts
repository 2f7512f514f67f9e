/**
 * GRI 305 rows of measurement uncertainty: each GHG total of a year with its 95% range (IPCC Approach 1, the
 * analysis's figures), and for the reporting year the share of scope 3 from primary data, the metrics above the
 * high-uncertainty threshold and the methodology note. GRI 305-1 to 305-3 ask for the standards,
 * methodologies and assumptions used; the range is part of how a figure was made.
 */
import type { UncertaintyRange } from "../uncertainty/approach1";
import { measurementUncertaintyItems, NO_RANGE, rangeText } from "../uncertainty/disclosure";
import { HIGH_UNCERTAINTY_PCT } from "../uncertainty/schemas";
import type { CsvCell } from "./csv";
import type { YearEmissions } from "./data";
import {
  categoryRange,
  hasRanges,
  highUncertaintyLines,
  scope3PrimaryDataText,
  totalRange,
} from "./uncertainty";

const UNIT = "% (95% confidence, ±)";

function rangeRow(
  code: string,
  requirement: string,
  y: YearEmissions,
  scope: string,
  source: string,
  tonnes: number,
  range: UncertaintyRange | null,
): CsvCell[] {
  return [
    code,
    `Uncertainty of ${requirement}`,
    y.year,
    scope,
    // Its own source name, so a reader picking the tonnes row by disclosure, scope and source finds one row.
    `${source} (95% range)`,
    range ? range.pct95 : null,
    UNIT,
    range ? `${rangeText(tonnes, range)}; IPCC 2006 Approach 1` : rangeText(tonnes, null),
  ];
}

/** The 95% range of every total of the year and of each scope 3 category. */
export function griRangeRows(y: YearEmissions): CsvCell[][] {
  const all = "Scopes 1, 2 and 3";
  return [
    rangeRow(
      "305-1",
      "gross direct (Scope 1) GHG emissions",
      y,
      "Scope 1",
      "Total",
      y.scope1,
      totalRange(y, "scope1"),
    ),
    rangeRow(
      "305-2",
      "gross location-based energy indirect (Scope 2) GHG emissions",
      y,
      "Scope 2",
      "Total",
      y.scope2Location,
      totalRange(y, "scope2"),
    ),
    rangeRow(
      "305-2",
      "gross market-based energy indirect (Scope 2) GHG emissions",
      y,
      "Scope 2",
      "Total",
      y.scope2Market,
      totalRange(y, "scope2MarketBased"),
    ),
    rangeRow(
      "305-3",
      "gross other indirect (Scope 3) GHG emissions",
      y,
      "Scope 3",
      "Total",
      y.scope3,
      totalRange(y, "scope3"),
    ),
    ...y.scope3ByCategory.map((c) =>
      rangeRow("305-3", "Scope 3 by category", y, "Scope 3", c.label, c.tonnes, categoryRange(y, c.key)),
    ),
    rangeRow(
      "305-1",
      "total GHG emissions (location-based)",
      y,
      all,
      "Total",
      y.totalLocation,
      totalRange(y, "total"),
    ),
    rangeRow(
      "305-1",
      "total GHG emissions (market-based)",
      y,
      all,
      "Total",
      y.totalMarket,
      totalRange(y, "totalMarketBased"),
    ),
  ];
}

/** The reporting year's share of scope 3 from primary data, its highly uncertain metrics and the method. */
export function griUncertaintyNoteRows(y: YearEmissions): CsvCell[][] {
  const pct = y.quality.dataQuality.scope3PrimaryDataPct;
  const ranged = hasRanges(y);
  const high = highUncertaintyLines(y);
  return [
    [
      "305-3",
      "Share of gross Scope 3 GHG emissions calculated from primary data",
      y.year,
      "Scope 3",
      "Primary data (data-quality scores 1-2)",
      pct,
      pct === null ? null : "%",
      scope3PrimaryDataText(y),
    ],
    [
      "305-1",
      "Metrics subject to high measurement uncertainty",
      y.year,
      "All scopes",
      `Above ± ${HIGH_UNCERTAINTY_PCT}%`,
      ranged ? high.length : null,
      ranged ? "metrics" : null,
      !ranged
        ? `${y.year}: ${NO_RANGE.slice(1, -1)}`
        : high.length
          ? high.join("; ")
          : `None above ± ${HIGH_UNCERTAINTY_PCT}%`,
    ],
    [
      "305-1",
      "Measurement uncertainty (methodology)",
      y.year,
      "All scopes",
      "Method",
      "IPCC 2006 Vol. 1 ch. 3 Approach 1",
      null,
      measurementUncertaintyItems().join(" "),
    ],
  ];
}
