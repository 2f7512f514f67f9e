export * from "./analysis";
export * from "./extract";
export * from "./frameworks";
export * from "./quantities";
export * from "./scrape";
export * from "./toasts";
export * from "./types";
export * from "./verify";
