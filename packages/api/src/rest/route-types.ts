/**
 * The types of the derived REST route list (routes.ts): a route is a procedure's `.meta({ rest })` with the
 * procedure's dotted path in `appRouter`, and which procedures may answer as a file is computed from their
 * output types (routes.test.ts holds every "file" route to it).
 */
import type { Role } from "@esg/domain";
import type { AnyProcedure, inferProcedureOutput } from "@trpc/server";
import type { RestFileOutput } from "../rest-call";
import type { AppRouter } from "../root";
import type { RestDeclaration } from "./declaration";

export type { RestDeclaration, RestMethod, RestTag, RouteErrorStatus } from "./declaration";

type RouterRecord = AppRouter["_def"]["record"];

/** "carbon.ingest" for each procedure of a router record, walking its nested routers. */
type DottedPaths<R, Prefix extends string = ""> = {
  [K in keyof R & string]: R[K] extends AnyProcedure ? `${Prefix}${K}` : DottedPaths<R[K], `${Prefix}${K}.`>;
}[keyof R & string];

/** Every procedure of `appRouter`, by its dotted path. */
export type ProcedurePath = DottedPaths<RouterRecord>;

type ProcedureAt<R, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof R
    ? ProcedureAt<R[Head], Rest>
    : never
  : P extends keyof R
    ? R[P]
    : never;

type OutputOf<P extends ProcedurePath> = inferProcedureOutput<
  Extract<ProcedureAt<RouterRecord, P>, AnyProcedure>
>;

/** The procedures whose output is a file, the only ones a `response: "file"` route may name. */
export type FileProcedurePath = {
  [P in ProcedurePath]: OutputOf<P> extends RestFileOutput ? P : never;
}[ProcedurePath];

/** One REST route: a procedure's declaration and the procedure it calls. */
export type RestRoute = RestDeclaration & {
  /** Dotted procedure path in `appRouter`. */
  procedure: ProcedurePath;
  /** The roles the procedure declares (`.meta({ roles })`); none for a public route. */
  roles?: readonly Role[];
};
