export * from "./approach1";
export * from "./defaults";
export * from "./monte-carlo";
export * from "./random";
export * from "./year-uncertainty";
export * from "./schemas";
export * from "./record-quality";
