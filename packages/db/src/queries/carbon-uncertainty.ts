/**
 * The company's uncertainty terms by month, site, scope, breakdown key and factor: Σx, Σ(U_AD·x)², Σ U_EF·x
 * (location- and market-based), Σ score·x and Σx of primary data (scores 1-2, as scope3-primary-data.ts
 * defines it). Summed in SQL so that the analysis reads a few hundred grouped rows however many activities
 * there are; the domain applies each site's included share and adds factor terms linearly across months and
 * sites (uncertainty/year-uncertainty.ts).
 * Voided and unfinished uploads are excluded, as from every total.
 */
import { PRIMARY_DATA_MAX_SCORE, QUALITY_DEFAULTS, type UncertaintyMonthRow } from "@esg/domain";
import { sql } from "kysely";
import type { Db } from "../create-db";
import { countedActivities } from "./counted-activities";

const month = sql<string>`substr(activity_date, 1, 7)`;
// Scope 2's market figure (its own factor); on scopes 1 and 3 the market figure is the location one.
const marketFactor = sql<string | null>`CASE WHEN scope = 2 THEN market_factor_id ELSE NULL END`;
const x = sql`total_emissions`;
const xm = sql`(CASE WHEN scope = 2 THEN COALESCE(market_based_emissions, total_emissions) ELSE total_emissions END)`;
// Every row is backfilled by its migration; the "other" defaults stand in for a null any other path left.
const other = QUALITY_DEFAULTS.other;
const a = sql`COALESCE(activity_uncertainty_pct, ${sql.lit(other.activityUncertaintyPct)})`;
const f = sql`COALESCE(factor_uncertainty_pct, ${sql.lit(other.factorUncertaintyPct)})`;
const q = sql`COALESCE(data_quality, ${sql.lit(other.dataQuality)})`;
type Sum = number | string | null;

export async function listUncertaintyTotals(
  db: Db,
  params: { companyId: number },
): Promise<UncertaintyMonthRow[]> {
  const rows = await countedActivities(db, params.companyId)
    .select([
      month.as("month"),
      "site_id",
      "scope",
      "detail_key",
      "factor_id",
      marketFactor.as("market_factor_id"),
      sql<Sum>`sum(${x})`.as("location_kg"),
      sql<Sum>`sum(${xm})`.as("market_kg"),
      sql<Sum>`sum((${a} * ${x}) * (${a} * ${x}))`.as("activity_sq"),
      sql<Sum>`sum(${f} * ${x})`.as("factor_linear"),
      sql<Sum>`sum((${a} * ${xm}) * (${a} * ${xm}))`.as("market_activity_sq"),
      sql<Sum>`sum(${f} * ${xm})`.as("market_factor_linear"),
      sql<Sum>`sum(${q} * ${x})`.as("score_kg"),
      sql<Sum>`sum(CASE WHEN ${q} <= ${sql.lit(PRIMARY_DATA_MAX_SCORE)} THEN ${x} ELSE 0 END)`.as(
        "primary_kg",
      ),
      sql<Sum>`count(*)`.as("n"),
    ])
    .groupBy([month, "site_id", "scope", "detail_key", "factor_id", marketFactor])
    .execute();
  // PostgreSQL returns sums of double precision as numbers, counts as strings, and sums of nothing as null.
  const n = (v: Sum) => (v === null ? 0 : Number(v));
  return rows.map((r) => ({
    month: r.month,
    siteId: r.site_id,
    scope: r.scope as 1 | 2 | 3,
    detailKey: r.detail_key,
    factorId: r.factor_id,
    marketFactorId: r.market_factor_id,
    locationKg: n(r.location_kg),
    marketKg: n(r.market_kg),
    activitySq: n(r.activity_sq),
    factorLinear: n(r.factor_linear),
    marketActivitySq: n(r.market_activity_sq),
    marketFactorLinear: n(r.market_factor_linear),
    scoreKg: n(r.score_kg),
    primaryKg: n(r.primary_kg),
    activities: n(r.n),
  }));
}
