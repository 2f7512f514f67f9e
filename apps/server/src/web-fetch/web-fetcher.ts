import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { type FetchedPage, WebFetchError, type WebFetcher } from "@esg/api";
import { isPublicUnicast, matchesAny } from "./address-policy";

export type ResolvedAddress = { address: string; family: number };

export type WebFetcherOptions = {
  /** Overall budget for one fetchHtml call, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS resolution; tests inject names that resolve to loopback. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /**
   * Addresses (CIDRs) and ports let through despite the policy, so tests can fetch loopback decoys. Production
   * code sets it only for webhooks under WEBHOOKS_ALLOW_LOOPBACK=on, and then only to loopback addresses.
   */
  unsafeTestAllowList?: { cidrs: readonly string[]; ports: readonly number[] };
};

const FETCH_TIMEOUT_MS = 10_000;
const FETCH_MAX_BYTES = 2 * 1024 * 1024;
const FETCH_MAX_REDIRECTS = 3;
const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const USER_AGENT = "ESG-Platform-Extractor/1.0 (+company ESG data extraction)";

const defaultResolve = async (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/** Parses and vets a URL before any network activity: scheme, credentials, port. */
export function parseTarget(raw: string, opts: WebFetcherOptions = {}, what = "URL"): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new WebFetchError(
      "invalid_url",
      `Invalid ${what}: ${JSON.stringify(raw.slice(0, 200))} is not a valid URL`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new WebFetchError("refused", `Refused ${what}: only http and https URLs can be fetched`);
  }
  if (url.username || url.password) {
    throw new WebFetchError("refused", `Refused ${what}: URLs with credentials are not fetched`);
  }
  if (url.port !== "" && !opts.unsafeTestAllowList?.ports.includes(Number(url.port))) {
    throw new WebFetchError(
      "refused",
      `Refused ${what}: only the default port (80 for http, 443 for https) is allowed`,
    );
  }
  return url;
}

/** Resolves the host and returns the one address to connect to, or refuses if any address is not public. */
export async function vetHost(url: URL, opts: WebFetcherOptions = {}): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const allowed = (a: string) =>
    isPublicUnicast(a) || (opts.unsafeTestAllowList ? matchesAny(a, opts.unsafeTestAllowList.cidrs) : false);
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await (opts.resolve ?? defaultResolve)(host);
    } catch {
      throw new WebFetchError("unreachable", `Could not resolve host ${host}`);
    }
    if (addresses.length === 0) throw new WebFetchError("unreachable", `Could not resolve host ${host}`);
  }
  const bad = addresses.find((a) => !allowed(a.address));
  if (bad) {
    throw new WebFetchError(
      "refused",
      `Refused: ${host} resolves to ${bad.address}, which is not a public internet address`,
    );
  }
  return addresses[0] as ResolvedAddress;
}

/** A lookup that always answers with the address that was vetted, so the socket connects to exactly it. */
export function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
}

function requestOnce(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const transport = url.protocol === "https:" ? https : http;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise((resolve, reject) => {
    const req = transport.request(
      {
        protocol: url.protocol,
        host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        agent: false,
        lookup: pinnedLookup(pinned),
        ...(url.protocol === "https:" && !isIP(host) ? { servername: host } : {}),
        headers: {
          accept: "text/html,application/xhtml+xml;q=0.9",
          "accept-encoding": "gzip, deflate, br",
          "user-agent": USER_AGENT,
        },
        signal,
      },
      resolve,
    );
    req.on("error", reject);
    req.end();
  });
}

function decoded(res: IncomingMessage): NodeJS.ReadableStream {
  const encoding = (res.headers["content-encoding"] ?? "identity").toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return res.pipe(createGunzip());
  if (encoding === "deflate") return res.pipe(createInflate());
  if (encoding === "br") return res.pipe(createBrotliDecompress());
  return res;
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers["content-length"]);
  const tooLarge = () =>
    new WebFetchError("too_large", `The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MiB`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of decoded(res)) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      res.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function charsetOf(contentType: string): string {
  const match = /charset=["']?([\w-]+)/i.exec(contentType);
  const label = match?.[1]?.toLowerCase() ?? "utf-8";
  try {
    new TextDecoder(label);
    return label;
  } catch {
    return "utf-8";
  }
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

async function fetchHtml(raw: string, opts: WebFetcherOptions): Promise<FetchedPage> {
  const timeoutMs = opts.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxRedirects = opts.maxRedirects ?? FETCH_MAX_REDIRECTS;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = parseTarget(raw, opts);
  try {
    for (let hop = 0; ; hop++) {
      const pinned = await untilAborted(vetHost(url, opts), signal);
      const res = await requestOnce(url, pinned, signal);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && location) {
        res.destroy();
        if (hop >= maxRedirects) {
          throw new WebFetchError("unreachable", `The website redirected more than ${maxRedirects} times`);
        }
        url = parseTarget(new URL(location, url).toString(), opts, "redirect target");
        continue;
      }
      if (status < 200 || status >= 300) {
        res.destroy();
        throw new WebFetchError("unreachable", `The website answered with HTTP status ${status}`);
      }
      const contentType = String(res.headers["content-type"] ?? "");
      const mime = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
      if (!HTML_TYPES.has(mime)) {
        res.destroy();
        throw new WebFetchError("not_html", `The page is not HTML (content type: ${mime || "none"})`);
      }
      const body = await readCapped(res, opts.maxBytes ?? FETCH_MAX_BYTES);
      return {
        requestedUrl: raw,
        finalUrl: url.toString(),
        html: new TextDecoder(charsetOf(contentType)).decode(body),
      };
    }
  } catch (error) {
    if (error instanceof WebFetchError) throw error;
    if (signal.aborted) {
      throw new WebFetchError(
        "timeout",
        `The website did not respond within ${Math.round(timeoutMs / 1000)} seconds`,
      );
    }
    const code = (error as { code?: string }).code;
    throw new WebFetchError("unreachable", `The website could not be reached${code ? ` (${code})` : ""}`);
  }
}

/** The server's SSRF-safe page fetcher: it fetches URLs that users type (docs/decisions/010-web-extraction.md). */
export function createWebFetcher(opts: WebFetcherOptions = {}): WebFetcher {
  return { fetchHtml: (url) => fetchHtml(url, opts) };
}
