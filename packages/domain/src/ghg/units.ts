/** Unit parsing and conversion for activity data (constants and their sources: unit-table.ts). */
import { type CurrencyRates, isCurrencyCode, usdPerUnit } from "./currency-rates";
import { didYouMean, fail, GhgEngineError, ok, quoteList, type Result } from "./ghg-errors";
import { closestMatches } from "./text-similarity";
import { AMBIGUOUS_UNITS, UNITS, type UnitDef, type UnitDimension } from "./unit-table";

/** Lower-case, `³` → `3`, any run of other punctuation or spaces → `_` (so "passenger-km" = "passenger_km"). */
export function unitKey(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/³/g, "3")
    .replace(/[^a-z0-9$£€]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

let index: Map<string, UnitDef> | undefined;

function unitIndex(): Map<string, UnitDef> {
  if (index) return index;
  const map = new Map<string, UnitDef>();
  for (const unit of UNITS) {
    for (const name of [unit.id, unit.name, ...unit.aliases]) {
      const key = unitKey(name);
      const other = map.get(key);
      if (other && other !== unit) throw new Error(`Unit key "${key}" names both ${other.id} and ${unit.id}`);
      map.set(key, unit);
    }
  }
  index = map;
  return map;
}

/** Every key the parser accepts, each with the unit id it means (for tests and documentation). */
export function unitAliases(): ReadonlyMap<string, string> {
  return new Map([...unitIndex()].map(([key, unit]) => [key, unit.id]));
}

export function getUnit(id: string): UnitDef | undefined {
  return UNITS.find((u) => u.id === id);
}

function lookup(key: string): Result<UnitDef> | undefined {
  const ambiguous = AMBIGUOUS_UNITS[key];
  if (ambiguous) {
    return fail({
      code: "ambiguous_unit",
      unit: key,
      candidates: [...ambiguous],
      message: `Unit "${key}" is ambiguous: write ${quoteList(ambiguous)}`,
    });
  }
  const unit = unitIndex().get(key);
  return unit ? ok(unit) : undefined;
}

const parsed = /* @__PURE__ */ new Map<string, Result<UnitDef>>();

/** Parses a unit as people type it ("kWh", "litres", "US gallon", "p.km", "£"), case-insensitively. */
export function parseUnit(input: string): Result<UnitDef> {
  const hit = parsed.get(input);
  if (hit) return hit;
  const result = parseUncached(input);
  if (parsed.size >= 1000) parsed.clear();
  parsed.set(input, result);
  return result;
}

function parseUncached(input: string): Result<UnitDef> {
  const key = unitKey(input);
  const found = lookup(key) ?? (key.length > 2 && key.endsWith("s") ? lookup(key.slice(0, -1)) : undefined);
  if (found) return found;
  const suggestions = closestMatches(
    key,
    [...unitIndex()].map(([k, u]) => [k, u.id] as const),
  );
  return fail({
    code: "unknown_unit",
    unit: input,
    suggestions,
    message: `Unknown unit "${input}"${didYouMean(suggestions)}`,
  });
}

/**
 * Whether an amount in `from` can be expressed in `to`: the same dimension, or a plain distance read as
 * the distance of one passenger or one vehicle (a travel row is one traveller's trip).
 */
export function canConvert(from: UnitDef, to: UnitDef): boolean {
  if (from.dimension === to.dimension) return true;
  return (
    from.dimension === "distance" &&
    (to.dimension === "passenger_distance" || to.dimension === "vehicle_distance")
  );
}

function sizeInBase(unit: UnitDef, rates?: CurrencyRates): number {
  return unit.dimension === "currency" && isCurrencyCode(unit.id) ? usdPerUnit(unit.id, rates) : unit.toBase;
}

/** Converts between parsed units; an incompatible pair is a typed error. */
export function convertBetween(
  amount: number,
  from: UnitDef,
  to: UnitDef,
  rates?: CurrencyRates,
): Result<number> {
  if (!canConvert(from, to)) {
    return fail({
      code: "incompatible_unit",
      unit: from.id,
      expected: [to.id],
      message: `Cannot convert ${from.id} (${dimensionLabel(from.dimension)}) to ${to.id} (${dimensionLabel(to.dimension)})`,
    });
  }
  if (from === to) return ok(amount);
  const converted = (amount * sizeInBase(from, rates)) / sizeInBase(to, rates);
  if (!Number.isFinite(converted)) {
    return fail({
      code: "invalid_amount",
      amount,
      message: `${amount} ${from.id} in ${to.id} is not a finite number`,
    });
  }
  return ok(converted);
}

/** Converts `amount` from one unit to another, both given as text; errors are typed. */
export function tryConvertUnit(
  amount: number,
  from: string,
  to: string,
  rates?: CurrencyRates,
): Result<number> {
  const a = parseUnit(from);
  if (!a.ok) return a;
  const b = parseUnit(to);
  if (!b.ok) return b;
  return convertBetween(amount, a.value, b.value, rates);
}

/** As `tryConvertUnit`, throwing a `GhgEngineError` on unknown, ambiguous or incompatible units. */
export function convertUnit(amount: number, from: string, to: string, rates?: CurrencyRates): number {
  const r = tryConvertUnit(amount, from, to, rates);
  if (!r.ok) throw new GhgEngineError(r.error);
  return r.value;
}

export function dimensionLabel(d: UnitDimension): string {
  return d.replace("_", " ");
}
