/**
 * What the energy figures (ESRS E1-5) and the scope 3 screening read from the activities of one reporting
 * year: scope 1 and 2 consumption by carrier, unit, site and instrument, and scope 3 kg computed with a
 * supplier's own factor, by site. Voided uploads, uploads not finished or not approved, and the category 3
 * rows derived from energy rows are left out, as from every total.
 */
import { OWN_FACTOR_LICENCE } from "@esg/domain";
import type { Db } from "../create-db";
import { countedActivities } from "./counted-activities";

export type EnergyActivityRow = {
  activity: string;
  amount: number;
  unit: string;
  siteId: number | null;
  instrumentType: string | null;
  instrumentFactor: number | null;
  instrumentVolume: number | null;
};

function counted(db: Db, params: { companyId: number; year: number }) {
  return countedActivities(db, params.companyId).where("reporting_year", "=", params.year);
}

/**
 * Scope 1 and 2 activities of `year`, summed where they share carrier, unit, site and instrument; a row whose
 * instrument covers part of it (a volume) comes alone, since the volume applies to that row only.
 */
export async function listEnergyActivities(
  db: Db,
  params: { companyId: number; year: number },
): Promise<EnergyActivityRow[]> {
  const energy = counted(db, params).where("scope", "in", [1, 2]).where("derived_from_id", "is", null);
  const [grouped, partial] = await Promise.all([
    energy
      .select((eb) => [
        "activity",
        "activity_unit",
        "site_id",
        "instrument_type",
        "instrument_factor",
        eb.fn.sum<number>("activity_amount").as("amount"),
      ])
      .where("instrument_volume", "is", null)
      .groupBy(["activity", "activity_unit", "site_id", "instrument_type", "instrument_factor"])
      .execute(),
    energy
      .select([
        "activity",
        "activity_unit",
        "site_id",
        "instrument_type",
        "instrument_factor",
        "instrument_volume",
        "activity_amount",
      ])
      .where("instrument_volume", "is not", null)
      .execute(),
  ]);
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return [
    ...grouped.map((r) => ({
      activity: r.activity,
      amount: Number(r.amount ?? 0),
      unit: r.activity_unit,
      siteId: r.site_id,
      instrumentType: r.instrument_type,
      instrumentFactor: num(r.instrument_factor),
      instrumentVolume: null,
    })),
    ...partial.map((r) => ({
      activity: r.activity,
      amount: Number(r.activity_amount),
      unit: r.activity_unit,
      siteId: r.site_id,
      instrumentType: r.instrument_type,
      instrumentFactor: num(r.instrument_factor),
      instrumentVolume: num(r.instrument_volume),
    })),
  ];
}

/**
 * kg CO2e of `year`'s scope 3 activities computed with a factor entered with the activity (not the library's),
 * by site. Not the primary-data share: that one follows the data-quality score (scope3-primary-data.ts).
 */
export async function listOwnFactorScope3Kg(
  db: Db,
  params: { companyId: number; year: number },
): Promise<{ siteId: number | null; kg: number }[]> {
  const rows = await counted(db, params)
    .where("scope", "=", 3)
    .where("factor_licence", "=", OWN_FACTOR_LICENCE)
    .select((eb) => ["site_id", eb.fn.sum<number>("total_emissions").as("kg")])
    .groupBy("site_id")
    .execute();
  return rows.map((r) => ({ siteId: r.site_id, kg: Number(r.kg ?? 0) }));
}
