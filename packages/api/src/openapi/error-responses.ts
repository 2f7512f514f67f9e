/**
 * The error answers of each operation, all with the product's error body (errors.ts `ErrorBody`): which
 * statuses a route can answer follows from how the adapter and the server's middleware treat it.
 */

import { duplicateRowSchema } from "@esg/domain";
import { z } from "zod";
import type { ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from "zod-openapi";
import { ERROR_REASONS } from "../error-reasons";
import type { RestRoute } from "../rest/route-types";
import { headerRefs } from "./headers";
import { pathParamNames } from "./input-schemas";

/** errors.ts `ErrorBody`, registered once as the `Error` component. */
export const errorBodySchema = z
  .object({
    message: z
      .string()
      .meta({ description: "What went wrong, for people; never internal detail in production" }),
    code: z.string().meta({
      description: "The tRPC error code (BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, …)",
      example: "BAD_REQUEST",
    }),
    reason: z.enum(ERROR_REASONS).meta({
      description:
        "What to branch on: finer than the status (a 409 is `year_closed`, `duplicate_upload`, `last_admin` …); new reasons may be added, so treat an unknown one by its status",
      example: "validation_failed",
    }),
    requestId: z.string().optional().meta({
      description: "The request's id, as in the `X-Request-Id` header: quote it when asking for support",
    }),
    issues: z
      .array(
        z.object({
          path: z
            .array(z.string())
            .meta({ description: 'Where in the input, e.g. ["rawData", "activities", "0"]' }),
          message: z.string(),
        }),
      )
      .optional()
      .meta({ description: "Each problem of an invalid input (400), or of a conflicting field (409)" }),
    duplicates: z.array(duplicateRowSchema).optional().meta({
      description:
        "An ingest refused because rows are bills already counted (409): each input row (1-based) with the counted data source and activity holding the same bill, or the earlier row of the same request it repeats (`sameAsRow`). Send again with `allowDuplicate` to count them anyway.",
    }),
  })
  .meta({ id: "Error", description: "The body of every error answer" });

/** Each error status once, as a response component (`#/components/responses/<id>`) the operations refer to. */
const ERROR_RESPONSES: Record<number, { id: string; description: string }> = {
  400: { id: "BadRequest", description: "Invalid input (`issues` lists each problem) or a malformed body" },
  401: {
    id: "Unauthorized",
    description: "Not signed in: no valid session cookie or API token (on sign-in: wrong credentials)",
  },
  403: {
    id: "Forbidden",
    description:
      "Not allowed: your role, a read-only API token, another company's id in the path, or a cross-site write",
  },
  404: { id: "NotFound", description: "No such record in your company" },
  409: { id: "Conflict", description: "Conflicts with the record's current state" },
  413: { id: "PayloadTooLarge", description: "Request body too large" },
  415: { id: "UnsupportedMediaType", description: "The body is not application/json" },
  429: { id: "TooManyRequests", description: "Too many requests: wait and try again" },
  500: { id: "InternalServerError", description: "Internal server error" },
};

/** The error statuses one route can answer, in order. */
export function errorStatuses(route: RestRoute): number[] {
  const hasBody = route.method === "POST" || route.method === "PUT";
  const namesARow = pathParamNames(route.path).some((name) => name !== "companyId" && /^id$|Id$/.test(name));
  const statuses = new Set<number>([400, 500, ...(route.errors ?? [])]);
  if (!route.public) statuses.add(401).add(403);
  // Writes need a same-origin signal (apps/server csrf.ts), public ones included.
  if (hasBody) statuses.add(403).add(413).add(415);
  if (namesARow) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/** One object per status: zod-openapi registers a response component by its identity, once. */
const responseObjects = new Map<number, ZodOpenApiResponseObject>();

function errorResponse(status: number): ZodOpenApiResponseObject {
  let response = responseObjects.get(status);
  if (!response) {
    const { id, description } = ERROR_RESPONSES[status] ?? { id: `Error${status}`, description: "Error" };
    const headers =
      status === 429
        ? headerRefs(
            "X-Request-Id",
            "Retry-After",
            "RateLimit-Limit",
            "RateLimit-Remaining",
            "RateLimit-Reset",
          )
        : headerRefs("X-Request-Id");
    response = { id, description, headers, content: { "application/json": { schema: errorBodySchema } } };
    responseObjects.set(status, response);
  }
  return response;
}

export function errorResponses(route: RestRoute): ZodOpenApiResponsesObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const status of errorStatuses(route)) responses[`${status}` as `4${string}`] = errorResponse(status);
  return responses;
}
