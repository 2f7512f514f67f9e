/** One declared REST route as an OpenAPI operation, from its procedure's own zod schemas. */
import type { ZodType } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from "zod-openapi";
import type { RestRoute } from "../rest/route-types";
import { SECURITY } from "./document-parts";
import { errorResponses } from "./error-responses";
import { headerRefs } from "./headers";
import { requestParts } from "./input-schemas";

/** What the generator reads of a procedure: its parsers (`.input()`, `.output()`) and meta (roles). */
export type ProcedureDef = {
  type: "query" | "mutation" | "subscription";
  inputs: ZodType[];
  output?: ZodType;
  meta?: { roles?: readonly string[] };
};

export function operationFor(
  route: RestRoute,
  def: ProcedureDef,
  documentedNames?: readonly string[],
): ZodOpenApiOperationObject {
  if (def.inputs.length > 1) throw new Error(`${route.procedure}: more than one .input() is not documented`);
  const parts = requestParts(route, def.inputs[0], documentedNames);
  const paged = parts.query !== undefined && "page" in parts.query.shape;
  const operation: ZodOpenApiOperationObject = {
    operationId: route.procedure,
    summary: route.summary,
    description: descriptionOf(route, def),
    tags: [route.tag],
    responses: { "200": successResponse(route, def, paged), ...errorResponses(route) },
  };
  if (parts.path || parts.query) {
    operation.requestParams = {
      ...(parts.path && { path: parts.path }),
      ...(parts.query && { query: parts.query }),
    };
  }
  if (parts.body) {
    operation.requestBody = {
      required: parts.body.required,
      content: { "application/json": { schema: parts.body.schema } },
    };
  }
  if (route.public) operation.security = [];
  else if (route.sessionOnly) operation.security = [{ [SECURITY.session]: [] }];
  return operation;
}

function descriptionOf(route: RestRoute, def: ProcedureDef): string {
  const who = route.public
    ? "Public: no session needed."
    : `Roles: ${def.meta?.roles?.join(", ") ?? "none"}${route.sessionOnly ? " (browser session only, not an API token)" : ""}.`;
  return `${who}\n\ntRPC procedure: \`${route.procedure}\` (${def.type}).`;
}

function successResponse(route: RestRoute, def: ProcedureDef, paged: boolean): ZodOpenApiResponseObject {
  if (route.response === "file") {
    return {
      description: "The file, as an attachment",
      headers: {
        ...headerRefs("X-Request-Id"),
        "Content-Disposition": {
          description: "`attachment` with the file's name (ASCII, and UTF-8 as `filename*`)",
          schema: { type: "string" },
        },
      },
      content: Object.fromEntries(
        (route.fileTypes ?? ["application/octet-stream"]).map((type) => [type, fileContent(type)]),
      ),
    };
  }
  const schema = def.output ?? route.documentedOutput;
  return {
    description: schema ? "OK" : "OK (a JSON value; its shape is not declared)",
    headers: paged
      ? headerRefs("X-Request-Id", "X-Total-Count", "X-Page", "X-Page-Size", "Link")
      : headerRefs("X-Request-Id"),
    content: { "application/json": { schema: schema ?? {} } },
  };
}

/**
 * A file's bytes as OpenAPI 3.1 describes them: raw content of the media type (`contentMediaType`), not a JSON
 * string; `format: binary` is 3.0's spelling. A file sent back as it was uploaded (JSON included) is bytes.
 */
function fileContent(mediaType: string) {
  return {
    schema: { type: "string" as const, contentMediaType: mediaType.split(";")[0]?.trim() ?? mediaType },
  };
}
