import { z } from "zod";

/**
 * The text and number fields every form and input schema shares: one definition of a required or
 * optional text and one parser of a typed number, instead of a copy per module.
 */

/** Trimmed text of 1 to `max` characters; blank reads "<label> is required". */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Trimmed text of at most `max` characters; blank, null or absent is stored as null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export type NumberFieldOptions = {
  /** Whole numbers only: "12.7" reads as 12 (spec part 2 §5, goal years). */
  integer?: boolean;
  /** What text that is not a number reads as (spec part 2 §5: goal values fall back to 0); NaN by default. */
  fallback?: number;
};

/**
 * A number field as a form holds it (text). Blank is `undefined`, so the schema reports the field as required
 * (or an optional field maps it to null with `?? null`); text that is not a number is `fallback`, or NaN, which
 * the schema reports as not a number. Decimals are kept unless `integer` is set.
 */
export function parseNumberField(text: string, options: NumberFieldOptions = {}): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const n = options.integer ? Number.parseInt(trimmed, 10) : Number(trimmed);
  return Number.isNaN(n) ? (options.fallback ?? Number.NaN) : n;
}
