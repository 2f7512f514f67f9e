/**
 * Refrigerant rows of an upload: `{activity: "refrigerant", gas, amount}` (kg leaked, or another mass unit)
 * or `{activity: "refrigerant", gas, massBalance: {startStockKg, purchasedKg, endStockKg, disposedKg,
 * capacityChangeKg?}}`. Their figure is kg × GWP-100 of the company's basis, not a library factor, so they
 * are read here and never reach the factor lookup. Scope 1, breakdown "fugitive"; Montreal Protocol gases
 * (CFCs, HCFCs) are recorded with their CO2e as a memo and 0 kg in the scopes (GHG Protocol Corporate
 * Standard ch. 4: not part of the inventory).
 */
import { z } from "zod";
import type { CanonicalRow } from "./carbon-ingest";
import {
  findRefrigerant,
  GWP_SOURCES,
  type GwpBasis,
  massBalanceLeakKg,
  REFRIGERANT_IDS,
  type RefrigerantEmission,
  refrigerantEmission,
  tryConvertUnit,
} from "./ghg";
import { formatBound, MAX_AMOUNT } from "./numeric-bounds";

export const REFRIGERANT_ACTIVITY = "refrigerant";

export function isRefrigerantRow(row: CanonicalRow): boolean {
  return typeof row.activity === "string" && row.activity.trim().toLowerCase() === REFRIGERANT_ACTIVITY;
}

const stockKg = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number of kg` })
    .refine(Number.isFinite, `${what} must be a finite number of kg`)
    .min(0, `${what} must not be negative`)
    .max(MAX_AMOUNT, `${what} must be at most ${formatBound(MAX_AMOUNT)} kg`);

export const massBalanceSchema = /* @__PURE__ */ z.object({
  startStockKg: stockKg("Stock at the start"),
  purchasedKg: stockKg("Purchased"),
  endStockKg: stockKg("Stock at the end"),
  disposedKg: stockKg("Disposed or returned"),
  // A change in capacity may be negative (equipment retired): only its size is bounded.
  capacityChangeKg: z.coerce
    .number({ error: "Capacity change must be a number of kg" })
    .refine(Number.isFinite, "Capacity change must be a finite number of kg")
    .min(-MAX_AMOUNT)
    .max(MAX_AMOUNT)
    .nullish(),
});

export type RefrigerantIssue = { field: string; message: string };

export type ReadRefrigerant =
  | { ok: true; kg: number; emission: RefrigerantEmission; method: "amount" | "mass_balance" }
  | { ok: false; issue: RefrigerantIssue };

/** The leak of one refrigerant row on the basis, or the field that is wrong and why. */
export function readRefrigerantRow(row: CanonicalRow, n: number, basis: GwpBasis): ReadRefrigerant {
  const fail = (field: string, message: string): ReadRefrigerant => ({
    ok: false,
    issue: { field, message: `Row ${n}: ${field}: ${message}` },
  });
  const gasName = typeof row.gas === "string" ? row.gas.trim() : "";
  if (!gasName) return fail("gas", `a refrigerant row names its gas (one of ${REFRIGERANT_IDS.join(", ")})`);
  const refrigerant = findRefrigerant(gasName);
  if (!refrigerant) {
    return fail("gas", `"${gasName}" is not a known refrigerant (one of ${REFRIGERANT_IDS.join(", ")})`);
  }
  if (row.massBalance !== undefined && row.massBalance !== null) {
    if (row.amount !== undefined && row.amount !== null) {
      return fail("massBalance", "give either amount (kg leaked) or massBalance, not both");
    }
    const parsed = massBalanceSchema.safeParse(row.massBalance);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const key = first?.path.length ? `massBalance.${first.path.join(".")}` : "massBalance";
      return fail(key, first?.message ?? "invalid mass balance");
    }
    const kg = massBalanceLeakKg(parsed.data);
    if (kg < 0) {
      return fail(
        "massBalance",
        `start stock + purchased − end stock − disposed − capacity change is ${kg} kg: a leak cannot be negative (check the stock figures)`,
      );
    }
    return { ok: true, kg, emission: refrigerantEmission(refrigerant, kg, basis), method: "mass_balance" };
  }
  const raw = row.amount;
  const amount = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  if (typeof amount !== "number" || !Number.isFinite(amount)) {
    return fail("amount", "give the kg leaked as amount, or a massBalance");
  }
  if (amount < 0) return fail("amount", "a leak cannot be negative");
  if (amount > MAX_AMOUNT) return fail("amount", `must be at most ${formatBound(MAX_AMOUNT)}`);
  const unit = typeof row.unit === "string" && row.unit.trim() ? row.unit.trim() : "kg";
  const converted = tryConvertUnit(amount, unit, "kg");
  if (!converted.ok) return fail("unit", `"${unit}" is not a unit of mass (give kg)`);
  return {
    ok: true,
    kg: converted.value,
    emission: refrigerantEmission(refrigerant, converted.value, basis),
    method: "amount",
  };
}

/** The factor reference stored with a refrigerant activity: the GWP, its table and the blend's standard. */
export function refrigerantFactor(e: RefrigerantEmission, basis: GwpBasis) {
  const blend = e.refrigerant.components.length > 1;
  return {
    id: `gwp-${basis.toLowerCase()}:${e.refrigerant.id}`,
    value: e.gwp,
    source: blend
      ? `${GWP_SOURCES[basis]}; blend composition by mass per ANSI/ASHRAE Standard 34`
      : GWP_SOURCES[basis],
  };
}

/** The refrigerant id of a stored factor id (`gwp-ar5:R-410A` → R-410A), or null for any other factor. */
export function refrigerantOfFactorId(factorId: string): string | null {
  const m = /^gwp-ar[56]:(.+)$/.exec(factorId);
  return m ? (m[1] as string) : null;
}
