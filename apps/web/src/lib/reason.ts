import { z } from "zod";

/** The longest reason the server keeps for a void, a reopened year (1..500 characters). */
export const REASON_MAX_LENGTH = 500;

/**
 * The form of a recorded reason (voiding an upload, closing or reopening a year), trimmed. The API checks it
 * again with its own messages; these ask for what the audit trail needs.
 */
export function reasonFormSchema({ required }: { required: boolean }) {
  return z.object({
    reason: z
      .string()
      .trim()
      .min(required ? 1 : 0, "Enter a reason; it is recorded in the audit trail.")
      .max(REASON_MAX_LENGTH, `Reason must be at most ${REASON_MAX_LENGTH} characters`),
  });
}
