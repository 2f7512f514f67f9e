import { createOpenAiLlm } from "@esg/api";
import { createDb, DEMO_USER, migrateToLatest, seedIfEmpty } from "@esg/db";
import { type ServerType, serve } from "@hono/node-server";
import { createApp } from "./app";
import { hashPassword } from "./auth/password";
import type { Env } from "./env";

const SHUTDOWN_GRACE_MS = 10_000;

/** Migrates, seeds an empty database, and serves; SIGTERM/SIGINT stop it gracefully. */
export async function startServer(env: Env): Promise<{ server: ServerType; stop: () => Promise<void> }> {
  const handle = createDb(env.DATABASE_URL);
  await migrateToLatest(handle.db);
  if (await seedIfEmpty(handle.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) })) {
    console.log("Seeded the demo company (sign in as demo / demo).");
  }
  const app = createApp({
    db: handle.db,
    isProduction: env.isProduction,
    staticDir: env.staticDir,
    llm: env.OPENAI_API_KEY
      ? createOpenAiLlm({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL })
      : null,
    onError: (error) => console.error(error),
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`ESG platform listening on http://localhost:${info.port} (database ${env.DATABASE_URL})`);
  });

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      // Stop accepting, let in-flight requests finish, then close the database.
      const force = setTimeout(() => {
        if ("closeAllConnections" in server) server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        void handle.close().then(resolve);
      });
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    });
    return stopping;
  };
  return { server, stop };
}
