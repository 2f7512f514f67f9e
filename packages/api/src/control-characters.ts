/**
 * C0 control characters a person never types into a text field: NUL and the rest of U+0000–U+001F except tab,
 * line feed and carriage return. NUL truncates strings in C libraries and PostgreSQL refuses it in text, and the
 * others hide text from whoever reads it later (terminal escapes in a CSV export, the audit log), so input
 * carrying them is refused instead of stored.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export const CONTROL_CHARACTER_MESSAGE =
  "Contains a control character (such as NUL) that text may not hold; remove it and try again";

/**
 * Inputs known to hold no control character: a REST body whose text was scanned as it was checked (rest-call.ts)
 * and parsed as is. Weak, so a body is forgotten with its request.
 */
const vouched = new WeakSet<object>();

/** Marks a freshly parsed input as free of control characters (its text had no escape that could make one). */
export function vouchFreeOfControlCharacters(input: object): void {
  vouched.add(input);
}

/** A path as a chain to its parent, so walking deep input copies nothing until a path is reported. */
type PathLink = { key: string; parent: PathLink | null } | null;

function pathOf(link: PathLink): string[] {
  const path: string[] = [];
  for (let at = link; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The paths of every string (object keys included) in `input` that holds a forbidden control character, at
 * most `limit` of them, in no particular order. Walks with an explicit stack, so no input is nested too deeply
 * to check; only containers go on the stack and a path is built only for a hit, as an ingest body holds
 * hundreds of thousands of strings.
 */
export function controlCharacterPaths(input: unknown, limit = 20): string[][] {
  if (typeof input === "string") return FORBIDDEN.test(input) ? [[]] : [];
  if (typeof input === "object" && input !== null && vouched.has(input)) return [];
  const found: string[][] = [];
  const stack: { value: unknown; at: PathLink }[] = [{ value: input, at: null }];
  const child = (value: unknown, key: string, at: PathLink) => {
    if (typeof value === "string") {
      if (FORBIDDEN.test(value)) found.push(pathOf({ key, parent: at }));
    } else if (value !== null && typeof value === "object") {
      stack.push({ value, at: { key, parent: at } });
    }
  };
  while (stack.length > 0 && found.length < limit) {
    const { value, at } = stack.pop() as { value: unknown; at: PathLink };
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) child(value[i], String(i), at);
    } else if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (FORBIDDEN.test(key)) found.push(pathOf({ key, parent: at }));
        child(record[key], key, at);
      }
    }
  }
  return found;
}
