/**
 * Reads an upload (docs/decisions/009-all-or-nothing-ingest.md) into canonical activity rows: the canonical
 * `{activities: [...]}`, a bare array, a per-source shape (a bill with lines, fuel receipts, trips, invoice
 * lines: the Load Example payloads), or `{rawText}` holding CSV or JSON text (spec part 2 §5: the client
 * sends text it could not parse as JSON that way). No I/O: the server calculates and stores the result.
 * CSV text is split into records by the API's CSV reader (csv-parse, the same for the JSON body and a streamed
 * file); this module checks each record against its header (`csvRecordReader`).
 */
import type { CarbonSourceType } from "./carbon-schemas";

/** A row as read, before validation: canonical field names, values as sent. */
export type CanonicalRow = Record<string, unknown>;

export type PayloadIssue = { row: number | null; field: string | null; message: string };

export type NormalizedPayload =
  | { ok: true; rows: (CanonicalRow | null)[]; format: "activities" | "rows" | "per_source" }
  | { ok: false; blank: boolean; issues: PayloadIssue[] };

/** CSV text, untouched: a CSV parser reads its records, which `csvRecordReader` turns into rows. */
export type CsvPayload = { ok: true; format: "csv"; text: string };

/** Keys under which a payload may carry its list of rows, canonical first. */
export const ROW_LIST_KEYS = [
  "activities",
  "lines",
  "readings",
  "meters",
  "receipts",
  "purchases",
  "trips",
  "journeys",
  "expenses",
  "items",
  "invoiceLines",
  "entries",
  "rows",
] as const;

/**
 * Field names people use, by canonical field (compared after dropping case, spaces, `_` and `-`).
 * The first present wins, row before header.
 */
const FIELD_ALIASES: Readonly<Record<string, readonly string[]>> = {
  activity: [
    "activity",
    "activitytype",
    "fuel",
    "fueltype",
    "energytype",
    "energy",
    "meter",
    "metertype",
    "mode",
    "travelmode",
    "transport",
    "item",
    "naics",
    "naicscode",
    "commodity",
    "service",
    "spendcategory",
    "type",
  ],
  amount: [
    "amount",
    "quantity",
    "qty",
    "usage",
    "consumption",
    "volume",
    "litres",
    "liters",
    "kwh",
    "distance",
    "distancekm",
    "nights",
    "netamount",
    "net",
    "cost",
    "spend",
    "value",
  ],
  unit: ["unit", "units", "uom", "currency"],
  region: ["region", "country", "countrycode", "location"],
  date: [
    "date",
    "activitydate",
    // A per-source header's billing period end dates its lines (one date, not an apportioned period).
    "billingperiodend",
    "billdate",
    "receiptdate",
    "invoicedate",
    "traveldate",
    "purchasedate",
  ],
  /** A billing period instead of a date (inclusive; carbon-billing-period.ts apportions it by month). */
  periodStart: ["periodstart"],
  periodEnd: ["periodend"],
  description: ["description", "memo", "note", "notes", "details", "route", "vehicle", "purpose", "site"],
  rf: ["rf", "radiativeforcing", "withrf"],
  ownedOrControlled: ["ownedorcontrolled", "owned"],
  category: ["category", "ghgcategory", "scope3category"],
  supplierFactor: ["supplierfactor", "marketbasedfactor", "marketfactor"],
  supplierFactorUnit: ["supplierfactorunit", "marketbasedfactorunit", "marketfactorunit"],
  supplierFactorSource: ["supplierfactorsource", "marketbasedfactorsource", "marketfactorsource"],
  supplierFactorInstrument: ["supplierfactorinstrument", "instrument", "marketinstrument"],
  /** The company's site, by name or id; it also stays in the description as before. */
  site: ["site", "siteid", "sitename"],
  /** A refrigerant row's gas (carbon-refrigerant-rows.ts) and its mass balance, whole or as CSV columns. */
  gas: ["gas", "refrigerantgas", "refrigeranttype"],
  massBalance: ["massbalance"],
  startStockKg: ["startstockkg", "startstock"],
  purchasedKg: ["purchasedkg"],
  endStockKg: ["endstockkg", "endstock"],
  disposedKg: ["disposedkg", "disposed"],
  capacityChangeKg: ["capacitychangekg", "capacitychange"],
  /** The row's own data-quality score and 95% uncertainties (uncertainty/defaults.ts gives the defaults). */
  dataQuality: ["dataquality", "dataqualityscore"],
  activityUncertaintyPct: ["activityuncertaintypct", "activityuncertainty"],
  factorUncertaintyPct: ["factoruncertaintypct", "factoruncertainty"],
};

const QUALITY_FIELDS = ["dataQuality", "activityUncertaintyPct", "factorUncertaintyPct"] as const;

const MASS_BALANCE_FIELDS = [
  "startStockKg",
  "purchasedKg",
  "endStockKg",
  "disposedKg",
  "capacityChangeKg",
] as const;

/** Words people write for a market-based instrument → the engine's instrument ids. */
const INSTRUMENT_ALIASES: Readonly<Record<string, string>> = {
  supplier: "supplier_specific",
  supplierspecific: "supplier_specific",
  tariff: "supplier_specific",
  certificate: "energy_attribute_certificate",
  energyattributecertificate: "energy_attribute_certificate",
  eac: "energy_attribute_certificate",
  rego: "energy_attribute_certificate",
  go: "energy_attribute_certificate",
  rec: "energy_attribute_certificate",
  ppa: "ppa",
  residual: "residual_mix",
  residualmix: "residual_mix",
};

/** Header fields that name who or where, prefixed to every row's description. */
const HEADER_CONTEXT = ["supplier", "vendor", "site", "employee", "traveller", "traveler", "account"];

/** Units implied by the amount's own field name (`"litres": 412`). */
const UNIT_OF_AMOUNT_FIELD: Readonly<Record<string, string>> = {
  litres: "litre",
  liters: "litre",
  kwh: "kWh",
  distancekm: "km",
  nights: "night",
};

function fieldKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, "");
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isBlankValue(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === "string" && v.trim() === "");
}

/** The first present (non-blank) value among the aliases of `field`, and the alias that held it. */
function pick(
  source: ReadonlyMap<string, unknown>,
  field: keyof typeof FIELD_ALIASES,
): { value: unknown; alias: string } | undefined {
  // No header (the canonical `{activities}` and CSV): nothing to look up alias by alias.
  if (source.size === 0) return undefined;
  for (const alias of FIELD_ALIASES[field] ?? []) {
    const value = source.get(alias);
    if (!isBlankValue(value)) return { value, alias };
  }
  return undefined;
}

function keyed(obj: Record<string, unknown>): Map<string, unknown> {
  const m = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj)) {
    const key = fieldKey(k);
    if (!m.has(key)) m.set(key, v);
  }
  return m;
}

function flagFrom(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const v = value.trim().toLowerCase();
  if (["true", "yes", "y", "1"].includes(v)) return true;
  if (["false", "no", "n", "0"].includes(v)) return false;
  return value;
}

function categoryFrom(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const m = /^\s*(?:cat(?:egory)?\.?\s*)?(\d{1,2})\s*$/i.exec(value);
  return m ? Number(m[1]) : value;
}

const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A row's supplier or certificate factor (market-based scope 2). An object passes as sent; a flat value (a
 * CSV column `supplier_factor`, kg CO2e per unit) takes its unit from `supplier_factor_unit` or else the
 * row's own unit, its source from `supplier_factor_source`, its instrument from `supplier_factor_instrument`.
 */
function supplierFactorFrom(
  value: unknown,
  find: (field: Field) => Hit | undefined,
  rowUnit: unknown,
): unknown {
  if (isRecord(value)) return value;
  const factor = typeof value === "string" && NUMERIC_TEXT.test(value.trim()) ? Number(value) : value;
  const out: Record<string, unknown> = {
    kgCO2ePerUnit: factor,
    unit: find("supplierFactorUnit")?.value ?? rowUnit,
    source: find("supplierFactorSource")?.value ?? "Supplier or certificate factor given with the row",
  };
  const instrument = find("supplierFactorInstrument")?.value;
  if (instrument !== undefined) {
    out.instrument =
      typeof instrument === "string" ? (INSTRUMENT_ALIASES[fieldKey(instrument)] ?? instrument) : instrument;
  }
  return out;
}

function text(v: unknown): string | undefined {
  if (typeof v === "string") return v.trim() || undefined;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return undefined;
}

/** Header values of a per-source payload that apply to each row (region, date, currency, who/where). */
type Header = { fields: Map<string, unknown>; context: string | undefined };

function headerOf(top: Record<string, unknown>, listKey: string | null): Header {
  const scalars: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(top)) {
    if (k === listKey) continue;
    if (isRecord(v) && fieldKey(k) === "billingperiod") {
      scalars.billingPeriodEnd = v.end ?? v.to;
      continue;
    }
    if (!isRecord(v) && !Array.isArray(v)) scalars[k] = v;
  }
  const fields = keyed(scalars);
  const context = HEADER_CONTEXT.map((k) => text(fields.get(k)))
    .filter((v): v is string => v !== undefined)
    .join(", ");
  return { fields, context: context || undefined };
}

type Field = keyof typeof FIELD_ALIASES;
type Hit = { value: unknown; alias: string };

/**
 * Where each canonical field may sit in objects with one set of keys, in alias order. `identity`: the keys are
 * canonical names already, in the order a canonical row lists them, none that a canonical row rewrites.
 */
type Plan = { fields: Map<Field, [key: string, alias: string][]>; context: string[]; identity: boolean };

/**
 * Canonical fields a row may already carry as they would be stored, in the order `canonicalRow` writes them.
 * Not here: the flags and category (turned from text), the supplier factor (made an object), the site (the
 * ingest writes the site's id and region into the row, which must not be the payload's own object).
 */
const AS_IS_ORDER: readonly string[] = [
  "activity",
  "amount",
  "unit",
  "region",
  "date",
  "periodStart",
  "periodEnd",
  "gas",
  "dataQuality",
  "activityUncertaintyPct",
  "factorUncertaintyPct",
  "massBalance",
  "description",
];

function keysAsIs(keys: readonly string[]): boolean {
  // A unit is needed: without one, an invoice's unit may be inferred from its region.
  if (!keys.includes("unit")) return false;
  let at = -1;
  for (const k of keys) {
    const next = AS_IS_ORDER.indexOf(k);
    if (next <= at) return false;
    at = next;
  }
  return true;
}

/** Whether a row of an `identity` plan is its own canonical row: no blank value, its description trimmed text. */
function rowAsIs(raw: Record<string, unknown>): boolean {
  for (const k in raw) {
    const v = raw[k];
    if (isBlankValue(v)) return false;
    if (k === "description" && (typeof v !== "string" || v.trim() !== v)) return false;
  }
  return true;
}

function planFor(keys: readonly string[]): Plan {
  const byAlias = new Map<string, string>();
  for (const k of keys) {
    const a = fieldKey(k);
    if (!byAlias.has(a)) byAlias.set(a, k);
  }
  const fields = new Map<Field, [string, string][]>();
  for (const [field, aliases] of Object.entries(FIELD_ALIASES) as [Field, readonly string[]][]) {
    const found: [string, string][] = [];
    for (const alias of aliases) {
      const key = byAlias.get(alias);
      if (key !== undefined) found.push([key, alias]);
    }
    if (found.length) fields.set(field, found);
  }
  const context = HEADER_CONTEXT.map((a) => byAlias.get(a)).filter((k): k is string => k !== undefined);
  return { fields, context, identity: context.length === 0 && keysAsIs(keys) };
}

/**
 * Plans by key signature: rows of one upload nearly always share their keys. `last` holds the previous row's
 * keys and plan: a row with the same keys in the same order takes that plan without building its signature.
 */
export type PlanCache = Map<string, Plan> & { last?: { keys: string[]; plan: Plan } };

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function planOf(raw: Record<string, unknown>, cache: PlanCache): Plan {
  const keys = Object.keys(raw);
  const last = cache.last;
  if (last && sameKeys(last.keys, keys)) return last.plan;
  const signature = keys.join("\u0001");
  let plan = cache.get(signature);
  if (!plan) {
    plan = planFor(keys);
    if (cache.size < 64) cache.set(signature, plan);
  }
  cache.last = { keys, plan };
  return plan;
}

function pickIn(raw: Record<string, unknown>, plan: Plan, field: Field): Hit | undefined {
  const candidates = plan.fields.get(field);
  if (!candidates) return undefined;
  for (const [key, alias] of candidates) {
    const value = raw[key];
    if (!isBlankValue(value)) return { value, alias };
  }
  return undefined;
}

const NO_HEADER: ReadonlyMap<string, unknown> = new Map();

/** Fields a row may take from its own keys or else from a per-source header, in the order they are read. */
const ROW_OR_HEADER_FIELDS = [
  "region",
  "date",
  "periodStart",
  "periodEnd",
  "rf",
  "ownedOrControlled",
  "category",
  "supplierFactor",
] as const;

/** One row under its canonical field names (null when it is not an object). Unknown fields are dropped. */
export function canonicalRow(
  raw: unknown,
  header?: Header,
  sourceType?: CarbonSourceType,
  cache: PlanCache = new Map(),
): CanonicalRow | null {
  if (!isRecord(raw)) return null;
  const plan = planOf(raw, cache);
  // A row already canonical (the documented `{activities: [...]}` shape) is its own canonical row: its copy
  // would be the same keys in the same order with the same values, 100,000 objects for a large upload.
  if (plan.identity && !header?.context && (header?.fields.size ?? 0) === 0 && rowAsIs(raw)) return raw;
  const h = header?.fields ?? NO_HEADER;
  const out: CanonicalRow = {};
  const activity = pickIn(raw, plan, "activity") ?? pick(h, "activity");
  if (activity) {
    const naics = activity.alias === "naics" || activity.alias === "naicscode";
    out.activity = naics ? `NAICS ${text(activity.value) ?? ""}` : activity.value;
  }
  const amount = pickIn(raw, plan, "amount");
  if (amount) out.amount = amount.value;
  const impliedUnit = amount ? UNIT_OF_AMOUNT_FIELD[amount.alias] : undefined;
  const unit = pickIn(raw, plan, "unit") ?? (impliedUnit ? undefined : pick(h, "unit"));
  if (unit) out.unit = unit.value;
  else if (impliedUnit) out.unit = impliedUnit;
  else if (sourceType === "supplier_invoice" && amount?.alias !== "quantity") {
    // An invoice line's amount is money; with no currency named, the invoice is in the region's currency.
    const region = text((pickIn(raw, plan, "region") ?? pick(h, "region"))?.value)?.toUpperCase();
    if (region === "GB" || region === "UK") out.unit = "GBP";
  }
  for (const field of ROW_OR_HEADER_FIELDS) {
    const hit = pickIn(raw, plan, field) ?? pick(h, field);
    if (!hit) continue;
    if (field === "rf" || field === "ownedOrControlled") out[field] = flagFrom(hit.value);
    else if (field === "category") out[field] = categoryFrom(hit.value);
    else if (field === "supplierFactor") {
      // Rare: the closure is made for the rows that name a supplier factor only.
      const find = (f: Field) => pickIn(raw, plan, f) ?? pick(h, f);
      out[field] = supplierFactorFrom(hit.value, find, out.unit);
    } else out[field] = hit.value;
  }
  const gas = pickIn(raw, plan, "gas");
  if (gas) out.gas = gas.value;
  for (const field of QUALITY_FIELDS) {
    const hit = pickIn(raw, plan, field);
    if (hit) out[field] = hit.value;
  }
  const balance = pickIn(raw, plan, "massBalance");
  if (balance) out.massBalance = balance.value;
  else if (MASS_BALANCE_FIELDS.some((f) => plan.fields.has(f))) {
    // A CSV row's mass balance comes as columns; a row that leaves them all blank has none.
    const parts = MASS_BALANCE_FIELDS.map((f) => [f, pickIn(raw, plan, f)?.value] as const);
    if (parts.some(([, v]) => v !== undefined)) {
      out.massBalance = Object.fromEntries(parts.filter(([, v]) => v !== undefined));
    }
  }
  // Only the row's own site names a site: a per-source header's `site` stays context of the description.
  const site = pickIn(raw, plan, "site");
  if (site) out.site = site.value;
  const own = pickIn(raw, plan, "description");
  const ownText = own ? text(own.value) : undefined;
  const rowContext: string[] = [];
  for (const key of plan.context) {
    if (own?.alias === "site" && fieldKey(key) === "site") continue;
    const v = text(raw[key]);
    if (v !== undefined) rowContext.push(v);
  }
  const description =
    header?.context || rowContext.length
      ? [header?.context, rowContext.join(", "), ownText].filter(Boolean).join(" — ")
      : ownText;
  if (description) out.description = description;
  return out;
}

const blank = (): NormalizedPayload => ({
  ok: false,
  blank: true,
  issues: [
    { row: null, field: null, message: "Raw data is empty: provide emission activity data to process" },
  ],
});

/** What a CSV header row allows: reading its records into canonical rows, or why it cannot be read. */
export type CsvRecordReader =
  | { ok: false; issue: PayloadIssue }
  | {
      ok: true;
      /** The canonical row of data row `n` (1-based), or why it is refused. */
      read(
        record: readonly string[],
        n: number,
      ): { row: CanonicalRow | null; issue?: never } | { issue: PayloadIssue };
    };

/**
 * Reads CSV records against their header, one at a time: shared by the whole-text ingest and the streamed
 * upload, which never holds the file.
 */
export function csvRecordReader(rawHeader: readonly string[]): CsvRecordReader {
  const header = rawHeader.map((h) => h.trim());
  const known = new Set(Object.values(FIELD_ALIASES).flat());
  if (!header.some((h) => FIELD_ALIASES.activity?.includes(fieldKey(h)))) {
    return {
      ok: false,
      issue: {
        row: null,
        field: null,
        message: `The CSV header must name an activity column (e.g. "activity,amount,unit,region,date,description"); found "${header.join(",")}"`,
      },
    };
  }
  const cache: PlanCache = new Map();
  const columns = header.map((name, c) => [name, c] as const).filter(([name]) => known.has(fieldKey(name)));
  return {
    ok: true,
    read(record, n) {
      if (record.length > header.length) {
        return {
          issue: {
            row: n,
            field: null,
            message: `Row ${n}: ${record.length} fields, but the header names ${header.length} columns`,
          },
        };
      }
      const obj: Record<string, unknown> = {};
      for (const [name, c] of columns) obj[name] = record[c];
      return { row: canonicalRow(obj, undefined, undefined, cache) };
    },
  };
}

function fromText(value: string, sourceType: CarbonSourceType): NormalizedPayload | CsvPayload {
  const t = value.trim();
  if (t === "") return blank();
  if (t.startsWith("{") || t.startsWith("[")) {
    try {
      return normalizeIngestPayload(sourceType, JSON.parse(t) as unknown);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      return {
        ok: false,
        blank: false,
        issues: [{ row: null, field: null, message: `Invalid JSON: ${why}` }],
      };
    }
  }
  return { ok: true, format: "csv", text: value };
}

/**
 * Any accepted payload → canonical rows (1-based row numbers are their positions), or what is wrong; CSV text
 * comes back as text for a CSV parser to read.
 */
export function normalizeIngestPayload(
  sourceType: CarbonSourceType,
  rawData: unknown,
): NormalizedPayload | CsvPayload {
  if (isBlankValue(rawData)) return blank();
  if (typeof rawData === "string") return fromText(rawData, sourceType);
  if (Array.isArray(rawData)) {
    if (rawData.length === 0) return blank();
    const cache: PlanCache = new Map();
    return {
      ok: true,
      rows: rawData.map((r) => canonicalRow(r, undefined, sourceType, cache)),
      format: "rows",
    };
  }
  if (!isRecord(rawData)) {
    return {
      ok: false,
      blank: false,
      issues: [
        { row: null, field: null, message: "Raw data must be an object, a list of activities or CSV text" },
      ],
    };
  }
  if (Object.keys(rawData).length === 0) return blank();
  if (typeof rawData.rawText === "string" || rawData.rawText === null) {
    return fromText(String(rawData.rawText ?? ""), sourceType);
  }
  const listKey = ROW_LIST_KEYS.find((k) => Array.isArray(rawData[k])) ?? null;
  const header = headerOf(rawData, listKey);
  if (listKey === null) {
    // A single line (one receipt, one trip) given as the payload itself.
    if (pick(keyed(rawData), "activity") && pick(keyed(rawData), "amount")) {
      return { ok: true, rows: [canonicalRow(rawData, undefined, sourceType)], format: "per_source" };
    }
    return {
      ok: false,
      blank: false,
      issues: [
        {
          row: null,
          field: null,
          message: `No activity rows found: send {"activities": [{"activity", "amount", "unit", "region", "date", "description"}]}, a list under one of ${ROW_LIST_KEYS.map((k) => `"${k}"`).join(", ")}, or CSV text as {"rawText": "..."}`,
        },
      ],
    };
  }
  const list = rawData[listKey] as unknown[];
  if (list.length === 0) return blank();
  const cache: PlanCache = new Map();
  return {
    ok: true,
    rows: list.map((r) => canonicalRow(r, header, sourceType, cache)),
    format: listKey === "activities" && header.fields.size === 0 ? "activities" : "per_source",
  };
}
