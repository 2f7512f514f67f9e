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
 * to check.
 */
export function controlCharacterPaths(input: unknown, limit = 20): string[][] {
  const found: string[][] = [];
  const stack: { value: unknown; at: PathLink }[] = [{ value: input, at: null }];
  while (stack.length > 0 && found.length < limit) {
    const { value, at } = stack.pop() as { value: unknown; at: PathLink };
    if (typeof value === "string") {
      if (FORBIDDEN.test(value)) found.push(pathOf(at));
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++)
        stack.push({ value: value[i], at: { key: String(i), parent: at } });
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const link = { key, parent: at };
        if (FORBIDDEN.test(key)) found.push(pathOf(link));
        stack.push({ value: child, at: link });
      }
    }
  }
  return found;
}
