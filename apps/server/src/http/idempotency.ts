/**
 * Idempotency keys (`Idempotency-Key`, as Stripe and the IETF httpapi draft use it): a client that retries a
 * write after a lost answer gets the first answer back instead of writing twice. The key is claimed in the
 * database before the write runs, so every app process sees it; the completed answer (2xx and 4xx) is stored
 * with it for 24 h per company and user. A 5xx or a 429 is not stored: the retry runs again.
 */
import { createHash } from "node:crypto";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  type Db,
  findIdempotencyKey,
  type IdempotencyRecord,
  purgeExpiredIdempotencyKeys,
  releaseIdempotencyKey,
} from "@esg/db";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { EVIDENCE_PATH_PATTERN } from "../uploads/evidence-route";
import { UPLOAD_PATH } from "../uploads/upload-route";
import type { AppEnv } from "./app-env";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
/** 1–255 printable ASCII characters (space to tilde). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type IdempotencyOptions = {
  /** The clock (epoch ms); tests move it past the 24 h. */
  now?: () => number;
  /** How long a key is kept (default 24 h). */
  ttlMs?: number;
  /** How long a concurrent duplicate waits for the first request before its 409 (default 2 s). */
  waitMs?: number;
  /**
   * A claim still running after this long is taken to be abandoned by a process that died (default 15 min,
   * longer than any write: a 100,000-row ingest takes about a minute on PostgreSQL).
   */
  staleMs?: number;
  /** Expired keys are deleted at most this often, on the next keyed write (default 10 min). */
  purgeEveryMs?: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const POLL_MS = 25;

/** A streamed upload's body is read once, as a stream, by its route: it is not hashed (method and path are). */
const isStreamedBody = (path: string) => path === UPLOAD_PATH || EVIDENCE_PATH_PATTERN.test(path);

async function requestHash(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  const hash = createHash("sha256").update(`${c.req.method} ${url.pathname}${url.search}\n`);
  if (isStreamedBody(url.pathname)) return hash.update("streamed").digest("hex");
  // A copy of the body: the handler reads the request's own stream afterwards.
  const body = await c.req.raw.clone().arrayBuffer();
  return hash.update(new Uint8Array(body)).digest("hex");
}

function invalidKey(c: Context) {
  const message = `${IDEMPOTENCY_HEADER} must be 1 to 255 printable ASCII characters`;
  return c.json(
    { message, code: "BAD_REQUEST", issues: [{ path: ["header", IDEMPOTENCY_HEADER], message }] },
    400,
  );
}

function mismatch(c: Context) {
  return c.json(
    {
      message: `This ${IDEMPOTENCY_HEADER} was used with another request (method, path or body)`,
      code: "UNPROCESSABLE_CONTENT",
      reason: "idempotency_mismatch",
    },
    422,
  );
}

function inProgress(c: Context) {
  return c.json(
    {
      message: `A request with this ${IDEMPOTENCY_HEADER} is still being processed; retry later`,
      code: "CONFLICT",
      reason: "idempotency_in_progress",
    },
    409,
    { "Retry-After": "1" },
  );
}

function replay(c: Context, record: IdempotencyRecord) {
  const headers: Record<string, string> = { [REPLAYED_HEADER]: "true" };
  if (record.contentType) headers["Content-Type"] = record.contentType;
  const body = record.body ?? new Uint8Array();
  // A fresh copy as an ArrayBuffer: the driver's Buffer may be a view into a larger pool.
  return c.body(Uint8Array.from(body).buffer, record.status as ContentfulStatusCode, headers);
}

const stored = (status: number) => status < 500 && status !== 429;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The middleware, after sign-in (the key belongs to the signed-in user and their company) and after the body
 * limits. Requests without the header, reads, and anonymous requests (sign-in, sign-up) pass untouched.
 */
export function idempotency(db: Db, opts: IdempotencyOptions = {}): MiddlewareHandler<AppEnv> {
  const now = opts.now ?? Date.now;
  const ttlMs = opts.ttlMs ?? DAY_MS;
  const waitMs = opts.waitMs ?? 2000;
  const staleMs = opts.staleMs ?? 15 * 60 * 1000;
  const purgeEveryMs = opts.purgeEveryMs ?? 10 * 60 * 1000;
  let nextPurge = Number.NEGATIVE_INFINITY;

  return async (c, next) => {
    if (!MUTATING.has(c.req.method)) return next();
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return invalidKey(c);
    const user = c.get("session")?.user;
    if (!user) return next();

    const started = now();
    if (started >= nextPurge) {
      nextPurge = started + purgeEveryMs;
      await purgeExpiredIdempotencyKeys(db, { now: started });
    }
    const ref = { companyId: user.company.id, userId: user.id, key };
    const hash = await requestHash(c);
    const claim = () =>
      claimIdempotencyKey(db, {
        ...ref,
        requestHash: hash,
        now: now(),
        expiresAt: now() + ttlMs,
        staleBefore: now() - staleMs,
      });

    let result = await claim();
    const waitUntil = Date.now() + waitMs;
    while (!result.claimed) {
      const { record } = result;
      if (record.requestHash !== hash) return mismatch(c);
      if (record.status !== null) return replay(c, record);
      if (Date.now() >= waitUntil) return inProgress(c);
      await sleep(POLL_MS);
      const current = await findIdempotencyKey(db, ref);
      // Released (the first request failed on the server's side): this one runs it again.
      result = current ? { claimed: false, record: current } : await claim();
    }

    let completed = false;
    try {
      await next();
      const res = c.res;
      if (stored(res.status)) {
        const body = new Uint8Array(await res.clone().arrayBuffer());
        await completeIdempotencyKey(db, {
          ...ref,
          status: res.status,
          contentType: res.headers.get("content-type"),
          body,
        });
        completed = true;
      }
    } finally {
      if (!completed) await releaseIdempotencyKey(db, ref);
    }
  };
}
