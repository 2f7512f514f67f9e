import { jsonTextOf } from "@esg/api";
import { type AnyTRPCRouter, TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getHTTPStatusCode, type ResponseMeta, type TRPCRequestInfo } from "@trpc/server/http";
import {
  type AnyProcedure,
  getAcceptHeader,
  getErrorShape,
  getRequestInfo,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isPromise,
  type TRPCResponse,
  transformTRPCResponse,
} from "@trpc/server/unstable-core-do-not-import";
import type { Context } from "hono";
import type { AppEnv } from "./app-env";

/** The /trpc handler's settings: those of tRPC's fetch adapter that the app uses. */
export type TrpcRouteOptions<TRouter extends AnyTRPCRouter> = {
  router: TRouter;
  maxBatchSize: number;
  createContext: (c: Context<AppEnv>, resHeaders: Headers) => unknown;
  /** Headers (and a status) for an answer, from the errors of its calls. */
  responseMeta: (opts: { errors: TRPCError[] }) => ResponseMeta;
  onError: (c: Context<AppEnv>, error: TRPCError) => void;
};

const ENDPOINT = "/trpc";
/** The methods each procedure type answers (tRPC's own table, without method override). */
const ACCEPTED_METHODS: Record<string, readonly string[]> = {
  query: ["GET"],
  mutation: ["POST"],
  subscription: ["GET"],
};

type CallResult = { error: TRPCError; data?: undefined } | { error?: undefined; data: unknown };

/**
 * Answers /trpc as tRPC's fetch adapter does, the same bodies, statuses and headers, without its abort
 * machinery for the calls that cannot use it. tRPC's `resolveResponse` makes two AbortControllers and two
 * `AbortSignal.any` per call (and reads the request's signal, which makes the server's request build one
 * more) so that a streamed answer or a subscription can stop when its client leaves; a JSON answer
 * (httpLink, httpBatchLink: what the web app sends) is built whole before anything is written, so nothing
 * listens to those signals. Measured: about a fifth of a small cached read's cost (`pnpm bench`). Streamed
 * answers (`trpc-accept: application/jsonl`), subscriptions and bodies that are not JSON still go through
 * tRPC's own adapter.
 */
export function trpcRoute<TRouter extends AnyTRPCRouter>(opts: TrpcRouteOptions<TRouter>) {
  const config = opts.router._def._config;
  // Without a transformer (the router has none) an answer's data is its output as it is, whose JSON text the
  // REST adapter already keeps for cached outputs.
  const probe = {};
  const plainOutputs = config.transformer.output.serialize(probe) === probe;
  const viaFetchAdapter = (c: Context<AppEnv>) =>
    fetchRequestHandler({
      endpoint: ENDPOINT,
      req: c.req.raw,
      router: opts.router,
      maxBatchSize: opts.maxBatchSize,
      createContext: ({ resHeaders }) => opts.createContext(c, resHeaders),
      responseMeta: ({ errors }) => opts.responseMeta({ errors }),
      onError: ({ error }) => opts.onError(c, error),
    });

  return async (c: Context<AppEnv>): Promise<Response> => {
    const req = c.req.raw;
    if (!isPlainJsonCall(req)) return viaFetchAdapter(c);
    const { path, searchParams } = splitUrl(req.url);
    const headers = new Headers({ vary: "trpc-accept, accept" });
    let info: TRPCRequestInfo;
    try {
      info = await getRequestInfo({
        req,
        path: decodePath(path),
        router: opts.router,
        searchParams,
        headers: req.headers,
        url: null,
        maxBatchSize: opts.maxBatchSize,
      });
    } catch (cause) {
      // The request failed as a whole (bad path encoding, a batch too large, malformed input): one error
      // object, batched or not, as tRPC answers.
      const error = getTRPCErrorFromUnknown(cause);
      opts.onError(c, error);
      const shape = getErrorShape({
        config,
        ctx: undefined,
        error,
        input: undefined,
        path: undefined,
        type: "unknown",
      });
      return answer(headers, { error: shape }, [error]);
    }
    // Subscriptions answer as a stream; nothing has read the body of a GET yet, so tRPC's adapter can.
    if (info.calls.some((call) => call.procedure?._def.type === "subscription")) return viaFetchAdapter(c);

    let ctx: unknown;
    let ctxError: TRPCError | null = null;
    try {
      ctx = await opts.createContext(c, headers);
    } catch (cause) {
      ctxError = getTRPCErrorFromUnknown(cause);
    }
    const results = await Promise.all(
      info.calls.map(async (call): Promise<CallResult> => {
        const proc = call.procedure as AnyProcedure | null;
        try {
          if (ctxError) throw ctxError;
          if (!proc) {
            throw new TRPCError({ code: "NOT_FOUND", message: `No procedure found on path "${call.path}"` });
          }
          if (!ACCEPTED_METHODS[proc._def.type]?.includes(req.method)) {
            throw new TRPCError({
              code: "METHOD_NOT_SUPPORTED",
              message: `Unsupported ${req.method}-request to ${proc._def.type} procedure at path "${call.path}"`,
            });
          }
          const data: unknown = await proc({
            path: call.path,
            getRawInput: call.getRawInput,
            ctx,
            type: proc._def.type,
            signal: undefined,
            batchIndex: call.batchIndex,
          });
          if (isDataStream(data)) {
            throw new TRPCError({
              code: "UNSUPPORTED_MEDIA_TYPE",
              message: "Cannot use stream-like response in non-streaming request - use httpBatchStreamLink",
            });
          }
          return { data };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          opts.onError(c, error);
          return { error };
        }
      }),
    );
    if (plainOutputs && results.every((r) => !r.error && r.data !== undefined)) {
      const texts = results.map((r) => `{"result":{"data":${jsonTextOf(r.data)}}}`);
      return answer(headers, info.isBatchCall ? `[${texts.join(",")}]` : (texts[0] as string), []);
    }
    const answers = results.map((r, i): TRPCResponse => {
      if (!r.error) return { result: { data: r.data } };
      const call = info.calls[i];
      return {
        error: getErrorShape({
          config,
          ctx: ctxError ? undefined : ctx,
          error: r.error,
          input: call?.result(),
          path: call?.path,
          type: call?.procedure?._def.type ?? "unknown",
        }),
      };
    });
    const errors = results.flatMap((r) => (r.error ? [r.error] : []));
    const json = info.isBatchCall ? answers : (answers[0] as TRPCResponse);
    return answer(headers, json, errors);
  };

  /**
   * The JSON answer (or the text of an answer of successes only, 200): its status from the calls' errors, then
   * the app's headers (and status) for them.
   */
  function answer(
    headers: Headers,
    json: TRPCResponse | TRPCResponse[] | string,
    errors: TRPCError[],
  ): Response {
    headers.set("content-type", "application/json");
    let status = typeof json === "string" ? 200 : getHTTPStatusCode(json);
    const meta = opts.responseMeta({ errors });
    if (meta.headers) {
      const extra =
        meta.headers instanceof Headers
          ? meta.headers
          : new Headers(meta.headers as ConstructorParameters<typeof Headers>[0]);
      for (const [key, value] of extra) headers.append(key, value);
    }
    if (meta.status) status = meta.status;
    const body = typeof json === "string" ? json : JSON.stringify(transformTRPCResponse(config, json));
    return new Response(body, { status, headers });
  }
}

/**
 * Whether the request gets a whole JSON answer: GET or POST, not asking for a stream, and a POST's body is
 * JSON (form data and octet streams are tRPC's adapter's).
 */
function isPlainJsonCall(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "POST") return false;
  if (getAcceptHeader(req.headers) === "application/jsonl") return false;
  if (req.method === "GET") return true;
  return req.headers.get("content-type")?.toLowerCase().split(";", 1)[0]?.trim() === "application/json";
}

/** The procedure path after /trpc/ (still percent-encoded, slashes trimmed) and the query string's parameters. */
function splitUrl(url: string): { path: string; searchParams: URLSearchParams } {
  const q = url.indexOf("?");
  const beforeQuery = q < 0 ? url : url.slice(0, q);
  // http://host:port/trpc/<path>: the path starts at the first "/" after the scheme's "//".
  const pathname = beforeQuery.slice(beforeQuery.indexOf("/", beforeQuery.indexOf("//") + 2));
  // One slash trimmed at each end, as tRPC's adapters do.
  let path = pathname.slice(ENDPOINT.length);
  if (path.startsWith("/")) path = path.slice(1);
  if (path.endsWith("/")) path = path.slice(0, -1);
  return { path, searchParams: new URLSearchParams(q < 0 ? "" : url.slice(q + 1)) };
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch (cause) {
    throw new TRPCError({ code: "BAD_REQUEST", message: `Invalid URL-encoding in path "${path}"`, cause });
  }
}

/** tRPC's test for an output that only a streamed answer can carry. */
function isDataStream(v: unknown): boolean {
  if (!isObject(v)) return false;
  if (isAsyncIterable(v)) return true;
  return Object.values(v).some(isPromise) || Object.values(v).some(isAsyncIterable);
}
