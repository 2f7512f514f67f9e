import type { Kysely } from "kysely";

/**
 * Sites and suppliers get `name_key`, the key their names are compared under (NFKC, then Unicode lower case:
 * @esg/domain nameKey, written out here so that the migration stays as landed), with a unique index per company.
 * SQLite's lower() folds ASCII only, so "Ωmega works" and "ωmega works" passed the check and then broke the
 * exact unique constraint. Existing names that collide under the new rule keep distinct keys (the later row's
 * key gets its id), so no row is lost; a rename gives it the plain key. Frozen once landed.
 */
const TABLES = ["sites", "suppliers"] as const;

const keyOf = (name: string) => name.normalize("NFKC").toLowerCase();

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("name_key", "text").execute();
    const rows = await db.selectFrom(table).select(["id", "company_id", "name"]).orderBy("id").execute();
    const seen = new Set<string>();
    for (const row of rows) {
      let key = keyOf(row.name);
      if (seen.has(`${row.company_id}\u0000${key}`)) key = `${key}#${row.id}`;
      seen.add(`${row.company_id}\u0000${key}`);
      await db.updateTable(table).set({ name_key: key }).where("id", "=", row.id).execute();
    }
    await db.schema
      .createIndex(`${table}_company_name_key_unique`)
      .unique()
      .on(table)
      .columns(["company_id", "name_key"])
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_company_name_key_unique`).execute();
    await db.schema.alterTable(table).dropColumn("name_key").execute();
  }
}
