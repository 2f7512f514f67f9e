export * from "./analyst-context";
export { builtInAnswer, ratingsAnalysisAnswer } from "./built-in-analyst";
