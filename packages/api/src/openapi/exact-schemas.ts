/**
 * Narrows the answers' schemas where zod says less than the data holds: every row id the API answers is a
 * positive integer (zod's `int()` documents only the safe-integer range), every `…Date` is a calendar date
 * (`format: date`, stored and answered as YYYY-MM-DD) and every `country` an ISO 3166-1 alpha-2 code in
 * capitals. Applied to the answers only, by property name, in one place: inputs accept more (a lower-case
 * country, a number or digits for an id) and keep their own schemas. The operations test validates every real
 * answer against the result, so a field the rule does not fit shows up there.
 */
import type { oas31 } from "zod-openapi";

type Schema = Record<string, unknown>;

const ISO_COUNTRY = "^[A-Z]{2}$";
const isId = (name: string) => name === "id" || /[a-z]Id$/.test(name);
/** Named `…Date` but a moment (when a report was approved, a certificate issued), not a calendar day. */
const MOMENTS: ReadonlySet<string> = new Set(["approvalDate", "certificateDate"]);
const isDate = (name: string) => (name === "date" || /[a-z]Date$/.test(name)) && !MOMENTS.has(name);

/** The non-null branches of a schema: itself, or the members of its `anyOf` / `oneOf`. */
function branches(schema: Schema): Schema[] {
  const members = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  return members ? members.flatMap(branches) : [schema];
}

const hasType = (schema: Schema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

function narrowProperty(name: string, schema: Schema): void {
  for (const branch of branches(schema)) {
    if (isId(name) && hasType(branch, "integer")) {
      branch.minimum = 1;
    } else if (isDate(name) && hasType(branch, "string") && !branch.format) {
      branch.format = "date";
    } else if (name === "country" && hasType(branch, "string") && !branch.pattern) {
      branch.pattern = ISO_COUNTRY;
    }
  }
}

function walk(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item);
    return;
  }
  if (!node || typeof node !== "object") return;
  const schema = node as Schema;
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (properties) for (const [name, property] of Object.entries(properties)) narrowProperty(name, property);
  for (const value of Object.values(schema)) walk(value);
}

/** The document with its answers' schemas narrowed (a copy: the generator's objects may be shared). */
export function withExactAnswers(document: oas31.OpenAPIObject): oas31.OpenAPIObject {
  const copy = structuredClone(document);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, oas31.OperationObject>)) {
      for (const response of Object.values(operation.responses ?? {})) {
        const content = (response as oas31.ResponseObject).content ?? {};
        for (const media of Object.values(content)) walk(media.schema);
      }
    }
  }
  return copy;
}
