/**
 * The JSON text of outputs already sent, by identity: a hot read's result is kept by its cache until the data
 * changes (services/data-version-cache.ts; cached values are never mutated), so it is serialised once rather
 * than on every request, by REST and /trpc alike. Outputs built per request are simply never found again.
 */
const serialized = new WeakMap<object, string>();

/** JSON.stringify of a procedure's output, remembered for objects (see above). */
export function jsonTextOf(output: unknown): string {
  if (output === null || typeof output !== "object") return JSON.stringify(output ?? null);
  const kept = serialized.get(output);
  if (kept !== undefined) return kept;
  const text = JSON.stringify(output);
  serialized.set(output, text);
  return text;
}
