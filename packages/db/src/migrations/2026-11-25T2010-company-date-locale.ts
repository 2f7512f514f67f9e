import type { Kysely } from "kysely";

/**
 * One date format: the locale a company's dates are shown in (`companies.date_locale`, one of
 * packages/domain's DATE_LOCALES). Every existing company gets en-GB, the format the app used for everyone
 * before ("24 Nov 2026"). ADD COLUMN with a constant default is the same on both engines, and `companies` is
 * already tracked for cache invalidation (2026-11-25T0500). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("companies")
    .addColumn("date_locale", "text", (c) => c.notNull().defaultTo("en-GB"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("companies").dropColumn("date_locale").execute();
}
