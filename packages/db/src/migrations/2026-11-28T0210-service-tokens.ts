import type { Kysely } from "kysely";

/**
 * Service tokens and the `tokens` scope. A service token belongs to the company, not to a member: it acts as a
 * user row of its own (named as the token, with no membership, so it cannot sign in) with the role stored here,
 * so it outlives whoever created it and the audit log names it. `role` is null for a personal token (it acts
 * with its owner's current role). `tokens_scope` (0/1) lets a token rotate itself. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("api_tokens").addColumn("role", "text").execute();
  await db.schema
    .alterTable("api_tokens")
    .addColumn("tokens_scope", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["tokens_scope", "role"]) {
    await db.schema.alterTable("api_tokens").dropColumn(column).execute();
  }
}
