import type { WebhookTargetPolicy } from "@esg/api";
import { WebFetchError } from "@esg/api";
import { matchesAny } from "../web-fetch/address-policy";
import { parseTarget, type ResolvedAddress, vetHost, type WebFetcherOptions } from "../web-fetch/web-fetcher";

/** What WEBHOOKS_ALLOW_LOOPBACK=on lets through: this host's own addresses, nothing else that is not public. */
const LOOPBACK_CIDRS = ["127.0.0.0/8", "::1/128"] as const;

export type WebhookTargets = WebhookTargetPolicy & {
  /** Vets the URL and returns the one address the delivery must connect to (DNS is not asked again). */
  resolve(url: string): Promise<{ url: URL; pinned: ResolvedAddress }>;
};

export type WebhookTargetOptions = {
  /** WEBHOOKS_ALLOW_LOOPBACK=on: loopback addresses (on any port) pass, for tests and local receivers. */
  allowLoopback?: boolean;
  /** DNS resolution; tests inject names. */
  resolve?: WebFetcherOptions["resolve"];
};

/**
 * Where webhooks may go: the same SSRF policy as website extraction (http/https, no credentials, the default
 * port, every resolved address public), checked when an endpoint is saved and again before each delivery, whose
 * socket is pinned to the vetted address. With `allowLoopback`, a loopback address also passes, and only it may
 * use another port: a local receiver listens on whatever port it got.
 */
export function createWebhookTargets(opts: WebhookTargetOptions = {}): WebhookTargets {
  async function resolve(raw: string): Promise<{ url: URL; pinned: ResolvedAddress }> {
    let policy: WebFetcherOptions = { resolve: opts.resolve };
    if (opts.allowLoopback) {
      const port = URL.canParse(raw.trim()) ? new URL(raw.trim()).port : "";
      policy = {
        ...policy,
        unsafeTestAllowList: { cidrs: LOOPBACK_CIDRS, ports: port ? [Number(port)] : [] },
      };
    }
    const url = parseTarget(raw, policy, "webhook URL");
    const pinned = await vetHost(url, policy);
    if (url.port !== "" && !matchesAny(pinned.address, LOOPBACK_CIDRS)) {
      throw new WebFetchError(
        "refused",
        "Refused webhook URL: only the default port (80 for http, 443 for https) is allowed",
      );
    }
    return { url, pinned };
  }
  return {
    resolve,
    vet: async (url) => {
      await resolve(url);
    },
  };
}
