import type { ListPage, MaterialityCategory, MaterialityLevel, MaterialityTopicValues } from "@esg/domain";
import { type Selectable, sql } from "kysely";
import type { Db } from "../create-db";
import type { MaterialityTopicsTable } from "../tables/materiality";
import { onePage } from "./list-paging";

type TopicRow = Selectable<MaterialityTopicsTable>;

const COLUMNS = [
  "id",
  "company_id",
  "topic",
  "category",
  "business_impact",
  "stakeholder_concern",
  "description",
  "materiality_level",
  "created_at",
  "updated_at",
] as const;

function toTopic(r: TopicRow) {
  return {
    id: r.id,
    companyId: r.company_id,
    topic: r.topic,
    category: r.category as MaterialityCategory,
    businessImpact: r.business_impact,
    stakeholderConcern: r.stakeholder_concern,
    description: r.description,
    materialityLevel: r.materiality_level as MaterialityLevel,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** A company's topics, highest impact + concern first (spec part 2 §2). */
export async function listMaterialityTopics(db: Db, params: { companyId: number; page?: ListPage }) {
  const rows = await db
    .selectFrom("materiality_topics")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .orderBy(sql`business_impact + stakeholder_concern`, "desc")
    .orderBy("business_impact", "desc")
    .orderBy("id")
    .$call((q) => onePage(q, params.page))
    .execute();
  return rows.map(toTopic);
}

/** One of the company's topics; null when unknown to it (another company's id included). */
export async function findMaterialityTopic(db: Db, params: { companyId: number; id: number }) {
  const r = await db
    .selectFrom("materiality_topics")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return r ? toTopic(r) : null;
}

type TopicWrite = MaterialityTopicValues & { materialityLevel: MaterialityLevel };

function columnsOf(values: TopicWrite) {
  return {
    topic: values.topic,
    category: values.category,
    business_impact: values.businessImpact,
    stakeholder_concern: values.stakeholderConcern,
    description: values.description,
    materiality_level: values.materialityLevel,
  };
}

export async function insertMaterialityTopic(
  db: Db,
  params: { companyId: number; values: TopicWrite; now: Date },
) {
  const at = params.now.toISOString();
  const r = await db
    .insertInto("materiality_topics")
    .values({ company_id: params.companyId, ...columnsOf(params.values), created_at: at, updated_at: at })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toTopic(r);
}

/** Replaces one of the company's topics' fields (PUT semantics); null when it is not the company's. */
export async function updateMaterialityTopic(
  db: Db,
  params: { companyId: number; id: number; values: TopicWrite; now: Date },
) {
  const r = await db
    .updateTable("materiality_topics")
    .set({ ...columnsOf(params.values), updated_at: params.now.toISOString() })
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return r ? toTopic(r) : null;
}
