/**
 * `pnpm bench:lighthouse [runs]`: Lighthouse's mobile profile (its default: a mid-range phone, simulated slow 4G
 * and 4x CPU slowdown) on the landing page, the sign-in page and the dashboard of the built app, served by the
 * built server in production mode (precompressed assets, no source maps) on a fresh demo database, in Debian's
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Each page runs `runs` times (default 3); the median of
 * each metric is written to the Lighthouse section of bench/RESULTS.md beside the targets (LCP ≤ 2.5 s,
 * TBT ≤ 200 ms, CLS ≤ 0.1). A report, not a test: a missed target is marked, the exit code stays 0.
 * `BENCH_SERVER=path/to/main.js` runs another build (default apps/server/dist/main.js).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_USER } from "@esg/db";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { SERVER_NODE_FLAGS } from "../src/node-flags";

const RUNS = Number(process.argv[2] ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const here = fileURLToPath(new URL(".", import.meta.url));
const serverEntry = process.env.BENCH_SERVER ?? resolve(here, "../dist/main.js");
const RESULTS_FILE = resolve(here, "RESULTS.md");
const MARKS = ["<!-- bench:lighthouse -->", "<!-- /bench:lighthouse -->"] as const;

const TARGETS = { lcp: 2500, tbt: 200, cls: 0.1 };
const PAGES = [
  { name: "landing page", path: "/", signedIn: false },
  { name: "sign-in", path: "/login", signedIn: false },
  { name: "dashboard", path: "/dashboard", signedIn: true },
] as const;

type Metrics = { lcp: number; tbt: number; cls: number; fcp: number; score: number; jsBytes: number };

let lighthouseVersion = "";

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => res(port));
    });
  });
}

async function startServer(dir: string): Promise<{ base: string; child: ChildProcess }> {
  if (!existsSync(serverEntry)) throw new Error(`Build first: ${serverEntry} is missing (pnpm build)`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry, "start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: join(dir, "lighthouse.sqlite"),
      NODE_ENV: "production",
      DEMO: "on",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      if (i > 300) throw new Error("the server did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The demo user's session cookie, sent by Lighthouse on every request of the dashboard's run. */
async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username: DEMO_USER.username, password: DEMO_USER.password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function audit(url: string, port: number, cookie: string | null): Promise<Metrics> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  lighthouseVersion = result.lhr.lighthouseVersion;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const value = (id: string) => {
    const v = audits[id]?.numericValue;
    if (typeof v !== "number") throw new Error(`${url}: no ${id}`);
    return v;
  };
  const scripts = (audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  return {
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    fcp: value("first-contentful-paint"),
    score: (categories.performance?.score ?? 0) * 100,
    jsBytes: scripts
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

type NetworkItem = { resourceType?: string; transferSize?: number };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

function medians(runs: Metrics[]): Metrics {
  const of = (k: keyof Metrics) => median(runs.map((r) => r[k]));
  return {
    lcp: of("lcp"),
    tbt: of("tbt"),
    cls: of("cls"),
    fcp: of("fcp"),
    score: of("score"),
    jsBytes: of("jsBytes"),
  };
}

const met = (ok: boolean) => (ok ? "yes" : "**no**");

function renderSection(
  results: { name: string; path: string; runs: Metrics[] }[],
  lighthouseVersion: string,
) {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  const date = new Date().toISOString().slice(0, 10);
  const rows = results.map(({ name, path, runs }) => {
    const m = medians(runs);
    const lcps = runs.map((r) => (r.lcp / 1000).toFixed(2)).join(" / ");
    return `| ${name} (\`${path}\`) | ${(m.lcp / 1000).toFixed(2)} s (${lcps}) | ${met(m.lcp <= TARGETS.lcp)} | ${Math.round(m.tbt)} ms | ${met(m.tbt <= TARGETS.tbt)} | ${m.cls.toFixed(3)} | ${met(m.cls <= TARGETS.cls)} | ${(m.fcp / 1000).toFixed(2)} s | ${Math.round(m.score)} | ${(m.jsBytes / 1000).toFixed(1)} KB |`;
  });
  return [
    `## Lighthouse, mobile profile: ${date} (\`pnpm bench:lighthouse\`)`,
    "",
    `Measured ${date} on ${availableParallelism()} cores (${cpu}), Node ${process.version}, Lighthouse ${lighthouseVersion} ` +
      `in Debian's Chromium (headless), its default mobile profile (simulated slow 4G, 4x CPU slowdown); the built ` +
      `server with NODE_ENV=production and the demo data. Median of ${RUNS} runs per page (each run's LCP in ` +
      "brackets). Targets: LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1. JS is the scripts' bytes on the wire (brotli).",
    "",
    "| page | LCP | ≤ 2.5 s | TBT | ≤ 200 ms | CLS | ≤ 0.1 | FCP | score | JS |",
    "| --- | ---: | :-: | ---: | :-: | ---: | :-: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

/** Replaces the Lighthouse section of the results file, or appends it. */
function writeSection(section: string) {
  const text = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, "utf8") : "";
  const [open, close] = MARKS;
  const from = text.indexOf(open);
  const to = text.indexOf(close);
  const block = `${open}\n\n${section.trim()}\n\n${close}`;
  const next =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${block}${text.slice(to + close.length)}`
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS_FILE, next);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "esg-lighthouse-"));
  const { base, child } = await startServer(dir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const cookie = await signIn(base);
    const results: { name: string; path: string; runs: Metrics[] }[] = [];
    for (const page of PAGES) {
      const runs: Metrics[] = [];
      // One unmeasured visit first, so that no page pays for the server's first compile of its queries.
      await audit(`${base}${page.path}`, chrome.port, page.signedIn ? cookie : null);
      for (let i = 0; i < RUNS; i++) {
        const m = await audit(`${base}${page.path}`, chrome.port, page.signedIn ? cookie : null);
        runs.push(m);
        console.log(
          `${page.name} run ${i + 1}: LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}`,
        );
      }
      results.push({ name: page.name, path: page.path, runs });
    }
    const section = renderSection(results, lighthouseVersion);
    writeSection(section);
    // The repository's formatter aligns the table, as `pnpm lint` expects it.
    spawnSync("pnpm", ["exec", "biome", "format", "--write", RESULTS_FILE], { stdio: "ignore" });
    console.log(`\n${section}\n\nWritten to the Lighthouse section of ${RESULTS_FILE}`);
  } finally {
    await chrome.kill();
    child.kill();
    await new Promise((r) => child.once("exit", r));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
