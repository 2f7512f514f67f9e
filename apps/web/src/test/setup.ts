import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { resetToasts } from "../components/ui/toast-store";
import { server } from "./msw-server";

// jsdom (used by the DOMPurify tests) has no ResizeObserver; the charts measure their container with one.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetToasts();
  sessionStorage.clear();
});

afterAll(() => {
  server.close();
});
