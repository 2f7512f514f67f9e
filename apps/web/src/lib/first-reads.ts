import type { QueryClient, QueryFunction, QueryFunctionContext, QueryKey } from "@tanstack/react-query";
import type { PreparedReads } from "./prepared-reads";

/**
 * The first screen's reads, sent as one batch GET with plain `fetch` when the page starts (first-load.ts), before
 * the session is known and before the tRPC client chunk has arrived. The route loaders that prefetch those reads
 * take the answers from here instead of asking again; each answer is taken once (a later visit reads afresh). An
 * answer that is an error (a signed-out visitor's 401) is not used: the loader asks through the tRPC client, which
 * reports it the usual way. The answers the server embedded in the page (./prepared-reads.ts) are not asked again.
 */
export type FirstReads = {
  /** Sends one batch of the given query paths (procedures without input). */
  start(paths: readonly string[]): void;
  /** The pending answer for a tRPC query key, once; undefined if it was not sent or is already taken. */
  take(queryKey: QueryKey): Promise<unknown> | undefined;
  /** An answer the server embedded in the page for this path (`{ value }`), once; undefined if there is none. */
  takePrepared(path: string): { value: unknown } | undefined;
};

type BatchItem = { result?: { data?: unknown }; error?: unknown };

export function createFirstReads(trpcUrl: string, prepared: PreparedReads = {}): FirstReads {
  const pending = new Map<string, Promise<unknown>>();
  const embedded = new Map(Object.entries(prepared));
  const takePrepared = (path: string) => {
    if (!embedded.has(path)) return undefined;
    const value = embedded.get(path);
    embedded.delete(path);
    return { value };
  };
  return {
    takePrepared,
    start(paths) {
      for (const path of new Set(paths)) {
        const answer = pending.has(path) ? undefined : takePrepared(path);
        if (answer) pending.set(path, Promise.resolve(answer.value));
      }
      const unique = [...new Set(paths)].filter((p) => !pending.has(p));
      if (unique.length === 0) return;
      const answers = fetch(`${trpcUrl}/${unique.join(",")}?batch=1&input=${encodeURIComponent("{}")}`, {
        credentials: "same-origin",
      }).then((res) => res.json() as Promise<BatchItem[]>);
      unique.forEach((path, i) => {
        const answer = answers.then((items) => {
          const item = items[i];
          if (!item?.result || item.error !== undefined) throw new Error(`${path} answered an error`);
          return item.result.data;
        });
        // Nobody may take a refused answer: that is not an unhandled rejection.
        answer.catch(() => undefined);
        pending.set(path, answer);
      });
    },
    take(queryKey) {
      // Only reads without input were sent: tRPC's key is [path segments, { input?, type }].
      const [segments, meta] = queryKey as [unknown, { input?: unknown } | undefined];
      if (!Array.isArray(segments) || meta?.input !== undefined) return undefined;
      const path = segments.join(".");
      const answer = pending.get(path);
      pending.delete(path);
      return answer;
    },
  };
}

/**
 * `queryClient.prefetchQuery(options)`, answered from the first reads when they carry it (else, or when that
 * answer is an error, by the options' own query function).
 */
export function prefetchFirstRead<T extends { queryKey: QueryKey; queryFn?: unknown }>(
  context: { queryClient: QueryClient; firstReads: FirstReads },
  options: T,
): Promise<void> {
  const early = context.firstReads.take(options.queryKey);
  const queryFn = options.queryFn as QueryFunction | undefined;
  if (!early || !queryFn) return context.queryClient.prefetchQuery(options as never);
  return context.queryClient.prefetchQuery({
    ...(options as object),
    queryKey: options.queryKey,
    queryFn: (ctx: QueryFunctionContext) => early.catch(() => queryFn(ctx)),
  } as never);
}
