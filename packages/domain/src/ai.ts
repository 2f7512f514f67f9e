import { z } from "zod";
import { AI_QUESTION_MAX_LENGTH } from "./ai-question";

export { AI_QUESTION_MAX_LENGTH };

/** POST /api/ai/query (spec part 1 §3, §5): trimmed, non-blank, at most 2,000 characters. */
export const aiQueryInputSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, "Question must not be empty")
    .max(AI_QUESTION_MAX_LENGTH, `Question must be at most ${AI_QUESTION_MAX_LENGTH} characters`),
});
export type AiQueryInput = z.infer<typeof aiQueryInputSchema>;

/** `source` tells the UI whether an LLM or the built-in analyst wrote the markdown answer. */
export const aiQueryOutputSchema = z.object({
  response: z.string(),
  source: z.enum(["llm", "built-in"]),
});
export type AiQueryOutput = z.infer<typeof aiQueryOutputSchema>;
