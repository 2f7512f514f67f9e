import type { Kysely } from "kysely";
import { blob, epochMs, id, now, real } from "./portable";

// Frozen once landed: later changes go in a new, later-named migration.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("companies")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("industry", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("username", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("secret_hash", blob(db), (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", epochMs(db), (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("documents")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("filename", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
  await db.schema.createIndex("documents_company_id_idx").on("documents").column("company_id").execute();

  await db.schema
    .createTable("suppliers")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("risk_tier", "text", (c) => c.notNull())
    .addColumn("disclosure_score", real(db), (c) => c.notNull())
    .addColumn("responded", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("country", "text")
    .addColumn("category", "text")
    .execute();
  await db.schema.createIndex("suppliers_company_id_idx").on("suppliers").column("company_id").execute();

  await db.schema
    .createTable("esg_assessments")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("environmental_score", real(db), (c) => c.notNull())
    .addColumn("social_score", real(db), (c) => c.notNull())
    .addColumn("governance_score", real(db), (c) => c.notNull())
    .addColumn("summary_text", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now(db)))
    .execute();
  await db.schema
    .createIndex("esg_assessments_company_id_idx")
    .on("esg_assessments")
    .columns(["company_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["esg_assessments", "suppliers", "documents", "sessions", "users", "companies"]) {
    await db.schema.dropTable(table).execute();
  }
}
