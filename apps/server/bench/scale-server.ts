/**
 * Child process of `bench/scale.ts` (one process per server, so its memory is the server's own and the load
 * generator does not share its event loop). `<db>` is a SQLite file or a postgres:// URL (also given to the
 * child as DATABASE_URL); a PostgreSQL child opens a pool of DATABASE_POOL_SIZE connections (default 10,
 * as `main.ts start` does).
 *
 * `api <db>`: the real app (createApp, as `main.ts start` serves it) over the bench database. On request of the
 * parent it records every SQL statement (text, parameters, method) that the driver (better-sqlite3, or the
 * pool's `pg` connections) runs while one marked request (header RECORD_HEADER) is served — the "same SQL"
 * the floors replay.
 *
 * `bare <db>`: the physical floor, a bare node:http handler per path that runs the recorded statements on
 * prepared statements (better-sqlite3's, or named `pg` statements on one pooled connection per request) and
 * answers the same JSON (JSON.stringify of the endpoint's response per request, or for a read the app keeps
 * until the data changes — `keptUntilDataChanges` — the same bytes stored once) with the same headers (the app's
 * security and caching headers, a fresh request id, the length); POST /ingest reads and parses the body and
 * inserts the already calculated rows in one transaction (SQLite: one prepared statement per row; PostgreSQL:
 * multi-row INSERTs).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type RequestListener } from "node:http";
import {
  createDb,
  DEFAULT_POOL_SIZE,
  type PostgresHandle,
  rawSqliteOf,
  type SqliteHandle,
  sessionReadsOf,
} from "@esg/db";
import type { EmissionRecord } from "@esg/domain";
import { serve } from "@hono/node-server";
import { createApp } from "../src/app";
import { keptFirst } from "../src/http/kept-listener";
import {
  type PgClient,
  pgFirstSourceId,
  pgRawInsert,
  pgReplayer,
  RECORD_HEADER,
  type RecordedStatement,
  rawInsert,
  replayer,
} from "./scale-lib";

type Message =
  | { type: "record-start" }
  | { type: "record-stop" }
  | {
      type: "route";
      path: string;
      statements: RecordedStatement[];
      body: string;
      kept: boolean;
      /** The app's answer's headers but the request's own (flat: name, value, …). */
      head: string[];
    }
  | { type: "ingest-records"; file: string }
  | { type: "exit" };

const [mode, dbUrl] = process.argv.slice(2);
if (!dbUrl || (mode !== "api" && mode !== "bare")) throw new Error("usage: scale-server.ts api|bare <db>");
const poolSize = Number(process.env.DATABASE_POOL_SIZE) || DEFAULT_POOL_SIZE;

const send = (msg: unknown) => process.send?.(msg);

// A parent that died without saying "exit" (killed) must not leave this server running.
process.on("disconnect", () => process.exit(0));

function onMessage(handler: (msg: Message) => void | Promise<void>) {
  process.on("message", (msg) => {
    if ((msg as Message).type === "exit") process.exit(0);
    Promise.resolve(handler(msg as Message)).catch((error) => {
      console.error(error);
      process.exit(1);
    });
  });
}

/**
 * Statements are recorded for the marked request only, through its async context: requests still in flight
 * from a previous load (which on PostgreSQL keep running queries after autocannon stops) are not counted.
 */
function recorder() {
  const context = new AsyncLocalStorage<RecordedStatement[]>();
  let armed: RecordedStatement[] | null = null;
  return {
    push: (s: RecordedStatement) => context.getStore()?.push(s),
    /** Runs a marked request's whole handling (its continuations included) in the recording's context. */
    listener:
      (inner: RequestListener): RequestListener =>
      (req, res) =>
        armed && req.headers[RECORD_HEADER] !== undefined
          ? context.run(armed, () => inner(req, res))
          : inner(req, res),
    start: () => {
      armed = [];
    },
    stop: () => {
      const out = armed ?? [];
      armed = null;
      // An enabled AsyncLocalStorage keeps Node's async hooks on for every later promise of the process, a
      // cost the served app does not have (it uses none): disabled, they stay off until the next marked request.
      context.disable();
      return out;
    },
  };
}

/**
 * Wraps `prepare` of each connection so that statements run while recording are captured: the app's own and
 * its read-only session connection (a kept answer's one read runs there, and the floor must replay it too).
 */
function recordSqliteStatements(...connections: SqliteHandle["sqlite"][]) {
  const rec = recorder();
  for (const sqlite of connections) wrapPrepare(sqlite, rec);
  return rec;
}

function wrapPrepare(sqlite: SqliteHandle["sqlite"], rec: ReturnType<typeof recorder>) {
  const prepare = sqlite.prepare.bind(sqlite);
  // Every statement is wrapped, not only those prepared while recording: the app's statement cache hands
  // out statements prepared long before.
  sqlite.prepare = ((source: string) => {
    const stmt = prepare(source);
    for (const method of ["all", "get", "run", "iterate"] as const) {
      const original = (stmt[method] as (...a: unknown[]) => unknown).bind(stmt);
      (stmt as unknown as Record<string, unknown>)[method] = (...params: unknown[]) => {
        rec.push({ sql: source, params, method });
        return original(...params);
      };
    }
    return stmt;
  }) as typeof sqlite.prepare;
}

/**
 * Wraps `query` of every connection the pool opens (before the app gets it), so that the statements Kysely
 * sends while recording are captured: `client.query(sql, parameters)`.
 */
function recordPgStatements(pool: PostgresHandle["pool"]) {
  const rec = recorder();
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...a: unknown[]) => unknown;
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second] = args;
      const text = typeof first === "string" ? first : (first as { text?: unknown } | null)?.text;
      if (typeof text === "string") {
        const params = Array.isArray(second)
          ? second
          : ((first as { values?: unknown[] } | null)?.values ?? []);
        rec.push({ sql: text, params: [...params], method: "all" });
      }
      return query(...args);
    };
  });
  return rec;
}

function listen(server: { address(): unknown }) {
  const address = server.address() as { port: number } | string | null;
  send({ type: "listening", port: typeof address === "object" && address ? address.port : 0 });
}

if (mode === "api") {
  const handle = createDb(dbUrl, { poolSize });
  const rec =
    handle.engine === "sqlite"
      ? recordSqliteStatements(
          handle.sqlite,
          ...[handle.reader && rawSqliteOf(handle.reader)].filter((c): c is SqliteHandle["sqlite"] => !!c),
        )
      : recordPgStatements(handle.pool);
  const app = createApp({ db: handle.db, sessionReads: sessionReadsOf(handle), isProduction: true });
  // As `main.ts start` serves it: kept reads answered at node:http's listener (http/kept-listener.ts), inside
  // the recording of a marked request.
  const server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    createServer: ((options: object, listener: RequestListener) =>
      createServer(options, rec.listener(keptFirst(app, listener)))) as typeof createServer,
  });
  server.once("listening", () => listen(server));
  onMessage((msg) => {
    if (msg.type === "record-start") {
      rec.start();
      send({ type: "ok" });
    } else if (msg.type === "record-stop") send({ type: "recorded", statements: rec.stop() });
  });
} else {
  const handle = createDb(dbUrl, { poolSize });
  /** Runs `fn` on the floor's database: synchronously on SQLite, on one pooled connection on PostgreSQL. */
  const onConnection =
    handle.engine === "sqlite"
      ? null
      : async (fn: (client: PgClient) => Promise<unknown>) => {
          const client = await handle.pool.connect();
          try {
            await fn(client);
          } finally {
            client.release();
          }
        };
  const routes = new Map<
    string,
    { run: () => unknown; body: unknown; bytes: Buffer | null; head: string[] }
  >();
  let ingest: (() => unknown) | null = null;
  const fail = (res: import("node:http").ServerResponse, error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  };
  const server = createServer((req, res) => {
    if (req.method === "POST" && req.url === "/ingest" && ingest) {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", async () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
            rawData: { activities: unknown[] };
          };
          await ingest?.();
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ emissionsProcessed: body.rawData.activities.length }));
        } catch (error) {
          fail(res, error);
        }
      });
      return;
    }
    const route = routes.get(req.url ?? "");
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    const answer = () => {
      // A read the app keeps until the data changes answers its stored bytes: the floor does no less. Others
      // serialise their answer per request, as the app must.
      const body = route.bytes ?? JSON.stringify(route.body);
      const length = typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
      // The app's headers (security headers and all), a request id of its own and the length, as the app sends.
      const head = route.head.slice();
      head.push("x-request-id", randomUUID(), "content-length", String(length));
      res.writeHead(200, head);
      res.end(body);
    };
    const ran = route.run();
    if (ran instanceof Promise) ran.then(answer, (error) => fail(res, error));
    else answer();
  });
  server.listen(0, "127.0.0.1", () => listen(server));
  onMessage(async (msg) => {
    if (msg.type === "route") {
      let run: () => unknown;
      if (handle.engine === "sqlite") run = replayer(handle.sqlite, msg.statements);
      else {
        const replay = pgReplayer(msg.statements);
        run = () => onConnection?.(replay);
      }
      routes.set(msg.path, {
        run,
        body: JSON.parse(msg.body),
        bytes: msg.kept ? Buffer.from(msg.body) : null,
        head: msg.head,
      });
      send({ type: "ok" });
    } else if (msg.type === "ingest-records") {
      const records = JSON.parse(readFileSync(msg.file, "utf8")) as EmissionRecord[];
      if (handle.engine === "sqlite") ingest = rawInsert(handle.sqlite, records);
      else {
        const pool = handle.pool;
        const client = await pool.connect();
        const sourceId = await pgFirstSourceId(client).finally(() => client.release());
        const insert = pgRawInsert(records, sourceId);
        ingest = () => onConnection?.(insert);
      }
      send({ type: "ok" });
    }
  });
}
