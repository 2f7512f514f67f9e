import type { Kysely } from "kysely";
import { expect } from "vitest";
import { atMigrationBefore, describeOnBothEngines } from "./migration-test";

const NAME = "2026-11-25T2010-company-date-locale";

/** A company made before the migration reads en-GB after it, a new one may name another, and it goes back down. */
async function check(db: Kysely<any>) {
  const m = await atMigrationBefore(NAME, db);
  await db.insertInto("companies").values({ id: 1, name: "Northwind", industry: "Manufacturing" }).execute();

  await m.up();
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

  await m.down();
  expect(
    await db.selectFrom("companies").selectAll().where("id", "=", 2).executeTakeFirst(),
  ).not.toHaveProperty("date_locale");
}

describeOnBothEngines(NAME, "gives every existing company en-GB", check);
