/**
 * A closed reporting year is a frozen snapshot (docs/decisions/036-closed-years-are-snapshots.md): closing
 * it stores the year's slice of every per-month record the analysis and the reports read, with the settings
 * and sites the figures were computed under; reads of a closed year then use the snapshot, whatever changes
 * later. The slicing is generic on purpose: every array whose rows carry a `month` ("YYYY-MM") is cut to the
 * year's months and the settings and sites are kept whole, so a field or a per-month record added later is
 * frozen with the rest without touching this file.
 */
import { consolidationSite, type InventoryRecords, type InventorySite } from "./carbon-inventory";
import type { Consolidation } from "./consolidation";
import type { ReportingSettings } from "./reporting-period";
import { monthKeysOfYear } from "./reporting-period";

/** Raised when the payload's shape changes; a reader meeting an older version converts it. */
export const YEAR_SNAPSHOT_VERSION = 1;

type MonthRow = { month: string };
/** Arrays of month rows by the key they were found under. */
export type MonthRowArrays = Record<string, readonly MonthRow[]>;

/** The stored payload of a closed year. */
export type YearSnapshot = {
  version: number;
  year: number;
  /** The year's 12 months ("YYYY-MM") under the fiscal start it was closed with. */
  months: string[];
  /** The reporting settings at closing, whole. */
  settings: ReportingSettings;
  /** The company's sites at closing, whole (a site deleted later still names the closed year's rows). */
  sites: InventorySite[];
  /** The year's month rows of the inventory records (the monthly rollup, by site). */
  inventory: MonthRowArrays;
  /** The year's month rows of the other report records (scope 2 methods, factor sources, …). */
  report: MonthRowArrays;
};

/** A closed year as the inventory computes it: under its own settings and sites. */
export type FrozenYear = { year: number; settings: ReportingSettings; sites: readonly InventorySite[] };

const isMonthRow = (r: unknown): r is MonthRow =>
  typeof r === "object" && r !== null && typeof (r as { month?: unknown }).month === "string";

/** Every top-level array of `record` whose rows all carry a month, each cut to `months`. */
export function sliceMonthRows(record: object, months: ReadonlySet<string>): MonthRowArrays {
  const out: Record<string, MonthRow[]> = {};
  for (const [key, value] of Object.entries(record)) {
    if (!Array.isArray(value) || value.length === 0 || !value.every(isMonthRow)) continue;
    out[key] = value.filter((r) => months.has(r.month));
  }
  return out;
}

/**
 * `record` with every month row in `frozenMonths` dropped (from any top-level array) and each snapshot's rows
 * of that key put in their place: a live row can never leak into a closed month, even of a key the snapshot
 * did not hold.
 */
export function replaceMonthRows<T extends object>(
  record: T,
  frozenMonths: ReadonlySet<string>,
  snapshots: readonly MonthRowArrays[],
): T {
  const out: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [key, value] of Object.entries(record)) {
    if (!Array.isArray(value)) continue;
    const kept = value.filter((r) => !(isMonthRow(r) && frozenMonths.has(r.month)));
    out[key] = [...kept, ...snapshots.flatMap((s) => s[key] ?? [])];
  }
  return out as T;
}

/** The snapshot of reporting year `year` from the live records (taken inside the closing transaction). */
export function takeYearSnapshot(
  records: { inventory: InventoryRecords } & object,
  year: number,
): YearSnapshot {
  const { inventory, ...report } = records;
  const months = monthKeysOfYear(year, inventory.settings.fiscalYearStartMonth);
  const inYear = new Set(months);
  return {
    version: YEAR_SNAPSHOT_VERSION,
    year,
    months,
    settings: inventory.settings,
    sites: [...(inventory.sites ?? [])],
    inventory: sliceMonthRows(inventory, inYear),
    report: sliceMonthRows(report, inYear),
  };
}

/** Inventory records with each closed year's months replaced by its snapshot and the year frozen. */
export function applyInventorySnapshots(
  live: InventoryRecords,
  snapshots: readonly YearSnapshot[],
): InventoryRecords {
  if (snapshots.length === 0) return live;
  const frozenMonths = new Set(snapshots.flatMap((s) => s.months));
  const replaced = replaceMonthRows(
    live,
    frozenMonths,
    snapshots.map((s) => s.inventory),
  );
  return {
    ...replaced,
    frozenYears: snapshots.map((s) => ({ year: s.year, settings: s.settings, sites: s.sites })),
  };
}

/** Report records (inventory included) with each closed year's months replaced by its snapshot. */
export function applyYearSnapshots<T extends { inventory: InventoryRecords }>(
  live: T,
  snapshots: readonly YearSnapshot[],
): T {
  if (snapshots.length === 0) return live;
  const { inventory, ...report } = live;
  const frozenMonths = new Set(snapshots.flatMap((s) => s.months));
  const replaced = replaceMonthRows(
    report,
    frozenMonths,
    snapshots.map((s) => s.report),
  );
  return { ...replaced, inventory: applyInventorySnapshots(inventory, snapshots) } as T;
}

/**
 * How a closed year's activities are consolidated: the approach and sites it was closed under, so the emissions
 * list and its export of a closed year agree with its frozen analysis and reports.
 */
export function frozenConsolidation(snapshot: Pick<YearSnapshot, "settings" | "sites">): Consolidation {
  return {
    approach: snapshot.settings.consolidationApproach,
    sites: snapshot.sites.map((s) => ({ id: s.id, ...consolidationSite(s) })),
  };
}
