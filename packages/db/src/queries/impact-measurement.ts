import type { ListPage } from "@esg/domain";
import { type ImpactMeasurement, impactProgressOrNull, type NewImpactMeasurement } from "@esg/domain";
import type { Selectable } from "kysely";
import type { Db } from "../create-db";
import type { ImpactMeasurementsTable } from "../tables/impact-measurement";
import { onePage } from "./list-paging";

type MeasurementRow = Selectable<ImpactMeasurementsTable>;

const COLUMNS = [
  "id",
  "company_id",
  "category",
  "metric",
  "description",
  "value",
  "unit",
  "baseline",
  "target",
  "target_date",
  "methodology",
  "verification_status",
  "data_source",
  "beneficiaries",
  "geographic_scope",
  "reporting_period",
  "created_at",
] as const;

function toMeasurement(r: MeasurementRow): ImpactMeasurement {
  return {
    id: r.id,
    companyId: r.company_id,
    category: r.category,
    metric: r.metric,
    description: r.description,
    value: r.value,
    unit: r.unit,
    baseline: r.baseline,
    target: r.target,
    targetDate: r.target_date,
    methodology: r.methodology,
    verificationStatus: r.verification_status,
    dataSource: r.data_source,
    beneficiaries: r.beneficiaries,
    geographicScope: r.geographic_scope,
    reportingPeriod: r.reporting_period,
    createdAt: r.created_at,
    progressToTarget: impactProgressOrNull(r),
  };
}

/** A company's impact measurements, newest first (GET /api/impact-measurements/{companyId}). */
export async function listImpactMeasurements(db: Db, params: { companyId: number; page?: ListPage }) {
  const rows = await db
    .selectFrom("impact_measurements")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .$call((q) => onePage(q, params.page))
    .execute();
  return rows.map(toMeasurement);
}

export async function insertImpactMeasurement(
  db: Db,
  params: { companyId: number; values: NewImpactMeasurement; now: Date },
): Promise<ImpactMeasurement> {
  const v = params.values;
  const row = await db
    .insertInto("impact_measurements")
    .values({
      company_id: params.companyId,
      category: v.category,
      metric: v.metric,
      description: v.description,
      value: v.value,
      unit: v.unit,
      baseline: v.baseline,
      target: v.target,
      target_date: v.targetDate,
      methodology: v.methodology,
      verification_status: v.verificationStatus,
      data_source: v.dataSource,
      beneficiaries: v.beneficiaries,
      geographic_scope: v.geographicScope,
      reporting_period: v.reportingPeriod,
      created_at: params.now.toISOString(),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toMeasurement(row);
}

/** One of the company's impact measurements (null when unknown to it, another company's id included). */
export async function findImpactMeasurement(db: Db, params: { companyId: number; id: number }) {
  const r = await db
    .selectFrom("impact_measurements")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return r ? toMeasurement(r) : null;
}
