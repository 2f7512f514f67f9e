/**
 * The types of the REST route table (../rest-routes.ts). A row names its procedure by its dotted path in
 * `appRouter`, and the compiler checks that name, the path parameters the procedure receives and which
 * procedures may answer as a file, so a typo or a mismatched row fails `tsc` instead of a request.
 */
import type { AnyProcedure, inferProcedureInput, inferProcedureOutput } from "@trpc/server";
import type { ZodType } from "zod";
import type { RestFileOutput } from "../rest-call";
import type { AppRouter } from "../root";

type RouterRecord = AppRouter["_def"]["record"];

/** "carbon.ingest" for each procedure of a router record, walking its nested routers. */
type DottedPaths<R, Prefix extends string = ""> = {
  [K in keyof R & string]: R[K] extends AnyProcedure ? `${Prefix}${K}` : DottedPaths<R[K], `${Prefix}${K}.`>;
}[keyof R & string];

/** Every procedure of `appRouter`, as a REST row names it. */
export type ProcedurePath = DottedPaths<RouterRecord>;

type ProcedureAt<R, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof R
    ? ProcedureAt<R[Head], Rest>
    : never
  : P extends keyof R
    ? R[P]
    : never;

type ProcedureOf<P extends ProcedurePath> = Extract<ProcedureAt<RouterRecord, P>, AnyProcedure>;
type InputOf<P extends ProcedurePath> = inferProcedureInput<ProcedureOf<P>>;
type OutputOf<P extends ProcedurePath> = inferProcedureOutput<ProcedureOf<P>>;

/** The `:name` segments of a path pattern ("/api/sites/:id/x" → "id"). */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The path parameters a procedure receives: all but `:companyId`, which is checked and not passed on. */
type PassedParams<Path extends string> = Exclude<PathParams<Path>, "companyId">;

export type RestMethod = "GET" | "POST" | "PUT" | "DELETE";

/** The modules of the product, one tag of the OpenAPI document each (described in ../openapi/tags.ts). */
export type RestTag =
  | "Authentication"
  | "API tokens"
  | "Members"
  | "Sites"
  | "Suppliers"
  | "Companies"
  | "Dashboard"
  | "Demo"
  | "Company data"
  | "AI analyst"
  | "Documents"
  | "Assessment"
  | "Carbon"
  | "Materiality"
  | "Stakeholder engagement"
  | "Goal tracking"
  | "Regulatory compliance"
  | "Risk heatmaps"
  | "ESG ratings"
  | "Peer benchmarking"
  | "ESG training"
  | "Board reporting"
  | "Impact measurement";

/** Error statuses that depend on what a procedure does (400, 401, 403 and 500 are listed for every route). */
export type RouteErrorStatus = 401 | 404 | 409 | 429;

/** One row of the table, as the adapter and the OpenAPI generator read it. */
export type RestRoute = {
  method: RestMethod;
  /** Hono-style pattern: `:name` segments become the procedure's input fields (`:companyId` excepted). */
  path: string;
  /** Dotted procedure path in `appRouter`. */
  procedure: ProcedurePath;
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
  /** The procedure-specific errors: 404 a missing row, 409 a state conflict, 429 a spent budget. */
  errors?: readonly RouteErrorStatus[];
  /**
   * For a procedure that declares no `.output()`: the schema its service validates the answer against,
   * so the reference still describes it.
   */
  documentedOutput?: ZodType;
};

/** A row whose path parameters and answer kind fit its procedure (see `restRoute`). */
type CheckedRow<Path extends string, P extends ProcedurePath> = Omit<RestRoute, "path" | "procedure"> & {
  path: Path;
  procedure: P;
  response?: OutputOf<P> extends RestFileOutput ? "json" | "file" : "json";
} & (PassedParams<Path> extends keyof NonNullable<InputOf<P>>
    ? unknown
    : { pathParamsMissingFromInput: Exclude<PassedParams<Path>, keyof NonNullable<InputOf<P>>> });

/**
 * One REST row, checked by the compiler: `procedure` must be a procedure of `appRouter`, each path parameter
 * (but `:companyId`) a field of its input, and `response: "file"` is only for a procedure whose output is a file.
 */
export function restRoute<const Path extends string, const P extends ProcedurePath>(
  row: CheckedRow<Path, P>,
): RestRoute {
  return row as RestRoute;
}
