/**
 * Child process of `bench/scale.ts` (one process per server, so its memory is the server's own and the load
 * generator does not share its event loop).
 *
 * `api <db>`: the real app (createApp, as `main.ts start` serves it) over the bench database. On request of the
 * parent it records every SQL statement (text, parameters, method) that better-sqlite3 runs while one request
 * is served — the "same SQL" the floors replay.
 *
 * `bare <db>`: the physical floor, a bare node:http handler per path that runs the recorded statements on
 * prepared better-sqlite3 statements and answers the same JSON (JSON.stringify of the endpoint's response);
 * POST /ingest reads and parses the body and inserts the already calculated rows with one prepared statement
 * in one transaction.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createDb } from "@esg/db";
import type { EmissionRecord } from "@esg/domain";
import { serve } from "@hono/node-server";
import type Database from "better-sqlite3";
import { createApp } from "../src/app";
import { type RecordedStatement, rawInsert, replayer } from "./scale-lib";

type Message =
  | { type: "record-start" }
  | { type: "record-stop" }
  | { type: "route"; path: string; statements: RecordedStatement[]; body: string }
  | { type: "ingest-records"; file: string }
  | { type: "exit" };

const [mode, dbPath] = process.argv.slice(2);
if (!dbPath || (mode !== "api" && mode !== "bare")) throw new Error("usage: scale-server.ts api|bare <db>");

const send = (msg: unknown) => process.send?.(msg);

function onMessage(handler: (msg: Message) => void) {
  process.on("message", (msg) => {
    if ((msg as Message).type === "exit") process.exit(0);
    handler(msg as Message);
  });
}

/** Wraps `prepare` so that statements run while recording are captured. */
function recordStatements(sqlite: Database.Database) {
  let recording: RecordedStatement[] | null = null;
  const prepare = sqlite.prepare.bind(sqlite);
  // Every statement is wrapped, not only those prepared while recording: the app's statement cache hands
  // out statements prepared long before.
  sqlite.prepare = ((source: string) => {
    const stmt = prepare(source);
    for (const method of ["all", "get", "run", "iterate"] as const) {
      const original = (stmt[method] as (...a: unknown[]) => unknown).bind(stmt);
      (stmt as unknown as Record<string, unknown>)[method] = (...params: unknown[]) => {
        recording?.push({ sql: source, params, method });
        return original(...params);
      };
    }
    return stmt;
  }) as typeof sqlite.prepare;
  return {
    start: () => {
      recording = [];
    },
    stop: () => {
      const out = recording ?? [];
      recording = null;
      return out;
    },
  };
}

if (mode === "api") {
  const handle = createDb(dbPath);
  const recorder = recordStatements(handle.sqlite);
  const app = createApp({ db: handle.db, isProduction: true });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  server.once("listening", () => {
    const address = server.address();
    send({ type: "listening", port: typeof address === "object" && address ? address.port : 0 });
  });
  onMessage((msg) => {
    if (msg.type === "record-start") {
      recorder.start();
      send({ type: "ok" });
    } else if (msg.type === "record-stop") send({ type: "recorded", statements: recorder.stop() });
  });
} else {
  const { sqlite } = createDb(dbPath);
  const routes = new Map<string, { run: () => number; body: unknown }>();
  let ingest: (() => void) | null = null;
  const server = createServer((req, res) => {
    if (req.method === "POST" && req.url === "/ingest" && ingest) {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
          rawData: { activities: unknown[] };
        };
        ingest?.();
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ emissionsProcessed: body.rawData.activities.length }));
      });
      return;
    }
    const route = routes.get(req.url ?? "");
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    route.run();
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(route.body));
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    send({ type: "listening", port: typeof address === "object" && address ? address.port : 0 });
  });
  onMessage((msg) => {
    if (msg.type === "route") {
      routes.set(msg.path, { run: replayer(sqlite, msg.statements), body: JSON.parse(msg.body) });
      send({ type: "ok" });
    } else if (msg.type === "ingest-records") {
      const records = JSON.parse(readFileSync(msg.file, "utf8")) as EmissionRecord[];
      ingest = rawInsert(sqlite, records);
      send({ type: "ok" });
    }
  });
}
