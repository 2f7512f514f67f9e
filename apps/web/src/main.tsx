import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, createAppInstance } from "./app";
import { showPersistedToast } from "./components/ui/toast-store";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

const instance = createAppInstance();
showPersistedToast();

createRoot(container).render(
  <StrictMode>
    <App instance={instance} />
  </StrictMode>,
);
