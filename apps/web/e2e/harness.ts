import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createEmptyDatabase, testPostgresUrl } from "@esg/db/testing";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

const root = resolve(fileURLToPath(new URL("../../..", import.meta.url)));
// Overridable so that several builds can be tested side by side.
const serverEntry = process.env.E2E_SERVER_ENTRY ?? join(root, "apps/server/dist/main.js");
const staticDir = process.env.E2E_STATIC_DIR;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address ? res(address.port) : rej(new Error("no port")),
      );
    });
  });
}

/**
 * Starts the built app on a free port with a fresh database — a SQLite file, or with TEST_DATABASE_URL
 * (pnpm test:pg) an empty PostgreSQL database the server migrates and seeds itself; resolves once /api/health
 * answers.
 */
export async function startApp(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (!existsSync(serverEntry)) throw new Error(`Build first: ${serverEntry} is missing (pnpm build)`);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "esg-e2e-"));
  const pgUrl = testPostgresUrl();
  const pg = pgUrl ? await createEmptyDatabase(pgUrl) : null;
  const child: ChildProcess = spawn(process.execPath, [serverEntry, "start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: pg?.url ?? join(dir, "esg.sqlite"),
      NODE_ENV: "test",
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    stop: async () => {
      await new Promise<void>((res) => {
        child.once("exit", () => res());
        child.kill("SIGTERM");
      });
      await pg?.drop();
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Without these, Chromium keeps trying to reach Google services this machine cannot reach.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/** Signs in as the demo user through the login form and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Username").fill("demo");
  await page.getByLabel("Password").fill("demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/dashboard$/);
}

export type RunningApp = Awaited<ReturnType<typeof startApp>>;
export type SignedInSession = { app: RunningApp; browser: Browser; page: Page };

/**
 * One built app, one browser and one signed-in desktop page for a whole test file, torn down after it.
 * `onReady` receives them once they exist (vitest hooks run after the file's top level).
 */
export function setupSignedInPage(onReady: (session: SignedInSession) => void): void {
  let session: Partial<SignedInSession> = {};
  beforeAll(async () => {
    const app = await startApp();
    session.app = app;
    const browser = await launchBrowser();
    session.browser = browser;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, app.baseUrl);
    session = { app, browser, page };
    onReady({ app, browser, page });
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.stop();
  });
}
