import { type Kysely, sql } from "kysely";
import { real } from "./portable";

/**
 * Each activity carries a data-quality score (1 best … 5), the relative 95% uncertainties of its activity data
 * and of its factor (%), and the basis of those figures ("stated" by the upload, or "default:<kind>" of the
 * defaults table). Rows stored before are backfilled here with the defaults as they stood when this landed
 * (@esg/domain uncertainty/defaults.ts, written out so that the migration stays as landed): the kind from the
 * derived kind, the factor id, the activity and the upload's source type. Frozen once landed.
 */
const KINDS: readonly { kind: string; where: string; score: number; activity: number; factor: number }[] = [
  {
    kind: "upstream_derived",
    where: "derived_kind IS NOT NULL OR activity LIKE '%wtt%' OR activity = 'electricity_td_losses'",
    score: 4,
    activity: 5,
    factor: 20,
  },
  {
    kind: "refrigerant_mass_balance",
    where: `factor_id LIKE 'gwp-%' AND flags LIKE '%"leakMethod":"massBalance"%'`,
    score: 2,
    activity: 10,
    factor: 0,
  },
  { kind: "refrigerant_amount", where: "factor_id LIKE 'gwp-%'", score: 3, activity: 30, factor: 0 },
  { kind: "spend_based", where: "activity LIKE 'spend%'", score: 5, activity: 5, factor: 50 },
  { kind: "grid_electricity", where: "activity LIKE 'electricity%'", score: 1, activity: 2, factor: 10 },
  {
    kind: "metered_fuel_heat",
    where: "activity LIKE 'natural_gas%' OR activity LIKE 'district_heat%'",
    score: 1,
    activity: 2,
    factor: 5,
  },
  { kind: "fuel_purchase", where: "SOURCE = 'fuel_receipt'", score: 2, activity: 5, factor: 5 },
  { kind: "travel", where: "SOURCE = 'travel_expense'", score: 3, activity: 10, factor: 20 },
  { kind: "supplier_physical", where: "SOURCE = 'supplier_invoice'", score: 3, activity: 5, factor: 30 },
  { kind: "other", where: "1 = 1", score: 4, activity: 10, factor: 30 },
];

const SOURCE =
  "(SELECT s.source_type FROM carbon_data_sources s WHERE s.id = emission_activities.data_source_id)";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("emission_activities").addColumn("data_quality", "integer").execute();
  for (const column of ["activity_uncertainty_pct", "factor_uncertainty_pct"]) {
    await db.schema.alterTable("emission_activities").addColumn(column, real(db)).execute();
  }
  await db.schema.alterTable("emission_activities").addColumn("quality_basis", "text").execute();
  for (const k of KINDS) {
    await sql
      .raw(
        `UPDATE emission_activities SET data_quality = ${k.score}, activity_uncertainty_pct = ${k.activity},
          factor_uncertainty_pct = ${k.factor}, quality_basis = 'default:${k.kind}'
        WHERE data_quality IS NULL AND (${k.where.replaceAll("SOURCE", SOURCE)})`,
      )
      .execute(db);
  }
  // An energy figure from an expense claim or an invoice is not a meter reading.
  await sql
    .raw(
      `UPDATE emission_activities SET data_quality = 3
      WHERE data_quality < 3 AND ${SOURCE} = 'travel_expense'`,
    )
    .execute(db);
  await sql
    .raw(
      `UPDATE emission_activities SET data_quality = 2
      WHERE data_quality < 2 AND ${SOURCE} IN ('fuel_receipt', 'supplier_invoice')`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [
    "quality_basis",
    "factor_uncertainty_pct",
    "activity_uncertainty_pct",
    "data_quality",
  ]) {
    await db.schema.alterTable("emission_activities").dropColumn(column).execute();
  }
}
