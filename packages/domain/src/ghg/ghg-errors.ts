/** Typed failures of the GHG engine: each says exactly what was wrong and what would have worked. */

export type GhgError =
  | { code: "invalid_amount"; amount: number; message: string }
  | { code: "unknown_unit"; unit: string; suggestions: string[]; message: string }
  | { code: "ambiguous_unit"; unit: string; candidates: string[]; message: string }
  | { code: "incompatible_unit"; unit: string; expected: string[]; activity?: string; message: string }
  | { code: "unknown_activity"; activity: string; suggestions: string[]; message: string }
  | { code: "unknown_region"; region: string; message: string }
  | {
      code: "no_factor";
      activity: string;
      region: string | null;
      triedRegions: string[];
      availableRegions: string[];
      message: string;
    }
  | { code: "rf_unavailable"; activity: string; region: string | null; message: string }
  | { code: "rf_conflict"; activity: string; message: string }
  | { code: "supplier_factor_not_applicable"; activity: string; scope: 1 | 2 | 3; message: string }
  | { code: "category_not_allowed"; activity: string; scope: 1 | 2 | 3; message: string };

export type GhgErrorCode = GhgError["code"];

export type Result<T, E = GhgError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E = GhgError>(error: E): { ok: false; error: E } => ({ ok: false, error });

/** Thrown by the convenience functions that return a plain value (e.g. `convertUnit`). */
export class GhgEngineError extends Error {
  readonly detail: GhgError;
  constructor(detail: GhgError) {
    super(detail.message);
    this.name = "GhgEngineError";
    this.detail = detail;
  }
}

/** Unwraps a result or throws its error as a `GhgEngineError`. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new GhgEngineError(result.error);
  return result.value;
}

/** Quotes a list for messages: `"a", "b" or "c"`. */
export function quoteList(items: readonly string[], joiner = "or"): string {
  const q = items.map((x) => `"${x}"`);
  if (q.length <= 1) return q.join("");
  return `${q.slice(0, -1).join(", ")} ${joiner} ${q[q.length - 1]}`;
}

/** "; did you mean "a" or "b"?" when there are suggestions, else "". */
export function didYouMean(suggestions: readonly string[]): string {
  return suggestions.length ? `; did you mean ${quoteList(suggestions)}?` : "";
}
