/**
 * How a procedure's zod input becomes the parts of an HTTP request: path parameters, query parameters or a
 * JSON body, split the same way the REST adapter merges them back (rest-call.ts `restInput`).
 */
import { z } from "zod";
import type { RestRoute } from "../rest/route-types";

export type RequestParts = {
  path?: z.ZodObject;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; required: boolean };
};

/** The company in the path: checked against the session, never passed to the procedure. */
const companyIdParam = z.int().positive().meta({
  description: "Your company's id (the signed-in user's company; another company's id answers 403)",
  example: 1,
});

/**
 * A path parameter as the document gives it: a row id is a positive integer (the adapter reads the text; its
 * schema accepts number or digits, which a client has no reason to know), a year an integer.
 */
function pathParamSchema(name: string, field: z.ZodType | undefined): z.ZodType {
  if (name === "companyId") return companyIdParam;
  if (/^id$|Id$/.test(name)) return z.int().positive().meta({ description: "The record's id", example: 1 });
  if (name === "year") return z.int().meta({ description: "The reporting year", example: 2024 });
  return field ?? z.string();
}

/** The `:name` segments of a route's path, in order. */
export function pathParamNames(path: string): string[] {
  return path
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => segment.slice(1));
}

export function requestParts(
  route: RestRoute,
  input: z.ZodType | undefined,
  documentedNames: readonly string[] = pathParamNames(route.path),
): RequestParts {
  const names = pathParamNames(route.path);
  const { object, optional } = objectOf(input);
  const parts: RequestParts = {};
  if (names.length > 0) {
    const shape: Record<string, z.ZodType> = {};
    names.forEach((name, i) => {
      shape[documentedNames[i] ?? name] = pathParamSchema(name, object?.shape[name]);
    });
    parts.path = z.object(shape);
  }
  const passed = names.filter((name) => name !== "companyId");
  const rest = object && passed.length > 0 ? withoutKeys(object, passed) : object;
  if (route.method === "GET" || route.method === "DELETE") {
    if (rest && Object.keys(rest.shape).length > 0) parts.query = rest;
    return parts;
  }
  // Nothing taken out for the path: the body is the schema itself, transforms and refinements included.
  const body = passed.length > 0 ? rest : input;
  const empty = body instanceof z.ZodObject && Object.keys(body.shape).length === 0;
  if (body && !empty) parts.body = { schema: body, required: !optional };
  return parts;
}

/** The object an input schema validates, through `.optional()`, `.nullish()` and a `.transform()` pipe. */
export function objectOf(schema: z.ZodType | undefined): { object: z.ZodObject | null; optional: boolean } {
  let optional = false;
  let current: unknown = schema;
  for (;;) {
    if (current instanceof z.ZodObject) return { object: current, optional };
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      optional = true;
      current = current.unwrap();
    } else if (current instanceof z.ZodPipe) {
      current = current.in;
    } else {
      return { object: null, optional: optional || schema === undefined };
    }
  }
}

/**
 * The object without some keys. Built anew rather than with `.omit()`, which zod refuses on objects with
 * refinements; the catchall is kept, so a strict object stays strict.
 */
function withoutKeys(object: z.ZodObject, keys: string[]): z.ZodObject {
  const shape = Object.fromEntries(Object.entries(object.shape).filter(([key]) => !keys.includes(key)));
  const { catchall } = object._zod.def;
  return catchall ? z.object(shape).catchall(catchall) : z.object(shape);
}
