/** The normalised activity row the GHG engine takes (one bill line, fuel receipt, trip or invoice line). */
import { z } from "zod";
import { finiteAmount, formatBound, MAX_AMOUNT, MAX_SUPPLIER_FACTOR } from "../numeric-bounds";
import { ghgCategorySchema } from "./scope-rules";

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A finite, non-negative number of at most `MAX_AMOUNT` (1e12) in its unit; a plain numeric string ("12500",
 * "1.5e3") is accepted, "12,500" and "Infinity" are not, and "1e309" (Infinity once read) is refused.
 */
export const activityAmountSchema = /* @__PURE__ */ z
  .union([z.number(), z.string().trim().regex(NUMERIC, "Amount must be a number").transform(Number)], {
    error: "Amount must be a number",
  })
  .pipe(finiteAmount);

/**
 * Market-based scope 2 instrument (GHG Protocol Scope 2 Guidance): a supplier-specific or tariff factor,
 * an energy attribute certificate (REGO, GO, REC; usually 0 kg/kWh), a PPA, or a residual-mix factor.
 */
export const marketInstrumentSchema = /* @__PURE__ */ z.enum([
  "supplier_specific",
  "energy_attribute_certificate",
  "ppa",
  "residual_mix",
]);
export type MarketInstrument = z.infer<typeof marketInstrumentSchema>;

export const supplierFactorSchema = /* @__PURE__ */ z.object({
  kgCO2ePerUnit: z
    .number({ error: "Supplier factor must be a finite number" })
    .nonnegative("Supplier factor must not be negative")
    .max(
      MAX_SUPPLIER_FACTOR,
      `Supplier factor must be at most ${formatBound(MAX_SUPPLIER_FACTOR)} kg CO2e per unit`,
    ),
  unit: z.string().trim().min(1, "Supplier factor unit is required"),
  source: z.string().trim().min(1, "Supplier factor source is required"),
  instrument: marketInstrumentSchema.default("supplier_specific"),
  /** Who issued the contract or certificate (stored with the activity). */
  supplier: z.string().trim().min(1).max(200).nullish(),
  /** kWh the instrument covers; omitted: the whole row. */
  volume: z
    .number({ error: "Instrument volume must be a finite number" })
    .positive("Instrument volume must be positive")
    .max(MAX_AMOUNT, `Instrument volume must be at most ${formatBound(MAX_AMOUNT)}`)
    .nullish(),
  /** Year or period of the generation the instrument attests ("2024", "2024-Q3"). */
  vintage: z.union([z.number().int().min(1990).max(2100), z.string().trim().min(1).max(40)]).nullish(),
});
export type SupplierFactor = z.infer<typeof supplierFactorSchema>;
export type SupplierFactorInput = z.input<typeof supplierFactorSchema>;

export const activityRowSchema = /* @__PURE__ */ z.object({
  /** A factor-file activity id or an alias ("electricity", "gas", "long haul flight economy", …). */
  activity: z.string().trim().min(1, "Activity is required"),
  amount: activityAmountSchema,
  /** Any unit `parseUnit` accepts ("kWh", "litres", "US gallon", "passenger-km", "GBP", …). */
  unit: z.string().trim().min(1, "Unit is required"),
  /** ISO 3166-1 alpha-2 code, UK, EU, GLOBAL or US-<eGRID>; omitted means GLOBAL. */
  region: z.string().trim().min(1).nullish(),
  /** Calendar year of the activity; picks the factor year. */
  year: z.number().int().min(1990).max(2100).nullish(),
  /** Flights: include the radiative-forcing uplift (DESNZ `_with_rf`). Default false. */
  rf: z.boolean().nullish(),
  /** False for fuel burned in vehicles or plant the company neither owns nor controls. Default true. */
  ownedOrControlled: z.boolean().nullish(),
  /** Scope 3 category override (e.g. 2 for capitalised purchases). */
  category: ghgCategorySchema.nullish(),
  /** Supplier or certificate factor: adds a market-based figure to scope 2 rows. */
  supplierFactor: supplierFactorSchema.nullish(),
});

/** As sent by a client (amount may be a numeric string). */
export type ActivityRowInput = z.input<typeof activityRowSchema>;
/** As parsed. */
export type ActivityRow = z.output<typeof activityRowSchema>;
