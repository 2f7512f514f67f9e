import { appendAudit } from "@esg/db";
import type { AuditAction, AuditEntity, Role } from "@esg/domain";

/**
 * Who acts: the user's id, and their name and role when the caller has them (a signed-in procedure's user);
 * without them the entry reads them from the user and their membership as the write stores it.
 */
export type AuditActor = { id: number; name?: string; role?: Role };

type AuditContext = { db: Parameters<typeof appendAudit>[0]; companyId: number; user: AuditActor | null };

/**
 * Appends the audit entry of a write: who, what, which entity, and the changed fields before and
 * after. Called by every write procedure once its change is stored.
 */
export function audit(
  ctx: AuditContext,
  entry: {
    action: AuditAction;
    entity: AuditEntity;
    entityId?: string | number | null;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  return appendAudit(ctx.db, {
    companyId: ctx.companyId,
    userId: ctx.user?.id ?? null,
    userName: ctx.user?.name,
    userRole: ctx.user?.role,
    at: new Date().toISOString(),
    ...entry,
  });
}

/** The fields of `after` that differ from `before`, as {before, after} objects of just those fields. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}
