export * from "./ai";
export * from "./auth";
export * from "./carbon-status";
export * from "./dashboard";
export * from "./dashboard-response";
export * from "./report-document";
export * from "./supplier";
export * from "./ui";
