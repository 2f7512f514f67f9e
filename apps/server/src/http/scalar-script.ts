import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Context } from "hono";

/** The name build.mjs copies Scalar's standalone bundle to, beside dist/main.js. */
const SCALAR_SCRIPT_FILE = "scalar-api-reference.js";

/**
 * Where Scalar's standalone API reference script is: beside the server bundle (build.mjs copies it there, so a
 * bundle built elsewhere with --outfile finds it too), else in node_modules (tests and `pnpm dev` run the sources).
 */
function scalarScriptPath(): string {
  const besideBundle = fileURLToPath(new URL(`./${SCALAR_SCRIPT_FILE}`, import.meta.url));
  if (existsSync(besideBundle)) return besideBundle;
  const entry = createRequire(import.meta.url).resolve("@scalar/api-reference");
  return join(dirname(entry), "browser", "standalone.js");
}

type ScriptBytes = { plain: Buffer; gzipped: Buffer };
let loading: Promise<ScriptBytes> | null = null;

/** Read and gzipped once (4 MB, about 1 MB gzipped), on the first request for it. */
function scriptBytes(): Promise<ScriptBytes> {
  loading ??= readFile(scalarScriptPath()).then(async (plain) => ({
    plain,
    gzipped: await promisify(gzip)(plain),
  }));
  return loading;
}

/** Serves the script from this server: the docs page loads nothing from a CDN. */
export async function serveScalarScript(c: Context) {
  const { plain, gzipped } = await scriptBytes();
  const useGzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
  c.header("Content-Type", "text/javascript; charset=utf-8");
  // The same for everyone and versioned with the server; a day's cache spares reloading 1 MB per visit.
  c.header("Cache-Control", "public, max-age=86400");
  c.header("Vary", "Accept-Encoding");
  if (useGzip) c.header("Content-Encoding", "gzip");
  return c.body(new Uint8Array(useGzip ? gzipped : plain));
}
