/**
 * Front-end budgets: gzipped JavaScript of the first load of the landing page (the entry chunk and
 * everything it imports statically) under 200 kB, and of the dashboard (that plus the dashboard route chunk
 * and its static imports; charts and other dynamic imports load later) under 350 kB.
 *
 * `pnpm test` builds first (turbo.json: `@esg/web#test` depends on `build`); run on its own, the test builds
 * into a temporary directory when dist/ is missing or older than the sources.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

// apps/web (the tests run under happy-dom, whose import.meta.url is not a file: URL).
const WEB = join(import.meta.dirname ?? process.cwd(), "..");
const KB = 1000;
const BUDGETS = { landing: 200 * KB, dashboard: 350 * KB };
const DASHBOARD_ROUTE = "src/features/dashboard/dashboard-page.tsx";

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

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

describe("bundle budget (gzipped JavaScript at first load)", () => {
  test(`landing page: entry chunk + static imports ≤ ${kb(BUDGETS.landing)}`, () => {
    const size = gzippedBytes(staticClosure(manifest, [entry]));
    console.info(`landing first load: ${kb(size)} gzipped JS`);
    expect(size, `landing first load is ${kb(size)}`).toBeLessThanOrEqual(BUDGETS.landing);
  });

  test(`dashboard: entry + dashboard route chunk + static imports ≤ ${kb(BUDGETS.dashboard)}`, () => {
    expect(manifest[DASHBOARD_ROUTE], "the dashboard is its own lazy chunk").toBeDefined();
    const size = gzippedBytes(staticClosure(manifest, [entry, DASHBOARD_ROUTE]));
    console.info(`dashboard first load: ${kb(size)} gzipped JS`);
    expect(size, `dashboard first load is ${kb(size)}`).toBeLessThanOrEqual(BUDGETS.dashboard);
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
