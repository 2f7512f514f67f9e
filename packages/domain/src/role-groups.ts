/**
 * Roles of a company membership. Every procedure declares which roles may call it (deny by
 * default); the UI hides what a role cannot use.
 *
 * - admin: everything, including members and settings.
 * - editor: creates and changes data.
 * - viewer: reads.
 * - auditor: reads, plus the audit log and every export.
 *
 * Without zod: the web app's route guards read these at first paint; the schema is in roles.ts.
 */
export const ROLES = ["admin", "editor", "viewer", "auditor"] as const;
export type Role = (typeof ROLES)[number];

/** Who may call what: the groups procedures declare. */
export const ROLE_GROUPS = {
  /** Every member: the screens' reads. */
  read: ["admin", "editor", "viewer", "auditor"],
  /** Creating and changing data. */
  write: ["admin", "editor"],
  /** Members, settings, closing years, recalculation, Reset Demo. */
  admin: ["admin"],
  /** Downloads of reports, uploads and exports. */
  export: ["admin", "editor", "auditor"],
  /** The audit log. */
  audit: ["admin", "auditor"],
} as const satisfies Record<string, readonly Role[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;

export function roleMayCall(role: Role, roles: readonly Role[]): boolean {
  return roles.includes(role);
}
