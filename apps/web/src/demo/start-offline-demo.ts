/**
 * Boots the offline demo (`vite --mode demo`, `pnpm build:demo`): the app's API runs in this page over
 * SQLite-in-WebAssembly, and MSW's service worker routes the page's `/trpc` and `/api` requests to it.
 * Loaded by main.tsx through a dynamic import in demo mode only, so the normal bundle never contains it.
 */
import { createHashHistory } from "@tanstack/react-router";
import { HttpResponse, http } from "msw";
import { setupWorker } from "msw/browser";
import initSqlJs from "sql.js";
import wasmUrl from "sql.js/dist/sql-wasm-browser.wasm?url";
import { sessionStorageStore } from "./demo-auth";
import { openDemoDatabase } from "./demo-database";
import { createDemoServer } from "./demo-server";
import { loadSavedDatabase, saveDatabase } from "./saved-database";

export async function startOfflineDemo() {
  const [SQL, saved] = await Promise.all([initSqlJs({ locateFile: () => wasmUrl }), loadSavedDatabase()]);
  const database = await openDemoDatabase(SQL, saved);
  const server = createDemoServer({
    db: database.db,
    sessions: sessionStorageStore(),
    afterWrite: () => saveDatabase(database.exportBytes()),
  });
  // Save the migrated, seeded file at once, so a reload before the first write skips the seeding.
  if (!saved) await saveDatabase(database.exportBytes());

  const origin = window.location.origin;
  const answer = ({ request }: { request: Request }) => server.handle(request);
  const worker = setupWorker(
    http.all(`${origin}/trpc/*`, answer),
    http.get(`${origin}/api/health`, () => HttpResponse.json({ status: "ok" })),
    http.all(`${origin}/api/*`, answer),
  );
  await worker.start({
    // Relative to the page, so the demo folder works from any path of any static host.
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: "bypass",
    quiet: true,
  });
  // Hash URLs (#/dashboard): a static host serves index.html for every screen and every reload, with no
  // server-side fallback to configure.
  return { history: createHashHistory() };
}
