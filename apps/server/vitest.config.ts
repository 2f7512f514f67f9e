import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The setup migrates and seeds one template database every test app copies: an in-memory SQLite image, or
    // with TEST_DATABASE_URL=postgres://… (pnpm test:pg) a PostgreSQL template database.
    globalSetup: ["./src/test/postgres-global-setup.ts"],
  },
});
