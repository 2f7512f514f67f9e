/**
 * Applies a recalculation of one reporting year in one transaction: every activity's new figures, region
 * and factor trail, the derived category 3 rows the policy now asks for inserted and those it no longer
 * does voided, one change row per activity whose figures or factor changed (old and new values; an
 * inserted row from 0, a voided one to 0), the recalculation itself, the data sources' stored totals and the
 * rollup rebuilt. Rows of uploads still waiting for review are recalculated with the rest (an approval later
 * counts them as they are), but stay out of the recalculation's old and new totals, as from every total.
 */
import type { EmissionRecord, RecordGases } from "@esg/domain";
import type { Db } from "../create-db";
import { inTransaction } from "../transaction";
import { rebuildMonthlyTotals } from "./carbon";
import { insertDerivedActivity } from "./carbon-ingest";
import { refreshSourceTotals } from "./source-totals";

/** The current region of each site-linked activity of a period: its site's grid subregion, else country. */
export async function siteRegionsOfActivities(
  db: Db,
  p: { companyId: number; from: string; to: string },
): Promise<Map<number, { siteId: number; region: string }>> {
  const rows = await db
    .selectFrom("emission_activities as a")
    .innerJoin("sites as s", (j) =>
      j.onRef("s.id", "=", "a.site_id").onRef("s.company_id", "=", "a.company_id"),
    )
    .select(["a.id", "a.site_id", "s.country", "s.grid_subregion"])
    .where("a.company_id", "=", p.companyId)
    .where("a.activity_date", ">=", p.from)
    .where("a.activity_date", "<=", p.to)
    .where("a.voided_at", "is", null)
    .execute();
  return new Map(
    rows.map((r) => [r.id, { siteId: r.site_id as number, region: r.grid_subregion ?? r.country }]),
  );
}

/** The ids of the company's uploads still waiting for review. */
export async function listPendingReviewSourceIds(db: Db, p: { companyId: number }): Promise<Set<number>> {
  const rows = await db
    .selectFrom("carbon_data_sources")
    .select("id")
    .where("company_id", "=", p.companyId)
    .where("review_status", "=", "pending")
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** A derived category 3 row the policy now asks for, of a stored row (its upload and id). */
export type DerivedToInsert = {
  dataSourceId: number;
  derivedFromId: number;
  record: EmissionRecord;
  /** Its upload waits for review: recalculated, not in the totals. */
  awaitingReview?: boolean;
};

export type ActivityRecalculation = {
  id: number;
  /** Its upload waits for review: recalculated, not in the totals. */
  awaitingReview?: boolean;
  old: { kg: number; marketKg: number | null; factorId: string; libraryVersion: string | null };
  next: {
    kg: number;
    marketKg: number | null;
    /** The region the figures were computed for (a site's current one). */
    region: string | null;
    factorId: string;
    factorSource: string;
    factorYear: number;
    factorValue: number;
    factorUnit: string;
    factorUnitFull: string;
    licence: string;
    gwpBasis: string;
    libraryVersion: string;
    warnings: string | null;
    marketMethod: string | null;
    marketFactorId: string | null;
    marketFactorSource: string | null;
    marketFactorValue: number | null;
    gases: RecordGases;
  };
};

export async function applyRecalculation(
  db: Db,
  p: {
    companyId: number;
    year: number;
    libraryVersion: string;
    userId: number | null;
    at: string;
    activities: readonly ActivityRecalculation[];
    /** The data sources of the activities recalculated: their stored totals follow the new figures. */
    sourceIds: readonly number[];
    /** Derived rows to insert, and stored derived rows to void (with their old figures), per the policy. */
    insert?: readonly DerivedToInsert[];
    void?: readonly {
      id: number;
      kg: number;
      marketKg: number | null;
      factorId: string;
      libraryVersion: string | null;
      awaitingReview?: boolean;
    }[];
  },
) {
  const inserts = p.insert ?? [];
  const voids = p.void ?? [];
  // Float noise (a derived figure scaled vs computed directly) is not a change worth recording.
  const differs = (x: number | null, y: number | null) =>
    x === null || y === null ? x !== y : Math.abs(x - y) > 1e-9 * Math.max(1, Math.abs(x));
  const changed = p.activities.filter(
    (a) =>
      differs(a.old.kg, a.next.kg) ||
      differs(a.old.marketKg, a.next.marketKg) ||
      a.old.factorId !== a.next.factorId,
  );
  // The totals are the year's counted figures: rows waiting for review count in none until approved.
  const counted = <T extends { awaitingReview?: boolean }>(list: readonly T[]) =>
    list.filter((x) => !x.awaitingReview);
  const countedVoids = counted(voids);
  const countedInserts = counted(inserts);
  const sum = (pick: (a: ActivityRecalculation) => number) =>
    counted(p.activities).reduce((s, a) => s + pick(a), 0);
  return inTransaction(db, async (trx) => {
    const recalculation = await trx
      .insertInto("carbon_recalculations")
      .values({
        company_id: p.companyId,
        reporting_year: p.year,
        library_version: p.libraryVersion,
        user_id: p.userId,
        at: p.at,
        activity_count: p.activities.length + inserts.length,
        changed_count: changed.length + inserts.length + voids.length,
        old_location_kg: sum((a) => a.old.kg) + countedVoids.reduce((t, v) => t + v.kg, 0),
        new_location_kg: sum((a) => a.next.kg) + countedInserts.reduce((t, d) => t + d.record.kgCO2e, 0),
        old_market_kg:
          sum((a) => a.old.marketKg ?? a.old.kg) + countedVoids.reduce((t, v) => t + (v.marketKg ?? v.kg), 0),
        new_market_kg:
          sum((a) => a.next.marketKg ?? a.next.kg) +
          countedInserts.reduce((t, d) => t + (d.record.marketBasedKgCO2e ?? d.record.kgCO2e), 0),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const a of p.activities) {
      const n = a.next;
      await trx
        .updateTable("emission_activities")
        .set({
          total_emissions: n.kg,
          market_based_emissions: n.marketKg,
          region: n.region,
          factor_id: n.factorId,
          factor_source: n.factorSource,
          factor_year: n.factorYear,
          emission_factor: n.factorValue,
          emission_factor_unit: n.factorUnit,
          factor_unit_full: n.factorUnitFull,
          factor_licence: n.licence,
          gwp_basis: n.gwpBasis,
          factor_library_version: n.libraryVersion,
          warnings: n.warnings,
          market_method: n.marketMethod,
          market_factor_id: n.marketFactorId,
          market_factor_source: n.marketFactorSource,
          market_factor_value: n.marketFactorValue,
          gas_split: n.gases.split ? 1 : 0,
          kg_co2: n.gases.kgCo2,
          kg_ch4: n.gases.kgCh4,
          kg_n2o: n.gases.kgN2o,
          f_gas_group: n.gases.fGas?.group ?? null,
          f_gas_name: n.gases.fGas?.name ?? null,
          f_gas_kg: n.gases.fGas?.kg ?? null,
          f_gas_co2e: n.gases.fGas?.kgCO2e ?? null,
          biogenic_co2: n.gases.biogenicKgCo2,
        })
        .where("company_id", "=", p.companyId)
        .where("id", "=", a.id)
        .execute();
    }
    for (const a of changed) {
      await trx
        .insertInto("carbon_recalculation_changes")
        .values({
          company_id: p.companyId,
          recalculation_id: recalculation.id,
          activity_id: a.id,
          old_factor_id: a.old.factorId,
          new_factor_id: a.next.factorId,
          old_library_version: a.old.libraryVersion,
          old_kg: a.old.kg,
          new_kg: a.next.kg,
          old_market_kg: a.old.marketKg,
          new_market_kg: a.next.marketKg,
        })
        .execute();
    }
    const change = (
      activityId: number,
      old: { factorId: string; version: string | null; kg: number; marketKg: number | null },
      next: { factorId: string; kg: number; marketKg: number | null },
    ) =>
      trx
        .insertInto("carbon_recalculation_changes")
        .values({
          company_id: p.companyId,
          recalculation_id: recalculation.id,
          activity_id: activityId,
          old_factor_id: old.factorId,
          new_factor_id: next.factorId,
          old_library_version: old.version,
          old_kg: old.kg,
          new_kg: next.kg,
          old_market_kg: old.marketKg,
          new_market_kg: next.marketKg,
        })
        .execute();
    const inserted: number[] = [];
    for (const d of inserts) {
      const id = await insertDerivedActivity(trx, { companyId: p.companyId, ...d });
      inserted.push(id);
      const r = d.record;
      await change(
        id,
        { factorId: r.factorId, version: null, kg: 0, marketKg: null },
        { factorId: r.factorId, kg: r.kgCO2e, marketKg: r.marketBasedKgCO2e },
      );
    }
    for (const v of voids) {
      await trx
        .updateTable("emission_activities")
        .set({ voided_at: p.at })
        .where("company_id", "=", p.companyId)
        .where("id", "=", v.id)
        .execute();
      await change(
        v.id,
        { factorId: v.factorId, version: v.libraryVersion, kg: v.kg, marketKg: v.marketKg },
        { factorId: v.factorId, kg: 0, marketKg: v.marketKg === null ? null : 0 },
      );
    }
    await refreshSourceTotals(trx, { companyId: p.companyId, sourceIds: p.sourceIds });
    await rebuildMonthlyTotals(trx, { companyId: p.companyId });
    return { id: recalculation.id, changed: changed.length, inserted, voided: voids.length };
  });
}
