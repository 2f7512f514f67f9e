import { DESNZ_2024_BIOGENIC, DESNZ_2024_SPLIT, EPA_HUB_2024_GASES, gasMassesPerUnit } from "@esg/domain";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";

/**
 * Activities stored before their factor's split was known (before 2026-11-28T0600-gases, or on a US EPA
 * factor, or UK electricity before its biogenic CO2 was read) get their kg of CO2, CH4 and N2O and their
 * biogenic CO2 from the same published values the ingest now uses, so old companies and old demo data show
 * by-gas figures without a recalculation. A row's gases are its kg CO2e's share of its factor (kg CO2e ÷ the
 * stored factor value = its amount in the factor's unit), exactly as the ingest computes them; its CO2e and
 * GWP basis do not change. The tables read are of one fixed edition (DESNZ 2024, EPA Hub 2024), values as
 * published, so this gives the same result whenever it runs. Closed years keep the snapshot they were closed
 * with. Each company whose rows changed gets one audit entry. Frozen once landed.
 */
const SPLIT_IDS = [...Object.keys(DESNZ_2024_SPLIT), ...Object.keys(EPA_HUB_2024_GASES)];
type Eb = ExpressionBuilder<any, "emission_activities">;

const unsplit = (factorIds: string[]) => (eb: Eb) =>
  eb.and([
    eb("factor_id", "in", factorIds),
    eb("gas_split", "=", 0),
    eb("f_gas_name", "is", null),
    eb("emission_factor", ">", 0),
  ]);
const noBiogenic = (eb: Eb) =>
  eb.and([eb("factor_id", "in", Object.keys(DESNZ_2024_BIOGENIC)), eb("biogenic_co2", "is", null)]);

export async function up(db: Kysely<any>): Promise<void> {
  const touched = await db
    .selectFrom("emission_activities")
    .select(["company_id", sql<number | string>`count(*)`.as("n")])
    .where((eb) => eb.or([unsplit(SPLIT_IDS)(eb), noBiogenic(eb)]))
    .groupBy("company_id")
    .orderBy("company_id")
    .execute();
  if (touched.length === 0) return;

  for (const factorId of SPLIT_IDS) {
    const kg = gasMassesPerUnit(factorId);
    if (!kg) continue;
    const units = sql`total_emissions / emission_factor`;
    await db
      .updateTable("emission_activities")
      .set({
        gas_split: 1,
        kg_co2: sql`${units} * ${kg.co2}`,
        kg_ch4: sql`${units} * ${kg.ch4}`,
        kg_n2o: sql`${units} * ${kg.n2o}`,
      })
      .where(unsplit([factorId]))
      .execute();
  }
  // Every factor with biogenic CO2 has a split, so the row's amount is its kg CO2 over the factor's CO2.
  for (const [factorId, bio] of Object.entries(DESNZ_2024_BIOGENIC)) {
    const kg = gasMassesPerUnit(factorId);
    if (!kg || kg.co2 <= 0) continue;
    await db
      .updateTable("emission_activities")
      .set({ biogenic_co2: sql`kg_co2 * ${bio.kgCO2PerUnit / kg.co2}` })
      .where("factor_id", "=", factorId)
      .where("biogenic_co2", "is", null)
      .where("kg_co2", "is not", null)
      .execute();
  }

  const at = new Date().toISOString();
  await db
    .insertInto("audit_log")
    .values(
      touched.map((t) => ({
        company_id: t.company_id,
        at,
        user_id: null,
        user_name: "Database migration 2026-11-29T0200-gas-split-backfill",
        user_role: null,
        action: "recalculate",
        entity: "company_data",
        entity_id: null,
        before: null,
        after: JSON.stringify({
          gasSplitBackfill: {
            activities: Number(t.n),
            sources: "DESNZ 2024, US EPA GHG Emission Factors Hub 2024",
          },
        }),
      })),
    )
    .execute();
}

/** The figures filled in are the ones the ingest writes; there is nothing to take back down. */
export async function down(): Promise<void> {}
