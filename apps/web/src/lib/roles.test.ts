import { describe, expect, test } from "vitest";
import { roleAccess } from "./roles";

describe("roleAccess: the server's role groups, as the UI uses them", () => {
  test.each([
    ["admin", { canWrite: true, isAdmin: true, canExport: true, canAudit: true }],
    ["editor", { canWrite: true, isAdmin: false, canExport: true, canAudit: false }],
    ["viewer", { canWrite: false, isAdmin: false, canExport: false, canAudit: false }],
    ["auditor", { canWrite: false, isAdmin: false, canExport: true, canAudit: true }],
    [null, { canWrite: false, isAdmin: false, canExport: false, canAudit: false }],
  ] as const)("%s", (role, expected) => {
    const { canWrite, isAdmin, canExport, canAudit } = roleAccess(role);
    expect({ canWrite, isAdmin, canExport, canAudit }).toEqual(expected);
    expect(roleAccess(role).can("read")).toBe(role !== null);
  });
});
