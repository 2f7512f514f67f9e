import type { Kysely } from "kysely";
import { real } from "./portable";

/**
 * Each activity holds its emissions by gas where its factor's source gives them (kg of CO2, CH4 and N2O), the
 * fluorinated or Montreal Protocol gas of a refrigerant leak (group, name, kg and its CO2e), the biogenic
 * CO2 reported outside the scopes, and whether the source gives a split at all (0/1; rows stored before have
 * none recorded, so they count as "unsplit" until recalculated). Companies choose the GWP basis (AR5 or AR6).
 * Frozen once landed.
 */
const REAL_COLUMNS = ["kg_co2", "kg_ch4", "kg_n2o", "f_gas_kg", "f_gas_co2e", "biogenic_co2"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of REAL_COLUMNS) {
    await db.schema.alterTable("emission_activities").addColumn(column, real(db)).execute();
  }
  for (const column of ["f_gas_group", "f_gas_name"]) {
    await db.schema.alterTable("emission_activities").addColumn(column, "text").execute();
  }
  await db.schema
    .alterTable("emission_activities")
    .addColumn("gas_split", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("company_reporting_settings")
    .addColumn("gwp_basis", "text", (c) => c.notNull().defaultTo("AR5"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("company_reporting_settings").dropColumn("gwp_basis").execute();
  for (const column of ["gas_split", "f_gas_name", "f_gas_group", ...REAL_COLUMNS].reverse()) {
    await db.schema.alterTable("emission_activities").dropColumn(column).execute();
  }
}
