import { type Kysely, type MigrationProvider, Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { createDb, createSqliteDb } from "../create-db";
import { createEmptyDatabase, testPostgresUrl } from "../testing";
import { migrations } from "./index";

const NAME = "2026-11-25T2010-company-date-locale";
const provider: MigrationProvider = { getMigrations: async () => migrations };
const BEFORE = Object.keys(migrations)[Object.keys(migrations).indexOf(NAME) - 1] as string;

/** A company made before the migration reads en-GB after it, a new one may name another, and it goes back down. */
async function check(db: Kysely<any>) {
  const migrator = new Migrator({ db, provider });
  expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
  await db.insertInto("companies").values({ id: 1, name: "Northwind", industry: "Manufacturing" }).execute();

  expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
  expect(await db.selectFrom("companies").select(["id", "date_locale"]).execute()).toEqual([
    { id: 1, date_locale: "en-GB" },
  ]);
  await db
    .insertInto("companies")
    .values({ id: 2, name: "Acme", industry: "Technology", date_locale: "de-DE" })
    .execute();
  expect(await db.selectFrom("companies").select("date_locale").orderBy("id").execute()).toEqual([
    { date_locale: "en-GB" },
    { date_locale: "de-DE" },
  ]);

  expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
  expect(
    await db.selectFrom("companies").selectAll().where("id", "=", 2).executeTakeFirst(),
  ).not.toHaveProperty("date_locale");
}

describe(NAME, () => {
  it("gives every existing company en-GB on SQLite", async () => {
    const h = createSqliteDb(":memory:");
    try {
      await check(h.db as unknown as Kysely<any>);
    } finally {
      await h.close();
    }
  });
});

const pgUrl = testPostgresUrl();

describe.skipIf(!pgUrl)(`${NAME} on PostgreSQL`, () => {
  it("gives every existing company en-GB", async () => {
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
