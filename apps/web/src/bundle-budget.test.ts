/**
 * Front-end budgets: gzipped JavaScript of the first load of the landing page (the entry chunk and
 * everything it imports statically) at most 120 kB, and of the dashboard at most 250 kB: that plus the chunks
 * the signed-in `/` awaits before it paints (the dashboard page, the app shell, the tRPC client) and their
 * static imports; charts and other dynamic imports load later. Both sets are read from the build's manifest.
 *
 * `pnpm test` builds first (turbo.json: `@esg/web#test` depends on `build`); run on its own, the test builds
 * into a temporary directory when dist/ is missing or older than the sources.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

// apps/web (the tests run under happy-dom, whose import.meta.url is not a file: URL).
const WEB = join(import.meta.dirname ?? process.cwd(), "..");
const KB = 1000;
const BUDGETS = { landing: 120 * KB, dashboard: 250 * KB };
/**
 * What the signed-in `/` loads besides the entry: its page (routes/dashboard.tsx), the top bar around it
 * (routes/app-layout.tsx) and the tRPC client (routes/with-api.ts), all awaited by the route before it renders.
 */
const DASHBOARD_LAZY = [
  "src/features/dashboard/dashboard-page.tsx",
  "src/components/layout/app-shell.tsx",
  "src/lib/trpc-client.ts",
];
const LANDING_PAGE = "src/features/landing/landing-page.tsx";

type Chunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, Chunk>;

function newestMtime(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

let outDir = join(WEB, "dist");
let tempDir: string | undefined;

function ensureBuild(): void {
  const manifestPath = join(outDir, ".vite", "manifest.json");
  const sourcesChanged = () =>
    Math.max(
      newestMtime(join(WEB, "src")),
      newestMtime(join(WEB, "index.html")),
      newestMtime(join(WEB, "vite.config.ts")),
      newestMtime(join(WEB, "..", "..", "packages", "domain", "src")),
    ) > statSync(manifestPath).mtimeMs;
  if (existsSync(manifestPath) && !sourcesChanged()) return;
  tempDir = mkdtempSync(join(tmpdir(), "esg-web-budget-"));
  outDir = tempDir;
  const vite = join(WEB, "node_modules", ".bin", "vite");
  const res = spawnSync(vite, ["build", "--outDir", outDir, "--logLevel", "error"], {
    cwd: WEB,
    encoding: "utf8",
    // vitest sets NODE_ENV=test, which would build React's development bundle.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (res.status !== 0) throw new Error(`vite build failed:\n${res.stderr}${res.stdout}`);
}

/** Files of `keys` and of everything they import statically, transitively. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

function gzippedBytes(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    if (file.endsWith(".js")) total += gzipSync(readFileSync(join(outDir, file))).length;
  }
  return total;
}

let manifest: Manifest;
let entry: string;

beforeAll(() => {
  ensureBuild();
  manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  expect(entries.map(([k]) => k)).toEqual(["index.html"]);
  entry = "index.html";
}, 120_000);

afterAll(() => {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

const kb = (n: number) => `${(n / KB).toFixed(1)} kB`;

/** The keys of every chunk a set of chunks reaches by dynamic import. */
function dynamicImportsOf(keys: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const key of keys) for (const dep of manifest[key]?.dynamicImports ?? []) out.add(dep);
  return out;
}

/** The manifest keys (not files) of `keys` and their static imports. */
function staticKeys(keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

describe("bundle budget (gzipped JavaScript at first load)", () => {
  test(`landing page: entry chunk + static imports ≤ ${kb(BUDGETS.landing)}`, () => {
    const first = staticClosure(manifest, [entry]);
    // The landing page paints from the first load: it is not a chunk of its own the budget would miss.
    expect(manifest[LANDING_PAGE], "the landing page is in the entry chunk").toBeUndefined();
    // Signed out, nothing of the tRPC client loads (lib/auth.ts asks for the user without it).
    const trpcClient = manifest["src/lib/trpc-client.ts"];
    expect(trpcClient, "the tRPC client is its own lazy chunk").toBeDefined();
    expect(first.has(trpcClient?.file ?? ""), "the tRPC client loads with the landing page").toBe(false);
    const size = gzippedBytes(first);
    console.info(`landing first load: ${kb(size)} gzipped JS in ${first.size} files`);
    expect(size, `landing first load is ${kb(size)}`).toBeLessThanOrEqual(BUDGETS.landing);
  });

  test(`dashboard: entry + its page, the app shell, the tRPC client + static imports ≤ ${kb(BUDGETS.dashboard)}`, () => {
    const lazy = dynamicImportsOf(staticKeys([entry]));
    for (const key of DASHBOARD_LAZY) expect(lazy.has(key), `${key} is a lazy chunk of the entry`).toBe(true);
    const files = staticClosure(manifest, [entry, ...DASHBOARD_LAZY]);
    const size = gzippedBytes(files);
    console.info(`dashboard first load: ${kb(size)} gzipped JS in ${files.size} files`);
    expect(size, `dashboard first load is ${kb(size)}`).toBeLessThanOrEqual(BUDGETS.dashboard);
  });

  test("the dashboard's first load carries no zod (its schemas load with the screens that validate)", () => {
    const files = staticClosure(manifest, [entry, ...DASHBOARD_LAZY]);
    // zod names its classes with strings that survive minification.
    const withZod = [...files].filter((f) => readFileSync(join(outDir, f), "utf8").includes("$ZodType"));
    expect(withZod).toEqual([]);
  });

  test("the server's table of first screens preloads exactly the dashboard's lazy first load", () => {
    const table = JSON.parse(readFileSync(join(outDir, ".vite", "first-screens.json"), "utf8")) as {
      screens: Record<string, { scripts: string[] }>;
    };
    const inHtml = staticClosure(manifest, [entry]);
    const expected = [...staticClosure(manifest, [entry, ...DASHBOARD_LAZY])].filter((f) => !inHtml.has(f));
    expect(table.screens["/dashboard"]?.scripts.map((s) => s.replace(/^\//, "")).sort()).toEqual(
      expected.sort(),
    );
  });

  test("the dashboard's first screen is a handful of files: the shell's Radix and icon modules are one chunk", () => {
    const inHtml = staticClosure(manifest, [entry]);
    const preloaded = [...staticClosure(manifest, [entry, ...DASHBOARD_LAZY])].filter((f) => !inHtml.has(f));
    // On a slow phone each file is a request on one of six connections before the screen can paint (27 before the
    // shell's Radix modules and the icons were grouped).
    expect(preloaded.length, preloaded.join(", ")).toBeLessThanOrEqual(8);
    // The dashboard's charts load after its first paint: nothing of visx or of the radar is in its first load.
    for (const key of ["src/features/dashboard/esg-radar-chart.tsx", "src/components/charts/line-chart.tsx"])
      expect(preloaded.includes(manifest[key]?.file ?? ""), `${key} is preloaded`).toBe(false);
  });

  test("the visx charts load lazily, after the page that shows them", () => {
    const charts = ["stacked-bar-chart", "line-chart", "horizontal-bar-chart"].map(
      (name) => `src/components/charts/${name}.tsx`,
    );
    const pages = Object.keys(manifest).filter((k) => /^src\/features\/[^/]+\/[^/]+-page\.tsx$/.test(k));
    const firstLoads = staticClosure(manifest, [entry, ...pages]);
    for (const key of charts) {
      const chunk = manifest[key];
      expect(chunk, `${key} is its own chunk`).toBeDefined();
      expect(firstLoads.has(chunk?.file ?? ""), `${key} loads with a page`).toBe(false);
    }
  });

  test("route pages are split: no module page is in the entry's static closure", () => {
    const first = staticClosure(manifest, [entry]);
    const pages = Object.entries(manifest).filter(([k]) => /^src\/features\/[^/]+\/[^/]+-page\.tsx$/.test(k));
    expect(pages.length).toBeGreaterThan(10);
    for (const [key, chunk] of pages) {
      if (key === "src/features/landing/landing-page.tsx") continue;
      expect(first.has(chunk.file), `${key} loads with the landing page`).toBe(false);
    }
  });
});

describe("build output as the server serves it", () => {
  test("every text file over 1 KiB has brotli and gzip siblings that decompress to it", () => {
    const files = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]);
    const texts = [...new Set([...files, "index.html"])].filter(
      (f) => /\.(js|css|html)$/.test(f) && statSync(join(outDir, f)).size > 1024,
    );
    expect(texts.length).toBeGreaterThan(20);
    for (const file of texts) {
      const original = readFileSync(join(outDir, file));
      const br = readFileSync(join(outDir, `${file}.br`));
      const gz = readFileSync(join(outDir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(gz).equals(original), `${file}.gz`).toBe(true);
      expect(br.length, `${file}.br is smaller than gzip`).toBeLessThanOrEqual(gz.length);
    }
  });

  test("the production build carries no source maps", () => {
    const maps = readdirSync(join(outDir, "assets")).filter((f) => f.endsWith(".map"));
    expect(maps).toEqual([]);
    const entryCode = readFileSync(join(outDir, manifest[entry]?.file ?? ""), "utf8");
    expect(entryCode).not.toContain("sourceMappingURL");
  });
});
