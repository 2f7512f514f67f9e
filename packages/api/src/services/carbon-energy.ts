/**
 * GET /api/carbon/energy and /api/carbon/scope3-screening: one reporting year's energy mix and scope 3
 * screening, read from its activities under the consolidation the year is counted under (a closed year's
 * frozen approach and sites, else the company's), so they agree with the analysis.
 */
import {
  type Db,
  getCompanyRevenue,
  getReportingSettings,
  listEnergyActivities,
  listOwnFactorScope3Kg,
  listScope3Screening,
  listSites,
  listYearSnapshots,
} from "@esg/db";
import {
  type CarbonEnergy,
  type Consolidation,
  carbonEnergy,
  chooseInventoryYear,
  frozenConsolidation,
  type GhgCategory,
  includedShareAt,
  noRevenueNote,
  revenueForYear,
  SCOPE3_CATEGORY_KEYS,
  type Scope3Screening,
  scope3PrimaryDataPct,
  scope3Screening,
} from "@esg/domain";
import { inventoryOf } from "./carbon-analysis";

/** The approach and sites `year` is consolidated under. */
async function consolidationOf(db: Db, companyId: number, year: number): Promise<Consolidation> {
  const [settings, sites, frozen] = await Promise.all([
    getReportingSettings(db, { companyId }),
    listSites(db, { companyId }),
    listYearSnapshots(db, { companyId, years: [year] }),
  ]);
  return frozen[0] ? frozenConsolidation(frozen[0]) : { approach: settings.consolidationApproach, sites };
}

/** The year asked for, else the inventory's default (the latest closed or complete year); null: no data. */
export async function energyYear(
  db: Db,
  companyId: number,
  year: number | undefined,
): Promise<number | null> {
  if (year !== undefined) return year;
  return chooseInventoryYear(await inventoryOf(db, companyId)).year;
}

export async function loadCarbonEnergy(db: Db, companyId: number, year: number): Promise<CarbonEnergy> {
  const [consolidation, rows, profile] = await Promise.all([
    consolidationOf(db, companyId, year),
    listEnergyActivities(db, { companyId, year }),
    getCompanyRevenue(db, { companyId }),
  ]);
  const revenue = revenueForYear(profile, year);
  return carbonEnergy({
    year,
    activities: rows.map((r) => ({ ...r, includedShare: includedShareAt(consolidation, r.siteId) })),
    revenue: revenue
      ? { amount: revenue.amount, currency: revenue.currency }
      : { amount: null, reason: noRevenueNote(year) },
  });
}

const CATEGORY_OF_KEY = new Map(
  Object.entries(SCOPE3_CATEGORY_KEYS).map(([n, key]) => [key, Number(n) as GhgCategory]),
);

export async function loadScope3Screening(db: Db, companyId: number, year: number): Promise<Scope3Screening> {
  const [inventory, stored, own, consolidation] = await Promise.all([
    inventoryOf(db, companyId),
    listScope3Screening(db, { companyId, year }),
    listOwnFactorScope3Kg(db, { companyId, year }),
    consolidationOf(db, companyId, year),
  ]);
  // The category tonnes and the primary-data share are the analysis's: the inventory's year, as consolidated.
  const inventoryYear = inventory.years.find((y) => y.year === year);
  const lines = inventoryYear?.lines ?? [];
  const byCategory = new Map<number, { kg: number; activities: number }>();
  for (const l of lines) {
    const category = l.scope === 3 ? CATEGORY_OF_KEY.get(l.detailKey) : undefined;
    if (category === undefined) continue;
    const c = byCategory.get(category) ?? { kg: 0, activities: 0 };
    c.kg += l.locationKg;
    c.activities += l.activities;
    byCategory.set(category, c);
  }
  const ownFactorKg = own.reduce((s, p) => s + p.kg * includedShareAt(consolidation, p.siteId), 0);
  return scope3Screening(year, stored, {
    byCategory,
    primaryDataPct: scope3PrimaryDataPct(inventoryYear?.uncertainty ?? null),
    ownFactorKg,
  });
}
