/**
 * The headers of a paged answer (docs/decisions/046-catalogue-estimates-and-lists.md), on every operation whose
 * query takes `page`: found from the procedure's own input schema, so a list that starts paging is documented
 * without a second declaration.
 */
import type { ZodOpenApiResponseObject } from "zod-openapi";
import type { RequestParts } from "./input-schemas";

type Headers = NonNullable<ZodOpenApiResponseObject["headers"]>;

const PAGING_HEADERS: Headers = {
  "X-Total-Count": {
    description:
      "Rows matching the list's filter in all (with `page` or `pageSize`; always on an object list)",
    schema: { type: "integer", minimum: 0 },
  },
  "X-Page": { description: "The page answered (1-based)", schema: { type: "integer", minimum: 1 } },
  "X-Page-Size": { description: "Rows per page", schema: { type: "integer", minimum: 1 } },
  Link: {
    description:
      'RFC 8288 links with the list\'s filter kept: rel="first", and rel="last", "prev" and "next" by page number; a `cursor` walk links rel="next" by cursor',
    schema: { type: "string" },
  },
};

/** The paging headers when the operation's query takes `page`, else none. */
export function pagingHeaders(parts: RequestParts): Headers | undefined {
  return parts.query && "page" in parts.query.shape ? PAGING_HEADERS : undefined;
}
