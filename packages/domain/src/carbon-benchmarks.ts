/**
 * Industry reference figures of the Carbon Analysis "Industry Benchmarking" tab (spec part 1 §2, §3;
 * docs/decisions/018-analysis-basis.md).
 *
 * Source: US EPA Supply Chain GHG Emission Factors v1.3 (USEEIO): the cradle-to-gate kg CO2e per 2022 US
 * dollar of each of 1,016 NAICS-6 sectors, at **producer price** (the "without margins" column,
 * useeio-producer-price.ts): a company's revenue is what it sells at its own gate, so the purchaser-price
 * (with margins) values the library uses for spend would overstate the reference by the sectors' margins.
 *
 * The reference set is the company's own NAICS sector and its siblings when the code is known (the narrowest
 * NAICS group holding at least `MIN_REFERENCE_SECTORS` sectors), else the NAICS sectors of its industry
 * (below). Over that set: the 10th percentile (the best tenth: "top performer", labelled P90), the median
 * (P50) and the mean intensity, unweighted (each NAICS-6 sector counts once: the library carries no sourced
 * output weights), each multiplied by the company's revenue in 2022 dollars (converted at the 2022 average
 * exchange rate, deflated with the US GDP implicit price deflator: benchmark-revenue.ts, price-index.ts).
 * They describe the spread of sector averages, not a survey of firms; they cover scopes 1, 2 and upstream
 * scope 3 (cradle to gate).
 */
import { type AnnualRevenue, BENCHMARK_PRICE_YEAR, revenueInBenchmarkDollars } from "./benchmark-revenue";
import { noRevenueNote, type RevenueYear, revenueForYear } from "./company-profile";
import { SPEND_ACTIVITY_PREFIX, spendActivities } from "./ghg";
import { producerPriceIntensity, USEEIO_PRODUCER_PRICE_SOURCE } from "./useeio-producer-price";

export { type AnnualRevenue, BENCHMARK_PRICE_YEAR } from "./benchmark-revenue";

/** Spec part 2 §9: the industries a company may name; each mapped to the NAICS sectors it spans. */
export const INDUSTRY_NAICS_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  Technology: ["334", "5112", "518", "519", "5415"],
  Manufacturing: ["31", "32", "33"],
  "Financial Services": ["52"],
  Healthcare: ["621", "622", "623", "3254", "3391"],
  Energy: ["211", "2211", "2212", "324", "486"],
  "Consumer Goods": ["311", "312", "315", "316", "3352", "3256", "3399"],
};

/** A NAICS reference set smaller than this widens to the parent group: a spread needs a few sectors. */
export const MIN_REFERENCE_SECTORS = 5;

export type ReferenceSector = {
  naics: string;
  title: string;
  /** kg CO2e per 2022 USD at producer price (without margins). */
  intensity: number;
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const fmtIntensity = (kgPerUsd: number) => String(Number(kgPerUsd.toFixed(4)));

let sectorList: readonly ReferenceSector[] | undefined;

/** The library names the sectors; the producer-price table gives their intensity. Built once, not per request. */
function sectors(): readonly ReferenceSector[] {
  sectorList ??= [...spendActivities()].map(([activity, title]) => {
    const naics = activity.slice(SPEND_ACTIVITY_PREFIX.length);
    const p = producerPriceIntensity(naics);
    if (!p) throw new Error(`No producer-price (without margins) intensity for NAICS ${naics}`);
    return { naics, title, intensity: p.withoutMargins };
  });
  return sectorList;
}

/** The publisher and file of the intensities. */
export function industryBenchmarkSource(): { name: string; url: string } {
  return { name: USEEIO_PRODUCER_PRICE_SOURCE.name, url: USEEIO_PRODUCER_PRICE_SOURCE.url };
}

export type ReferenceSet = {
  /** What the figures describe: the industry, "All sectors", or "NAICS <group>". */
  label: string;
  /** The sectors taken, in words, for `basis`. */
  description: string;
  /** The company's own sector when a NAICS-6 code USEEIO covers was given. */
  ownSector: ReferenceSector | null;
  /** kg CO2e per 2022 USD at producer price, ascending. */
  intensities: readonly number[];
};

const sortedIntensities = (list: readonly ReferenceSector[]) =>
  list.map((s) => s.intensity).sort((a, b) => a - b);

const industrySets = new Map<string, ReferenceSet>();

/** The NAICS-6 sectors of a named industry; every sector for an unknown industry. */
export function industryReferenceSet(industry: string): ReferenceSet {
  const prefixes = INDUSTRY_NAICS_PREFIXES[industry];
  const key = prefixes ? industry : "All sectors";
  const cached = industrySets.get(key);
  if (cached) return cached;
  const members = sectors().filter((s) => (prefixes ?? [""]).some((p) => s.naics.startsWith(p)));
  const set: ReferenceSet = {
    label: key,
    description: prefixes
      ? `the ${members.length} NAICS-6 sectors of ${industry} (NAICS ${prefixes.join(", ")})`
      : `all ${members.length} NAICS-6 sectors (no NAICS mapping for the industry "${industry}")`,
    ownSector: null,
    intensities: sortedIntensities(members),
  };
  industrySets.set(key, set);
  return set;
}

const naicsSets = new Map<string, ReferenceSet | null>();

/**
 * The company's NAICS sector and its siblings: the narrowest NAICS group (the code itself, then its 5-, 4-,
 * 3- and 2-digit parents) holding at least `MIN_REFERENCE_SECTORS` NAICS-6 sectors (at the 2-digit level,
 * whatever it holds). Null when the code is not 2–6 digits or no USEEIO sector falls under it.
 */
export function naicsReferenceSet(naics: string): ReferenceSet | null {
  const code = naics.trim();
  if (naicsSets.has(code)) return naicsSets.get(code) ?? null;
  let set: ReferenceSet | null = null;
  if (/^\d{2,6}$/.test(code)) {
    const own = code.length === 6 ? (sectors().find((s) => s.naics === code) ?? null) : null;
    for (let len = code.length; len >= 2 && !set; len--) {
      const prefix = code.slice(0, len);
      const members = sectors().filter((s) => s.naics.startsWith(prefix));
      if (members.length >= MIN_REFERENCE_SECTORS || (len === 2 && members.length > 0)) {
        const group = `the ${members.length} NAICS-6 sectors of NAICS ${prefix}`;
        const lead = own
          ? `NAICS ${code} (${own.title}, ${fmtIntensity(own.intensity)} kg CO2e/USD) and its siblings: ${group}`
          : code.length === 6
            ? `NAICS ${code} is not a USEEIO v1.3 sector; ${group}`
            : prefix === code
              ? group
              : `NAICS ${code} holds fewer than ${MIN_REFERENCE_SECTORS} sectors; ${group}`;
        set = {
          label: `NAICS ${prefix}`,
          description:
            prefix === code
              ? lead
              : members.length >= MIN_REFERENCE_SECTORS
                ? `${lead} (the narrowest NAICS group with at least ${MIN_REFERENCE_SECTORS} sectors)`
                : `${lead} (the whole 2-digit sector: no group holds ${MIN_REFERENCE_SECTORS} sectors)`,
          ownSector: own,
          intensities: sortedIntensities(members),
        };
      }
    }
  }
  naicsSets.set(code, set);
  return set;
}

/**
 * The producer-price intensities of an industry's NAICS-6 sectors, kg CO2e per 2022 USD, sorted ascending;
 * every sector for an unknown industry. Shared by the Carbon Analysis reference figures and the assessment's
 * emissions-intensity sub-score (both compare against revenue).
 */
export function industrySectorIntensities(industry: string): readonly number[] {
  return industryReferenceSet(industry).intensities;
}

export type IntensityStats = {
  industry: string;
  /** Number of NAICS-6 sectors the figures are taken over. */
  sectors: number;
  /** kg CO2e per 2022 USD at producer price. */
  p10: number;
  median: number;
  mean: number;
};

/** Type 7 (linear) quantile of sorted values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (pos - lo);
}

function statsOf(set: ReferenceSet): IntensityStats {
  const values = set.intensities;
  return {
    industry: set.label,
    sectors: values.length,
    p10: quantile(values, 0.1),
    median: quantile(values, 0.5),
    mean: values.reduce((s, v) => s + v, 0) / (values.length || 1),
  };
}

/** Intensity statistics of an industry's sectors (unweighted); an unknown industry uses every sector. */
export function industryIntensityStats(industry: string): IntensityStats {
  return statsOf(industryReferenceSet(industry));
}

export type IndustryComparisonOptions = {
  /** The company's NAICS code (2–6 digits): its sector and siblings replace the industry's sectors. */
  naics?: string | null;
  /** The year the revenue is taken from when `revenue.year` is not given. */
  reportingYear?: number | null;
};

/**
 * t CO2e figures for a company of the given industry (or NAICS sector) and revenue, with source and basis.
 * `revenue` is the reporting year's own; without one (or in a currency the rate table lacks) the figures are
 * null and `intensityNote` says why: no stand-in revenue is ever assumed.
 */
export function industryComparison(
  industry: string,
  revenue: AnnualRevenue | null,
  options: IndustryComparisonOptions = {},
) {
  const naics = options.naics?.trim() || null;
  const naicsSet = naics ? naicsReferenceSet(naics) : null;
  const set = naicsSet ?? industryReferenceSet(industry);
  const naicsNote =
    naics && !naicsSet ? ` (NAICS "${naics}" matches no USEEIO v1.3 sector, so the industry is used)` : "";
  const s = statsOf(set);
  const r = revenueInBenchmarkDollars(revenue, options.reportingYear);
  const usd = r.usd;
  const tonnes = (kgPerUsd: number) => (usd === null ? null : round1((kgPerUsd * usd) / 1000));
  const year = revenue?.year ?? options.reportingYear ?? null;
  const source = industryBenchmarkSource();
  const scaled = r.usd === null ? `not scaled to the company (${r.reason})` : `× ${r.description}`;
  return {
    topPerformer: tonnes(s.p10),
    medianEmissions: tonnes(s.median),
    averageEmissions: tonnes(s.mean),
    intensityNote:
      r.usd !== null
        ? null
        : revenue
          ? `Revenue for ${year} is in ${revenue.currency.trim().toUpperCase()}, which the industry figures' exchange-rate table does not cover, so they cannot be scaled to it.`
          : noRevenueNote(year),
    industry: set.label,
    source: source.name,
    sourceUrl: source.url,
    basis:
      `Producer-price intensities (USEEIO v1.3 "without margins": cradle to the point of production, kg CO2e per ${BENCHMARK_PRICE_YEAR} USD; ` +
      `revenue is a producer price, so the purchaser-price "with margins" values are not used) of ${set.description}${naicsNote}, ` +
      `unweighted (each NAICS-6 sector counts once; no sourced output weights are available): ` +
      `10th percentile ${fmtIntensity(s.p10)}, median ${fmtIntensity(s.median)}, mean ${fmtIntensity(s.mean)} kg CO2e/USD, ` +
      `${scaled}. Cradle to gate (scopes 1, 2 and upstream scope 3 of the sectors' output); a spread of sector averages, not a survey of firms.`,
  };
}

/**
 * The industry benchmark of one reporting year, t CO2e (top performer P90 = the sectors' 10th-percentile
 * intensity, median, mean, each × revenue): the one computation behind the Carbon Analysis benchmarking tab
 * and the assessment's industry benchmarking. Method: `industryComparison` with the revenue the company
 * recorded for `year` (deflated from that year to the intensities' 2022 dollars); none recorded → null figures
 * and an `intensityNote`.
 */
export function industryBenchmarkForYear(
  industry: string,
  profile: { currency: string | null; revenue: readonly RevenueYear[] },
  year: number | null | undefined,
  options: Omit<IndustryComparisonOptions, "reportingYear"> = {},
) {
  return industryComparison(industry, revenueForYear(profile, year), {
    ...options,
    reportingYear: year ?? null,
  });
}
