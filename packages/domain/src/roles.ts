import { z } from "zod";
import { ROLES } from "./role-groups";

export { ROLE_GROUPS, ROLES, type Role, type RoleGroup, roleMayCall } from "./role-groups";

/** A membership's role as input (the roles and who may call what are in role-groups.ts). */
export const roleSchema = /* @__PURE__ */ z.enum(ROLES, {
  error: "Role must be admin, editor, viewer or auditor",
});
