/**
 * Canonical rows → emission records, all or nothing: every row is validated (activity, amount,
 * unit, region by the GHG engine; date here) and calculated, or the upload fails with an issue per bad row
 * naming its 1-based number and the reason.
 */
import {
  type BillingPeriod,
  expandBillingPeriods,
  hasBillingPeriod,
  readBillingPeriod,
} from "./carbon-billing-period";
import { emissionDetailKey } from "./carbon-breakdown";
import type { CanonicalRow } from "./carbon-ingest";
import { addIngestTrail, type TrailInput, trailFlags } from "./carbon-ingest-trail";
import {
  isRefrigerantRow,
  REFRIGERANT_ACTIVITY,
  readRefrigerantRow,
  refrigerantFactor,
  refrigerantOfFactorId,
} from "./carbon-refrigerant-rows";
import { ingestRowKey } from "./carbon-row-key";
import {
  activityAmountSchema,
  activityRowSchema,
  type CalculateOptions,
  calculateEmissions,
  calculateEmissionsForRows,
  convertBetween,
  DEFAULT_GWP_BASIS,
  type EmissionCalculation,
  FACTOR_LIBRARY_VERSION,
  findRefrigerant,
  type GhgCategory,
  type GhgScope,
  GWP_BASIS,
  GWP_YEARS,
  type GwpBasis,
  gasesOfFactor,
  getUnit,
  gwpBasisLabel,
  parseUnit,
  type RecordGases,
  type RowIssue,
  refrigerantEmission,
  supplierFactorSchema,
  UNSPLIT_GASES,
  type UnitDef,
} from "./ghg";
import { MAX_AMOUNT } from "./numeric-bounds";
import {
  type QualityOverrides,
  type RecordQuality,
  readQualityOverrides,
  recordQualityOf,
} from "./uncertainty";

/** What is stored for one activity: the figure and the audit trail of its factor. */
export type EmissionRecord = {
  scope: GhgScope;
  ghgCategory: GhgCategory | null;
  detailKey: string;
  activity: string;
  description: string | null;
  amount: number;
  unit: string;
  /** YYYY-MM-DD */
  date: string;
  year: number;
  region: string | null;
  kgCO2e: number;
  factorValue: number;
  factorUnit: string;
  factorId: string;
  factorSource: string;
  factorYear: number;
  /** kg CO2e, market-based: set on every scope 2 record by the trail (carbon-ingest-trail.ts). */
  marketBasedKgCO2e: number | null;
  /** The audit trail a verifier asks for. */
  factorUnitFull: string;
  gwpBasis: string;
  licence: string;
  libraryVersion: string;
  warnings: readonly { code: string; message: string }[];
  flags: Record<string, unknown> | null;
  market: {
    method: "instrument" | "residual_mix" | "location_fallback";
    kgCO2e: number;
    factorId: string | null;
    factorSource: string | null;
    factorValue: number | null;
    instrument: {
      type: string;
      supplier: string | null;
      kgCO2ePerUnit: number;
      volume: number | null;
      vintage: string | null;
    } | null;
    warnings: readonly { code: string; message: string }[];
  } | null;
  /** A derived category 3 record: the index (in the upload's records) of the energy row it came from. */
  derivedFrom: number | null;
  derivedKind: string | null;
  /** The company's site the activity belongs to, set by the service from the row's `siteId`. */
  siteId: number | null;
  /**
   * The input row's duplicate key (carbon-row-key.ts), shared by its month parts and its derived rows: a
   * bill is compared with the company's counted bills by it.
   */
  rowKey: string;
  /** The 1-based input row (among the rows prepared together) the record came from. */
  sourceRow: number;
  /** The billing period of the row (inclusive YYYY-MM-DD), when it had one instead of a date. */
  periodStart: string | null;
  periodEnd: string | null;
  /** kg by gas, the refrigerant leaked and the biogenic CO2, where the source gives them (gas-split.ts). */
  gases: RecordGases;
  /** Data-quality score and 95% uncertainties; absent: the defaults of its factor kind when stored. */
  quality?: RecordQuality;
};

export type IngestIssue = {
  row: number;
  field: string | null;
  code:
    | RowIssue["code"]
    | "invalid_date"
    | "invalid_period"
    | "missing_date"
    | "date_out_of_range"
    | "invalid_description"
    | "not_an_object"
    | "total_not_finite"
    | "category3_derived"
    | "invalid_refrigerant"
    | "invalid_quality";
  message: string;
};

export type PreparedIngest =
  | {
      ok: true;
      records: EmissionRecord[];
      /** By code, with the rows each applies to; `region` on those given once per region. */
      warnings: { code: string; message: string; rows: number; region?: string }[];
      /** Category 3 records derived from energy rows (appended after the rows). */
      derived: number;
    }
  | { ok: false; issues: IngestIssue[] };

export const MAX_DESCRIPTION_LENGTH = 500;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar date as YYYY-MM-DD (a time part is dropped), or null when the text is not one. */
export function parseActivityDate(value: unknown): { date: string; year: number } | null {
  if (typeof value !== "string") return null;
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { date: `${m[1]}-${m[2]}-${m[3]}`, year };
}

function describe(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}

type MemoEntry = { unit: UnitDef; factorUnit: UnitDef; calc: EmissionCalculation; detailKey: string } | null;
/** Calculations by everything but the amount: an upload repeats a few kinds of row many times. */
type Memo = Map<string, MemoEntry>;

const isOptional = (v: unknown, type: "string" | "boolean" | "number") =>
  v === undefined || v === null || typeof v === type;

type Dated = { date: string; year: number };

function engineRowOf(row: CanonicalRow, year: number | undefined) {
  return {
    activity: row.activity,
    amount: row.amount,
    unit: row.unit,
    region: row.region,
    year,
    rf: row.rf,
    ownedOrControlled: row.ownedOrControlled,
    category: row.category,
    supplierFactor: row.supplierFactor,
  };
}

/**
 * The calculation of a row whose kind was seen before: the engine's own result for that kind (factor,
 * scope, warnings), with this row's amount converted by the engine's `convertBetween` and multiplied by the
 * factor, exactly as `calculateEmissions` does. Null sends the row through the engine (the first of a
 * failing kind, a supplier factor, unusual field types).
 */
function memoized(
  row: CanonicalRow,
  year: number,
  memo: Memo,
  options: CalculateOptions,
): { entry: NonNullable<MemoEntry>; amount: number; kg: number } | null {
  const { activity, unit, region, rf, ownedOrControlled, category } = row;
  if (
    typeof activity !== "string" ||
    typeof unit !== "string" ||
    !isOptional(region, "string") ||
    !isOptional(rf, "boolean") ||
    !isOptional(ownedOrControlled, "boolean") ||
    !isOptional(category, "number") ||
    !(row.supplierFactor === undefined || row.supplierFactor === null)
  ) {
    return null;
  }
  const raw = row.amount;
  const amount =
    typeof raw === "number" && Number.isFinite(raw) && raw >= 0 && raw <= MAX_AMOUNT
      ? raw
      : activityAmountSchema.safeParse(raw).data;
  if (amount === undefined) return null;
  const key = `${activity}\u0001${unit}\u0001${region ?? ""}\u0001${year}\u0001${rf}\u0001${ownedOrControlled}\u0001${category}`;
  let entry = memo.get(key);
  if (entry === undefined) {
    entry = null;
    const parsed = activityRowSchema.safeParse({ ...engineRowOf(row, year), amount });
    if (parsed.success) {
      const calc = calculateEmissions(parsed.data, options);
      const parsedUnit = parseUnit(parsed.data.unit);
      const factorUnit = calc.ok ? getUnit(calc.value.factor.unit) : undefined;
      if (calc.ok && parsedUnit.ok && factorUnit && !calc.value.marketBasedFactor) {
        entry = {
          unit: parsedUnit.value,
          factorUnit,
          calc: calc.value,
          detailKey: emissionDetailKey(calc.value),
        };
      }
    }
    if (memo.size < 10_000) memo.set(key, entry);
  }
  if (!entry) return null;
  const converted = convertBetween(amount, entry.unit, entry.factorUnit, options.currencyRates);
  if (!converted.ok) return null;
  const kg = converted.value * entry.calc.factor.value;
  // Not finite: the engine refuses the row with its message.
  if (!Number.isFinite(kg)) return null;
  return { entry, amount, kg };
}

/** "kg CO2e per <unit>" by unit: one string per factor unit rather than one per record. */
const FACTOR_UNIT_FULL = new Map<string, string>();
function factorUnitFullOf(unit: string): string {
  let full = FACTOR_UNIT_FULL.get(unit);
  if (full === undefined) {
    full = `kg CO2e per ${unit}`;
    if (FACTOR_UNIT_FULL.size < 1_000) FACTOR_UNIT_FULL.set(unit, full);
  }
  return full;
}

function record(
  c: EmissionCalculation,
  detailKey: string,
  amount: number,
  kg: number,
  d: Dated,
  description: string | null,
  row: CanonicalRow,
  n: number,
  period: BillingPeriod | undefined,
): EmissionRecord {
  const region = typeof row.region === "string" && row.region.trim() ? row.region.trim().toUpperCase() : null;
  const siteId = typeof row.siteId === "number" ? row.siteId : null;
  // One object literal with every field (no spread): a million rows allocate far less and stay fast.
  return {
    factorUnitFull: factorUnitFullOf(c.factor.unit),
    gwpBasis: GWP_BASIS,
    licence: c.factor.licence,
    libraryVersion: FACTOR_LIBRARY_VERSION,
    warnings: c.warnings,
    // A region taken from the row's site is marked, so a recalculation follows a corrected site region.
    flags:
      row.regionFromSite === true
        ? { ...trailFlags(c, row.category), regionFromSite: true }
        : trailFlags(c, row.category),
    market: null,
    derivedFrom: null,
    derivedKind: null,
    scope: c.scope,
    ghgCategory: c.category,
    detailKey,
    activity: c.activity,
    description,
    amount,
    unit: c.unit,
    date: d.date,
    year: d.year,
    region,
    kgCO2e: kg,
    factorValue: c.factor.value,
    factorUnit: c.factor.unit,
    factorId: c.factor.id,
    factorSource: c.factor.source,
    factorYear: c.factor.year,
    marketBasedKgCO2e: c.marketBasedKgCO2e ?? null,
    siteId,
    rowKey: ingestRowKey({
      activity: c.activity,
      unit: c.unit,
      amount,
      period: period ? `${period.start}..${period.end}` : d.date,
      siteId,
      region,
    }),
    sourceRow: n,
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
    gases: UNSPLIT_GASES,
  };
}

/** Activity dates run from 1990 (the GHG Protocol's earliest base years) to a year after today. */
export const EARLIEST_ACTIVITY_DATE = "1990-01-01";
export function latestActivityDate(today: string): string {
  const [y, m, d] = today.split("-");
  return m === "02" && d === "29" ? `${Number(y) + 1}-02-28` : `${Number(y) + 1}-${m}-${d}`;
}

/**
 * Validates and calculates every row, then adds the audit trail (market-based Scope 2, derived category 3).
 * Every row needs a date within 1990-01-01 … today + 1 year: an undated bill cannot be placed in a
 * reporting year, so it is refused rather than silently dated today. The activity's year picks
 * the factor year.
 */
export function prepareIngestRows(
  rows: readonly (CanonicalRow | null)[],
  options: {
    today: string;
    category3Policy?: "derive" | "off";
    gwpBasis?: GwpBasis;
    /** The upload's source type, which bounds the default data-quality score. */
    sourceType?: string | null;
  } & CalculateOptions,
): PreparedIngest {
  const gwpBasis = options.gwpBasis ?? DEFAULT_GWP_BASIS;
  const issues: IngestIssue[] = [];
  const records: EmissionRecord[] = new Array(rows.length);
  const trailInputs: TrailInput[] = new Array(rows.length);
  // Rows the memo cannot take go through the engine as they are, so that its messages name them; the
  // sparse array keeps their row numbers.
  const slow: unknown[] = new Array(rows.length);
  const slowMeta = new Map<number, { date: Dated; description: string | null }>();
  const periods: (BillingPeriod | undefined)[] = [];
  const memo: Memo = new Map();
  const warningCounts = new Map<string, { message: string; rows: number }>();
  const countWarnings = (c: { warnings: readonly { code: string; message: string }[] }) => {
    for (const w of c.warnings) {
      const seen = warningCounts.get(w.code);
      if (seen) seen.rows++;
      else warningCounts.set(w.code, { message: w.message, rows: 1 });
    }
  };
  const dateCache = new Map<string, Dated | null>();
  if (!parseActivityDate(options.today))
    throw new RangeError(`today must be YYYY-MM-DD, got ${options.today}`);
  const latest = latestActivityDate(options.today);
  const overrides: (QualityOverrides | undefined)[] = new Array(rows.length);

  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const n = i + 1;
    if (row === null || row === undefined) {
      issues.push({
        row: n,
        field: null,
        code: "not_an_object",
        message: `Row ${n}: each activity must be an object with activity, amount and unit`,
      });
      continue;
    }
    const rawDate = row.date;
    let date: Dated | null = null;
    if (hasBillingPeriod(row)) {
      const read = readBillingPeriod(row, n, {
        earliest: EARLIEST_ACTIVITY_DATE,
        latest,
        parseDate: parseActivityDate,
      });
      if (read.ok) {
        periods[i] = read.period;
        // The factor year is the period's first day's: one calculation per row, apportioned after.
        date = { date: read.period.start, year: Number(read.period.start.slice(0, 4)) };
      } else issues.push(read.issue);
    } else if (
      rawDate === undefined ||
      rawDate === null ||
      (typeof rawDate === "string" && rawDate.trim() === "")
    ) {
      issues.push({
        row: n,
        field: "date",
        code: "missing_date",
        message: `Row ${n}: date is required (YYYY-MM-DD): an undated activity cannot be placed in a reporting year`,
      });
    } else {
      date = typeof rawDate === "string" ? (dateCache.get(rawDate) ?? null) : null;
      if (date === null && typeof rawDate === "string" && !dateCache.has(rawDate)) {
        date = parseActivityDate(rawDate);
        if (dateCache.size < 10_000) dateCache.set(rawDate, date);
      }
      if (!date) {
        issues.push({
          row: n,
          field: "date",
          code: "invalid_date",
          message: `Row ${n}: date: ${describe(rawDate)} is not a calendar date in the form YYYY-MM-DD`,
        });
      } else if (date.date < EARLIEST_ACTIVITY_DATE || date.date > latest) {
        issues.push({
          row: n,
          field: "date",
          code: "date_out_of_range",
          message: `Row ${n}: date: ${date.date} is outside ${EARLIEST_ACTIVITY_DATE} … ${latest}`,
        });
        date = null;
      }
    }
    const quality = readQualityOverrides(row, n);
    if (quality.ok) overrides[i] = quality.overrides;
    else issues.push(...quality.issues);
    let description: string | null = null;
    const rawDescription = row.description;
    if (typeof rawDescription === "string") description = rawDescription.trim() || null;
    else if (typeof rawDescription === "number") description = String(rawDescription);
    else if (rawDescription !== undefined && rawDescription !== null) {
      issues.push({
        row: n,
        field: "description",
        code: "invalid_description",
        message: `Row ${n}: description must be text`,
      });
    }
    if (description && description.length > MAX_DESCRIPTION_LENGTH) {
      description = description.slice(0, MAX_DESCRIPTION_LENGTH);
    }
    if (isRefrigerantRow(row)) {
      const read = readRefrigerantRow(row, n, gwpBasis);
      if (!read.ok) {
        issues.push({ row: n, code: "invalid_refrigerant", ...read.issue });
      } else if (date && issues.length === 0) {
        const calc = refrigerantCalculation(read.emission, gwpBasis);
        const r = record(calc, "fugitive", read.kg, calc.kgCO2e, date, description, row, n, periods[i]);
        r.flags = { ...r.flags, refrigerant: read.emission.refrigerant.id, leakMethod: read.method };
        records[i] = r;
        trailInputs[i] = { calc, supplierFactor: null };
      }
      continue;
    }
    const fast = date ? memoized(row, date.year, memo, options) : null;
    if (fast && date) {
      if (issues.length === 0) {
        countWarnings(fast.entry.calc);
        records[i] = record(
          fast.entry.calc,
          fast.entry.detailKey,
          fast.amount,
          fast.kg,
          date,
          description,
          row,
          n,
          periods[i],
        );
        trailInputs[i] = { calc: fast.entry.calc, supplierFactor: null };
      }
    } else {
      slow[i] = engineRowOf(row, date?.year);
      if (date) slowMeta.set(i, { date, description });
    }
  }

  const batch = calculateEmissionsForRows(slow, options);
  if (!batch.ok) issues.push(...batch.issues);
  if (issues.length > 0 || !batch.ok) {
    issues.sort((a, b) => a.row - b.row);
    return { ok: false, issues };
  }
  let next = 0;
  slow.forEach((_, i) => {
    const c = batch.results[next++] as EmissionCalculation;
    const meta = slowMeta.get(i) as { date: Dated; description: string | null };
    countWarnings(c);
    const row = rows[i] as CanonicalRow;
    records[i] = record(
      c,
      emissionDetailKey(c),
      c.amount,
      c.kgCO2e,
      meta.date,
      meta.description,
      row,
      i + 1,
      periods[i],
    );
    const supplier = supplierFactorSchema.safeParse(row.supplierFactor);
    trailInputs[i] = { calc: c, supplierFactor: supplier.success ? supplier.data : null };
  });
  // A billing period becomes one record per month before the trail, so each month has its own market-based
  // figure and derived category 3 rows.
  const split =
    periods.length > 0
      ? expandBillingPeriods(records, trailInputs, periods)
      : { records, inputs: trailInputs };
  const trailed = addIngestTrail(split.records, split.inputs, {
    category3Policy: options.category3Policy ?? "derive",
  });
  if (!trailed.ok) return { ok: false, issues: trailed.issues };
  for (const r of trailed.records) {
    if (r.market) countWarnings(r.market);
  }
  for (const r of trailed.records) {
    withGases(r, gwpBasis);
    r.quality = recordQualityOf(r, overrides[r.sourceRow - 1], options.sourceType);
  }
  const overflow = firstNonFiniteTotal(trailed.records);
  if (overflow) return { ok: false, issues: [overflow] };
  return {
    ok: true,
    records: trailed.records,
    warnings: [
      ...[...warningCounts].map(([code, w]) => ({ code, message: w.message, rows: w.rows })),
      ...trailed.warnings,
    ],
    derived: trailed.derived,
  };
}

/**
 * A refrigerant leak as the engine's calculation: kg × GWP, scope 1. A Montreal Protocol gas counts 0 kg in
 * the scopes; its CO2e stays on the record's gases as a memo.
 */
function refrigerantCalculation(
  e: ReturnType<typeof refrigerantEmission>,
  basis: GwpBasis,
): EmissionCalculation {
  const f = refrigerantFactor(e, basis);
  return {
    kgCO2e: e.group === "montreal" ? 0 : e.kgCO2e,
    scope: 1,
    category: null,
    categoryName: null,
    kind: "other",
    activity: REFRIGERANT_ACTIVITY,
    amount: e.kg,
    unit: "kg",
    convertedAmount: e.kg,
    factor: {
      id: f.id,
      source: f.source,
      year: GWP_YEARS[basis],
      value: f.value,
      unit: "kg",
      region: "GLOBAL",
      licence: GWP_LICENCE,
      url: "https://github.com/openclimatedata/globalwarmingpotentials",
      locator: `${e.refrigerant.id}: ${e.refrigerant.components.map((c) => `${c.fraction * 100}% ${c.species}`).join(" + ")}`,
      valueBasis: e.refrigerant.components.length > 1 ? "derived" : "as_published",
    },
    rf: null,
    warnings:
      e.group === "montreal"
        ? [
            {
              code: "own_factor",
              message: `${e.refrigerant.id} is a Montreal Protocol gas: recorded and reported apart, outside scope 1`,
            },
          ]
        : [],
  };
}

/** The IPCC GWPs as tabulated (CC0) by openclimatedata/globalwarmingpotentials. */
export const GWP_LICENCE = "CC0-1.0";

/**
 * Sets a record's gases and, for rows whose source gives gas masses, its CO2e and GWP basis on the company's
 * basis (rows whose source gives CO2e only keep the source's). A refrigerant's gases follow from its kg (a
 * billing period's month part carries its share of them).
 */
function withGases(r: EmissionRecord, basis: GwpBasis): void {
  const gas = refrigerantOfFactorId(r.factorId);
  const refrigerant = gas ? findRefrigerant(gas) : undefined;
  if (refrigerant) {
    const e = refrigerantEmission(refrigerant, r.amount, basis);
    r.gases = {
      split: true,
      kgCo2: null,
      kgCh4: null,
      kgN2o: null,
      // R-744 (CO2) and R-717 (ammonia) too: the gas is named; the analysis counts R-744 with CO2.
      fGas: { group: e.group, name: refrigerant.id, kg: e.kg, kgCO2e: e.kgCO2e },
      biogenicKgCo2: null,
    };
    r.gwpBasis = gwpBasisLabel(basis);
    return;
  }
  const { gases, kgCO2e } = gasesOfFactor(r.factorId, r.kgCO2e, r.factorValue, basis);
  r.gases = gases;
  if (!gases.split || basis === "AR5") return;
  // Re-weighted: the location figure, and the market figure where it is the location one.
  if (r.marketBasedKgCO2e !== null && (r.scope !== 2 || r.market?.method === "location_fallback")) {
    r.marketBasedKgCO2e = kgCO2e;
    if (r.market) r.market.kgCO2e = kgCO2e;
  }
  r.kgCO2e = kgCO2e;
  r.gwpBasis = gwpBasisLabel(basis);
}

/**
 * The upload's totals are stored too (the data source's kg CO2e, the rollup): the row at which a running
 * total stops being finite is refused, so that nothing is written. The bounds make this unreachable in
 * practice; the check keeps it so should a bound or a factor ever change.
 */
function firstNonFiniteTotal(records: readonly EmissionRecord[]): IngestIssue | null {
  let location = 0;
  let market = 0;
  for (let i = 0; i < records.length; i++) {
    const r = records[i] as EmissionRecord;
    location += r.kgCO2e;
    market += r.marketBasedKgCO2e ?? 0;
    if (!Number.isFinite(location) || !Number.isFinite(market)) {
      return {
        row: r.sourceRow,
        field: "amount",
        code: "total_not_finite",
        message: `Row ${r.sourceRow}: amount: the upload's total kg CO2e is no longer a finite number at this row`,
      };
    }
  }
  return null;
}
