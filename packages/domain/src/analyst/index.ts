export * from "./analyst-context";
export { type AnalystIntent, builtInAnswer, detectIntent, ratingsAnalysisAnswer } from "./built-in-analyst";
export { strategyYear } from "./dei-strategy";
