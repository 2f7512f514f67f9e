/**
 * The plain input of the Inline XBRL generator: one reporting year's figures as the analysis states them
 * (tonnes rounded to hundredths, both Scope 2 methods), the entity, the revenue the intensities divide by,
 * the base year and target year, and the energy block when the platform has energy figures.
 */
import type { EnergyLine } from "../carbon-energy";
import type { UncertaintyRange } from "../uncertainty/approach1";

export const XBRL_REPORT_TYPES = ["esrs-e1", "vsme-b3"] as const;
export type XbrlReportType = (typeof XBRL_REPORT_TYPES)[number];

export const XBRL_REPORT_TITLES: Record<XbrlReportType, string> = {
  "esrs-e1": "ESRS E1 Climate change: E1-5 energy and E1-6 GHG emissions (Inline XBRL)",
  "vsme-b3": "VSME B3 Energy and greenhouse gas emissions (Inline XBRL)",
};

/** t CO2e, as rounded by the analysis. */
export type XbrlEmissions = {
  scope1: number;
  scope2Location: number;
  scope2Market: number;
  scope3: number;
  totalLocation: number;
  totalMarket: number;
};

/** MWh of one reporting year (ESRS E1-5 / VSME B3 paragraph 29). */
export type XbrlEnergy = {
  totalMWh: number;
  fossilMWh: number;
  nuclearMWh: number;
  renewableMWh: number;
  electricityMWh?: number;
  fuelsMWh?: number;
  /** The ESRS E1-5 table lines (AR 34) in MWh, as the energy figures state them. */
  lines?: Readonly<Record<EnergyLine, number>>;
  /** Shares of the total consumption, 0-100 as the energy figures state them; null without consumption. */
  sharesPct?: { fossil: number | null; nuclear: number | null; renewable: number | null };
};

/**
 * The year's measurement uncertainty as the analysis states it: each total's IPCC Approach 1 95% range (null:
 * none recorded), ESRS E1-6's share of scope 3 from primary data and ESRS 2 BP-2's metrics above the threshold.
 */
export type XbrlUncertainty = {
  ranges: Readonly<Record<keyof XbrlEmissions, UncertaintyRange | null>>;
  /** % of scope 3 from primary data (data-quality scores 1-2); null without scope 3. */
  scope3PrimaryDataPct: number | null;
  /** The metrics above the high-uncertainty threshold, in words with their ranges. */
  highUncertainty: string[];
};

export type XbrlPeriod = { start: string; end: string };

export type XbrlReportInput = {
  type: XbrlReportType;
  /** Identified by its LEI when it has one, else by the platform's company id (see `entityIdentifier`). */
  entity: { name: string; lei: string | null; companyId: number };
  year: number;
  period: XbrlPeriod;
  isPartial: boolean;
  emissions: XbrlEmissions;
  /** The year's net revenue (turnover) in the company's currency; null when none is recorded. */
  revenue: { amount: number; currency: string } | null;
  /** The base year's figures, when a base year is set and has data. */
  baseline: ({ year: number; period: XbrlPeriod } & XbrlEmissions) | null;
  /** The year of the company's own net-zero target, if it set one. */
  targetYear: number | null;
  /** Absent until the platform computes energy consumption; the document then says so. */
  energy?: XbrlEnergy;
  /** The reporting year's 95% ranges and quality disclosures; absent: none stated. */
  uncertainty?: XbrlUncertainty;
  /** YYYY-MM-DD */
  generatedAt: string;
};

/**
 * Fallback entity scheme when the profile has no LEI: the platform's own company id. Regulators expect an
 * LEI, so a package identified this way carries a warning asking for one.
 */
export const PLATFORM_COMPANY_SCHEME = "urn:esg-platform:company-id";

export function entityIdentifier(entity: XbrlReportInput["entity"]): { scheme: string; value: string } {
  return entity.lei
    ? { scheme: "http://standards.iso.org/iso/17442", value: entity.lei }
    : { scheme: PLATFORM_COMPANY_SCHEME, value: String(entity.companyId) };
}

/** "Acme_Ltd_2024_vsme-b3.xbri": the entity name reduced to letters, digits and underscores. */
export function xbrlPackageName(entityName: string, year: number, type: XbrlReportType): string {
  const entity =
    entityName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\w]+/g, "_")
      .replace(/^_+|_+$/g, "") || "Entity";
  return `${entity}_${year}_${type}`;
}
