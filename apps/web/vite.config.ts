import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { constants as zlibConstants } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { FIRST_SCREENS } from "./src/first-screens";

const API_TARGET = "http://localhost:3000";

const signedIn = signedInChunk();

export default defineConfig({
  plugins: [react(), tailwindcss(), offlineDemo(), precompressed(), signedIn.plugin, firstScreensManifest()],
  resolve: {
    // The offline demo runs the API's ingest in the browser: csv-parse's browser build has the same parser
    // behind the same event interface, without Node's stream module.
    alias: [
      {
        find: /^csv-parse$/,
        replacement: createRequire(import.meta.url).resolve("csv-parse/browser/esm"),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: false },
      "/trpc": { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: false },
      "/trpc": { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // No source maps in the build: they would hand out the unminified source, and nothing here reads them (the
    // server also refuses `.map` in production, in case a build is made with `vite build --sourcemap`).
    sourcemap: false,
    // dist/.vite/manifest.json: the bundle budget test (src/bundle-budget.test.ts) follows its import graph.
    manifest: true,
    // Route pages, the visx charts and the tRPC client are dynamic imports (see src/router.tsx, lib/trpc.ts); the
    // landing page's first load is the entry chunk and the framework chunk below.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // React, TanStack Router and Query in one chunk: every screen needs them, and one file compresses better
      // than the half-dozen shared chunks the default split makes of them.
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/][^\\/]+|clsx)[\\/]/,
            },
            // Only the modules the test names: the landing page's own modules, which the shell also imports, stay
            // in the entry.
            { name: "signed-in", test: signedIn.test, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});

/**
 * Every text asset of the served build also as `.br` and `.gz`, compressed once at the highest levels, so the
 * server answers each request by content negotiation without compressing anything per request
 * (apps/server/src/http/spa.ts). Not in the offline demo: static hosts do not negotiate with sibling files.
 */
function precompressed(): Plugin {
  return {
    ...compression({
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm("gzip", { level: 9 }),
      ],
      include: /\.(js|css|html|svg|json)$/,
      // Below one packet, compressing saves no round trip and the extra files are noise.
      threshold: 1024,
      logLevel: "silent",
    }),
    apply: (_config, { command, mode }) => command === "build" && mode !== "demo",
  };
}

/**
 * `vite --mode demo` / `vite build --mode demo`: the offline demo (src/demo), a static folder that needs no
 * server. Only in that mode: relative asset URLs (any folder of any static host) and MSW's service worker
 * script, served in dev and emitted into the build straight from the installed msw package, so the script
 * always matches the library's version and the normal build carries no worker.
 */
const WORKER_FILE = "mockServiceWorker.js";
const workerScript = () =>
  readFileSync(createRequire(import.meta.url).resolve("msw/mockServiceWorker.js"), "utf8");

function offlineDemo(): Plugin {
  let active = false;
  return {
    name: "esg-offline-demo",
    config(_config, { mode }) {
      active = mode === "demo";
      // The demo's API chunk (routers, factor library, jsPDF, SQLite) is ~1.7 MB by design, loaded once.
      return active ? { base: "./", build: { chunkSizeWarningLimit: 2000 } } : undefined;
    },
    configureServer(server) {
      if (!active) return;
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== `/${WORKER_FILE}`) return next();
        res.setHeader("Content-Type", "text/javascript");
        res.end(workerScript());
      });
    },
    generateBundle() {
      if (active) this.emitFile({ type: "asset", fileName: WORKER_FILE, source: workerScript() });
    },
  };
}

/**
 * What every signed-in screen loads besides its own page, in one chunk: the app shell and the libraries and shared
 * components the dashboard (the first screen after sign-in) paints with (Radix, the icons, the UI kit, zod). Left
 * to itself the bundler cuts them into ~35 chunks of a few hundred bytes each, by which screens import them; on a
 * slow connection each is a round trip before the dashboard can paint. Nothing of the landing page's own first
 * load moves here (it stays in the entry), and screens' own feature code stays in their page chunks.
 */
const SIGNED_IN_ROOTS = [
  "/src/components/layout/app-shell.tsx",
  "/src/features/dashboard/dashboard-page.tsx",
];

function signedInChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: "esg-signed-in-chunk",
    apply: "build",
    // After the module graph is complete and before chunks are made, which is when `test` is asked.
    buildEnd() {
      members.clear();
      const ids = [...this.getModuleIds()];
      const iconsOf = lucideIcons(ids, (id) => this.getModuleInfo(id));
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...iconsOf(id));
        }
        return seen;
      };
      const initial = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const roots = ids.filter((id) => SIGNED_IN_ROOTS.some((root) => id.endsWith(root)));
      // The roots stay the chunks the router imports (the manifest, and so the budget test, names them).
      for (const id of closure(roots)) {
        if (!initial.has(id) && !roots.includes(id) && !/[\\/]src[\\/]features[\\/]/.test(id))
          members.add(id);
      }
    },
  };
  return { plugin, test: (id) => members.has(id) };
}

const LUCIDE_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * A module's static imports, with lucide-react's index replaced by the icon modules the module names. The index
 * re-exports every icon, so followed as it is it would count every icon as the landing page's (the entry imports
 * a few), and the shell's and the dashboard's icons would each stay a chunk of a few hundred bytes.
 */
function lucideIcons(
  ids: string[],
  info: (id: string) => { importedIds: readonly string[]; code: string | null } | null,
): (id: string) => readonly string[] {
  const index = ids.find((id) => LUCIDE_INDEX.test(id));
  const indexCode = index ? info(index)?.code : null;
  if (!index || !indexCode) return (id) => info(id)?.importedIds ?? [];
  const iconByName = new Map<string, string>();
  for (const [, names = "", file = ""] of indexCode.matchAll(
    /export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g,
  )) {
    const icon = resolve(dirname(index), file);
    for (const name of names.matchAll(/default as (\w+)/g)) if (name[1]) iconByName.set(name[1], icon);
  }
  return (id) => {
    const module = info(id);
    if (!module?.importedIds.includes(index)) return module?.importedIds ?? [];
    const named = [...(module.code ?? "").matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)]
      .flatMap(([, names = ""]) => names.split(","))
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? "");
    const icons = named.map((name) => iconByName.get(name));
    // An import this does not understand (a namespace import, an unknown name): follow the index as it is.
    if (named.length === 0 || icons.some((icon) => icon === undefined)) return module.importedIds;
    return [...module.importedIds.filter((imported) => imported !== index), ...(icons as string[])];
  };
}

/**
 * `.vite/first-screens.json`: for each path of src/first-screens.ts, the chunk files its page modules need beyond
 * what index.html already loads (the modules' chunks and their static imports, as URLs), and its reads. The server
 * reads it to prepare the HTML of those paths (apps/server/src/http/spa.ts). Not in the offline demo (no server).
 */
export type FirstScreensFile = {
  screens: Record<string, { scripts: string[]; reads: readonly string[]; signedIn: boolean }>;
};

function firstScreensManifest(): Plugin {
  let base = "/";
  return {
    name: "esg-first-screens",
    apply: (_config, { command, mode }) => command === "build" && mode !== "demo",
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const staticClosure = (files: string[]) => {
        const seen = new Set<string>();
        const stack = [...files];
        for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
          if (seen.has(file)) continue;
          seen.add(file);
          stack.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const inHtml = staticClosure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const chunkOf = (module: string) => {
        const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
        if (!chunk) throw new Error(`first-screens.ts names ${module}, which is in no chunk`);
        return chunk.fileName;
      };
      const file: FirstScreensFile = { screens: {} };
      for (const [path, screen] of Object.entries(FIRST_SCREENS)) {
        const scripts = [...staticClosure(screen.modules.map(chunkOf))].filter((f) => !inHtml.has(f));
        file.screens[path] = {
          scripts: scripts.map((f) => `${base}${f}`),
          reads: screen.reads,
          signedIn: screen.signedIn,
        };
      }
      this.emitFile({ type: "asset", fileName: ".vite/first-screens.json", source: JSON.stringify(file) });
    },
  };
}
