/**
 * The frame every migration test shares: a check that starts from the migration before `name`, run on a fresh
 * SQLite database and, when TEST_DATABASE_URL is set, on a scratch PostgreSQL database dropped afterwards.
 */
import { type Kysely, type MigrationProvider, Migrator } from "kysely";
import { describe, it } from "vitest";
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

/** `check` under `title` on SQLite, and on PostgreSQL when a test server is configured. */
export function describeOnBothEngines(
  name: string,
  title: string,
  check: (db: Kysely<any>) => Promise<void>,
) {
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
