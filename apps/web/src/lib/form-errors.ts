import { TRPCClientError } from "@trpc/client";

export type FieldErrors = Record<string, string>;

/** First message per top-level field of a zod-style issue list (client parse or the server's 400 body). */
export function fieldErrorsFrom(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The field errors of a server 400 (`data.issues`), or null for any other failure. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof TRPCClientError)) return null;
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return null;
  return fieldErrorsFrom(
    issues.filter(
      (i): i is { path: string[]; message: string } =>
        typeof i === "object" && i !== null && Array.isArray(i.path) && typeof i.message === "string",
    ),
  );
}
