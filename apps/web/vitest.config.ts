import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    // The end-to-end suite has its own config and needs the built app and a browser.
    exclude: [...configDefaults.exclude, "e2e/**", "dist/**"],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
