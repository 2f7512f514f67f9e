import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // With TEST_DATABASE_URL=postgres://… (pnpm test:pg) the suite runs on PostgreSQL: the setup prepares the
    // template database every test app copies. Without it, this is a no-op and tests use in-memory SQLite.
    globalSetup: ["./src/test/postgres-global-setup.ts"],
  },
});
