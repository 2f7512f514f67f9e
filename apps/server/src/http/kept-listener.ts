import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import {
  type Found,
  type KeptReads,
  type KeptRequest,
  LOOKED_UP,
  lookUpNowOrUndefined,
} from "./kept-answers";

/** The kept reads of each app that keeps answers (app.ts registers them), for the server that serves it. */
const keptReadsOf = new WeakMap<object, KeptReads>();

export function registerKeptReads(app: object, reads: KeptReads): void {
  keptReadsOf.set(app, reads);
}

/**
 * node:http's `createServer` for @hono/node-server's `serve({ createServer })`: a repeated kept read is answered
 * from its kept bytes by the listener itself, before @hono/node-server builds its request and Hono matches its
 * routes and composes its middleware (bench/cached-read-cpu.ts: 6-28% less CPU per kept read than answering it
 * from Hono's first middleware, with the client's CPU counted in both). It is the same lookup as that
 * middleware's (kept-answers.ts), so the same rules: whatever it does not answer goes on to Hono with what it
 * found (the session it resolved, where to keep the answer), so nothing is resolved twice. An app that keeps
 * nothing is served as it is.
 */
export function createServerFor(app: object): typeof createServer {
  const create = (options: object, listener: RequestListener) =>
    createServer(options, keptFirst(app, listener));
  return create as typeof createServer;
}

/** @hono/node-server's `listener` behind the kept reads of `app` (itself, when the app keeps nothing). */
export function keptFirst(app: object, listener: RequestListener): RequestListener {
  const reads = keptReadsOf.get(app);
  if (!reads) return listener;
  return (req, res) => {
    const view = requestOf(req);
    const target = view && reads.targetOf(view);
    if (!target) return listener(req, res);
    // A browser's repeat on SQLite is answered here and now, without a promise; anything else is looked up.
    const now = lookUpNowOrUndefined(reads, view, target);
    if (now) return answer(req, res, listener, now);
    reads
      .lookUp(view, target)
      .catch(() => null)
      .then((found) => answer(req, res, listener, found))
      .catch(() => res.destroy());
  };
}

/** Sends a hit; hands anything else to Hono with what was found, so that nothing is resolved twice. */
function answer(req: IncomingMessage, res: ServerResponse, listener: RequestListener, found: Found | null) {
  if (found && "hit" in found) return send(res, found.hit);
  (req as IncomingMessage & { [LOOKED_UP]?: unknown })[LOOKED_UP] = found;
  listener(req, res);
}

/**
 * As @hono/node-server writes a `Response` with plain headers and a byte body: its length, one `writeHead`, one
 * `end` (without the length, `writeHead` would have Node send the body chunked).
 */
function send(res: ServerResponse, hit: { head: string[]; body: Uint8Array }) {
  hit.head.push("content-length", String(hit.body.byteLength));
  res.writeHead(200, hit.head);
  res.end(hit.body);
}

/** The request as kept answers read it; undefined for a URL not in origin form (`GET http://…`): Hono's. */
function requestOf(req: IncomingMessage): KeptRequest | undefined {
  const url = req.url ?? "";
  if (!url.startsWith("/")) return undefined;
  const query = url.indexOf("?");
  const headers = req.headers;
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  return {
    method: req.method ?? "",
    path: query < 0 ? url : url.slice(0, query),
    pathAndQuery: url,
    header,
    host: () => headers.host,
    peer: req.socket.remoteAddress,
  };
}
