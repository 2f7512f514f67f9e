/** The longest reason the server keeps for a void, a reopened year (issue 15: 1..500 characters). */
export const REASON_MAX_LENGTH = 500;

/** The field error of a reason, or null when it is acceptable. */
export function reasonError(reason: string, { required }: { required: boolean }): string | null {
  const trimmed = reason.trim();
  if (required && trimmed.length === 0) return "Enter a reason; it is recorded in the audit trail.";
  if (trimmed.length > REASON_MAX_LENGTH) return `Reason must be at most ${REASON_MAX_LENGTH} characters`;
  return null;
}
