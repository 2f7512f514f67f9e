export * from "./assess";
export * from "./derive-inputs";
export * from "./display";
export * from "./inputs";
export * from "./labels";
export * from "./rules";
export * from "./schema";
