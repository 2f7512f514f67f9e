/**
 * The organisational boundary (GHG Protocol Corporate Standard ch. 3): the share of a site's emissions
 * the inventory counts under the company's consolidation approach. Every figure that is consolidated — the
 * analysis, the reports, the emissions list and its export — takes its share from here, so they agree.
 */
import type { ConsolidationApproach } from "./reporting-period";

/** What consolidation needs of a site: its ownership share (0-100 %) and whether the company controls it. */
export type ConsolidationSite = {
  ownershipShare: number;
  operationalControl: boolean;
  financialControl: boolean;
};

/**
 * 0..1: under operational (financial) control a site counts in full when the company has operational
 * (financial) control over it and not at all otherwise; under equity share it counts at its ownership share.
 * An activity without a site is the company's own and counts in full.
 */
export function includedShareOf(
  site: ConsolidationSite | null | undefined,
  approach: ConsolidationApproach,
): number {
  if (!site) return 1;
  if (approach === "operational_control") return site.operationalControl ? 1 : 0;
  if (approach === "financial_control") return site.financialControl ? 1 : 0;
  return Math.min(1, Math.max(0, site.ownershipShare / 100));
}

/**
 * What consolidating a list of activities needs: the approach and the company's sites. Passed in rather than
 * read by the list, so a reader can give the settings and sites a year was closed under.
 */
export type Consolidation = {
  approach: ConsolidationApproach;
  sites: readonly (ConsolidationSite & { id: number })[];
};

/** The included share (0..1) of an activity at site `siteId` (null: no site; an unknown site counts in full). */
export function includedShareAt(consolidation: Consolidation, siteId: number | null | undefined): number {
  if (siteId === null || siteId === undefined) return 1;
  return includedShareOf(
    consolidation.sites.find((s) => s.id === siteId),
    consolidation.approach,
  );
}

/** An activity's consolidated figures beside its gross ones (kg CO2e). */
export function consolidatedFigures(
  a: { totalEmissions: number; marketBasedEmissions: number | null },
  includedShare: number,
) {
  return {
    includedShare,
    consolidatedEmissions: a.totalEmissions * includedShare,
    consolidatedMarketBasedEmissions:
      a.marketBasedEmissions === null ? null : a.marketBasedEmissions * includedShare,
  };
}

/** Every activity in full: for readers of gross figures (recalculation, checks), never for a total shown. */
export const IN_FULL: Consolidation = Object.freeze({ approach: "operational_control", sites: [] });
