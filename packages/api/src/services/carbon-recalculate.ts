/**
 * POST /api/carbon/recalculate {year} (issue 15): recomputes a reporting year's activities with the current
 * factor library, in one transaction, recording old and new values. Every stored activity (derived category 3
 * rows included, each as its own factor-file activity) is put through the same engine as an upload; nothing
 * is derived anew, so the set of activities stays the same. A closed year must be reopened first.
 */
import { applyRecalculation, eachEmissionActivity, getReportingSettings, listClosedYears } from "@esg/db";
import {
  type CanonicalRow,
  type EmissionActivity,
  FACTOR_LIBRARY_VERSION,
  prepareIngestRows,
  reportingPeriod,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { Context } from "../context";

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

export async function recalculateYear(
  db: Context["db"],
  companyId: number,
  year: number,
  userId: number,
  now: Date,
) {
  if ((await listClosedYears(db, { companyId })).includes(year)) {
    throw new TRPCError({
      code: "CONFLICT",
      message: `Reporting year ${year} is closed; reopen it before recalculating`,
    });
  }
  const settings = await getReportingSettings(db, { companyId });
  const { start, end } = reportingPeriod(year, settings.fiscalYearStartMonth);
  const stored: EmissionActivity[] = [];
  for await (const a of eachEmissionActivity(db, { companyId, from: start, to: end })) stored.push(a);
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
  const applied = await applyRecalculation(db, {
    companyId,
    year,
    libraryVersion: FACTOR_LIBRARY_VERSION,
    userId,
    at: now.toISOString(),
    activities,
  });
  const total = (pick: (a: (typeof activities)[number]) => number) =>
    activities.reduce((s, a) => s + pick(a), 0);
  return {
    recalculationId: applied.id,
    year,
    libraryVersion: FACTOR_LIBRARY_VERSION,
    activityCount: activities.length,
    changedCount: applied.changed,
    oldTotalKg: total((a) => a.old.kg),
    newTotalKg: total((a) => a.next.kg),
  };
}
