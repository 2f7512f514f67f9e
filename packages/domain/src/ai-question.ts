/**
 * The longest question the AI assistant takes (spec part 1 §3). Apart from the schema in ./ai.ts (which re-exports
 * it), so that the dashboard's assistant card can show the limit without loading zod before the first paint.
 */
export const AI_QUESTION_MAX_LENGTH = 2000;
