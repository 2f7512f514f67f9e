import { z } from "zod";
import { firstNumberOutOfRange, MAX_JSON_NUMBER } from "./numeric-bounds";

/** Largest JSON object a free-form field may hold once serialised (characters). */
export const JSON_OBJECT_FIELD_MAX_CHARS = 20_000;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A structured JSON object field (training content, board report key metrics, …) as the API receives it:
 * an object (not an array or a scalar), bounded in size so a row stays small. Every number in it is finite
 * and within ±MAX_JSON_NUMBER: a JSON body's `1e999` parses to Infinity, which would be stored as null.
 */
export const jsonObjectFieldSchema = z
  .record(z.string(), z.unknown(), { error: "Must be a JSON object" })
  .superRefine((value, ctx) => {
    if (JSON.stringify(value).length > JSON_OBJECT_FIELD_MAX_CHARS) {
      ctx.addIssue({
        code: "custom",
        message: `Must be at most ${JSON_OBJECT_FIELD_MAX_CHARS.toLocaleString("en-GB")} characters of JSON`,
      });
      return;
    }
    const path = firstNumberOutOfRange(value, MAX_JSON_NUMBER);
    if (path) {
      ctx.addIssue({
        code: "custom",
        path,
        message: `Each number must be finite and at most ${MAX_JSON_NUMBER} in size`,
      });
    }
  });
export type JsonObjectField = z.infer<typeof jsonObjectFieldSchema>;

export type JsonTextParse = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

/**
 * Spec part 2 §5: a JSON text area of a form. Empty (or blank) becomes an empty object; anything else must
 * parse as JSON and be an object, otherwise the submit fails.
 */
export function parseJsonObjectText(text: string): JsonTextParse {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return { ok: false, message: "Must be valid JSON" };
  }
  if (!isPlainObject(parsed)) return { ok: false, message: 'Must be a JSON object, e.g. {"key": "value"}' };
  return { ok: true, value: parsed };
}

/** The form side of `jsonObjectFieldSchema`: text in, object out, with the same size bound. */
export const jsonObjectTextFieldSchema = z
  .string()
  .transform((text, ctx) => {
    const result = parseJsonObjectText(text);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }
    return result.value;
  })
  .pipe(jsonObjectFieldSchema);

/** Pretty JSON for a text area (an empty object shows as an empty field). */
export function jsonObjectToText(value: Record<string, unknown> | null | undefined): string {
  if (!value || Object.keys(value).length === 0) return "";
  return JSON.stringify(value, null, 2);
}
