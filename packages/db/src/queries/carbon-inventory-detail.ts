/**
 * What the inventory discloses beside its figures, as rows carrying their month (so a reader filters them
 * to any set of months): Scope 2 kWh by site and market-based method, and activities by factor-library
 * version. Read from the company's activities (voided and unfinished uploads excluded); the analysis caches
 * the result until the company's data changes.
 */
import { type FactorVersionRow, type Scope2EnergyRow, type Scope2Method, tryConvertUnit } from "@esg/domain";
import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../create-db";
import type { Database } from "../schema";
import { countedActivities } from "./counted-activities";

const activityMonth = sql<string>`substr(activity_date, 1, 7)`;
const METHODS = new Set<string>(["instrument", "residual_mix", "location_fallback"]);

type EnergyPart = { month: string; siteId: number | null; method: Scope2Method | null; kWh: number };

const methodOf = (m: string | null): Scope2Method | null =>
  m && METHODS.has(m) ? (m as Scope2Method) : null;

/** `amount` in kWh; null for Scope 2 that is not energy (none is today), which has no kWh to disclose. */
function kWhOf(amount: number, unit: string): number | null {
  const r = tryConvertUnit(amount, unit, "kWh");
  return r.ok ? r.value : null;
}

/**
 * kWh of Scope 2 activities by month, site and method. An instrument that covers part of a row (`volume`
 * below its consumption) counts for that volume; the rest of the row took the residual mix, or the
 * location-based factor where the row was warned of that fallback (market-based.ts).
 */
export async function listScope2Energy(db: Db, params: { companyId: number }): Promise<Scope2EnergyRow[]> {
  const scope2 = countedActivities(db, params.companyId).where("scope", "=", 2);
  const partly = (eb: ExpressionBuilder<Database, "emission_activities">) =>
    eb.and([eb("market_method", "=", "instrument"), eb("instrument_volume", "is not", null)]);
  const [whole, partial] = await Promise.all([
    scope2
      .select((eb) => [
        activityMonth.as("month"),
        "site_id",
        "market_method",
        "activity_unit",
        eb.fn.sum<number>("activity_amount").as("amount"),
      ])
      .where((eb) => eb.not(partly(eb)))
      .groupBy([activityMonth, "site_id", "market_method", "activity_unit"])
      .execute(),
    // Few rows: bills with an instrument for part of their consumption.
    scope2
      .select([
        activityMonth.as("month"),
        "site_id",
        "activity_amount",
        "activity_unit",
        "instrument_volume",
        "warnings",
      ])
      .where(partly)
      .execute(),
  ]);
  const parts: EnergyPart[] = [];
  for (const r of whole) {
    const kWh = kWhOf(Number(r.amount ?? 0), r.activity_unit);
    if (kWh !== null)
      parts.push({ month: r.month, siteId: r.site_id, method: methodOf(r.market_method), kWh });
  }
  for (const r of partial) {
    const kWh = kWhOf(Number(r.activity_amount), r.activity_unit);
    if (kWh === null) continue;
    const covered = Math.min(kWh, Number(r.instrument_volume));
    const rest: Scope2Method = r.warnings?.includes('"location_fallback"')
      ? "location_fallback"
      : "residual_mix";
    parts.push({ month: r.month, siteId: r.site_id, method: "instrument", kWh: covered });
    if (kWh > covered) parts.push({ month: r.month, siteId: r.site_id, method: rest, kWh: kWh - covered });
  }
  return parts;
}

/** Activities by month and the factor-library version they were computed with. */
export async function listFactorVersions(db: Db, params: { companyId: number }): Promise<FactorVersionRow[]> {
  const rows = await countedActivities(db, params.companyId)
    .select((eb) => [activityMonth.as("month"), "factor_library_version", eb.fn.countAll<number>().as("n")])
    .groupBy([activityMonth, "factor_library_version"])
    .execute();
  return rows.map((r) => ({
    month: r.month,
    version: r.factor_library_version,
    activities: Number(r.n),
  }));
}
