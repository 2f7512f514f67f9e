import type { RoleGroup } from "@esg/domain";
import { Lock } from "lucide-react";
import { type ReactNode, useId } from "react";
import { ROLE_LABELS, useRole, useRoleAction } from "../lib/roles";
import { Tooltip, TooltipProvider } from "./ui/tooltip";

/**
 * An action the signed-in role cannot take, shown disabled with the reason rather than hidden: every control
 * inside is disabled (a disabled fieldset), the reason is the tooltip of a focusable wrapper (keyboard users
 * reach it with Tab) and its accessible description.
 */
export function DisabledAction({ reason, children }: { reason: string; children: ReactNode }) {
  const id = useId();
  return (
    <TooltipProvider>
      <Tooltip content={reason}>
        <span
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a disabled control cannot take focus; this is how a keyboard reaches its reason
          tabIndex={0}
          aria-describedby={id}
          className="inline-flex max-w-full flex-wrap gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
          data-disabled-action=""
        >
          <fieldset disabled className="contents">
            {children}
          </fieldset>
          <span id={id} className="sr-only">
            {reason}
          </span>
        </span>
      </Tooltip>
    </TooltipProvider>
  );
}

/**
 * Renders its children for roles of `group`; for other roles `fallback` when given, else the children disabled
 * with the reason (shown, not hidden, and says why: docs/decisions/003-disabled-with-reason.md).
 */
export function RoleGate({
  group,
  children,
  fallback,
}: {
  group: RoleGroup;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { allowed, reason } = useRoleAction(group);
  if (allowed) return children;
  if (fallback !== undefined) return fallback;
  return <DisabledAction reason={reason ?? ""}>{children}</DisabledAction>;
}

/** Create and change controls (Add, Create, Edit, Upload, Void, Mark Complete, Respond…): admins and editors. */
export function CanWrite({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <RoleGate group="write" fallback={fallback}>
      {children}
    </RoleGate>
  );
}

/** Admin-only controls (Reset Demo, Close/Reopen year, settings, members). */
export function AdminOnly({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <RoleGate group="admin" fallback={fallback}>
      {children}
    </RoleGate>
  );
}

/** Downloads and exports: admins, editors and auditors. */
export function CanExport({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <RoleGate group="export" fallback={fallback}>
      {children}
    </RoleGate>
  );
}

/**
 * The note at the head of a screen others can edit, for a signed-in viewer or auditor: what they can do
 * here and who can change it. Nothing for roles that can edit, or while the role is unknown.
 */
export function ReadOnlyNote() {
  const { role, canWrite } = useRole();
  if (!role || canWrite) return null;
  const extra = role === "auditor" ? " You can also download exports and read the audit log." : "";
  return (
    <p
      role="note"
      aria-label="Read-only access"
      className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700"
    >
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span>
        Read-only: you are signed in as {ROLE_LABELS[role] === "Auditor" ? "an" : "a"} {ROLE_LABELS[role]}, so
        you can read this screen but not change it.{extra} An admin can change your role in Settings →
        Members.
      </span>
    </p>
  );
}
