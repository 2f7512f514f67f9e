import type { RestRoute } from "@esg/api";
import { type Db, dataVersion } from "@esg/db";
import type { Context, MiddlewareHandler } from "hono";
import type { AuthService } from "../auth/auth-service";
import type { Logger } from "../logging/logger";
import { requestIdFor } from "../logging/request-id";
import { writeLine } from "../logging/request-log";
import { hostAllowed } from "./allowed-hosts";
import type { AppEnv } from "./app-env";
import type { TrustedProxies } from "./client-ip";
import { resolveSession } from "./session-middleware";

/** One answer as it was sent: its bytes and every header but the request's own (id, cookie, length, date). */
type Kept = { version: string; headers: Record<string, string>; body: Uint8Array };

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

/** What a request asks of kept routes: the routes whose roles it needs and the label of its log line. */
type Target = { routes: readonly RestRoute[]; label: string };

/**
 * Answers a repeated GET of a kept read from the bytes and headers the whole app produced for it last time, while
 * the company's data version and the day are those it was produced under: such an answer depends on nothing
 * else (declaration.ts). A cached read otherwise spends most of its CPU outside its procedure: Hono's middleware
 * chain setting headers one by one through a fetch `Headers`, tRPC's context copies, a second version read
 * (measured with --cpu-prof). Mounted first, it repeats what the chain does for such a request: the Host check,
 * the session (cookie, renewed when due, or API token) and the route's roles, the request id and the request's
 * log line. Everything else falls through to the chain, which resolves the session no second time: requests
 * with a body, unknown hosts, anonymous or refused callers (the chain refuses them with its own answers), a role
 * the route does not allow, and a first read or a read after a write, which the chain answers and this keeps.
 *
 * A /trpc GET is kept the same way when every procedure it names (one, or a batch) is a kept route's: its answer
 * is those procedures' outputs in tRPC's envelope, a function of the same version, day and query string (the
 * inputs). A batch naming any other procedure, and a streamed answer (`trpc-accept`, `accept:
 * application/jsonl`), are the chain's alone.
 */
export function keptAnswers(store: KeptAnswers, opts: KeptAnswerOptions): MiddlewareHandler<AppEnv> {
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

  /** The kept routes a GET asks for, or undefined when it is not a kept read. */
  function targetOf(c: Context<AppEnv>): Target | undefined {
    const path = c.req.path;
    const rest = restTargets.get(path);
    if (rest || trpcPrefix === undefined || !path.startsWith(trpcPrefix)) return rest;
    if (asksForStream(c)) return undefined;
    const routes: RestRoute[] = [];
    for (const name of path.slice(trpcPrefix.length).split(",")) {
      const route = byProcedure.get(name);
      if (!route) return undefined;
      routes.push(route);
    }
    return { routes, label: trpcLabel };
  }

  /** The kept answer to this request, or where the chain's answer is to be kept (null: it is not to be). */
  async function lookUp(c: Context<AppEnv>, target: Target) {
    const started = performance.now();
    const resolved = await resolveSession(c, opts.auth, opts.db);
    if ("refused" in resolved) return null;
    const session = resolved.session;
    c.set("session", session);
    if (!session) return null;
    const role = session.user.role;
    if (!target.routes.every((route) => route.roles?.includes(role))) return null;
    const companyId = session.user.company.id;
    // Read before the chain runs: what it answers is then at least this fresh, never older.
    const known = "companyDataVersion" in session ? session.companyDataVersion : undefined;
    const version = `${today()}|${known ?? (await dataVersion(opts.db, companyId))}`;
    const key = `${companyId} ${pathAndQuery(c.req.url)}`;
    const kept = store.entries.get(key);
    if (kept?.version !== version) return { key, version };
    const requestId = requestIdFor(c, opts.trusted);
    c.set("requestId", requestId);
    const headers: Record<string, string> = { ...kept.headers, "x-request-id": requestId };
    if (session.renewedCookie) headers["set-cookie"] = session.renewedCookie;
    writeLine(opts.logger, c, {
      requestId,
      status: 200,
      ms: performance.now() - started,
      route: target.label,
    });
    return { answer: new Response(kept.body, { status: 200, headers }) };
  }

  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const target = targetOf(c);
    if (!target || hasBody(c) || !hostAllowed(c, opts.allowedHosts)) return next();
    // A failure here (the database) is the chain's to answer, with its error body, headers and log line.
    const found = await lookUp(c, target).catch(() => null);
    if (found && "answer" in found) {
      store.hits++;
      return found.answer;
    }
    if (found) store.misses++;
    await next();
    if (!found || c.res.status !== 200) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of c.res.headers) if (!REQUEST_OWN_HEADERS.has(name)) headers[name] = value;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    if (store.entries.size >= MAX_KEPT) store.entries.clear();
    store.entries.set(found.key, { version: found.version, headers, body });
  };
}

/** tRPC streams its answer (JSON lines) when asked so; any `trpc-accept` is left to the chain to interpret. */
function asksForStream(c: Context): boolean {
  return c.req.header("trpc-accept") !== undefined || (c.req.header("accept") ?? "").includes("jsonl");
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
function hasBody(c: Context): boolean {
  const length = c.req.header("content-length");
  return (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
}

/** "/api/carbon/analysis?year=2024" of the request's URL, as sent. */
function pathAndQuery(url: string): string {
  return url.slice(url.indexOf("/", url.indexOf("://") + 3));
}
