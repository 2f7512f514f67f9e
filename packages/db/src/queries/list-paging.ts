import type { ListPage } from "@esg/domain";
import type { SelectQueryBuilder } from "kysely";
import type { Db } from "../create-db";

/** The module tables whose lists can be paged (docs/decisions/025-reads-at-scale.md). */
export type PagedListTable =
  | "materiality_topics"
  | "stakeholder_feedback"
  | "esg_goals"
  | "regulatory_requirements"
  | "risk_assessments"
  | "esg_ratings"
  | "benchmark_data"
  | "training_modules"
  | "board_reports"
  | "impact_measurements"
  | "suppliers";

/** One page of a list query (in its own order), or the whole list without a page. */
// biome-ignore lint/suspicious/noExplicitAny: any select query of any table
export function onePage<QB extends SelectQueryBuilder<any, any, any>>(
  qb: QB,
  page: ListPage | undefined,
): QB {
  return page ? (qb.limit(page.pageSize).offset((page.page - 1) * page.pageSize) as QB) : qb;
}

/** How many rows a company's list has in all (the lists filter by company alone). */
export async function countCompanyRows(
  db: Db,
  params: { table: PagedListTable; companyId: number },
): Promise<number> {
  const row = await db
    .selectFrom(params.table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("company_id", "=", params.companyId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Deletes one of a company's module records; false when the company has no such row (another company's id
 * included). Rows that hang off it (a goal's progress, a module's training progress) go with it by their
 * foreign keys' ON DELETE CASCADE.
 */
export async function deleteCompanyRow(
  db: Db,
  params: { table: PagedListTable; companyId: number; id: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom(params.table)
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many of a company's training progress records of a module are completed (certificates issued). */
export async function countCompletedTraining(
  db: Db,
  params: { companyId: number; moduleId: number },
): Promise<number> {
  const row = await db
    .selectFrom("training_progress")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("company_id", "=", params.companyId)
    .where("module_id", "=", params.moduleId)
    .where("status", "=", "completed")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
