/**
 * What the inventory discloses beside its figures, as rows carrying their month (so a reader filters them
 * to any set of months): Scope 2 kWh by site and market-based method, and activities by factor-library
 * version. Read from the company's activities (voided and unfinished uploads excluded); the analysis caches
 * the result until the company's data changes.
 */
import {
  type FactorVersionRow,
  type Scope2EnergyRow,
  type Scope2Method,
  tryConvertUnit,
} from "@esg/domain";
import { sql } from "kysely";
import type { Db } from "../create-db";
import { withoutUnfinishedUploads } from "./unfinished-uploads";

const activityMonth = sql<string>`substr(activity_date, 1, 7)`;
const METHODS = new Set<string>(["instrument", "residual_mix", "location_fallback"]);

/** kWh of Scope 2 activities by month, site and method; amounts in another energy unit are converted. */
export async function listScope2Energy(db: Db, params: { companyId: number }): Promise<Scope2EnergyRow[]> {
  const rows = await db
    .selectFrom("emission_activities")
    .select((eb) => [
      activityMonth.as("month"),
      "site_id",
      "market_method",
      "activity_unit",
      eb.fn.sum<number>("activity_amount").as("amount"),
    ])
    .where("company_id", "=", params.companyId)
    .where("scope", "=", 2)
    .where("voided_at", "is", null)
    .where(withoutUnfinishedUploads(params.companyId, "data_source_id"))
    .groupBy([activityMonth, "site_id", "market_method", "activity_unit"])
    .execute();
  const out: Scope2EnergyRow[] = [];
  for (const r of rows) {
    const kWh = tryConvertUnit(Number(r.amount ?? 0), r.activity_unit, "kWh");
    // Scope 2 that is not energy (none is today) has no kWh to disclose.
    if (!kWh.ok) continue;
    out.push({
      month: r.month,
      siteId: r.site_id ?? null,
      method: r.market_method && METHODS.has(r.market_method) ? (r.market_method as Scope2Method) : null,
      kWh: kWh.value,
    });
  }
  return out;
}

/** Activities by month and the factor-library version they were computed with. */
export async function listFactorVersions(
  db: Db,
  params: { companyId: number },
): Promise<FactorVersionRow[]> {
  const rows = await db
    .selectFrom("emission_activities")
    .select((eb) => [activityMonth.as("month"), "factor_library_version", eb.fn.countAll<number>().as("n")])
    .where("company_id", "=", params.companyId)
    .where("voided_at", "is", null)
    .where(withoutUnfinishedUploads(params.companyId, "data_source_id"))
    .groupBy([activityMonth, "factor_library_version"])
    .execute();
  return rows.map((r) => ({
    month: r.month,
    version: r.factor_library_version,
    activities: Number(r.n),
  }));
}
