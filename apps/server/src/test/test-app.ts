import { WebFetchError } from "@esg/api";
import { type DbHandle, DEMO_USER, migrateToLatest, seedIfEmpty } from "@esg/db";
import {
  createSqliteTestDatabase,
  createTestDatabase,
  loadSqliteTemplate,
  prepareSqliteTemplate,
  testPostgresUrl,
} from "@esg/db/testing";
import { inject } from "vitest";
import { type AppDeps, createApp } from "../app";
import { hashPassword } from "../auth/password";
import { rateLimitStoreFor } from "../http/rate-limit-store";
import { silentLogger } from "../logging/logger";
import { createUploadJobs } from "../uploads/upload-jobs";

/** Tests read JSON bodies loosely; the assertions say what shape is expected. */
// biome-ignore lint/suspicious/noExplicitAny: test convenience
export type TestResponse = Omit<Response, "json"> & { json(): Promise<any> };

/** Tests never reach the internet: a test that fetches pages injects its own fetcher. */
const offlineFetcher = {
  fetchHtml: async () => {
    throw new WebFetchError("unreachable", "Network access is disabled in tests");
  },
};

/** This worker's copy of the template image, read (or, without the global setup, built) once. */
let templateImage: Promise<Buffer> | null = null;

function sqliteTemplate(): Promise<Buffer> {
  templateImage ??= (async () => {
    const path = inject("sqliteTemplatePath");
    if (path) return loadSqliteTemplate(path);
    const demoPasswordHash = await hashPassword(DEMO_USER.password);
    return prepareSqliteTemplate(async (db) => {
      await migrateToLatest(db);
      await seedIfEmpty(db, { demoPasswordHash });
    });
  })();
  return templateImage;
}

/**
 * A fresh, migrated, seeded database: an in-memory SQLite copy of the template image the global setup
 * prepared, or with TEST_DATABASE_URL a PostgreSQL database copied from the template database. Copying, not
 * migrating and seeding per app, is what keeps the suite fast; each copy is still the test's alone.
 */
export async function createTestDatabaseHandle(): Promise<DbHandle> {
  const pgUrl = testPostgresUrl();
  const handle = pgUrl
    ? await createTestDatabase(pgUrl, inject("testDatabaseRun"))
    : createSqliteTestDatabase(await sqliteTemplate());
  return trackOpen(handle);
}

/**
 * Test databases not closed yet. Test files share a worker (vitest's isolate: false), so a database a file
 * leaves open would outlive it: src/test/leak-check.ts closes what a file left open and fails that file.
 */
const openDatabases = new Set<DbHandle>();

function trackOpen(handle: DbHandle): DbHandle {
  openDatabases.add(handle);
  const close = handle.close;
  handle.close = async () => {
    openDatabases.delete(handle);
    await close();
  };
  return handle;
}

/** Closes the test databases still open and says how many there were. */
export async function closeOpenTestDatabases(): Promise<number> {
  const open = [...openDatabases];
  await Promise.all(open.map((handle) => handle.close()));
  return open.length;
}

/** The real Hono app on a fresh, migrated, seeded database (see createTestDatabaseHandle). */
export async function createTestApp(
  overrides: Partial<AppDeps> & {
    /** Options of the app's upload queue (when `uploadJobs` is not given). */
    uploadQueue?: Parameters<typeof createUploadJobs>[1];
  } = {},
) {
  const { uploadQueue, ...deps } = overrides;
  const handle = await createTestDatabaseHandle();
  // Streamed uploads still processing are waited for before the database closes.
  const uploadJobs = deps.uploadJobs ?? createUploadJobs(handle.db, uploadQueue);
  const app = createApp({
    db: handle.db,
    uploadJobs,
    isProduction: false,
    webFetcher: offlineFetcher,
    // As in production: on PostgreSQL the budgets count in the test's own database.
    rateLimitStore: rateLimitStoreFor(handle),
    // Test output stays clean; a test of the log lines passes a logger over an in-memory stream.
    logger: silentLogger(),
    ...deps,
  });

  async function request(
    path: string,
    init: RequestInit & { json?: unknown; cookie?: string; ip?: string; noOrigin?: true } = {},
  ) {
    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    if (init.cookie) headers.set("cookie", init.cookie);
    // Writes need a same-origin signal (as a browser sends); tests of that rule set their own headers.
    const write = !["GET", "HEAD", "OPTIONS"].includes((init.method ?? "GET").toUpperCase());
    if (write && !init.noOrigin && !headers.has("origin") && !headers.has("sec-fetch-site")) {
      headers.set("origin", "http://localhost");
    }
    // Hono's node adapter exposes the socket as env.incoming; tests fake the client address the same way.
    const env = { incoming: { socket: { remoteAddress: init.ip ?? "127.0.0.1" } } };
    return (await app.request(path, { ...init, headers, body }, env)) as TestResponse;
  }

  /** Signs in as the demo user and returns the cookie header value. */
  async function login(username: string = DEMO_USER.username, password: string = DEMO_USER.password) {
    const res = await request("/api/auth/login", { method: "POST", json: { username, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    return cookieFrom(res);
  }

  return {
    app,
    handle,
    db: handle.db,
    uploadJobs,
    request,
    login,
    close: async () => {
      await uploadJobs.idle();
      await handle.close();
    },
  };
}

export function cookieFrom(res: TestResponse): string {
  const setCookie = res.headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

/** Serves an app on a real loopback socket, for tests of connection-level behaviour. */
export async function listenOnLoopback(app: {
  fetch: (req: Request, env?: unknown) => Response | Promise<Response>;
}) {
  const { serve } = await import("@hono/node-server");
  const { createServerFor } = await import("../http/kept-listener");
  // As the server serves it: kept reads are answered before Hono.
  const server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    createServer: createServerFor(app),
  });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    port: address.port,
    base: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
