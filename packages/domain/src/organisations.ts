/** Sign-up, invitations, members and the audit log: the inputs and outputs of their routes. */
import { z } from "zod";
import { idField } from "./ids";
import { cursorField } from "./list-paging";
import { INDUSTRIES } from "./peer-benchmarking";
import { roleSchema } from "./roles";

const username = z
  .string({ error: "Username is required" })
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(100, "Username must be at most 100 characters")
  .regex(/^[\w.@+-]+$/, "Username may use letters, digits and . _ @ + - only");
const personName = z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(200);
/** The length bounds only; the server also refuses common passwords (ASVS 5). */
const password = z
  .string({ error: "Password is required" })
  .min(12, "Password must be at least 12 characters")
  .max(128, "Password must be at most 128 characters");

/** POST /api/auth/signup */
export const signupInputSchema = z.object({
  companyName: z
    .string({ error: "Company name is required" })
    .trim()
    .min(1, "Company name is required")
    .max(200),
  industry: z.enum(INDUSTRIES, { error: `Industry must be one of ${INDUSTRIES.join(", ")}` }),
  username,
  password,
  name: personName,
});
export type SignupInput = z.infer<typeof signupInputSchema>;

/**
 * POST /api/auth/password: a new password for the signed-in user, proven by the current one. Every other
 * session ends; `revokeTokens` (default true) revokes the user's API tokens too, since a password is usually
 * changed because something leaked.
 */
export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(200, "Current password must be at most 200 characters"),
  newPassword: password,
  revokeTokens: z.boolean({ error: "revokeTokens must be true or false" }).default(true),
});
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;
export const passwordChangeSchema = z.object({
  success: z.literal(true),
  sessionsEnded: z.number().int(),
  tokensRevoked: z.number().int(),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** POST /api/auth/accept-invitation */
export const acceptInvitationInputSchema = z.object({
  token: z
    .string({ error: "Invitation token is required" })
    .trim()
    .min(20, "Invitation token is invalid")
    .max(200),
  username,
  password,
  name: personName,
});

/**
 * POST /api/companies/{companyId}/invitations {role, email?}: with an e-mail address, the invitee is mailed the
 * link when the server has mail configured; an empty one counts as absent.
 */
export const invitationInputSchema = z.object({
  role: roleSchema,
  email: z
    .string({ error: "E-mail must be text" })
    .trim()
    .max(254, "E-mail must be at most 254 characters")
    .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid e-mail address")
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;
/** The new invitation: its link is shown this once; `emailed` says whether the invitee was sent it. */
export const invitationSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  email: z.string().nullable(),
  emailed: z.boolean(),
});
export const INVITATION_DAYS = 7;

/** GET /api/companies/{companyId}/invitations: a pending invitation, never its token. */
export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  role: roleSchema,
  email: z.string().nullable(),
  /** The display name of the admin who invited (null when not known). */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
/** DELETE /api/companies/{companyId}/invitations/{invitationId} */
export const invitationIdInputSchema = z.object({ invitationId: idField() });

export const memberSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: roleSchema,
  since: z.string(),
});
export type MemberView = z.infer<typeof memberSchema>;

/** PUT /api/companies/{companyId}/members/{userId} {role}; DELETE the same path. */
export const memberRoleInputSchema = z.object({
  userId: idField(),
  role: roleSchema,
});
export const memberIdInputSchema = z.object({ userId: idField() });

/** The audit log's cursor: the last entry's id (the log is newest first by id). */
export const auditCursorSchema = cursorField({ i: z.number().int().positive() });

/** GET /api/companies/{companyId}/audit-log?entity=&userId=&from=&to=&page=&pageSize=&cursor= */
export const auditLogQuerySchema = z.object({
  entity: z.string().trim().min(1).max(100).optional(),
  userId: idField().optional(),
  from: z.iso.datetime({ offset: true, error: "from must be an ISO date-time" }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true, error: "to must be an ISO date-time" }).or(z.iso.date()).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
  /** Walks on from a previous answer's `nextCursor` (then `page` is ignored): no entry twice under inserts. */
  cursor: auditCursorSchema.optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  /** The actor's display name and role when the entry was written: kept after they leave or are renamed. */
  userName: z.string().nullable(),
  userRole: roleSchema.nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
  /** `?cursor=` for the entries after this page; null on the last page. */
  nextCursor: z.string().nullable(),
});
