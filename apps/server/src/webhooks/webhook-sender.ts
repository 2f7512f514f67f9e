import { Agent, request } from "undici";
import type { ResolvedAddress } from "../web-fetch/web-fetcher";
import { pinnedLookup } from "../web-fetch/web-fetcher";

const USER_AGENT = "Verdant-Webhooks/1.0";

/** What one POST came to: the receiver's status, or why no answer came. */
export type SendOutcome = { status: number } | { status: null; error: string };

/**
 * POSTs a delivery to the vetted address (the socket's lookup answers only with it, so a DNS change between the
 * check and the connection cannot redirect it), without following redirects, within `timeoutMs` for the whole
 * exchange. The answer's body is read up to a small cap and thrown away: only its status counts.
 */
export async function postWebhook(
  target: { url: URL; pinned: ResolvedAddress },
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<SendOutcome> {
  const agent = new Agent({
    connect: { lookup: pinnedLookup(target.pinned), timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    pipelining: 0,
  });
  try {
    const res = await request(target.url, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "user-agent": USER_AGENT, ...headers },
      dispatcher: agent,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
    return { status: res.statusCode };
  } catch (error) {
    const e = error as { name?: string; code?: string };
    if (e.name === "TimeoutError" || e.name === "AbortError" || /Timeout/.test(e.code ?? "")) {
      return { status: null, error: `No answer within ${timeoutMs / 1000} seconds` };
    }
    return { status: null, error: `Could not connect${e.code ? ` (${e.code})` : ""}` };
  } finally {
    await agent.close().catch(() => undefined);
  }
}
