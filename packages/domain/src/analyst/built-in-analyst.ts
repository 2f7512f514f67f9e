import type { AnalystContext } from "./analyst-context";
import { carbonReductionAnswer } from "./carbon-reduction";
import { csrdGapsAnswer } from "./csrd-gaps";
import { deiStrategyAnswer } from "./dei-strategy";
import { generalAnswer } from "./general";
import { ratingsAnalysisAnswer } from "./ratings-analysis";

export type AnalystIntent =
  | "csrd_gaps"
  | "dei_strategy"
  | "carbon_reduction"
  | "ratings_analysis"
  | "general";

const INTENTS: [AnalystIntent, RegExp][] = [
  ["csrd_gaps", /\b(csrd|esrs|compliance|complian\w*|disclosure gap)/i],
  ["dei_strategy", /\b(dei|diversity|inclusion|equity|gender|pay gap)\b/i],
  ["carbon_reduction", /\b(carbon|emission\w*|footprint|net[- ]?zero|decarboni\w*|scope [123]|ghg)\b/i],
  ["ratings_analysis", /\b(rating\w*|msci|sustainalytics|cdp|refinitiv)\b/i],
];

/** Classifies a question by keywords; the first matching intent wins, else "general". */
export function detectIntent(question: string): AnalystIntent {
  return INTENTS.find(([, re]) => re.test(question))?.[0] ?? "general";
}

/**
 * The built-in analyst (no LLM configured): deterministic markdown answers from the company's own data.
 * `today` (YYYY-MM-DD) is passed in so answers about due dates are reproducible.
 */
export function builtInAnswer(question: string, ctx: AnalystContext, today: string): string {
  switch (detectIntent(question)) {
    case "csrd_gaps":
      return csrdGapsAnswer(ctx, today);
    case "dei_strategy":
      return deiStrategyAnswer(ctx, question, today);
    case "carbon_reduction":
      return carbonReductionAnswer(ctx);
    case "ratings_analysis":
      return ratingsAnalysisAnswer(ctx);
    default:
      return generalAnswer(ctx);
  }
}

export { ratingsAnalysisAnswer };
