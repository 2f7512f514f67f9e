export * from "./analysis-uncertainty";
export * from "./approach1";
export * from "./defaults";
export * from "./monte-carlo";
export * from "./random";
export * from "./record-quality";
export * from "./schemas";
export * from "./year-uncertainty";
