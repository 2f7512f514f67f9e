/**
 * A plain static file host for the offline demo folder: files only, no SPA fallback, no API. It mounts the
 * folder under a sub-path, as GitHub Pages and the like do, and records every path asked for, so a test can
 * show that no request reached a server.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const WEB = resolve(fileURLToPath(new URL("..", import.meta.url)));
export const DEMO_DIR = resolve(process.env.E2E_DEMO_DIR ?? join(WEB, "dist-demo"));

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".map": "application/json",
};

/** Builds the demo folder when it is missing (`pnpm test` builds it first through turbo's build:demo). */
export function ensureDemoBuild(): void {
  if (existsSync(join(DEMO_DIR, "index.html"))) return;
  const vite = join(WEB, "node_modules", ".bin", "vite");
  const res = spawnSync(vite, ["build", "--mode", "demo", "--outDir", DEMO_DIR, "--logLevel", "error"], {
    cwd: WEB,
    encoding: "utf8",
    // vitest sets NODE_ENV=test, which would build React's development bundle.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (res.status !== 0) throw new Error(`demo build failed:\n${res.stderr}${res.stdout}`);
}

export async function startStaticHost(dir: string, mount = "/offline-demo/") {
  const requested: string[] = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://host").pathname);
    requested.push(path);
    // Outside the mount (or escaping the folder): "" never starts with the folder, so 404.
    const file = path.startsWith(mount) ? normalize(join(dir, path.slice(mount.length) || "index.html")) : "";
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  await new Promise<void>((res) => server.listen(0, "127.0.0.1", res));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${mount}`,
    requested,
    stop: () => new Promise<void>((res) => server.close(() => res())),
  };
}
