import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * OWASP ASVS 5 (V6.2): at least 12 characters, at most 128, not a commonly used password, and no composition
 * rules. The common passwords are zxcvbn-ts's list (~49,000, lower-cased), checked case-insensitively.
 */
const PASSWORD_MIN = 12;
const PASSWORD_MAX = 128;

let common: Set<string> | undefined;

export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  if (common.has(password.toLowerCase())) return "This password is too common; choose another";
  return null;
}
