import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./app-env";

/** Serves the built SPA; client routes fall back to index.html. Hashed assets are cached for a year. */
export function mountSpa(
  app: Hono<AppEnv>,
  staticDir: string,
  opts: { cacheIndex: boolean; serveSourceMaps: boolean },
) {
  const indexPath = join(staticDir, "index.html");
  let indexHtml: string | null = null;

  // Source maps are built for debugging; in production they would hand out the unminified source.
  if (!opts.serveSourceMaps)
    app.get("*", (c, next) => (c.req.path.endsWith(".map") ? c.text("Not found", 404) : next()));
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("*", serveStatic({ root: staticDir }));
  // A missing hashed asset is a real 404, not the SPA shell.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.get("*", (c) => {
    // Outside production the shell is re-read, so a rebuild while the server runs is picked up.
    if (indexHtml === null || !opts.cacheIndex) {
      if (!existsSync(indexPath)) {
        return c.text(
          "The web app is not built yet: run `pnpm build` (or `pnpm start`, which builds it).",
          503,
        );
      }
      indexHtml = readFileSync(indexPath, "utf8");
    }
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
