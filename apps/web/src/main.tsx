import type { RouterHistory } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, createAppInstance } from "./app";
import { showPersistedToast } from "./components/ui/toast-store";
import { startFirstLoad } from "./first-load";
import { takePreparedReads } from "./lib/prepared-reads";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");
const root = container;

function render(history?: RouterHistory) {
  const instance = createAppInstance({ history, prepared: takePreparedReads(document) });
  startFirstLoad(instance);
  showPersistedToast();
  createRoot(root).render(
    <StrictMode>
      <App instance={instance} />
    </StrictMode>,
  );
}

// A build-time constant, tested here inline (not through lib/offline-demo.ts) so that the bundler drops this
// branch and the demo chunks from every other build.
if (import.meta.env.MODE === "demo") {
  import("./demo/start-offline-demo")
    .then(({ startOfflineDemo }) => startOfflineDemo())
    .then(({ history }) => render(history))
    .catch((error: unknown) => {
      root.textContent = `The offline demo could not start: ${error instanceof Error ? error.message : error}`;
      throw error;
    });
} else {
  render();
}
