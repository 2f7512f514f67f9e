import type { CompletionUpdate, ListPage, TrainingModuleInput, TrainingProgressStatus } from "@esg/domain";
import type { Selectable } from "kysely";
import type { Db } from "../create-db";
import type { TrainingModulesTable, TrainingProgressTable } from "../tables/esg-training";
import { onePage } from "./list-paging";

type ModuleRow = Selectable<TrainingModulesTable>;
type ProgressRow = Selectable<TrainingProgressTable>;

/** Stored JSON columns are written from validated objects; an unreadable one reads as empty. */
function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function toModule(r: ModuleRow) {
  return {
    id: r.id,
    companyId: r.company_id,
    title: r.title,
    description: r.description,
    category: r.category,
    difficulty: r.difficulty,
    duration: r.duration,
    content: jsonObject(r.content),
    isRequired: r.is_required === 1,
    completionCriteria: jsonObject(r.completion_criteria),
    certificateTemplate: r.certificate_template,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function moduleColumns(input: TrainingModuleInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    difficulty: input.difficulty,
    duration: input.duration,
    content: JSON.stringify(input.content),
    is_required: input.isRequired ? 1 : 0,
    completion_criteria: JSON.stringify(input.completionCriteria),
    certificate_template: input.certificateTemplate,
  };
}

/** A company's modules in the order they were created. */
export async function listTrainingModules(db: Db, params: { companyId: number; page?: ListPage }) {
  const rows = await db
    .selectFrom("training_modules")
    .selectAll()
    .where("company_id", "=", params.companyId)
    .orderBy("created_at")
    .orderBy("id")
    .$call((q) => onePage(q, params.page))
    .execute();
  return rows.map(toModule);
}

/** One of the company's modules; null when unknown to it (another company's id included). */
export async function findTrainingModule(db: Db, params: { companyId: number; id: number }) {
  const r = await db
    .selectFrom("training_modules")
    .selectAll()
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return r ? toModule(r) : null;
}

export async function insertTrainingModule(
  db: Db,
  params: { companyId: number; input: TrainingModuleInput; now: Date },
) {
  const at = params.now.toISOString();
  const r = await db
    .insertInto("training_modules")
    .values({ company_id: params.companyId, ...moduleColumns(params.input), created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toModule(r);
}

/** Replaces one of the company's modules' fields; null when it is not the company's. */
export async function updateTrainingModule(
  db: Db,
  params: { companyId: number; id: number; input: TrainingModuleInput; now: Date },
) {
  const r = await db
    .updateTable("training_modules")
    .set({ ...moduleColumns(params.input), updated_at: params.now.toISOString() })
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .returningAll()
    .executeTakeFirst();
  return r ? toModule(r) : null;
}

function toProgress(r: ProgressRow & { module_title: string; module_category: string }) {
  return {
    id: r.id,
    companyId: r.company_id,
    userId: r.user_id,
    moduleId: r.module_id,
    moduleTitle: r.module_title,
    moduleCategory: r.module_category,
    status: r.status as TrainingProgressStatus,
    progressPercentage: r.progress_percentage,
    timeSpent: r.time_spent,
    score: r.score,
    certificateIssued: r.certificate_issued === 1,
    certificateDate: r.certificate_date,
    startedAt: r.started_at,
    completedAt: r.completed_at,
  };
}

/** A company's progress records with their module (of the same company). */
function progressQuery(db: Db, companyId: number) {
  return db
    .selectFrom("training_progress as p")
    .innerJoin("training_modules as m", (j) =>
      j.onRef("m.id", "=", "p.module_id").onRef("m.company_id", "=", "p.company_id"),
    )
    .selectAll("p")
    .select(["m.title as module_title", "m.category as module_category"])
    .where("p.company_id", "=", companyId);
}

/** One learner's progress records ("My Progress"), most recently started first. */
export async function listTrainingProgress(db: Db, params: { companyId: number; userId: number }) {
  const rows = await progressQuery(db, params.companyId)
    .where("p.user_id", "=", params.userId)
    .orderBy("p.started_at", "desc")
    .orderBy("p.id", "desc")
    .execute();
  return rows.map(toProgress);
}

/** The learner's record for one of the company's modules, or null when it was never started. */
export async function findTrainingProgress(
  db: Db,
  params: { companyId: number; userId: number; moduleId: number },
) {
  const r = await progressQuery(db, params.companyId)
    .where("p.user_id", "=", params.userId)
    .where("p.module_id", "=", params.moduleId)
    .executeTakeFirst();
  return r ? toProgress(r) : null;
}

async function progressById(db: Db, companyId: number, id: number) {
  const r = await progressQuery(db, companyId).where("p.id", "=", id).executeTakeFirstOrThrow();
  return toProgress(r);
}

/**
 * Starts the learner's record for one of the company's modules; null when it was started already. The
 * unique (user, module) index decides, so two starts at once store one record and the other gets null.
 */
export async function insertTrainingProgress(
  db: Db,
  params: { companyId: number; userId: number; moduleId: number; now: Date },
) {
  const r = await db
    .insertInto("training_progress")
    .values({
      company_id: params.companyId,
      user_id: params.userId,
      module_id: params.moduleId,
      status: "in_progress",
      progress_percentage: 0,
      time_spent: 0,
      score: null,
      certificate_issued: 0,
      certificate_date: null,
      started_at: params.now.toISOString(),
      completed_at: null,
    })
    .onConflict((oc) => oc.columns(["user_id", "module_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return r ? progressById(db, params.companyId, r.id) : null;
}

/** Completes one of the company's records and issues its certificate; null when it already had one. */
export async function completeTrainingProgress(
  db: Db,
  params: { companyId: number; id: number; update: CompletionUpdate; now: Date },
) {
  const at = params.now.toISOString();
  const updated = await db
    .updateTable("training_progress")
    .set((eb) => ({
      status: params.update.status,
      score: params.update.score,
      progress_percentage: params.update.progressPercentage,
      time_spent: params.update.timeSpent,
      certificate_issued: 1,
      certificate_date: at,
      completed_at: eb.fn.coalesce("completed_at", eb.val(at)),
    }))
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    // Only a record still without its certificate: a concurrent second completion changes nothing.
    .where("certificate_issued", "=", 0)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n ? progressById(db, params.companyId, params.id) : null;
}

/** Company-wide training figures for the board's key metrics. */
export async function trainingCompletionStats(db: Db, params: { companyId: number }) {
  const [required, learners, completions, certificates] = await Promise.all([
    db
      .selectFrom("training_modules")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("company_id", "=", params.companyId)
      .where("is_required", "=", 1)
      .executeTakeFirstOrThrow(),
    // Members, not users: a removed member's user row and a service token's stay, and neither is a learner.
    db
      .selectFrom("memberships")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("company_id", "=", params.companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("training_progress as p")
      .innerJoin("training_modules as m", (j) =>
        j.onRef("m.id", "=", "p.module_id").onRef("m.company_id", "=", "p.company_id"),
      )
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("p.company_id", "=", params.companyId)
      .where("p.status", "=", "completed")
      .where("m.is_required", "=", 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("training_progress")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("company_id", "=", params.companyId)
      .where("certificate_issued", "=", 1)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    requiredModules: Number(required.n),
    learners: Number(learners.n),
    requiredCompletions: Number(completions.n),
    certificates: Number(certificates.n),
  };
}

/** Company-wide training effort: completed module runs and minutes spent (AI analyst, ESRS S1-13). */
export async function trainingEffort(db: Db, params: { companyId: number }) {
  const row = await db
    .selectFrom("training_progress")
    .select((eb) => [
      eb.fn.countAll<number>().as("runs"),
      eb.fn.sum<number>(eb.case().when("status", "=", "completed").then(1).else(0).end()).as("completed"),
      eb.fn.sum<number>("time_spent").as("minutes"),
    ])
    .where("company_id", "=", params.companyId)
    .executeTakeFirstOrThrow();
  return { runs: Number(row.runs), completed: Number(row.completed ?? 0), minutes: Number(row.minutes ?? 0) };
}
