import type { RestRoute } from "@esg/api";
import { type Db, dataVersion } from "@esg/db";
import type { Context, MiddlewareHandler } from "hono";
import type { AuthService } from "../auth/auth-service";
import type { Logger } from "../logging/logger";
import { requestIdOf } from "../logging/request-id";
import { writeRequestLine } from "../logging/request-log";
import type { AppEnv } from "./app-env";
import { socketOf, type TrustedProxies } from "./client-ip";
import { knownSessionOf, type Session, type SessionSource, sessionOf } from "./session-middleware";

/**
 * One answer as it was sent: its bytes and every header but the request's own (id, cookie, length, date), flat
 * (name, value, …) as node:http's writeHead takes them.
 */
type Kept = { version: string; head: string[]; body: Uint8Array };

/**
 * The last answer of each kept read (a route declaring `keptUntilDataChanges`) per company and URL, in this
 * process. Shared data (the version) lives in the database, so several processes each keep their own copy.
 */
export type KeptAnswers = {
  readonly entries: Map<string, Kept>;
  /** Reads answered from kept bytes, and kept reads that ran their procedure (measurements and tests read them). */
  hits: number;
  misses: number;
  /** The clock (epoch ms): answers are kept for the day they were computed on (UTC, as the services key them). */
  readonly now: () => number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Past this many answers (each one company's read at one URL) the store starts again: stale ones are dropped. */
const MAX_KEPT = 1000;
/** Not kept: they belong to one request (its id, a renewed session cookie) or are written by Node for each one. */
const REQUEST_OWN_HEADERS = new Set(["x-request-id", "set-cookie", "content-length", "date", "connection"]);

export function createKeptAnswers(opts: { now?: () => number } = {}): KeptAnswers {
  return { entries: new Map(), hits: 0, misses: 0, now: opts.now ?? Date.now };
}

export type KeptAnswerOptions = {
  routes: readonly RestRoute[];
  /**
   * Where tRPC is mounted ("/trpc"): a GET there whose procedures are all kept routes' procedures is kept too,
   * single or batched, since its answer is the same outputs in tRPC's envelope. Omitted: REST only.
   */
  trpcEndpoint?: string;
  auth: AuthService;
  db: Db;
  logger: Logger;
  trusted: TrustedProxies;
  allowedHosts: ReadonlySet<string>;
};

/**
 * What kept answers read of a request, the same whether it comes from Hono's Context or from node:http before
 * Hono sees it (kept-listener.ts): the method, path and headers (by lower-case name) as sent.
 */
export type KeptRequest = SessionSource & {
  method: string;
  /** "/api/carbon/analysis?year=2024": with the company, the key of its answer. */
  pathAndQuery: string;
  /** The Host it was addressed to. */
  host: () => string | undefined;
  /** The socket's peer address (a trusted proxy's request id is believed). */
  peer: string | undefined;
};

/** What a request asks of kept routes: the routes whose roles it needs and the label of its log line. */
type Target = { routes: readonly RestRoute[]; label: string };

/**
 * A kept read looked up: answered from kept bytes (`hit`: the headers to send, flat, the request's own among
 * them), or the session it runs as and, for a permitted member, where the chain's answer is to be kept.
 */
export type Found =
  | { session: Session; hit: { head: string[]; body: Uint8Array; requestId: string } }
  | { session: Session; keep?: { key: string; version: string } };

/** Kept reads of one app: the middleware (keptAnswers) and the listener before Hono (kept-listener.ts) share it. */
export type KeptReads = {
  readonly store: KeptAnswers;
  /** The kept routes a GET asks for, or undefined when it is not a kept read: then it is the chain's alone. */
  targetOf(req: KeptRequest): Target | undefined;
  /**
   * The same as lookUp, synchronously, when the session is known from memory (a browser's repeat on SQLite:
   * AuthService.knownSession) and so is the company's data version; undefined otherwise: then lookUp.
   */
  lookUpNow(req: KeptRequest, target: Target): Found | undefined;
  /** null: the chain resolves the session itself (a refused token, a failure), with its own answer. */
  lookUp(req: KeptRequest, target: Target): Promise<Found | null>;
};

/**
 * Answers a repeated GET of a kept read from the bytes and headers the whole app produced for it last time, while
 * the company's data version and the day are those it was produced under: such an answer depends on nothing
 * else (declaration.ts). A cached read otherwise spends most of its CPU outside its procedure: Hono's middleware
 * chain setting headers one by one through a fetch `Headers`, tRPC's context copies, a second version read
 * (measured with --cpu-prof). It repeats what the chain does for such a request: the Host check, the session
 * (cookie, renewed when due, or API token) and the route's roles, the request id and the request's log line.
 * Everything else falls through to the chain, which resolves the session no second time: requests with a body,
 * unknown hosts, anonymous or refused callers (the chain refuses them with its own answers), a role the route
 * does not allow, and a first read or a read after a write, which the chain answers and this keeps.
 *
 * A /trpc GET is kept the same way when every procedure it names (one, or a batch) is a kept route's: its answer
 * is those procedures' outputs in tRPC's envelope, a function of the same version, day and query string (the
 * inputs). A batch naming any other procedure, and a streamed answer (`trpc-accept`, `accept:
 * application/jsonl`), are the chain's alone.
 */
export function keptReads(store: KeptAnswers, opts: KeptAnswerOptions): KeptReads {
  const kept = opts.routes.filter((r) => r.keptUntilDataChanges).map(keepable);
  const restTargets = new Map(kept.map((r): [string, Target] => [r.path, { routes: [r], label: r.path }]));
  const byProcedure = new Map(kept.map((r): [string, RestRoute] => [r.procedure, r]));
  const trpcPrefix = opts.trpcEndpoint === undefined ? undefined : `${opts.trpcEndpoint}/`;
  // The label the chain's log line gives every /trpc request: the pattern of the route that answers it.
  const trpcLabel = `${opts.trpcEndpoint}/*`;
  // The day's text is remade when the day turns, not for every request.
  let day = { from: 0, until: 0, text: "" };
  const today = () => {
    const ms = store.now();
    if (ms < day.from || ms >= day.until) {
      const from = ms - (ms % DAY_MS);
      day = { from, until: from + DAY_MS, text: new Date(from).toISOString().slice(0, 10) };
    }
    return day.text;
  };

  function routesOf(path: string): Target | undefined {
    const rest = restTargets.get(path);
    if (rest || trpcPrefix === undefined || !path.startsWith(trpcPrefix)) return rest;
    const routes: RestRoute[] = [];
    for (const name of path.slice(trpcPrefix.length).split(",")) {
      const route = byProcedure.get(name);
      if (!route) return undefined;
      routes.push(route);
    }
    return { routes, label: trpcLabel };
  }

  return {
    store,
    targetOf(req) {
      if (req.method !== "GET" || hasBody(req)) return undefined;
      const target = routesOf(req.path);
      if (!target || (target.label === trpcLabel && asksForStream(req))) return undefined;
      if (opts.allowedHosts.size > 0 && !opts.allowedHosts.has(req.host()?.toLowerCase() ?? ""))
        return undefined;
      return target;
    },

    lookUpNow(req, target) {
      const started = performance.now();
      const known = knownSessionOf(req, opts.auth);
      if (!known) return undefined;
      const version = known.session && versionKnownTo(known.session);
      // Without a version at hand (PostgreSQL) it takes a read: lookUp's.
      if (known.session && version === undefined) return undefined;
      return settle(req, target, known.session, version ?? "", started);
    },

    async lookUp(req, target) {
      const started = performance.now();
      const resolved = await sessionOf(req, opts.auth, opts.db);
      if ("refusal" in resolved) return null;
      const session = resolved.session;
      if (!session) return { session };
      // Read before the chain runs: what it answers is then at least this fresh, never older.
      const version = versionKnownTo(session) ?? (await dataVersion(opts.db, session.user.company.id));
      return settle(req, target, session, version, started);
    },
  };

  /**
   * The answer to a request whose session is resolved, at the company's data version: from kept bytes, or to be
   * kept once the chain has answered it (a permitted member), or the chain's alone.
   */
  function settle(
    req: KeptRequest,
    target: Target,
    session: Session,
    version: string,
    started: number,
  ): Found {
    if (!session) return { session };
    const role = session.user.role;
    if (!target.routes.every((route) => route.roles?.includes(role))) return { session };
    const companyId = session.user.company.id;
    const versionToday = `${today()}|${version}`;
    const key = `${companyId} ${req.pathAndQuery}`;
    const found = store.entries.get(key);
    if (found?.version !== versionToday) return { session, keep: { key, version: versionToday } };
    const requestId = requestIdOf(req.header("x-request-id"), req.peer, opts.trusted);
    const head = found.head.slice();
    head.push("x-request-id", requestId);
    if (session.renewedCookie) head.push("set-cookie", session.renewedCookie);
    writeRequestLine(opts.logger, {
      method: req.method,
      path: req.path,
      requestId,
      status: 200,
      ms: performance.now() - started,
      route: target.label,
      user: session.user,
      error: undefined,
    });
    store.hits++;
    return { session, hit: { head, body: found.body, requestId } };
  }
}

/**
 * The kept reads as the app's first middleware: it answers a repeat from kept bytes and keeps the chain's 200s.
 * A request that node:http's listener already looked up (kept-listener.ts) brings what it found.
 */
export function keptAnswers(reads: KeptReads): MiddlewareHandler<AppEnv> {
  const { store } = reads;
  return async (c, next) => {
    let found = lookedUpBeforeHono(c);
    if (found === undefined) {
      const req = requestOf(c);
      const target = reads.targetOf(req);
      if (!target) return next();
      // A failure here (the database) is the chain's to answer, with its error body, headers and log line.
      found = lookUpNowOrUndefined(reads, req, target) ?? (await reads.lookUp(req, target).catch(() => null));
      if (found && "hit" in found) {
        c.set("session", found.session);
        c.set("requestId", found.hit.requestId);
        return new Response(found.hit.body, { status: 200, headers: pairsOf(found.hit.head) });
      }
    }
    if (!found || "hit" in found) return next();
    c.set("session", found.session);
    const keep = found.keep;
    if (keep) store.misses++;
    await next();
    if (!keep || c.res.status !== 200) return;
    const head: string[] = [];
    for (const [name, value] of c.res.headers) if (!REQUEST_OWN_HEADERS.has(name)) head.push(name, value);
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    if (store.entries.size >= MAX_KEPT) store.entries.clear();
    store.entries.set(keep.key, { version: keep.version, head, body });
  };
}

/**
 * lookUpNow, with a failure (the database) taken as "not known now": lookUp then meets it again and leaves it
 * to the chain, which answers it with its error body, headers and log line.
 */
export function lookUpNowOrUndefined(reads: KeptReads, req: KeptRequest, target: Target): Found | undefined {
  try {
    return reads.lookUpNow(req, target);
  } catch {
    return undefined;
  }
}

/** The company's data version as the session was read with it (a kept session on SQLite), if it was. */
function versionKnownTo(session: NonNullable<Session>): string | undefined {
  return "companyDataVersion" in session ? session.companyDataVersion : undefined;
}

/** Flat headers (name, value, …) as a fetch Response takes them. */
function pairsOf(head: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < head.length; i += 2) pairs.push([head[i] ?? "", head[i + 1] ?? ""]);
  return pairs;
}

/** Where node:http's listener leaves what it found of a request it handed on to Hono (kept-listener.ts). */
export const LOOKED_UP = Symbol("kept read looked up before Hono");

/** What the listener found (null: it left the session to the chain), or undefined: it did not look. */
function lookedUpBeforeHono(c: Context<AppEnv>): Found | null | undefined {
  const incoming = (c.env as { incoming?: { [LOOKED_UP]?: Found | null } } | undefined)?.incoming;
  return incoming?.[LOOKED_UP];
}

function requestOf(c: Context<AppEnv>): KeptRequest {
  return {
    method: c.req.method,
    path: c.req.path,
    pathAndQuery: pathAndQuery(c.req.url),
    header: (name) => c.req.header(name),
    host: () => c.req.header("host") ?? new URL(c.req.url).host,
    peer: socketOf(c)?.remoteAddress,
  };
}

/** A kept route answers the same to every permitted member: a GET of the company's own data, no path ids. */
function keepable(route: RestRoute): RestRoute {
  const { method, path, response } = route;
  if (method !== "GET" || path.includes(":") || route.public || route.sessionOnly || response === "file") {
    throw new Error(`${route.procedure}: only a signed-in JSON GET without path parameters can be kept`);
  }
  return route;
}

/** A GET that carries a body is left to the chain, which closes the connection after answering it. */
function hasBody(req: KeptRequest): boolean {
  const length = req.header("content-length");
  return (length !== undefined && length !== "0") || req.header("transfer-encoding") !== undefined;
}

/** tRPC streams its answer (JSON lines) when asked so; any `trpc-accept` is left to the chain to interpret. */
function asksForStream(req: KeptRequest): boolean {
  return req.header("trpc-accept") !== undefined || (req.header("accept") ?? "").includes("jsonl");
}

/** "/api/carbon/analysis?year=2024" of the request's URL, as sent. */
function pathAndQuery(url: string): string {
  return url.slice(url.indexOf("/", url.indexOf("://") + 3));
}
