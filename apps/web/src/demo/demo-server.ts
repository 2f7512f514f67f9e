import { appRouter, type Context, WebFetchError } from "@esg/api";
import type { Db } from "@esg/db";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { createDemoAuth, type SessionStore } from "./demo-auth";
import { handleRest } from "./demo-rest";

export type DemoServerDeps = {
  db: Db;
  sessions: SessionStore;
  /** Runs after every write request (POST, PUT, DELETE), e.g. to save the database. */
  afterWrite?: () => Promise<void> | void;
};

/** The server's batch limit (apps/server MAX_BATCH_SIZE), so the client's batching behaves the same. */
const MAX_BATCH_SIZE = 10;

/**
 * The app's API without a server: the real `appRouter` of packages/api over the demo database, answering
 * `/trpc/*` and the declared REST `/api/*` paths from a `Request`, as apps/server does over HTTP. The host ports
 * are the offline ones: demo sign-in, no rate limits, the built-in analyst, and no live web fetching.
 */
export function createDemoServer(deps: DemoServerDeps) {
  const auth = createDemoAuth(deps.db, deps.sessions);
  let queue: Promise<unknown> = Promise.resolve();

  const contextFor = (
    session: Awaited<ReturnType<typeof auth.currentSession>>,
    resHeaders: Headers,
  ): Context => ({
    db: deps.db,
    user: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    clientIp: "offline-demo",
    auth: auth.port,
    rateLimit: Object.assign(async () => ({ allowed: true as const }), { refund: async () => {} }),
    mailer: null,
    llm: null,
    webFetcher: offlineWebFetcher,
    resHeaders,
    isProduction: false,
    // The offline demo is nothing but the demo: Reset Demo always works.
    demoEnabled: true,
  });

  async function answer(request: Request): Promise<Response> {
    const session = await auth.currentSession();
    const { pathname } = new URL(request.url);
    const response = pathname.startsWith("/trpc/")
      ? await fetchRequestHandler({
          endpoint: "/trpc",
          req: request,
          router: appRouter,
          maxBatchSize: MAX_BATCH_SIZE,
          createContext: ({ resHeaders }) => contextFor(session, resHeaders),
        })
      : await handleRest(request, (resHeaders) => contextFor(session, resHeaders));
    if (request.method !== "GET" && request.method !== "HEAD") await deps.afterWrite?.();
    return response;
  }

  return {
    /**
     * Answers one request. Requests run one at a time: the database has one connection, and saving it
     * (afterWrite) must not happen in the middle of another request's transaction.
     */
    handle(request: Request): Promise<Response> {
      const next = queue.then(() => answer(request));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

/** Live website extraction needs the server (outbound HTTP with SSRF checks); the demo cards use snapshots. */
const offlineWebFetcher = {
  async fetchHtml(): Promise<never> {
    throw new WebFetchError(
      "refused",
      "Live website extraction is unavailable in the offline demo. Try the Amaroq or Polyus demo cards, which use bundled snapshots.",
    );
  },
};
