/**
 * One tRPC query read with plain `fetch`, in the wire format tRPC's batch link sends (a batch of one, no
 * transformer): for the reads a screen needs before the tRPC client chunk has arrived (the current user on every
 * first load, the server's sign-in options on the sign-in page), so that they do not wait for it.
 */
type BatchItem<T> = { result?: { data?: T }; error?: { message?: string } };

export type TrpcGetResult<T> = {
  status: number;
  ok: boolean;
  data: T | undefined;
  message: string | undefined;
};

export async function trpcGet<T>(
  trpcUrl: string,
  path: string,
  signal?: AbortSignal,
): Promise<TrpcGetResult<T>> {
  const res = await fetch(`${trpcUrl}/${path}?batch=1&input=${encodeURIComponent("{}")}`, {
    signal,
    credentials: "same-origin",
  });
  // Read in every case: a body left unread keeps the request open in the browser (and the page never idle).
  const item = ((await res.json().catch(() => null)) as BatchItem<T>[] | null)?.[0];
  return {
    status: res.status,
    ok: res.ok,
    data: item?.result?.data,
    message: item?.error?.message || undefined,
  };
}

/** The data of a query that must succeed; otherwise an Error with the server's message. */
export async function trpcGetData<T>(
  trpcUrl: string,
  path: string,
  what: string,
  signal?: AbortSignal,
): Promise<T> {
  const { ok, status, data, message } = await trpcGet<T>(trpcUrl, path, signal);
  if (!ok || data === undefined) throw new Error(message ?? `Could not read ${what} (HTTP ${status})`);
  return data;
}
