import { type Kysely, type MigrationProvider, type MigrationResultSet, Migrator } from "kysely";
import type { Db } from "./create-db";
import { migrations } from "./migrations";
import { takeMissingYearSnapshots } from "./queries/carbon-year-snapshots";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Applies every pending migration, each in its own transaction; throws on the first failure. Then the data
 * catch-ups that need the latest schema and today's code: closed years without a snapshot get one.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  }
  await takeMissingYearSnapshots(db as Db, new Date().toISOString());
  return result;
}

/**
 * The names of the migrations this code knows that the database has not applied, oldest first (read-only:
 * nothing is created). Empty when the database is current, or ahead of this code.
 */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
