import { ROLE_GROUPS, type Role, type RoleGroup, roleMayCall } from "@esg/domain";
import { useCurrentUser } from "./auth";

/** How each role is named and explained wherever people choose or read one. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  editor: "Editor",
  viewer: "Viewer",
  auditor: "Auditor",
};
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: "Everything, including members and company settings.",
  editor: "Creates and changes data: uploads, topics, goals, reports.",
  viewer: "Reads every screen; changes nothing and downloads nothing.",
  auditor: "Reads everything, plus the audit log and every export; changes nothing.",
};

export type RoleAccess = {
  /** The signed-in user's role in their company; null while unknown or signed out. */
  role: Role | null;
  /** Whether the role belongs to a group the server's procedures declare (packages/domain roles.ts). */
  can: (group: RoleGroup) => boolean;
  /** Create and change data: admins and editors. */
  canWrite: boolean;
  /** Members, settings, closing years, Reset Demo: admins. */
  isAdmin: boolean;
  /** Downloads and exports: admins, editors and auditors. */
  canExport: boolean;
  /** The audit log: admins and auditors. */
  canAudit: boolean;
};

/** What a role may use, from the same groups the server enforces; an unknown role may use nothing. */
export function roleAccess(role: Role | null | undefined): RoleAccess {
  const can = (group: RoleGroup) => (role ? roleMayCall(role, ROLE_GROUPS[group]) : false);
  return {
    role: role ?? null,
    can,
    canWrite: can("write"),
    isAdmin: can("admin"),
    canExport: can("export"),
    canAudit: can("audit"),
  };
}

/**
 * The current user's role from `auth.user`, so the UI shows what the role cannot use disabled, with the
 * reason. The server refuses those calls anyway; disabling them keeps people from meeting a 403.
 */
export function useRole(): RoleAccess {
  return roleAccess(useCurrentUser().data?.role);
}

/** Why a role cannot take an action of `group`, in words, naming who can. */
export function roleRefusalReason(role: Role | null, group: RoleGroup): string {
  const who: Record<RoleGroup, string> = {
    read: "members",
    write: "admins and editors",
    admin: "admins",
    export: "admins, editors and auditors",
    audit: "admins and auditors",
  };
  const as = role ? `${ROLE_LABELS[role]}s` : "Signed-out visitors";
  return `${as} cannot do this: only ${who[group]} can. An admin can change your role in Settings → Members.`;
}

/** Whether the signed-in user may take an action of `group`, and if not, why (for a disabled control). */
export function useRoleAction(group: RoleGroup): { allowed: boolean; reason: string | null } {
  const access = useRole();
  const allowed = access.can(group);
  return { allowed, reason: allowed ? null : roleRefusalReason(access.role, group) };
}
