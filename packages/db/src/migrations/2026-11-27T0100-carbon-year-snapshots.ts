import type { Kysely } from "kysely";
import { id, trackCompanyDataVersion } from "./portable";

/**
 * A closed reporting year is a frozen snapshot (docs/decisions/036-closed-years-are-snapshots.md): closing
 * stores the year's figures and the settings and sites they were computed under, in the closing transaction,
 * as one JSON payload per closure; the latest snapshot of a closed year is what every read of it uses.
 *
 * Years closed before this migration get their snapshot after the last migration has run
 * (`takeMissingYearSnapshots`, called by `migrateToLatest`), from the same code closing uses: here, later
 * migrations' columns would be missing and the payload would not be the one closing takes. Company data,
 * tracked for the data version.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("carbon_year_snapshots")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("reporting_year", "integer", (c) => c.notNull())
    .addColumn("closure_id", "integer", (c) =>
      c.notNull().references("carbon_year_closures.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    /** JSON: the year's month rows, settings and sites (YearSnapshot in @esg/domain). */
    .addColumn("payload", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("carbon_year_snapshots_company_year_idx")
    .on("carbon_year_snapshots")
    .columns(["company_id", "reporting_year", "id"])
    .execute();
  await trackCompanyDataVersion(db, "carbon_year_snapshots");
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("carbon_year_snapshots").execute();
}
