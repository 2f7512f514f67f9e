import {
  applyRequirementStatusChange,
  createRequirementInputSchema,
  initialRequirementStatus,
  type RegulatoryRequirement,
  updateRequirementStatusInputSchema,
} from "@esg/domain";
import { mockApi } from "../../test/api";
import { type ProcedureMap, trpcError } from "../../test/trpc-msw";

/** The local calendar date `days` from today, as YYYY-MM-DD (urgency is relative to the real today). */
export function inDays(days: number): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export function requirement(id: number, patch: Partial<RegulatoryRequirement> = {}): RegulatoryRequirement {
  return {
    id,
    companyId: 1,
    framework: "CSRD",
    requirement: `Requirement ${id}`,
    description: `Description ${id}`,
    dueDate: null,
    assignedTo: null,
    completionPercentage: 0,
    status: "pending",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...patch,
  };
}

export function sampleRequirements(): RegulatoryRequirement[] {
  return [
    requirement(1, {
      requirement: "Own workforce disclosures (ESRS S1)",
      dueDate: inDays(60),
      assignedTo: "Rachel Owen",
    }),
    requirement(2, {
      requirement: "Double materiality assessment (ESRS 1)",
      dueDate: inDays(-12),
      status: "in_progress",
      completionPercentage: 75,
      assignedTo: "Priya Shah",
    }),
    requirement(3, {
      framework: "TCFD",
      requirement: "Governance: board oversight of climate-related risks",
      dueDate: inDays(-40),
      status: "completed",
      completionPercentage: 100,
    }),
    requirement(4, {
      framework: "TCFD",
      requirement: "Metrics and targets: Scope 1, 2 and 3 GHG emissions",
      dueDate: inDays(10),
      status: "in_progress",
      completionPercentage: 100,
    }),
    requirement(5, { framework: "SASB", requirement: "SASB machinery metrics", dueDate: null }),
    requirement(6, { framework: null, requirement: "SECR statement", dueDate: inDays(200) }),
  ];
}

/**
 * A stateful fake of the regulatoryCompliance procedures, applying the domain's schema and state machine
 * like the server, so tests see the list refetched after a write.
 */
export function mockRequirementsApi(
  initial: RegulatoryRequirement[] = sampleRequirements(),
  overrides: ProcedureMap = {},
) {
  let rows = [...initial];
  let nextId = 100;
  const api = mockApi({
    procedures: {
      "regulatoryCompliance.list": () => rows,
      "regulatoryCompliance.create": (input) => {
        const v = createRequirementInputSchema.parse(input);
        const created = requirement(nextId++, {
          ...v,
          status: initialRequirementStatus(v.completionPercentage),
        });
        rows = [...rows, created];
        return created;
      },
      "regulatoryCompliance.updateStatus": (input) => {
        const { id, status } = updateRequirementStatusInputSchema.parse(input);
        const current = rows.find((r) => r.id === id);
        if (!current) throw trpcError("NOT_FOUND", "Requirement not found");
        const change = applyRequirementStatusChange(current, status);
        if (!change.ok) throw trpcError("CONFLICT", change.reason);
        const updated = {
          ...current,
          status: change.status,
          completionPercentage: change.completionPercentage,
        };
        rows = rows.map((r) => (r.id === id ? updated : r));
        return updated;
      },
      ...overrides,
    },
  });
  return { ...api, rows: () => rows };
}
