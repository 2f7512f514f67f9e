/**
 * The OpenAPI 3.1 document of the REST API, generated from the procedures' REST declarations (rest/routes.ts)
 * and the zod schemas they validate with, so the reference cannot drift from what the server accepts and answers.
 * Its own entry point (`@esg/api/openapi`): the web bundles never carry the generator.
 */
import { createDocument, type oas31, type ZodOpenApiPathsObject } from "zod-openapi";
import {
  API_DESCRIPTION,
  API_LICENSE,
  API_TITLE,
  API_VERSION,
  SECURITY,
  securitySchemes,
  tagObjects,
} from "./openapi/document-parts";
import { errorBodySchema } from "./openapi/error-responses";
import { EVIDENCE_UPLOAD_PATH, evidenceUploadOperation } from "./openapi/evidence-operation";
import { withExactAnswers } from "./openapi/exact-schemas";
import { HEADER_COMPONENTS } from "./openapi/headers";
import { idempotencyHeaderComponents, withIdempotencyKeys } from "./openapi/idempotency";
import { operationFor, type ProcedureDef } from "./openapi/operation";
import { documentedParamNames, documentedPath } from "./openapi/path-templates";
import { STREAMED_UPLOAD_PATH, streamedUploadOperation } from "./openapi/upload-operation";
import type { RestRoute } from "./rest/route-types";
import { restRoutes } from "./rest/routes";
import { appRouter } from "./root";

export type OpenApiDocument = oas31.OpenAPIObject;
export { SECURITY } from "./openapi/document-parts";

export type OpenApiOptions = {
  /** The session cookie's name on this server (`__Host-esg_session` in production). */
  sessionCookieName: string;
};

/** Relative: the document is served by the API it describes, so try-it calls the same origin. */
const SERVERS = [{ url: "/", description: "This server (the origin the document is served from)" }];

const cache = new Map<string, OpenApiDocument>();

/** The document, made once per cookie name (a server has one) and kept: the routes never change at run time. */
export function openApiDocument(opts: OpenApiOptions): OpenApiDocument {
  let document = cache.get(opts.sessionCookieName);
  if (!document) {
    document = buildOpenApiDocument(restRoutes, opts);
    cache.set(opts.sessionCookieName, document);
  }
  return document;
}

export function buildOpenApiDocument(routes: readonly RestRoute[], opts: OpenApiOptions): OpenApiDocument {
  return withExactAnswers(buildGenerated(routes, opts));
}

function buildGenerated(routes: readonly RestRoute[], opts: OpenApiOptions): OpenApiDocument {
  return createDocument({
    openapi: "3.1.0",
    info: { title: API_TITLE, version: API_VERSION, description: API_DESCRIPTION, license: API_LICENSE },
    servers: SERVERS,
    tags: tagObjects(routes.map((route) => route.tag)),
    security: [{ [SECURITY.session]: [] }, { [SECURITY.token]: [] }],
    components: {
      schemas: { Error: errorBodySchema },
      headers: { ...HEADER_COMPONENTS, ...idempotencyHeaderComponents },
      securitySchemes: securitySchemes(opts.sessionCookieName),
    },
    paths: withIdempotencyKeys(withStreamedUpload(pathsOf(routes))),
  });
}

/** The streamed upload's POST is the server's own route, beside the uploads list's GET on the same path. */
function withStreamedUpload(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  const post = streamedUploadOperation("200 MiB (UPLOAD_MAX_BYTES)");
  return { ...paths, [STREAMED_UPLOAD_PATH]: { ...paths[STREAMED_UPLOAD_PATH], post } };
}

/** Each route's path as the document gives it (one parameter name per template). */
export function documentedPaths(routes: readonly RestRoute[] = restRoutes): Map<RestRoute, string> {
  const names = documentedParamNames(routes);
  return new Map(routes.map((route) => [route, documentedPath(route, names.get(route) ?? [])]));
}

function pathsOf(routes: readonly RestRoute[]): ZodOpenApiPathsObject {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;
  const paths: ZodOpenApiPathsObject = {};
  const names = documentedParamNames(routes);
  for (const route of routes) {
    const procedure = procedures[route.procedure];
    if (!procedure) throw new Error(`REST route ${route.path} names no procedure ${route.procedure}`);
    const routeNames = names.get(route) ?? [];
    const path = documentedPath(route, routeNames);
    const item = paths[path] ?? {};
    paths[path] = item;
    const method = route.method.toLowerCase() as "get" | "post" | "put" | "delete";
    if (item[method]) throw new Error(`Two REST routes for ${route.method} ${route.path}`);
    item[method] = operationFor(route, procedure._def, routeNames);
  }
  // The evidence file's POST is the server's own streamed route, beside the list's GET on the same path.
  paths[EVIDENCE_UPLOAD_PATH] = { ...paths[EVIDENCE_UPLOAD_PATH], post: evidenceUploadOperation() };
  return paths;
}
