/**
 * Residual-mix factors for market-based scope 2 (GHG Protocol Scope 2 Guidance, Table 6.3: where a
 * consumer holds no contractual instrument, the residual mix of its market): AIB European Residual Mixes
 * 2023–2025 for the EU-27 and Green-e Residual Mix Emissions Rates (2023 data) for the US eGRID subregions,
 * generated from packages/domain/data/residual-mix-factors.csv into emission-factors.data.json. Both
 * publishers give CO2 only (g CO2/kWh, lb CO2/MWh), not CO2e. What is missing is listed in
 * packages/domain/data/README.md (the UK, non-EU AIB countries, a US national figure).
 *
 * Lookup: the row's region, then its country (US-CAMX → US; no EU or GLOBAL step, since a residual mix is
 * a market's own figure); within the region, the newest data year not after the activity's year, else the
 * oldest (flagged), or the newest when no year is given. A region whose selected year prints "NA"
 * (full disclosure: Austria; the Netherlands from 2024) has no residual mix for that year.
 */

import type { FactorReference } from "./calculate-emissions";
import data from "./emission-factors.data.json";
import { parseRegion, type RegionInfo } from "./regions";

export type ResidualMixFactor = {
  id: string;
  /** The factor file's region code: ISO alpha-2 (UK for GB) or US-<eGRID subregion>. */
  region: string;
  /** The production (data) year the mix describes. */
  year: number;
  /** kg CO2 per kWh; null where the publisher prints "NA" (no residual mix, see `note`). */
  kgCO2PerKWh: number | null;
  gas: "CO2";
  /** The figure as printed, in `publishedUnit`. */
  published: number | null;
  publishedUnit: string;
  source: string;
  publishedDate: string;
  /** Key of `factorLicences()`. */
  licence: string;
  valueBasis: "derived";
  locator: string;
  /** The publisher's page. */
  url: string;
  /** Where the figure was read (see the data README). */
  sourceUrl: string;
  note: string;
};

/** The calculator's audit shape for a residual mix: value in kg CO2 per kWh, plus the gas it covers. */
export type ResidualMixReference = FactorReference & { gas: "CO2" };

let rows: readonly ResidualMixFactor[] | undefined;

export function listResidualMixFactors(): readonly ResidualMixFactor[] {
  rows ??= data.residualMix.rows.map(
    (r) => ({ ...r, gas: "CO2", valueBasis: "derived" }) as ResidualMixFactor,
  );
  return rows;
}

/** Checksum of residual-mix-factors.csv, as `factorLibraryInputs()` gives those of the shared files. */
export function residualMixInput(): { file: string; sha256: string; rows: number } {
  return data.residualMix.input;
}

export function residualMixReference(f: ResidualMixFactor): ResidualMixReference {
  if (f.kgCO2PerKWh === null) throw new Error(`Residual mix ${f.id} has no value (${f.note})`);
  return {
    id: f.id,
    source: f.source,
    year: f.year,
    value: f.kgCO2PerKWh,
    unit: "kWh",
    region: f.region,
    licence: f.licence,
    url: f.url,
    locator: f.locator,
    valueBasis: f.valueBasis,
    gas: f.gas,
  };
}

export type ResidualMixQuery = { region?: string | null; year?: number | null };

export type ResidualMixLookup =
  | {
      found: true;
      factor: ResidualMixFactor & { kgCO2PerKWh: number };
      /** Every data year of the region is after the activity year: the oldest was used. */
      yearFallback: boolean;
      /** The residual mix is the country's, the row's region a subregion of it. */
      regionFallback: boolean;
    }
  | {
      found: false;
      /**
       * no_region: the row has no region; unknown_region: it does not parse; not_covered: no residual mix
       * for the region or its country; not_applicable: the publisher prints NA for that year.
       */
      reason: "no_region" | "unknown_region" | "not_covered" | "not_applicable";
      /** The NA row, when reason is not_applicable. */
      factor?: ResidualMixFactor;
      message: string;
    };

function chainFor(region: RegionInfo): string[] {
  return region.kind === "subregion" && region.parent ? [region.code, region.parent] : [region.code];
}

/** Picks the residual mix for a region and activity year (rules in the file comment). */
export function findResidualMixFactor(q: ResidualMixQuery): ResidualMixLookup {
  if (!q.region?.trim()) {
    return { found: false, reason: "no_region", message: "No region given: a residual mix is per market" };
  }
  const parsed = parseRegion(q.region);
  if (!parsed.ok) return { found: false, reason: "unknown_region", message: parsed.error.message };
  const chain = chainFor(parsed.value);
  const year = q.year ?? null;
  for (const code of chain) {
    const candidates = listResidualMixFactors().filter((f) => f.region === code);
    if (candidates.length === 0) continue;
    const notAfter = candidates.filter((f) => year === null || f.year <= year);
    const pick = (list: readonly ResidualMixFactor[], newest: boolean) =>
      list.reduce((a, b) => ((newest ? b.year > a.year : b.year < a.year) ? b : a));
    const yearFallback = notAfter.length === 0;
    const chosen = yearFallback ? pick(candidates, false) : pick(notAfter, true);
    if (chosen.kgCO2PerKWh === null) {
      return {
        found: false,
        reason: "not_applicable",
        factor: chosen,
        message: `${chosen.source} prints no residual mix for ${code} (${chosen.year}): ${chosen.note}`,
      };
    }
    return {
      found: true,
      factor: chosen as ResidualMixFactor & { kgCO2PerKWh: number },
      yearFallback,
      regionFallback: code !== parsed.value.code,
    };
  }
  return {
    found: false,
    reason: "not_covered",
    message: `No residual mix for ${chain.join(" or ")} in the factor library`,
  };
}
