import { z } from "zod";
import { idSchema } from "./ids";
import { jsonObjectFieldSchema, jsonObjectTextFieldSchema } from "./json-object-field";

/** Spec part 2 §9: report types, quarterly the default. */
export const BOARD_REPORT_TYPES = ["quarterly", "annual", "special"] as const;
export type BoardReportType = (typeof BOARD_REPORT_TYPES)[number];
export const DEFAULT_BOARD_REPORT_TYPE: BoardReportType = "quarterly";

/** Spec part 2 §4: the board report lifecycle. */
export const BOARD_REPORT_STATUSES = ["draft", "review", "approved", "published"] as const;
export type BoardReportStatus = (typeof BOARD_REPORT_STATUSES)[number];

export type BoardTemplate = {
  id: "executive_summary" | "detailed_metrics" | "risk_assessment";
  name: string;
  description: string;
  sections: readonly string[];
};

/**
 * Spec part 2 §9: three templates, each with a fixed section list (the spec leaves the sections to us; these
 * follow what boards expect of ESG papers: a decision-led summary, a KPI pack, and a TCFD-style risk paper).
 */
export const BOARD_TEMPLATES = [
  {
    id: "executive_summary",
    name: "Executive Summary",
    description:
      "A short decision paper: headline performance, material issues and what the board must decide.",
    sections: [
      "Executive Summary",
      "ESG Performance Highlights",
      "Key Metrics at a Glance",
      "Material Risks and Opportunities",
      "Progress Against Targets",
      "Decisions Required from the Board",
    ],
  },
  {
    id: "detailed_metrics",
    name: "Detailed Metrics",
    description: "The full KPI pack for the sustainability or audit committee, with data quality notes.",
    sections: [
      "Reporting Scope and Boundaries",
      "Environmental Metrics (GHG Scopes 1-3, Energy, Water, Waste)",
      "Social Metrics (Workforce, Health and Safety, Supply Chain)",
      "Governance Metrics (Oversight, Ethics, Compliance)",
      "Targets vs Actuals",
      "Data Quality and Assurance",
      "Methodology Notes",
    ],
  },
  {
    id: "risk_assessment",
    name: "Risk Assessment",
    description: "A TCFD-aligned review of ESG risks, their owners and the mitigation under way.",
    sections: [
      "Risk Landscape Overview",
      "Climate-Related Risks and Opportunities",
      "Supply Chain ESG Risks",
      "Regulatory and Compliance Risks",
      "Mitigation Actions and Owners",
      "Risk Appetite and Board Oversight",
    ],
  },
] as const satisfies readonly BoardTemplate[];

export const BOARD_TEMPLATE_IDS = ["executive_summary", "detailed_metrics", "risk_assessment"] as const;
export type BoardTemplateId = (typeof BOARD_TEMPLATE_IDS)[number];
export const DEFAULT_BOARD_TEMPLATE: BoardTemplateId = "executive_summary";

export function boardTemplate(id: string): BoardTemplate | undefined {
  return BOARD_TEMPLATES.find((t) => t.id === id);
}

/** POST /api/board-reports (spec part 2 §5, §7). A status sent by the client is dropped: reports start as draft. */
export const boardReportInputSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(200, "Title must be at most 200 characters"),
  reportType: z
    .enum(BOARD_REPORT_TYPES, { error: `Report type must be one of ${BOARD_REPORT_TYPES.join(", ")}` })
    .default(DEFAULT_BOARD_REPORT_TYPE),
  reportingPeriod: z
    .string({ error: "Reporting period is required" })
    .trim()
    .min(1, "Reporting period is required")
    .max(50, "Reporting period must be at most 50 characters"),
  template: z
    .enum(BOARD_TEMPLATE_IDS, { error: `Template must be one of ${BOARD_TEMPLATE_IDS.join(", ")}` })
    .default(DEFAULT_BOARD_TEMPLATE),
  content: jsonObjectFieldSchema.default({}),
  keyMetrics: jsonObjectFieldSchema.default({}),
  recommendations: jsonObjectFieldSchema.default({}),
});
export type BoardReportInput = z.infer<typeof boardReportInputSchema>;

/** The Create Report form: the same rules, the three JSON fields typed as text (empty → {}). */
export const boardReportFormSchema = boardReportInputSchema.extend({
  content: jsonObjectTextFieldSchema,
  keyMetrics: jsonObjectTextFieldSchema,
  recommendations: jsonObjectTextFieldSchema,
});
export type BoardReportFormValues = z.input<typeof boardReportFormSchema>;

/** PUT /api/board-reports/{id}/status. */
export const boardReportStatusInputSchema = z.object({
  id: idSchema,
  status: z.enum(BOARD_REPORT_STATUSES, {
    error: `Status must be one of ${BOARD_REPORT_STATUSES.join(", ")}`,
  }),
});
export type BoardReportStatusInput = z.infer<typeof boardReportStatusInputSchema>;

export const boardReportSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  reportType: z.string(),
  reportingPeriod: z.string(),
  template: z.string(),
  content: z.record(z.string(), z.unknown()),
  keyMetrics: z.record(z.string(), z.unknown()),
  recommendations: z.record(z.string(), z.unknown()),
  status: z.enum(BOARD_REPORT_STATUSES),
  createdAt: z.string(),
  approvedBy: z.string().nullable(),
  approvalDate: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type BoardReport = z.infer<typeof boardReportSchema>;

/** Spec part 2 §4: draft → review → approved → published, one step at a time. */
const NEXT_STATUS: Record<BoardReportStatus, BoardReportStatus | null> = {
  draft: "review",
  review: "approved",
  approved: "published",
  published: null,
};

export function canTransitionBoardReport(from: BoardReportStatus, to: BoardReportStatus): boolean {
  return NEXT_STATUS[from] === to;
}

/** The controls the interface offers (spec §4): 'Submit for Review' on drafts, 'Approve' in review. */
export function boardReportAction(
  status: BoardReportStatus,
): { label: "Submit for Review" | "Approve"; next: BoardReportStatus } | null {
  if (status === "draft") return { label: "Submit for Review", next: "review" };
  if (status === "review") return { label: "Approve", next: "approved" };
  return null;
}

export const BOARD_STATUS_LABELS: Record<BoardReportStatus, string> = {
  draft: "Draft",
  review: "In Review",
  approved: "Approved",
  published: "Published",
};

export type BoardReportCounts = Record<"total" | BoardReportStatus, number>;

/** The five count cards (spec part 2 §2): total, drafts, in review, approved, published. */
export function boardReportCounts(reports: readonly { status: string }[]): BoardReportCounts {
  const counts: BoardReportCounts = { total: reports.length, draft: 0, review: 0, approved: 0, published: 0 };
  for (const r of reports) {
    if ((BOARD_REPORT_STATUSES as readonly string[]).includes(r.status)) {
      counts[r.status as BoardReportStatus] += 1;
    }
  }
  return counts;
}

/** Newest first (createdAt, then id for rows created in the same instant). */
export function sortReportsNewestFirst<T extends { createdAt: string; id: number }>(
  reports: readonly T[],
): T[] {
  return [...reports].sort((a, b) =>
    a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1,
  );
}
