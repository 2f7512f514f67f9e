import type { ListPage } from "@esg/domain";
import {
  type CreateRequirementData,
  normalizeRequirementStatus,
  type RegulatoryRequirement,
  type RequirementStatus,
  regulatoryFrameworkSchema,
} from "@esg/domain";
import type { Selectable } from "kysely";
import type { Db } from "../create-db";
import { forUpdate } from "../locks";
import type { RegulatoryRequirementsTable } from "../tables/regulatory-compliance";
import { onePage } from "./list-paging";

type RequirementRow = Selectable<RegulatoryRequirementsTable>;

const COLUMNS = [
  "id",
  "company_id",
  "framework",
  "requirement",
  "description",
  "due_date",
  "assigned_to",
  "completion_percentage",
  "status",
  "created_at",
  "updated_at",
] as const;

function toRequirement(r: RequirementRow): RegulatoryRequirement {
  return {
    id: r.id,
    companyId: r.company_id,
    framework: regulatoryFrameworkSchema.nullable().catch(null).parse(r.framework),
    requirement: r.requirement,
    description: r.description,
    dueDate: r.due_date,
    assignedTo: r.assigned_to,
    completionPercentage: r.completion_percentage,
    status: normalizeRequirementStatus(r.status),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** A company's requirements in insertion order; the screen sorts them by urgency against today's date. */
export async function listRegulatoryRequirements(db: Db, params: { companyId: number; page?: ListPage }) {
  const rows = await db
    .selectFrom("regulatory_requirements")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .orderBy("id")
    .$call((q) => onePage(q, params.page))
    .execute();
  return rows.map(toRequirement);
}

/**
 * One of the company's requirements (null when unknown to it, another company's id included), read for a
 * status change and locked until the transaction ends (PostgreSQL): a concurrent change waits, then reads
 * this one's result. So two Update Progress clicks both count (25 → 50 → 75) rather than one being lost or
 * refused, and a second Mark Complete sees "completed".
 */
export async function findRegulatoryRequirementForUpdate(db: Db, params: { companyId: number; id: number }) {
  const r = await forUpdate(
    db,
    db
      .selectFrom("regulatory_requirements")
      .select(COLUMNS)
      .where("company_id", "=", params.companyId)
      .where("id", "=", params.id),
  ).executeTakeFirst();
  return r ? toRequirement(r) : null;
}

export async function insertRegulatoryRequirement(
  db: Db,
  params: { companyId: number; values: CreateRequirementData; status: RequirementStatus; now: Date },
) {
  const at = params.now.toISOString();
  const v = params.values;
  const r = await db
    .insertInto("regulatory_requirements")
    .values({
      company_id: params.companyId,
      framework: v.framework,
      requirement: v.requirement,
      description: v.description,
      due_date: v.dueDate,
      assigned_to: v.assignedTo,
      completion_percentage: v.completionPercentage,
      status: params.status,
      created_at: at,
      updated_at: at,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toRequirement(r);
}

/** Stores a status change the caller has validated; null when the requirement is not the company's. */
export async function setRegulatoryRequirementStatus(
  db: Db,
  params: {
    companyId: number;
    id: number;
    status: RequirementStatus;
    completionPercentage: number;
    now: Date;
  },
) {
  const r = await db
    .updateTable("regulatory_requirements")
    .set({
      status: params.status,
      completion_percentage: params.completionPercentage,
      updated_at: params.now.toISOString(),
    })
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return r ? toRequirement(r) : null;
}

/** One of the company's requirements (null when unknown to it, another company's id included). */
export async function findRegulatoryRequirement(db: Db, params: { companyId: number; id: number }) {
  const r = await db
    .selectFrom("regulatory_requirements")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return r ? toRequirement(r) : null;
}
