import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { AppEnv } from "./app-env";
import { firstScreenHtml } from "./spa-first-screen";

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
const HASHED_PREFIX = "/assets/";
const IMMUTABLE = "public, max-age=31536000, immutable";
// Everything else (the shell, favicon) keeps its URL across deploys, so the browser asks every time.
const REVALIDATE = "no-cache";

/**
 * Serves the built SPA; client routes fall back to index.html. The build puts a `.br` and a `.gz` beside each text
 * file (apps/web/vite.config.ts); serveStatic picks one by Accept-Encoding (br, then gzip, else the file itself) and
 * sets Content-Encoding, so no request pays for compression.
 */
export function mountSpa(app: Hono<AppEnv>, staticDir: string, opts: { production: boolean }) {
  // A build made with source maps would hand out the unminified source; production never serves them.
  if (opts.production)
    app.get("*", (c, next) => (c.req.path.endsWith(".map") ? c.text("Not found", 404) : next()));

  app.use("*", async (c, next) => {
    await next();
    if (!c.res.ok) return;
    // A page prepared for one session says no-store itself.
    if (!c.res.headers.has("Cache-Control"))
      c.header("Cache-Control", c.req.path.startsWith(HASHED_PREFIX) ? IMMUTABLE : REVALIDATE);
    varyOnEncoding(c);
  });
  // Before the static files: `/` is index.html on disk too. Production reads the shell and the table of first
  // screens once; elsewhere a rebuilt web app shows on the next request.
  app.get("*", firstScreenHtml(app, staticDir, { readOnce: opts.production }));
  app.use("*", serveStatic({ root: staticDir, precompressed: true }));
  // A missing hashed asset is a real 404, not the SPA shell.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.get("*", serveStatic({ root: staticDir, path: "index.html", precompressed: true }));
  app.get("*", (c) =>
    c.text("The web app is not built yet: run `pnpm build` (or `pnpm start`, which builds it).", 503),
  );
}

/**
 * serveStatic names Accept-Encoding in Vary only when it sends a compressed file; a shared cache must also know that
 * the uncompressed answer was chosen by that header, or it could hand it to every later client.
 */
function varyOnEncoding(c: Context<AppEnv>): void {
  const vary = c.res.headers.get("Vary");
  if (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) return;
  c.header("Vary", "Accept-Encoding", { append: true });
}
