/**
 * What a procedure declares about its REST path, in its own `.meta({ rest })` beside its input and output:
 * the route list (routes.ts), the adapter (handler.ts) and the OpenAPI document (../openapi.ts) all read it
 * from `appRouter`. Nothing here refers to `AppRouter`, because `ProcedureMeta` (../trpc.ts) is built from it.
 */
import type { ZodType } from "zod";

/**
 * The modules of the product, one tag of the OpenAPI document each (described in ../openapi/document-parts.ts).
 * Their order is the reference's: routes are listed by tag in this order, then as their routers declare them.
 */
export const REST_TAGS = [
  "Authentication",
  "Members",
  "Sites",
  "Suppliers",
  "API tokens",
  "Webhooks",
  "Dashboard",
  "Demo",
  "Companies",
  "Company data",
  "AI analyst",
  "Documents",
  "Assessment",
  "Carbon",
  "Materiality",
  "Stakeholder engagement",
  "Goal tracking",
  "Regulatory compliance",
  "Risk heatmaps",
  "ESG ratings",
  "Peer benchmarking",
  "ESG training",
  "Board reporting",
  "Impact measurement",
] as const;

export type RestTag = (typeof REST_TAGS)[number];

export type RestMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Error statuses that depend on what a procedure does (400, 401, 403 and 500 are listed for every route). */
export type RouteErrorStatus = 401 | 404 | 409 | 429;

/** The media type of the CSV files the API answers with. */
export const CSV_MEDIA_TYPE = "text/csv; charset=utf-8";

/** A procedure's REST path, as it declares it in `.meta({ rest })`. */
export type RestDeclaration = {
  method: RestMethod;
  /**
   * Hono-style pattern: `:name` segments become the procedure's input fields, but `:companyId`, which must be
   * the signed-in user's company (else 403) and is not passed on (checked for every route by routes.test.ts).
   */
  path: string;
  tag: RestTag;
  /** One line for the reference (the OpenAPI operation's summary). */
  summary: string;
  /** "file": the output `{filename, mimeType, encoding, content}` is sent as an attachment. */
  response?: "json" | "file";
  /** The media types a "file" route answers with (the OpenAPI response's content). */
  fileTypes?: readonly string[];
  /**
   * Answers without a session (its procedure is a publicProcedure). Every other route is refused with 401
   * before its body is read, so anonymous clients cannot make the server read and parse large bodies.
   */
  public?: true;
  /** Needs a browser session: an API token is refused (managing tokens, signing out). */
  sessionOnly?: true;
  /**
   * The answer is a function of the company's data version, today's date and the query string alone (its
   * service keeps it with `cachedUntilDataChanges`), whoever of the company's permitted members asks: the
   * server may answer a repeated GET from the bytes it sent last time while neither has changed
   * (apps/server/src/http/kept-answers.ts). Only for a GET without path parameters, never public.
   */
  keptUntilDataChanges?: true;
  /** The procedure-specific errors: 404 a missing row, 409 a state conflict, 429 a spent budget. */
  errors?: readonly RouteErrorStatus[];
  /**
   * For a procedure that declares no `.output()`: the schema its service validates the answer against,
   * so the reference still describes it.
   */
  documentedOutput?: ZodType;
};
