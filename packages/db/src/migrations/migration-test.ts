/**
 * The frame every migration test shares: a check that starts from the migration before `name`, run on a fresh
 * SQLite database and, when TEST_DATABASE_URL is set, on a scratch PostgreSQL database dropped afterwards.
 */
import { type Kysely, type MigrationProvider, Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { createDb, createSqliteDb } from "../create-db";
import { createEmptyDatabase, testPostgresUrl } from "../testing";
import { migrations } from "./index";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** A migrator over every migration, and the name of the one just before `name`. */
export function migrationBefore(name: string, db: Kysely<any>): { migrator: Migrator; before: string } {
  const names = Object.keys(migrations);
  const index = names.indexOf(name);
  if (index < 1) throw new Error(`No migration before ${name}`);
  return { migrator: new Migrator({ db, provider }), before: names[index - 1] as string };
}

/**
 * The database as `name` meets it: every migration before it applied (checked). `up` runs `name`, `down` takes
 * it back to the one before, each checked to succeed.
 */
export async function atMigrationBefore(name: string, db: Kysely<any>) {
  const { migrator, before } = migrationBefore(name, db);
  const to = async (target: string) => expect((await migrator.migrateTo(target)).error).toBeUndefined();
  await to(before);
  return { migrator, before, up: () => to(name), down: () => to(before) };
}

type Check = (db: Kysely<any>) => Promise<void>;

/** `check` under `title` on a fresh in-memory SQLite database. */
export function onSqlite(name: string, title: string, check: Check) {
  describe(name, () => {
    it(`${title} on SQLite`, async () => {
      const h = createSqliteDb(":memory:");
      try {
        await check(h.db as unknown as Kysely<any>);
      } finally {
        await h.close();
      }
    });
  });
}

/** `check` under `title` on a scratch PostgreSQL database (dropped afterwards), when a test server is set. */
export function onPostgres(name: string, title: string, check: Check) {
  const pgUrl = testPostgresUrl();
  describe.skipIf(!pgUrl)(`${name} on PostgreSQL`, () => {
    it(title, async () => {
      const scratch = await createEmptyDatabase(pgUrl as string);
      const h = createDb(scratch.url, { poolSize: 2 });
      try {
        await check(h.db as unknown as Kysely<any>);
      } finally {
        await h.close();
        await scratch.drop();
      }
    });
  });
}

/** `check` under `title` on SQLite, and on PostgreSQL when a test server is configured. */
export function describeOnBothEngines(name: string, title: string, check: Check) {
  onSqlite(name, title, check);
  onPostgres(name, title, check);
}
