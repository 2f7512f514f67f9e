/**
 * The company's stored gas figures by month, site, GWP basis and refrigerant group: the inventory turns them
 * into each year's emissions by gas and biogenic CO2 (carbon-gases.ts in the domain). Voided and unfinished
 * uploads are excluded, as from every total.
 */
import type { GasMonthRow } from "@esg/domain";
import { sql } from "kysely";
import type { Db } from "../create-db";
import { countedActivities } from "./counted-activities";

const activityMonth = sql<string>`substr(activity_date, 1, 7)`;
const sumOf = (column: string) => sql<number | string | null>`sum(${sql.ref(column)})`;

export async function listGasTotals(db: Db, params: { companyId: number }): Promise<GasMonthRow[]> {
  const rows = await countedActivities(db, params.companyId)
    .select([
      activityMonth.as("month"),
      "site_id",
      "gwp_basis",
      "f_gas_group",
      sumOf("kg_co2").as("kg_co2"),
      sumOf("kg_ch4").as("kg_ch4"),
      sumOf("kg_n2o").as("kg_n2o"),
      sumOf("f_gas_co2e").as("f_gas_co2e"),
      sumOf("biogenic_co2").as("biogenic_co2"),
      // The CO2e of rows whose source gives no split.
      sql<number | string | null>`sum(CASE WHEN gas_split = 0 THEN total_emissions ELSE 0 END)`.as("unsplit"),
    ])
    .groupBy([activityMonth, "site_id", "gwp_basis", "f_gas_group"])
    .execute();
  // PostgreSQL returns sums of double precision as numbers, and of nothing as null.
  const n = (v: number | string | null) => (v === null ? 0 : Number(v));
  return rows.map((r) => ({
    month: r.month,
    siteId: r.site_id,
    gwpBasis: r.gwp_basis,
    fGasGroup: r.f_gas_group,
    kgCo2: n(r.kg_co2),
    kgCh4: n(r.kg_ch4),
    kgN2o: n(r.kg_n2o),
    fGasKgCO2e: n(r.f_gas_co2e),
    unsplitKg: n(r.unsplit),
    biogenicKgCo2: n(r.biogenic_co2),
  }));
}
