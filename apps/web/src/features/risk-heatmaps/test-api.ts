import {
  applyRiskStatusChange,
  createRiskInputSchema,
  type RiskAssessment,
  riskLevel,
  updateRiskStatusInputSchema,
} from "@esg/domain";
import { mockApi } from "../../test/api";
import { type ProcedureMap, trpcError } from "../../test/trpc-msw";

export function risk(id: number, patch: Partial<RiskAssessment> = {}): RiskAssessment {
  const probability = patch.probability ?? 3;
  const impact = patch.impact ?? 3;
  return {
    id,
    companyId: 1,
    riskCategory: "Climate",
    riskType: `Risk ${id}`,
    description: `Description ${id}`,
    geography: null,
    businessUnit: null,
    probability,
    impact,
    riskLevel: riskLevel(probability, impact),
    mitigationStrategy: null,
    owner: null,
    status: "active",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...patch,
  };
}

export function sampleRisks(): RiskAssessment[] {
  return [
    risk(1, {
      riskType: "Customer decarbonisation requirements",
      probability: 5,
      impact: 4,
      geography: "Germany",
      businessUnit: "Sales & Key Accounts",
      owner: "Commercial Director",
      mitigationStrategy: "Product carbon footprints",
    }),
    risk(2, {
      riskType: "River flooding",
      probability: 3,
      impact: 5,
      geography: "United Kingdom",
      businessUnit: "Precision Machining",
    }),
    risk(3, {
      riskCategory: "Social",
      riskType: "Press shop injuries",
      probability: 3,
      impact: 3,
      geography: "United Kingdom",
      businessUnit: "Assembly",
    }),
    risk(4, {
      riskCategory: "Operational",
      riskType: "Single-source castings",
      probability: 2,
      impact: 5,
      geography: "China",
      status: "mitigated",
    }),
    risk(5, { riskCategory: "Governance", riskType: "Agent bribery", probability: 1, impact: 4 }),
  ];
}

/** A stateful fake of the riskHeatmaps procedures with the domain's schema, calculator and state machine. */
export function mockRisksApi(initial: RiskAssessment[] = sampleRisks(), overrides: ProcedureMap = {}) {
  let rows = [...initial];
  let nextId = 100;
  const api = mockApi({
    procedures: {
      "riskHeatmaps.list": () => [...rows].reverse(),
      "riskHeatmaps.create": (input) => {
        const { riskLevel: _sent, ...v } = createRiskInputSchema.parse(input);
        const created = risk(nextId++, { ...v, riskLevel: riskLevel(v.probability, v.impact) });
        rows = [...rows, created];
        return created;
      },
      "riskHeatmaps.updateStatus": (input) => {
        const { id, status } = updateRiskStatusInputSchema.parse(input);
        const current = rows.find((r) => r.id === id);
        if (!current) throw trpcError("NOT_FOUND", "Risk not found");
        const change = applyRiskStatusChange(current.status, status);
        if (!change.ok) throw trpcError("CONFLICT", change.reason);
        const updated = { ...current, status: change.status };
        rows = rows.map((r) => (r.id === id ? updated : r));
        return updated;
      },
      ...overrides,
    },
  });
  return { ...api, rows: () => rows };
}
