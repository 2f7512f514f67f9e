/**
 * The audit trail of an upload's records, added after every row is validated and calculated:
 *
 * - Scope 2 rows get their market-based figure (GHG Protocol Scope 2 Guidance, quality criteria order): the
 *   row's contractual instrument, else the residual mix of its country, else the location-based factor with
 *   the fallback named (ghg/market-based.ts).
 * - With the company's category 3 policy on, scope 1 fuel and scope 2 energy rows yield their well-to-tank
 *   and T&D-loss activities from the same factor set (ghg/category3.ts), appended after the rows and linked
 *   to the row they came from. What cannot be derived for lack of a factor is one warning per region. A
 *   hand-entered row of a category 3 activity the derivation yields in its region is refused, so nothing is
 *   counted twice; where it yields none, the hand-entered row is the figure.
 * - Every record carries the full factor unit, GWP basis, licence, library version, warnings and flags.
 *
 * Derivations scale linearly with the amount, so they are worked out once per kind of row and scaled.
 */

import { SCOPE3_CATEGORY_KEYS } from "./carbon-breakdown";
import type { EmissionRecord, IngestIssue } from "./carbon-ingest-rows";
import { REFRIGERANT_ACTIVITY } from "./carbon-refrigerant-rows";
import {
  type Category3Derivation,
  deriveCategory3,
  type EmissionCalculation,
  FACTOR_LIBRARY_VERSION,
  GWP_BASIS,
  handEnteredCategory3Refusal,
  type MarketBasedScope2,
  marketBasedScope2,
  type Scope2InstrumentInput,
  type SupplierFactor,
  UNSPLIT_GASES,
} from "./ghg";

export type TrailWarning = { code: string; message: string };

/** An upload warning; `region` set on those given once per region (category 3 not derived there). */
export type RegionWarning = { code: string; message: string; rows: number; region?: string };

/** What category 3 could not be derived in one region, gathered over the rows. */
class MissingCategory3 {
  private readonly byRegion = new Map<string, { what: Map<string, string | null>; rows: number }>();

  add(region: string | null, d: Category3Derivation, parent: string): void {
    const missing = d.gaps.filter((g) => g.reason === "no_factor");
    if (missing.length === 0) return;
    const key = region?.trim() ? region.trim().toUpperCase() : "GLOBAL";
    const entry = this.byRegion.get(key) ?? { what: new Map<string, string | null>(), rows: 0 };
    this.byRegion.set(key, entry);
    entry.rows++;
    for (const g of missing) entry.what.set(g.activity ?? `well-to-tank of ${parent}`, g.activity);
  }

  warnings(): RegionWarning[] {
    return [...this.byRegion].map(([region, { what, rows }]) => {
      const names = [...what.keys()].map((k) => k.replace(/_/g, " "));
      const ids = [...what.values()].filter((v): v is string => v !== null);
      const accepted = ids.length
        ? `; hand-entered ${ids.join(", ")} rows with their own factor (supplierFactor, source named) are accepted for ${region}`
        : "";
      return {
        code: "category3_not_derived",
        region,
        rows,
        message: `Category 3 not derived for ${region}: the factor library has no ${names.join(", ")} factor for ${region}${accepted}`,
      };
    });
  }
}

/** What a row brought besides its calculation: its instrument (as entered) and region. */
export type TrailInput = { calc: EmissionCalculation; supplierFactor: SupplierFactor | null };

export type TrailOptions = { category3Policy: "derive" | "off" };

/** The engine's instrument names → the instrument types of the trail. */
function instrumentOf(s: SupplierFactor, region: string | null): Scope2InstrumentInput | null {
  if (s.instrument === "residual_mix") return null; // the library supplies residual mixes
  const certificate = () => {
    const r = (region ?? "").toUpperCase();
    if (r === "UK" || r.startsWith("GB")) return "rego" as const;
    if (r === "US" || r.startsWith("US-") || r === "CA") return "rec" as const;
    return r ? ("go" as const) : ("other" as const);
  };
  const type =
    s.instrument === "ppa"
      ? ("ppa" as const)
      : s.instrument === "energy_attribute_certificate"
        ? certificate()
        : ("supplier_specific" as const);
  return {
    type,
    supplier: s.supplier ?? null,
    kgCO2ePerUnit: s.kgCO2ePerUnit,
    unit: s.unit,
    volume: s.volume ?? null,
    vintage: s.vintage ?? null,
    source: s.source,
  };
}

function marketFields(m: MarketBasedScope2, scale: number): EmissionRecord["market"] {
  const main = m.parts[0];
  const instrument = m.parts.find((p) => p.basis === "instrument");
  const factor = main && main.basis !== "instrument" ? main.factor : null;
  return {
    method: m.method,
    kgCO2e: m.kgCO2e * scale,
    factorId: factor?.id ?? null,
    factorSource: instrument ? instrument.instrument.source : (factor?.source ?? null),
    factorValue: main?.kgPerUnit ?? null,
    instrument: instrument
      ? {
          type: instrument.instrument.type,
          supplier: instrument.instrument.supplier ?? null,
          // Per unit of the location factor (kWh), whatever unit the instrument was given in.
          kgCO2ePerUnit: instrument.kgPerUnit,
          volume: instrument.instrument.volume ?? null,
          vintage: instrument.instrument.vintage == null ? null : String(instrument.instrument.vintage),
        }
      : null,
    warnings: m.warnings,
  };
}

function derivedRecord(
  parent: EmissionRecord,
  parentIndex: number,
  d: Category3Derivation["items"][number],
  scale: number,
) {
  const r: EmissionRecord = {
    scope: 3,
    ghgCategory: 3,
    detailKey: SCOPE3_CATEGORY_KEYS[3],
    activity: d.activity,
    description: parent.description,
    amount: d.amount * scale,
    unit: d.unit,
    date: parent.date,
    year: parent.year,
    region: parent.region,
    kgCO2e: d.kgCO2e * scale,
    factorValue: d.factor.value,
    factorUnit: d.factor.unit,
    factorId: d.factor.id,
    factorSource: d.factor.source,
    factorYear: d.factor.year,
    marketBasedKgCO2e: null,
    factorUnitFull: `kg CO2e per ${d.factor.unit}`,
    gwpBasis: GWP_BASIS,
    licence: d.factor.licence,
    libraryVersion: FACTOR_LIBRARY_VERSION,
    warnings: d.warnings,
    flags: null,
    market: null,
    derivedFrom: parentIndex,
    derivedKind: d.kind,
    siteId: parent.siteId,
    rowKey: parent.rowKey,
    sourceRow: parent.sourceRow,
    periodStart: parent.periodStart,
    periodEnd: parent.periodEnd,
    // Set with every record's gases once the trail is added (carbon-ingest-rows.ts).
    gases: UNSPLIT_GASES,
  };
  return r;
}

/**
 * Adds the trail to `records` (one per input, same order) and appends the derived category 3 records.
 * Returns issues instead when a hand-entered category 3 row would double-count a derived one.
 */
export function addIngestTrail(
  records: EmissionRecord[],
  inputs: readonly TrailInput[],
  options: TrailOptions,
):
  | { ok: true; records: EmissionRecord[]; derived: number; warnings: RegionWarning[] }
  | { ok: false; issues: IngestIssue[] } {
  const derive = options.category3Policy === "derive";
  const issues: IngestIssue[] = [];
  const marketMemo = new Map<EmissionCalculation, MarketBasedScope2 | null>();
  const derivedMemo = new Map<EmissionCalculation, Category3Derivation>();
  const missing = new MissingCategory3();
  const derived: EmissionRecord[] = [];
  records.forEach((r, i) => {
    const { calc, supplierFactor } = inputs[i] as TrailInput;
    // A refrigerant leak is no energy: it has no market-based figure and no upstream to derive.
    if (calc.activity === REFRIGERANT_ACTIVITY) return;
    const refusal = handEnteredCategory3Refusal(
      calc.activity,
      { deriveCategory3: derive },
      { region: r.region, year: r.year },
    );
    if (refusal) {
      // Numbered by the input row: a billing period's months are one row.
      if (issues.at(-1)?.row === r.sourceRow) return;
      issues.push({
        row: r.sourceRow,
        field: "activity",
        code: "category3_derived",
        message: `Row ${r.sourceRow}: ${refusal.message}`,
      });
      return;
    }
    // The memoised calculation is for the first row of its kind: scale to this row's amount.
    const scale = calc.kgCO2e === 0 ? 0 : r.kgCO2e / calc.kgCO2e;
    if (r.scope === 2) {
      const instrument = supplierFactor ? instrumentOf(supplierFactor, r.region) : null;
      let m: MarketBasedScope2 | null;
      if (instrument) {
        const own = marketBasedScope2(
          { ...calc, kgCO2e: r.kgCO2e, convertedAmount: calc.convertedAmount * scale },
          instrument,
          { region: r.region, year: r.year },
        );
        m = own.ok ? own.value : null;
        if (m) r.market = marketFields(m, 1);
      } else {
        if (!marketMemo.has(calc)) {
          const res = marketBasedScope2(calc, null, { region: r.region, year: r.year });
          marketMemo.set(calc, res.ok ? res.value : null);
        }
        m = marketMemo.get(calc) ?? null;
        if (m) r.market = marketFields(m, scale);
      }
      r.marketBasedKgCO2e = r.market ? r.market.kgCO2e : r.kgCO2e;
      // The row's own warnings include how its market-based figure was found (e.g. the location fallback).
      if (r.market?.warnings.length) r.warnings = [...r.warnings, ...r.market.warnings];
    }
    if (!derive || r.kgCO2e === 0) return;
    let derivation = derivedMemo.get(calc);
    if (!derivation) {
      derivation = deriveCategory3(calc, { region: r.region, year: r.year });
      derivedMemo.set(calc, derivation);
    }
    missing.add(r.region, derivation, calc.activity);
    for (const d of derivation.items) derived.push(derivedRecord(r, i, d, scale));
  });
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    records: records.concat(derived),
    derived: derived.length,
    warnings: missing.warnings(),
  };
}

/** The row's flags (radiative forcing applied, a category override), or null when it has none. */
export function trailFlags(c: EmissionCalculation, category: unknown): Record<string, unknown> | null {
  if (c.rf === null && typeof category !== "number") return null;
  const flags: Record<string, unknown> = {};
  if (c.rf !== null) flags.radiativeForcing = c.rf;
  if (typeof category === "number") flags.categoryOverride = category;
  return flags;
}
