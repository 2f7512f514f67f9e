import {
  type BoardKeyMetrics,
  type BoardReport,
  boardReportInputSchema,
  canTransitionBoardReport,
  computeBoardKeyMetrics,
} from "@esg/domain";
import { mockApi } from "../../test/api";
import { type ProcedureMap, trpcError } from "../../test/trpc-msw";

export function boardReport(id: number, patch: Partial<BoardReport> = {}): BoardReport {
  return {
    id,
    title: `Report ${id}`,
    reportType: "quarterly",
    reportingPeriod: "Q1 2026",
    template: "executive_summary",
    content: {},
    keyMetrics: {},
    recommendations: {},
    status: "draft",
    createdAt: `2026-0${Math.min(id, 9)}-01T09:00:00.000Z`,
    approvedBy: null,
    approvalDate: null,
    publishedAt: null,
    ...patch,
  };
}

/** Newest first, one per status. */
export const REPORTS = [
  boardReport(4, { title: "Q2 ESG Update", status: "draft", content: { summary: "Awaiting June data" } }),
  boardReport(3, {
    title: "Supply Chain Risk Review",
    status: "review",
    reportType: "special",
    template: "risk_assessment",
  }),
  boardReport(2, {
    title: "Q1 ESG Update",
    status: "approved",
    approvedBy: "Alex Morgan",
    approvalDate: "2026-02-10T09:00:00.000Z",
    keyMetrics: { "High-risk suppliers": "3" },
  }),
  boardReport(1, {
    title: "FY2025 Annual Report",
    status: "published",
    reportType: "annual",
    publishedAt: "2026-01-20T09:00:00.000Z",
  }),
];

export const KEY_METRICS: BoardKeyMetrics = {
  generatedAt: "2026-05-10T09:00:00.000Z",
  metrics: computeBoardKeyMetrics(
    {
      suppliers: [
        { riskTier: "high", responded: false },
        { riskTier: "low", responded: true },
      ],
      assessment: { esgScore: { E: 68, S: 74, G: 61 }, computedAt: "2026-02-01T00:00:00.000Z" },
      emissions: [],
      training: { requiredModules: 2, learners: 1, requiredCompletions: 1, certificates: 1 },
      ratings: [],
      benchmarks: [],
      goals: [],
      feedback: [],
      impact: [],
      compliance: [],
      risks: [],
    },
    "2026-05-10",
  ),
};

/** A fake API keeping reports in memory: new ones first as drafts, transitions checked like the server. */
export function fakeBoard(initial: BoardReport[] = REPORTS, overrides: ProcedureMap = {}) {
  let reports = [...initial];
  let nextId = 100;
  const procedures: ProcedureMap = {
    "boardReporting.list": () => reports,
    "boardReporting.keyMetrics": () => KEY_METRICS,
    "boardReporting.create": (input) => {
      const created = boardReport(nextId++, {
        ...boardReportInputSchema.parse(input),
        createdAt: "2026-06-01T09:00:00.000Z",
      });
      reports = [created, ...reports];
      return created;
    },
    "boardReporting.updateStatus": (input) => {
      const { status } = input;
      const id = Number(input.id);
      const report = reports.find((r) => r.id === id);
      if (!report) throw trpcError("NOT_FOUND", "Board report not found");
      if (!canTransitionBoardReport(report.status, status)) throw trpcError("CONFLICT", "Illegal transition");
      const updated: BoardReport = {
        ...report,
        status,
        ...(status === "approved"
          ? { approvedBy: "Alex Morgan", approvalDate: "2026-06-02T09:00:00.000Z" }
          : {}),
      };
      reports = reports.map((r) => (r.id === id ? updated : r));
      return updated;
    },
    ...overrides,
  };
  return mockApi({ procedures });
}
