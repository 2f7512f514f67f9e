/**
 * The response headers the document describes, once each as a component (`#/components/headers/<name>`):
 * the request id every answer carries, the paging headers of a paged list, and a spent budget's headers.
 */
import type { oas31 } from "zod-openapi";

const integer = { type: "integer", minimum: 0 } as const;

export const HEADER_COMPONENTS = {
  "X-Request-Id": {
    description:
      "The request's id, also in an error body's `requestId` and the server's log line (a trusted proxy's, else generated)",
    schema: { type: "string" },
  },
  "X-Total-Count": {
    description:
      "Rows matching the list's filter in all (with `page` or `pageSize`; always on an object list)",
    schema: integer,
  },
  "X-Page": { description: "The page answered (1-based)", schema: { type: "integer", minimum: 1 } },
  "X-Page-Size": { description: "Rows per page", schema: { type: "integer", minimum: 1 } },
  Link: {
    description:
      'RFC 8288 links with the list\'s filter kept: `rel="first"`, and `"last"`, `"prev"` and `"next"` by page number where they exist; a `cursor` walk links `rel="next"` by cursor',
    schema: { type: "string" },
  },
  "Retry-After": { description: "Seconds until the request may be retried (RFC 9110)", schema: integer },
  "RateLimit-Limit": {
    description: "The spent budget: requests per window (draft-ietf-httpapi-ratelimit-headers)",
    schema: integer,
  },
  "RateLimit-Remaining": { description: "Requests left in the window: 0 on a refusal", schema: integer },
  "RateLimit-Reset": { description: "Seconds until the window resets", schema: integer },
} satisfies Record<string, oas31.HeaderObject>;

export type HeaderName = keyof typeof HEADER_COMPONENTS;

/** References to header components, for a response's `headers`. */
export function headerRefs(...names: HeaderName[]): Record<string, oas31.ReferenceObject> {
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}
