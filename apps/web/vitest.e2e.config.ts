import { defineConfig } from "vitest/config";

// End-to-end tests: the built server + SPA driven in Debian's headless Chromium (no downloaded browser).
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
