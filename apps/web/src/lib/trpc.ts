import type { AppRouter } from "@esg/api";
import type { TRPCClient } from "@trpc/client";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { createContext, use, useContext } from "react";

export type TrpcClient = TRPCClient<AppRouter>;
export type Trpc = TRPCOptionsProxy<AppRouter>;
export type Api = { trpc: Trpc; trpcClient: TrpcClient };

/**
 * The tRPC client of one app instance, loaded on first need (./trpc-client.ts): a signed-out visitor on the landing
 * page never downloads it. Routes that use it await `load()` before they render (routes/with-api.ts), so `current`
 * is set by the time a screen asks for it.
 */
export type ApiRef = { readonly url: string; current: Api | undefined; load(): Promise<Api> };

export function createApiRef(url: string, create: () => Promise<Api>): ApiRef {
  let loading: Promise<Api> | undefined;
  const ref: ApiRef = {
    url,
    current: undefined,
    load: () => {
      loading ??= create().then((api) => {
        ref.current = api;
        return api;
      });
      return loading;
    },
  };
  return ref;
}

const ApiContext = createContext<ApiRef | null>(null);
export const ApiProvider = ApiContext.Provider;

export function useApiRef(): ApiRef {
  const ref = useContext(ApiContext);
  if (!ref) throw new Error("useTRPC outside <ApiProvider>");
  return ref;
}

// A component outside the routes that load it (a dialog on the landing page) suspends until it has loaded.
function useApi(): Api {
  const ref = useApiRef();
  return ref.current ?? use(ref.load());
}

export const useTRPC = (): Trpc => useApi().trpc;
export const useTRPCClient = (): TrpcClient => useApi().trpcClient;

type TrpcErrorData = { code?: unknown; httpStatus?: unknown };

/**
 * The error data of a TRPCClientError the server answered, or undefined for anything else. Recognised by name, as
 * tRPC's own isTRPCClientError also does, so that this module does not load tRPC.
 */
function trpcErrorData(error: unknown): TrpcErrorData | undefined {
  if (!(error instanceof Error) || error.name !== "TRPCClientError") return undefined;
  return (error as { data?: TrpcErrorData | null }).data ?? undefined;
}

/** True when the server answered 401: the session is missing or expired. */
export function isUnauthorized(error: unknown): boolean {
  const data = trpcErrorData(error);
  return data?.code === "UNAUTHORIZED" || data?.httpStatus === 401;
}

/** The message the server sent with a tRPC error, or undefined for network and other client-side failures. */
export function serverErrorMessage(error: unknown): string | undefined {
  if (!trpcErrorData(error)) return undefined;
  return (error as Error).message.trim() || undefined;
}

/** The HTTP status of a tRPC error the server answered (409, 404, 429…), or undefined for client-side failures. */
export function serverErrorStatus(error: unknown): number | undefined {
  const status = trpcErrorData(error)?.httpStatus;
  return typeof status === "number" ? status : undefined;
}
