/**
 * POST /api/carbon/recalculate {year}: recomputes a reporting year's activities with the current
 * factor library and the company's current settings, in one transaction, recording old and new values.
 * Every stored row (not the derived ones) goes through the same engine as an upload, a row whose region came
 * from its site in the site's CURRENT region (a corrected site country or grid subregion re-resolves its
 * factors; a region typed on the row stays), under the CURRENT category 3
 * policy: the derived category 3 rows the policy yields are matched to the stored ones by (row, kind) and
 * updated, the missing ones inserted and the ones no longer yielded voided, so a year never mixes both
 * policies. A closed year must be reopened first. Uploads still waiting for review are recalculated too, in
 * the same transaction: an approval counts a row as it stands, so one left at the old settings would bring
 * them back into the year when approved. They stay out of the old and new totals until then.
 */
import {
  applyRecalculation,
  type DerivedToInsert,
  eachEmissionActivity,
  getReportingSettings,
  isYearClosed,
  listClosedYears,
  listPendingReviewSourceIds,
  lockYearClosure,
  siteRegionsOfActivities,
} from "@esg/db";
import {
  type CanonicalRow,
  type EmissionActivity,
  type EmissionRecord,
  FACTOR_LIBRARY_VERSION,
  IN_FULL,
  OWN_FACTOR_LICENCE,
  prepareIngestRows,
  reportingPeriod,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { ApiError } from "../errors";
import { type WriteContext, withWrite } from "../write";

export const recalculationResultSchema = z.object({
  recalculationId: z.number().int(),
  year: z.number().int(),
  libraryVersion: z.string(),
  activityCount: z.number().int(),
  changedCount: z.number().int(),
  oldTotalKg: z.number(),
  newTotalKg: z.number(),
  /** The category 3 policy the year now follows, and the derived rows inserted and voided to follow it. */
  category3Policy: z.enum(["derive", "off"]),
  derivedCreated: z.number().int(),
  derivedVoided: z.number().int(),
  /** Rows whose region changed to their site's current one. */
  regionsChanged: z.number().int(),
  /** Rows of uploads waiting for review recalculated with the year (in no total until approved). */
  awaitingReview: z.number().int(),
});

const CERTIFICATES = new Set(["rego", "go", "rec"]);

/**
 * The stored activity as an input row (its factor-file activity, amount, unit, region, date, flags,
 * instrument, or the own factor of a hand-entered upstream row), in `region` (its site's current one).
 */
function rowOf(a: EmissionActivity, region: string | null, siteId: number | null): CanonicalRow {
  const flags = a.flags ?? {};
  const i = a.instrument;
  const own = a.factorLicence === OWN_FACTOR_LICENCE;
  return {
    activity: a.activity,
    // A refrigerant row names its gas; its stored amount is the kg leaked.
    gas: a.gases?.fGas?.name,
    amount: a.activityAmount,
    unit: a.activityUnit,
    region,
    siteId,
    date: a.activityDate,
    rf: flags.radiativeForcing,
    category: flags.categoryOverride,
    supplierFactor: own
      ? { kgCO2ePerUnit: a.emissionFactor, unit: a.emissionFactorUnit, source: a.factorSource }
      : i && i.kgCO2ePerUnit !== null
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
  throw new ApiError({
    code: "CONFLICT",
    reason: "year_closed",
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
  const filter = { companyId, from: start, to: end, pendingReview: "include" } as const;
  for await (const a of eachEmissionActivity(db, filter, IN_FULL)) stored.push(a);
  // Read after the rows: an upload approved in between is counted, as its rows already were read.
  const pendingSources = await listPendingReviewSourceIds(db, { companyId });
  const awaiting = (a: { dataSourceId: number }) => pendingSources.has(a.dataSourceId);
  if (stored.length === 0) {
    throw new TRPCError({ code: "NOT_FOUND", message: `No activities in reporting year ${year}` });
  }
  const sites = await siteRegionsOfActivities(db, { companyId, from: start, to: end });
  // Derived rows are made anew from their rows; the stored ones are matched, kept, or voided.
  const rows = stored.filter((a) => a.derivedFromId == null);
  const storedDerived = new Map(
    stored.filter((a) => a.derivedFromId != null).map((a) => [`${a.derivedFromId}|${a.derivedKind}`, a]),
  );
  // A region typed on the row stays; one taken from the row's site follows the site as it is now.
  const fromSite = (a: EmissionActivity) => a.flags?.regionFromSite === true && sites.has(a.id);
  const regionOf = (a: EmissionActivity) => (fromSite(a) ? (sites.get(a.id)?.region ?? a.region) : a.region);
  const prepared = prepareIngestRows(
    rows.map((a) => ({
      ...rowOf(a, regionOf(a), sites.get(a.id)?.siteId ?? null),
      ...(fromSite(a) ? { regionFromSite: true } : {}),
    })),
    {
      today: now.toISOString().slice(0, 10),
      category3Policy: settings.category3Policy,
      gwpBasis: settings.gwpBasis,
    },
  );
  if (!prepared.ok) {
    throw new TRPCError({
      code: "CONFLICT",
      message: `The current factor library and settings cannot calculate ${prepared.issues.length} stored activit${prepared.issues.length === 1 ? "y" : "ies"}: ${prepared.issues[0]?.message}`,
    });
  }
  const activities: Parameters<typeof applyRecalculation>[1]["activities"][number][] = [];
  const insert: DerivedToInsert[] = [];
  const update = (a: EmissionActivity, r: EmissionRecord) =>
    activities.push({
      id: a.id,
      ...(awaiting(a) ? { awaitingReview: true } : {}),
      old: {
        kg: a.totalEmissions,
        marketKg: a.marketBasedEmissions,
        factorId: a.factorId,
        libraryVersion: a.factorLibraryVersion ?? null,
      },
      next: {
        kg: r.kgCO2e,
        marketKg: r.marketBasedKgCO2e,
        region: r.region,
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
        gases: r.gases,
      },
    });
  prepared.records.forEach((r, i) => {
    if (r.derivedFrom === null) {
      update(rows[i] as EmissionActivity, r);
      return;
    }
    const parent = rows[r.derivedFrom] as EmissionActivity;
    const key = `${parent.id}|${r.derivedKind}`;
    const kept = storedDerived.get(key);
    if (kept) {
      storedDerived.delete(key);
      update(kept, r);
    } else {
      insert.push({
        dataSourceId: parent.dataSourceId,
        derivedFromId: parent.id,
        record: r,
        ...(awaiting(parent) ? { awaitingReview: true } : {}),
      });
    }
  });
  const voided = [...storedDerived.values()].map((a) => ({
    id: a.id,
    kg: a.totalEmissions,
    marketKg: a.marketBasedEmissions,
    factorId: a.factorId,
    libraryVersion: a.factorLibraryVersion ?? null,
    ...(awaiting(a) ? { awaitingReview: true } : {}),
  }));
  const regionsChanged = rows.filter((a) => regionOf(a) !== a.region).length;
  const oldTotalKg = stored.filter((a) => !awaiting(a)).reduce((s, a) => s + a.totalEmissions, 0);
  const newTotalKg =
    activities.filter((a) => !a.awaitingReview).reduce((s, a) => s + a.next.kg, 0) +
    insert.filter((d) => !d.awaitingReview).reduce((s, d) => s + d.record.kgCO2e, 0);
  const awaitingReview =
    activities.filter((a) => a.awaitingReview).length + insert.filter((d) => d.awaitingReview).length;
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
      sourceIds: stored.map((a) => a.dataSourceId),
      insert,
      void: voided,
    });
    const result = {
      recalculationId: applied.id,
      year,
      libraryVersion: FACTOR_LIBRARY_VERSION,
      activityCount: activities.length + insert.length,
      changedCount: applied.changed + insert.length + voided.length,
      oldTotalKg,
      newTotalKg,
      category3Policy: settings.category3Policy,
      derivedCreated: insert.length,
      derivedVoided: voided.length,
      regionsChanged,
      awaitingReview,
    };
    const { recalculationId, libraryVersion, activityCount, changedCount } = result;
    await w.audit({
      action: "recalculate",
      entity: "reporting_year",
      entityId: year,
      before: { totalKg: oldTotalKg },
      after: {
        totalKg: newTotalKg,
        recalculationId,
        libraryVersion,
        activityCount,
        changedCount,
        category3Policy: settings.category3Policy,
        derivedCreatedIds: applied.inserted,
        derivedVoidedIds: voided.map((v) => v.id),
        regionsChanged,
        awaitingReview,
      },
    });
    return result;
  });
}
