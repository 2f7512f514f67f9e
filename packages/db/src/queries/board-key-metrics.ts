import { type BoardEmissionYear, buildInventory } from "@esg/domain";
import type { Db } from "../create-db";
import { loadInventoryRecords } from "./carbon-inventory";

/**
 * The stored rows the board's key metrics are computed from, read across the modules' tables with only the
 * columns each metric needs (the calculator lives in @esg/domain).
 */

/** kg CO2e per reporting year of the inventory (monthly rollup), both Scope 2 methods, with completeness. */
export async function emissionsByReportingYear(
  db: Db,
  params: { companyId: number },
): Promise<BoardEmissionYear[]> {
  const inventory = buildInventory(await loadInventoryRecords(db, params));
  return inventory.years.map((y) => ({
    year: y.year,
    complete: y.complete,
    closed: y.closed,
    monthsCovered: y.monthsCovered,
    scope1: y.scope1,
    scope2Location: y.scope2Location,
    scope2Market: y.scope2Market,
    scope3: y.scope3,
  }));
}

export async function ratingScoresForMetrics(db: Db, params: { companyId: number }) {
  const rows = await db
    .selectFrom("esg_ratings")
    .select(["provider", "rating_date", "normalized_score"])
    .where("company_id", "=", params.companyId)
    .execute();
  return rows.map((r) => ({
    provider: r.provider,
    ratingDate: r.rating_date,
    normalizedScore: r.normalized_score,
  }));
}

export async function benchmarkPercentilesForMetrics(db: Db, params: { companyId: number }) {
  return db
    .selectFrom("benchmark_data")
    .select("percentile")
    .where("company_id", "=", params.companyId)
    .execute();
}

/** Each goal's status and the percentage of its latest progress record (by recordedAt), or null. */
export async function goalStatesForMetrics(db: Db, params: { companyId: number }) {
  const [goals, progress] = await Promise.all([
    db.selectFrom("esg_goals").select(["id", "status"]).where("company_id", "=", params.companyId).execute(),
    db
      .selectFrom("goal_progress")
      .select(["goal_id", "progress_percentage"])
      .where("company_id", "=", params.companyId)
      .orderBy("recorded_at", "desc")
      .orderBy("id", "desc")
      .execute(),
  ]);
  const latest = new Map<number, number>();
  for (const p of progress) if (!latest.has(p.goal_id)) latest.set(p.goal_id, p.progress_percentage);
  return goals.map((g) => ({ status: g.status, latestProgress: latest.get(g.id) ?? null }));
}

export async function feedbackStatusesForMetrics(db: Db, params: { companyId: number }) {
  return db
    .selectFrom("stakeholder_feedback")
    .select("status")
    .where("company_id", "=", params.companyId)
    .execute();
}

export async function impactBeneficiariesForMetrics(db: Db, params: { companyId: number }) {
  return db
    .selectFrom("impact_measurements")
    .select("beneficiaries")
    .where("company_id", "=", params.companyId)
    .execute();
}

export async function requirementsForMetrics(db: Db, params: { companyId: number }) {
  const rows = await db
    .selectFrom("regulatory_requirements")
    .select(["status", "completion_percentage", "due_date"])
    .where("company_id", "=", params.companyId)
    .execute();
  return rows.map((r) => ({
    status: r.status,
    completionPercentage: r.completion_percentage,
    dueDate: r.due_date,
  }));
}

export async function risksForMetrics(db: Db, params: { companyId: number }) {
  const rows = await db
    .selectFrom("risk_assessments")
    .select(["status", "risk_level"])
    .where("company_id", "=", params.companyId)
    .execute();
  return rows.map((r) => ({ status: r.status, riskLevel: r.risk_level }));
}
