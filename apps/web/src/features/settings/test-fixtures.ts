import {
  type MemberView,
  type PendingInvitation,
  type Site,
  siteInputSchema,
  siteUpdateInputSchema,
} from "@esg/domain";
import { type ProcedureMap, trpcError } from "../../test/trpc-msw";
import type { AuditEntry } from "./audit-csv";

export const LAST_ADMIN = "A company needs at least one admin: make another member admin first";

export const MEMBERS: MemberView[] = [
  { userId: 1, username: "demo", name: "Alex Morgan", role: "admin", since: "2026-01-05T09:00:00.000Z" },
  { userId: 2, username: "sam", name: "Sam Okafor", role: "editor", since: "2026-02-10T09:00:00.000Z" },
  { userId: 3, username: "rita", name: "Rita Auditor", role: "auditor", since: "2026-02-11T09:00:00.000Z" },
];

/**
 * Members as the server keeps them: invitations as single-use links, role changes and removals refused with
 * 409 when they would leave the company without an admin.
 */
export function fakeMembersApi(
  initial: MemberView[] = MEMBERS,
  initialInvitations: PendingInvitation[] = [],
) {
  let members = initial.map((m) => ({ ...m }));
  let invitations = initialInvitations.map((i) => ({ ...i }));
  const admins = () => members.filter((m) => m.role === "admin").length;
  const procedures: ProcedureMap = {
    "members.list": () => members,
    "members.invitations": () => invitations,
    "members.invite": (input) => {
      const { role } = input;
      const email = input.email ? input.email : null;
      const id = 100 + invitations.length;
      invitations = [
        {
          id,
          role,
          email,
          invitedBy: "Alex Morgan",
          createdAt: "2026-03-01T10:00:00.000Z",
          expiresAt: "2026-03-08T10:00:00.000Z",
        },
        ...invitations,
      ];
      return {
        id,
        token: `tok-${role}-0123456789abcdefghij`,
        url: `/accept-invitation#token=tok-${role}-0123456789abcdefghij`,
        expiresAt: "2026-03-08T10:00:00.000Z",
        email,
        emailed: email !== null,
      };
    },
    "members.revokeInvitation": (input) => {
      const id = Number(input.invitationId);
      if (!invitations.some((i) => i.id === id))
        throw trpcError("NOT_FOUND", "No pending invitation with this id");
      invitations = invitations.filter((i) => i.id !== id);
      return { success: true };
    },
    "members.updateRole": (input) => {
      const { role } = input;
      const userId = Number(input.userId);
      const member = members.find((m) => m.userId === userId);
      if (!member) throw trpcError("NOT_FOUND", "Member not found");
      if (member.role === "admin" && role !== "admin" && admins() === 1)
        throw trpcError("CONFLICT", LAST_ADMIN);
      member.role = role;
      return member;
    },
    "members.remove": (input) => {
      const userId = Number(input.userId);
      const member = members.find((m) => m.userId === userId);
      if (!member) throw trpcError("NOT_FOUND", "Member not found");
      if (member.role === "admin" && admins() === 1) throw trpcError("CONFLICT", LAST_ADMIN);
      members = members.filter((m) => m.userId !== userId);
      return { success: true };
    },
  };
  return { procedures, members: () => members, invitations: () => invitations };
}

type AuditInput = {
  entity?: string;
  userId?: number;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
};

/** `count` entries, newest first, alternating users and entities, one per hour back from 2026-03-05 12:00Z. */
export function auditEntries(count: number): AuditEntry[] {
  const start = Date.parse("2026-03-05T12:00:00.000Z");
  return Array.from({ length: count }, (_, i) => {
    const byAlex = i % 2 === 0;
    const upload = i % 3 === 0;
    return {
      id: count - i,
      at: new Date(start - i * 3_600_000).toISOString(),
      userId: byAlex ? 1 : 2,
      userName: byAlex ? "Alex Morgan" : "Sam Okafor",
      userRole: byAlex ? "admin" : "editor",
      action: upload ? "upload" : "update",
      entity: upload ? "carbon_data_source" : "materiality_topic",
      entityId: String(100 + i),
      before: upload ? null : { businessImpact: 2, topic: "Water use" },
      after: upload
        ? { fileName: `bill-${i}.csv`, activityCount: 12 }
        : { businessImpact: 5, topic: "Water use" },
    };
  });
}

/** The audit log query as the server answers it: filters, newest first, paged. */
export function fakeAuditApi(entries: AuditEntry[]) {
  const procedures: ProcedureMap = {
    "members.auditLog": (input) => {
      const q = (input ?? {}) as AuditInput;
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? 100;
      const rows = entries.filter(
        (e) =>
          (!q.entity || e.entity === q.entity) &&
          (!q.userId || e.userId === q.userId) &&
          (!q.from || e.at >= q.from) &&
          (!q.to || e.at <= q.to),
      );
      return {
        entries: rows.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        hasMore: page * pageSize < rows.length,
        // Screens page by number; no fixture walks by cursor.
        nextCursor: null,
        total: rows.length,
      };
    },
  };
  return { procedures };
}

export const SITE_IN_USE = "Activities name this site: void their uploads before deleting it";
/** The server's 409 for a name the company uses already, with the issue on `name`. */
export const siteNameTaken = (name: string) => `A site named "${name}" exists already`;

export const SITES: Site[] = [
  {
    id: 1,
    name: "Leeds plant",
    country: "GB",
    gridSubregion: null,
    legalEntity: "Northwind UK Ltd",
    ownershipShare: 100,
    operationalControl: true,
    financialControl: true,
    underEts: false,
  },
  {
    id: 2,
    name: "Fresno depot",
    country: "US",
    gridSubregion: "US-CAMX",
    legalEntity: null,
    ownershipShare: 60,
    operationalControl: false,
    financialControl: true,
    underEts: false,
  },
];

/**
 * Sites as the server keeps them: inputs parsed with the domain's schemas (a 400 with their issues), a 409 with
 * an issue on `name` for a name the company already uses, a 409 when activities name the site (Leeds plant).
 */
export function fakeSitesApi(initial: Site[] = SITES, inUse: readonly number[] = [1]) {
  let sites = initial.map((s) => ({ ...s }));
  let nextId = Math.max(0, ...sites.map((s) => s.id)) + 1;
  const save = (
    id: number,
    input: unknown,
    schema: typeof siteInputSchema | typeof siteUpdateInputSchema,
  ) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success)
      throw trpcError(
        "BAD_REQUEST",
        "Invalid input",
        parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
      );
    const v = parsed.data;
    if (sites.some((s) => s.id !== id && s.name.toLowerCase() === v.name.toLowerCase()))
      throw trpcError("CONFLICT", siteNameTaken(v.name), [
        { path: ["name"], message: siteNameTaken(v.name) },
      ]);
    const site: Site = {
      id,
      name: v.name,
      country: v.country,
      gridSubregion: v.gridSubregion,
      legalEntity: v.legalEntity,
      ownershipShare: v.ownershipShare,
      operationalControl: v.operationalControl,
      financialControl: v.financialControl,
      underEts: v.underEts,
    };
    return site;
  };
  const procedures: ProcedureMap = {
    "sites.list": () => sites,
    "sites.create": (input) => {
      const site = save(nextId, input, siteInputSchema);
      nextId += 1;
      sites = [...sites, site];
      return site;
    },
    "sites.update": (input) => {
      const id = Number(input.id);
      if (!sites.some((s) => s.id === id)) throw trpcError("NOT_FOUND", "Site not found");
      const site = save(id, input, siteUpdateInputSchema);
      sites = sites.map((s) => (s.id === id ? site : s));
      return site;
    },
    "sites.remove": (input) => {
      const id = Number(input.id);
      if (inUse.includes(id)) throw trpcError("CONFLICT", SITE_IN_USE);
      sites = sites.filter((s) => s.id !== id);
      return { success: true };
    },
  };
  return { procedures, sites: () => sites };
}
