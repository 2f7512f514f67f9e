import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import type { Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/** One entry of the web build's `.vite/first-screens.json` (apps/web/vite.config.ts, apps/web/src/first-screens.ts). */
type FirstScreen = { scripts: string[]; reads: string[]; signedIn: boolean };
type FirstScreensFile = { screens: Record<string, FirstScreen> };
type BatchItem = { result?: { data?: unknown }; error?: { data?: { httpStatus?: number } } };

/** The id the web app reads the embedded answers from (apps/web/src/lib/prepared-reads.ts). */
const READS_ELEMENT_ID = "first-reads";
// Headers the embedded reads are asked with: the session, and what rate limits and logs key on.
const FORWARDED = ["cookie", "user-agent", "x-forwarded-for", "x-forwarded-proto", "x-real-ip"];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The HTML of a first screen the web build lists (the landing page, sign-in, the dashboard), prepared for the
 * session that asks: its page chunks as modulepreloads, and the current user and the screen's first reads as JSON
 * the app puts in its query cache. On a phone on a slow network each of those would otherwise be a round trip after
 * the entry script ran. The reads go through the app's own /trpc route with the request's cookie, so the session,
 * the roles and the company scoping are the ones the browser's own request would meet; a signed-out visitor of a
 * signed-in screen gets only "no user". Personal, so never stored by a cache; compressed per request (it differs
 * per session). Any other path, or a build without the file, falls through to the static shell.
 */
export function firstScreenHtml(
  app: Hono<AppEnv>,
  staticDir: string,
  opts: { readOnce: boolean },
): MiddlewareHandler<AppEnv> {
  const build = opts.readOnce ? readOnce(() => readBuild(staticDir)) : () => readBuild(staticDir);
  return async (c, next) => {
    const files = await build();
    const screen = files?.screens.screens[c.req.path];
    if (!files || !screen) return next();
    const { shell } = files;

    const paths = ["auth.user", ...screen.reads];
    const url = new URL(`/trpc/${paths.join(",")}?batch=1&input=${encodeURIComponent("{}")}`, c.req.url);
    const headers = new Headers();
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const answer = await app.fetch(new Request(url, { headers }), c.env);
    const reads = preparedReads(paths, await answer.json().catch(() => null), screen.signedIn);
    const signedOutOfScreen = screen.signedIn && !reads["auth.user"];
    const preloads = signedOutOfScreen
      ? []
      : screen.scripts.map((src) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(src)}">`);
    const html = shell.replace(
      "</head>",
      `${preloads.join("")}<script type="application/json" id="${READS_ELEMENT_ID}">${jsonForScript(reads)}</script></head>`,
    );

    c.header("Cache-Control", "no-store");
    c.header("Vary", "Cookie", { append: true });
    c.header("Content-Type", "text/html; charset=UTF-8");
    const accepted = acceptedEncodings(c.req.header("accept-encoding"));
    if (accepted.has("br")) {
      c.header("Content-Encoding", "br");
      // A quick level: the page is a few KB and made per request.
      return c.body(
        new Uint8Array(await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })),
      );
    }
    if (accepted.has("gzip")) {
      c.header("Content-Encoding", "gzip");
      return c.body(new Uint8Array(await gzipAsync(html)));
    }
    return c.body(html);
  };
}

/**
 * The batch's successful answers by path. The user is `null` when the session is missing or ended; when the batch
 * could not be read at all (refused by a rate limit, a server error) nothing is embedded and the app asks itself.
 */
function preparedReads(paths: string[], items: unknown, signedIn: boolean): Record<string, unknown> {
  if (!Array.isArray(items)) return {};
  const [user, ...rest] = items as (BatchItem | undefined)[];
  const signedOut = user?.error?.data?.httpStatus === 401;
  if (!signedOut && (!user?.result || user.error !== undefined)) return {};
  const reads: Record<string, unknown> = { "auth.user": signedOut ? null : (user?.result?.data ?? null) };
  if (signedIn && !reads["auth.user"]) return reads;
  rest.forEach((item, i) => {
    const path = paths[i + 1];
    if (path && item?.result && item.error === undefined) reads[path] = item.result.data;
  });
  return reads;
}

/** JSON that cannot end its `<script>` element early (`</script>`, `<!--`): every `<` escaped. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** The encodings the client names bare (`br;q=0` does not count), as for the precompressed files. */
function acceptedEncodings(header: string | undefined): Set<string> {
  return new Set(
    (header ?? "")
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry && !entry.includes(";")),
  );
}

/** The shell and the table of first screens, or undefined while either is missing (a build without the table). */
async function readBuild(
  staticDir: string,
): Promise<{ shell: string; screens: FirstScreensFile } | undefined> {
  try {
    const [shell, screens] = await Promise.all([
      readFile(join(staticDir, "index.html"), "utf8"),
      readFile(join(staticDir, ".vite", "first-screens.json"), "utf8"),
    ]);
    return { shell, screens: JSON.parse(screens) as FirstScreensFile };
  } catch {
    return undefined;
  }
}

/**
 * The build's files, read on the first request and kept: a production build does not change under a running server
 * (a deploy restarts it), and each view of a first screen then costs no disk reads. Not kept while missing, so a
 * build that finishes after the server started is picked up.
 */
function readOnce<T>(read: () => Promise<T | undefined>): () => Promise<T | undefined> {
  let kept: Promise<T | undefined> | undefined;
  return () => {
    kept ??= read().then((value) => {
      if (value === undefined) kept = undefined;
      return value;
    });
    return kept;
  };
}
