import type { RoleGroup } from "@esg/domain";
import type { ReactNode } from "react";
import { useRole } from "../lib/roles";

/** Renders its children only for roles of `group` (else `fallback`, default nothing). */
export function RoleGate({
  group,
  children,
  fallback = null,
}: {
  group: RoleGroup;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useRole().can(group) ? children : fallback;
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
