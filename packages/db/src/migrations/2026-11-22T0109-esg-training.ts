import type { Kysely } from "kysely";
import { id, real } from "./portable";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("training_modules")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("difficulty", "text", (c) => c.notNull())
    .addColumn("duration", "integer", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("is_required", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("completion_criteria", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("certificate_template", "text", (c) => c.notNull().defaultTo("standard"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("training_modules_company_id_idx")
    .on("training_modules")
    .column("company_id")
    .execute();

  await db.schema
    .createTable("training_progress")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("module_id", "integer", (c) =>
      c.notNull().references("training_modules.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("progress_percentage", real(db), (c) => c.notNull().defaultTo(0))
    .addColumn("time_spent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("score", real(db))
    .addColumn("certificate_issued", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("certificate_date", "text")
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .execute();
  // One record per learner and module: a second 'Start Training' is a conflict, not a duplicate row.
  await db.schema
    .createIndex("training_progress_user_module_uq")
    .on("training_progress")
    .columns(["user_id", "module_id"])
    .unique()
    .execute();
  await db.schema
    .createIndex("training_progress_company_id_idx")
    .on("training_progress")
    .column("company_id")
    .execute();
  await db.schema
    .createIndex("training_progress_module_id_idx")
    .on("training_progress")
    .column("module_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("training_progress").execute();
  await db.schema.dropTable("training_modules").execute();
}
