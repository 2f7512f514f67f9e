import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The setup migrates and seeds one template database every test app copies: an in-memory SQLite image, or
    // with TEST_DATABASE_URL=postgres://… (pnpm test:pg) a PostgreSQL template database.
    globalSetup: ["./src/test/postgres-global-setup.ts"],
    // Test files share their worker's module graph instead of importing the whole app again for each file:
    // that import was the largest part of the suite's time. It is safe because every test builds its own app
    // over its own database copy (src/test/test-app.ts), and module-level state in the app is either
    // immutable data or keyed by database object. What a file could still leave behind for the next one is
    // undone after every test below; env and globals are stubbed only through vi.stubEnv/vi.stubGlobal.
    isolate: false,
    // After each file: no test database left open (one left open would outlive its file in a shared worker).
    setupFiles: ["./src/test/leak-check.ts"],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
