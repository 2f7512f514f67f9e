/**
 * POST /api/carbon/recalculate {year}: recomputes a reporting year's activities with the current
 * factor library, in one transaction, recording old and new values. Every stored activity (derived category 3
 * rows included, each as its own factor-file activity) is put through the same engine as an upload; nothing
 * is derived anew, so the set of activities stays the same. A closed year must be reopened first.
 */
import {
  applyRecalculation,
  eachEmissionActivity,
  getReportingSettings,
  isYearClosed,
  listClosedYears,
  lockYearClosure,
} from "@esg/db";
import {
  type CanonicalRow,
  type EmissionActivity,
  FACTOR_LIBRARY_VERSION,
  IN_FULL,
  prepareIngestRows,
  reportingPeriod,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { type WriteContext, withWrite } from "../write";

export const recalculationResultSchema = z.object({
  recalculationId: z.number().int(),
  year: z.number().int(),
  libraryVersion: z.string(),
  activityCount: z.number().int(),
  changedCount: z.number().int(),
  oldTotalKg: z.number(),
  newTotalKg: z.number(),
});

const CERTIFICATES = new Set(["rego", "go", "rec"]);

/** The stored activity as an input row (its factor-file activity, amount, unit, region, date, flags, instrument). */
function rowOf(a: EmissionActivity): CanonicalRow {
  const flags = a.flags ?? {};
  const i = a.instrument;
  return {
    activity: a.activity,
    amount: a.activityAmount,
    unit: a.activityUnit,
    region: a.region,
    date: a.activityDate,
    rf: flags.radiativeForcing,
    category: flags.categoryOverride,
    supplierFactor:
      i && i.kgCO2ePerUnit !== null
        ? {
            kgCO2ePerUnit: i.kgCO2ePerUnit,
            unit: a.emissionFactorUnit,
            source: a.marketFactor?.source ?? "Instrument recorded with the activity",
            instrument: CERTIFICATES.has(i.type)
              ? "energy_attribute_certificate"
              : i.type === "ppa"
                ? "ppa"
                : "supplier_specific",
            supplier: i.supplier,
            volume: i.volume,
            vintage: i.vintage,
          }
        : undefined,
  };
}

function refuseClosed(year: number): never {
  throw new TRPCError({
    code: "CONFLICT",
    message: `Reporting year ${year} is closed; reopen it before recalculating`,
  });
}

/**
 * Reads and recalculates outside the write, then stores the recalculation and its audit entry in one write,
 * checking again there (under the year's closure lock) that nobody closed the year in between.
 */
export async function recalculateYear(ctx: WriteContext & { user: { id: number } }, year: number, now: Date) {
  const { db, companyId } = ctx;
  if ((await listClosedYears(db, { companyId })).includes(year)) refuseClosed(year);
  const settings = await getReportingSettings(db, { companyId });
  const { start, end } = reportingPeriod(year, settings.fiscalYearStartMonth);
  const stored: EmissionActivity[] = [];
  for await (const a of eachEmissionActivity(db, { companyId, from: start, to: end }, IN_FULL))
    stored.push(a);
  if (stored.length === 0) {
    throw new TRPCError({ code: "NOT_FOUND", message: `No activities in reporting year ${year}` });
  }
  const prepared = prepareIngestRows(stored.map(rowOf), {
    today: now.toISOString().slice(0, 10),
    category3Policy: "off",
  });
  if (!prepared.ok) {
    throw new TRPCError({
      code: "CONFLICT",
      message: `The current factor library cannot calculate ${prepared.issues.length} stored activit${prepared.issues.length === 1 ? "y" : "ies"}: ${prepared.issues[0]?.message}`,
    });
  }
  const activities = stored.map((a, i) => {
    const r = prepared.records[i] as (typeof prepared.records)[number];
    return {
      id: a.id,
      old: {
        kg: a.totalEmissions,
        marketKg: a.marketBasedEmissions,
        factorId: a.factorId,
        libraryVersion: a.factorLibraryVersion ?? null,
      },
      next: {
        kg: r.kgCO2e,
        marketKg: r.marketBasedKgCO2e,
        factorId: r.factorId,
        factorSource: r.factorSource,
        factorYear: r.factorYear,
        factorValue: r.factorValue,
        factorUnit: r.factorUnit,
        factorUnitFull: r.factorUnitFull,
        licence: r.licence,
        gwpBasis: r.gwpBasis,
        libraryVersion: r.libraryVersion,
        warnings: r.warnings.length ? JSON.stringify(r.warnings) : null,
        marketMethod: r.market?.method ?? null,
        marketFactorId: r.market?.factorId ?? null,
        marketFactorSource: r.market?.factorSource ?? null,
        marketFactorValue: r.market?.factorValue ?? null,
      },
    };
  });
  const total = (pick: (a: (typeof activities)[number]) => number) =>
    activities.reduce((s, a) => s + pick(a), 0);
  const [oldTotalKg, newTotalKg] = [total((a) => a.old.kg), total((a) => a.next.kg)];
  return withWrite(ctx, async (w) => {
    await lockYearClosure(w.db, { companyId, year });
    if (await isYearClosed(w.db, { companyId, year })) refuseClosed(year);
    const applied = await applyRecalculation(w.db, {
      companyId,
      year,
      libraryVersion: FACTOR_LIBRARY_VERSION,
      userId: ctx.user.id,
      at: now.toISOString(),
      activities,
    });
    const result = {
      recalculationId: applied.id,
      year,
      libraryVersion: FACTOR_LIBRARY_VERSION,
      activityCount: activities.length,
      changedCount: applied.changed,
      oldTotalKg,
      newTotalKg,
    };
    const { recalculationId, libraryVersion, activityCount, changedCount } = result;
    await w.audit({
      action: "recalculate",
      entity: "reporting_year",
      entityId: year,
      before: { totalKg: oldTotalKg },
      after: { totalKg: newTotalKg, recalculationId, libraryVersion, activityCount, changedCount },
    });
    return result;
  });
}
