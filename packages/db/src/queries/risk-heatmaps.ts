import type { ListPage } from "@esg/domain";
import {
  type CreateRiskData,
  type RiskAssessment,
  type RiskLevel,
  type RiskStatus,
  riskCategorySchema,
  riskLevel,
  riskLevelSchema,
  riskStatusSchema,
} from "@esg/domain";
import type { Selectable } from "kysely";
import type { Db } from "../create-db";
import type { RiskAssessmentsTable } from "../tables/risk-heatmaps";
import { onePage } from "./list-paging";

type RiskRow = Selectable<RiskAssessmentsTable>;

const COLUMNS = [
  "id",
  "company_id",
  "risk_category",
  "risk_type",
  "description",
  "geography",
  "business_unit",
  "probability",
  "impact",
  "risk_level",
  "mitigation_strategy",
  "owner",
  "status",
  "created_at",
  "updated_at",
] as const;

function toRisk(r: RiskRow): RiskAssessment {
  return {
    id: r.id,
    companyId: r.company_id,
    riskCategory: riskCategorySchema.catch("Operational").parse(r.risk_category),
    riskType: r.risk_type,
    description: r.description,
    geography: r.geography,
    businessUnit: r.business_unit,
    probability: r.probability,
    impact: r.impact,
    riskLevel: riskLevelSchema.catch(riskLevel(r.probability, r.impact)).parse(r.risk_level),
    mitigationStrategy: r.mitigation_strategy,
    owner: r.owner,
    status: riskStatusSchema.catch("active").parse(r.status),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** A company's risks, newest first. */
export async function listRiskAssessments(db: Db, params: { companyId: number; page?: ListPage }) {
  const rows = await db
    .selectFrom("risk_assessments")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .orderBy("id", "desc")
    .$call((q) => onePage(q, params.page))
    .execute();
  return rows.map(toRisk);
}

/** One of the company's risks; null when unknown to it (another company's id included). */
export async function findRiskAssessment(db: Db, params: { companyId: number; id: number }) {
  const r = await db
    .selectFrom("risk_assessments")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return r ? toRisk(r) : null;
}

/** `riskLevel` is the server's computation from probability x impact, never the client's. */
export async function insertRiskAssessment(
  db: Db,
  params: { companyId: number; values: Omit<CreateRiskData, "riskLevel">; riskLevel: RiskLevel; now: Date },
) {
  const at = params.now.toISOString();
  const v = params.values;
  const r = await db
    .insertInto("risk_assessments")
    .values({
      company_id: params.companyId,
      risk_category: v.riskCategory,
      risk_type: v.riskType,
      description: v.description,
      geography: v.geography,
      business_unit: v.businessUnit,
      probability: v.probability,
      impact: v.impact,
      risk_level: params.riskLevel,
      mitigation_strategy: v.mitigationStrategy,
      owner: v.owner,
      status: "active",
      created_at: at,
      updated_at: at,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toRisk(r);
}

/**
 * Stores a status change the caller has validated from `from` (compare-and-set: only a risk still in `from`
 * changes); null when the risk is not the company's or another request changed its status first.
 */
export async function setRiskAssessmentStatus(
  db: Db,
  params: { companyId: number; id: number; from: RiskStatus; status: RiskStatus; now: Date },
) {
  const r = await db
    .updateTable("risk_assessments")
    .set({ status: params.status, updated_at: params.now.toISOString() })
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .where("status", "=", params.from)
    .returning(COLUMNS)
    .executeTakeFirst();
  return r ? toRisk(r) : null;
}
