import type { AppRouter } from "@esg/api";
import type { AnyProcedure, inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { type HttpHandler, HttpResponse, http } from "msw";

/**
 * MSW handlers that speak tRPC's HTTP wire format (no transformer), as `httpBatchLink` sends it:
 * `GET /trpc/a,b?batch=1&input={"0":…,"1":…}` for queries, `POST /trpc/a?batch=1` with `{"0":…}` for mutations,
 * answered with a JSON array of `{ result: { data } }` or `{ error: { message, code, data } }`.
 */

export type ProcedureCall = { path: string; input: unknown; method: "GET" | "POST" };

type RouterRecord = AppRouter["_def"]["record"];

/** Every procedure path of the real API ("carbon.analysis", …), so a fake cannot answer one that does not exist. */
export type ProcedurePath = PathsOf<RouterRecord>;
type PathsOf<R, Prefix extends string = ""> = {
  [K in keyof R & string]: R[K] extends AnyProcedure
    ? `${Prefix}${K}`
    : R[K] extends object
      ? PathsOf<R[K], `${Prefix}${K}.`>
      : never;
}[keyof R & string];

type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** What the client sends to the procedure (the zod input before parsing). */
export type ProcedureInput<P extends ProcedurePath> = At<inferRouterInputs<AppRouter>, P>;
/** What the procedure answers on the wire (JSON: dates as strings). */
export type ProcedureOutput<P extends ProcedurePath> = At<inferRouterOutputs<AppRouter>, P>;

type CallInfo = { request: Request };
type MaybePromise<T> = T | Promise<T>;

export type ProcedureResolver<P extends ProcedurePath> = (
  input: ProcedureInput<P>,
  call: CallInfo,
) => MaybePromise<ProcedureOutput<P>>;

/** A fake API: real procedure paths, each answered with the procedure's real output type. */
export type ProcedureMap = { [P in ProcedurePath]?: ProcedureResolver<P> };

export type IssueList = { path: string[]; message: string }[];

/** A TRPCError carrying the issue list the server's errorFormatter puts in `data.issues`. */
class TRPCIssuesError extends TRPCError {
  readonly issues: IssueList;
  readonly extra: Record<string, unknown>;
  constructor(code: TRPC_ERROR_CODE_KEY, message: string, issues: IssueList, extra: Record<string, unknown>) {
    super({ code, message });
    this.issues = issues;
    this.extra = extra;
  }
}

/**
 * Throw from a resolver to answer with a tRPC error (same shape as the server's errorFormatter); `issues`
 * become `data.issues`, as a 400 of the server lists its field or row issues.
 */
export function trpcError(
  code: TRPC_ERROR_CODE_KEY,
  message: string,
  issues?: IssueList,
  /** More of `data`, as the errorFormatter adds it (an ingest's `duplicates`). */
  extra: Record<string, unknown> = {},
): TRPCError {
  return issues ? new TRPCIssuesError(code, message, issues, extra) : new TRPCError({ code, message });
}

function errorEnvelope(error: TRPCError, path: string) {
  const httpStatus = getHTTPStatusCodeFromError(error);
  return {
    status: httpStatus,
    body: {
      error: {
        message: error.message,
        code: TRPC_ERROR_CODES_BY_KEY[error.code],
        data: {
          code: error.code,
          httpStatus,
          path,
          ...(error instanceof TRPCIssuesError ? { issues: error.issues, ...error.extra } : {}),
        },
      },
    },
  };
}

async function readInputs(request: Request, url: URL, count: number): Promise<unknown[]> {
  const batch = url.searchParams.get("batch") === "1";
  let raw: unknown;
  if (request.method === "GET") {
    const param = url.searchParams.get("input");
    raw = param === null ? undefined : JSON.parse(param);
  } else {
    const text = await request.text();
    raw = text === "" ? undefined : JSON.parse(text);
  }
  if (!batch) return [raw];
  const record = (raw ?? {}) as Record<string, unknown>;
  return Array.from({ length: count }, (_, i) => record[String(i)]);
}

/**
 * Builds the handlers. `calls` records every procedure call (path, input) in order; a procedure that is not in
 * `procedures` answers NOT_FOUND, like the server.
 */
export function trpcHandlers(procedures: ProcedureMap, calls: ProcedureCall[] = []): HttpHandler[] {
  const resolve = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const pathPart = url.pathname.replace(/^.*\/trpc\//, "");
    const paths = decodeURIComponent(pathPart).split(",");
    const inputs = await readInputs(request, url, paths.length);
    const method = request.method === "GET" ? "GET" : "POST";

    const results = await Promise.all(
      paths.map(async (path, i) => {
        const input = inputs[i];
        calls.push({ path, input, method });
        // The wire carries any path and any JSON; the map's types hold for the procedures the fake declares.
        const resolver = (procedures as Record<string, AnyResolver | undefined>)[path];
        try {
          if (!resolver) throw trpcError("NOT_FOUND", `No procedure found on path "${path}"`);
          const data = await resolver(input, { request });
          return { status: 200, body: { result: { data } } };
        } catch (error) {
          const trpc =
            error instanceof TRPCError
              ? error
              : new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Internal server error" });
          return errorEnvelope(trpc, path);
        }
      }),
    );

    const batch = url.searchParams.get("batch") === "1";
    const statuses = new Set(results.map((r) => r.status));
    // tRPC answers a batch with the common status, or 207 when the items disagree.
    const status = statuses.size === 1 ? (results[0]?.status ?? 200) : 207;
    return HttpResponse.json(batch ? results.map((r) => r.body) : results[0]?.body, { status });
  };
  return [http.get("*/trpc/*", resolve), http.post("*/trpc/*", resolve)];
}

type AnyResolver = (input: unknown, call: CallInfo) => unknown;

/** The calls made to one procedure. */
export function callsTo(calls: ProcedureCall[], path: ProcedurePath): ProcedureCall[] {
  return calls.filter((c) => c.path === path);
}
