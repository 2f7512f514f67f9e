// toBeInTheDocument, toBeVisible, toHaveTextContent…: assertions that can fail, unlike toBeTruthy() on a getBy*.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
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

// happy-dom has no HTMLOptionElement.defaultSelected nor HTMLSelectElement.size, which react-hook-form reads to
// tell a select edited before it registered; without them every select would start on its first option.
if (typeof HTMLOptionElement !== "undefined" && !("defaultSelected" in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, "defaultSelected", {
    get(this: HTMLOptionElement) {
      return this.hasAttribute("selected");
    },
    set(this: HTMLOptionElement, value: boolean) {
      this.toggleAttribute("selected", value);
    },
  });
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size")) || 0;
    },
  });
}

// findBy*/waitFor wait up to 1 s by default; a loaded 2-core CI machine can take longer to render a route
// (seen: headings not found in time while other suites ran). The tests still fail on a wrong result.
configure({ asyncUtilTimeout: 5_000 });

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
