/**
 * Applies a recalculation of one reporting year in one transaction: every activity's new figures
 * and factor trail, one change row per activity whose figures or factor changed (old and new values), the
 * recalculation itself, and the rollup rebuilt.
 */
import type { Db } from "../create-db";
import { inTransaction } from "../transaction";
import { rebuildMonthlyTotals } from "./carbon";

export type ActivityRecalculation = {
  id: number;
  old: { kg: number; marketKg: number | null; factorId: string; libraryVersion: string | null };
  next: {
    kg: number;
    marketKg: number | null;
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
  },
) {
  // Float noise (a derived figure scaled vs computed directly) is not a change worth recording.
  const differs = (x: number | null, y: number | null) =>
    x === null || y === null ? x !== y : Math.abs(x - y) > 1e-9 * Math.max(1, Math.abs(x));
  const changed = p.activities.filter(
    (a) =>
      differs(a.old.kg, a.next.kg) ||
      differs(a.old.marketKg, a.next.marketKg) ||
      a.old.factorId !== a.next.factorId,
  );
  const sum = (pick: (a: ActivityRecalculation) => number) => p.activities.reduce((s, a) => s + pick(a), 0);
  return inTransaction(db, async (trx) => {
    const recalculation = await trx
      .insertInto("carbon_recalculations")
      .values({
        company_id: p.companyId,
        reporting_year: p.year,
        library_version: p.libraryVersion,
        user_id: p.userId,
        at: p.at,
        activity_count: p.activities.length,
        changed_count: changed.length,
        old_location_kg: sum((a) => a.old.kg),
        new_location_kg: sum((a) => a.next.kg),
        old_market_kg: sum((a) => a.old.marketKg ?? a.old.kg),
        new_market_kg: sum((a) => a.next.marketKg ?? a.next.kg),
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
    await rebuildMonthlyTotals(trx, { companyId: p.companyId });
    return { id: recalculation.id, changed: changed.length };
  });
}
