import { type BoardReportInput, type BoardReportStatus, boardReportInputSchema } from "@esg/domain";
import type { CompanySeeder } from "./company-seeder";

type DemoReport = BoardReportInput & { status: BoardReportStatus; daysAgo: number };

/** Northwind Components' board papers, one per lifecycle state. */
const DEMO_BOARD_REPORTS: readonly DemoReport[] = [
  {
    title: "FY2025 Annual ESG Report to the Board",
    reportType: "annual",
    reportingPeriod: "FY2025",
    template: "detailed_metrics",
    content: {
      summary: "Full-year performance across both plants ahead of the Annual Report sign-off.",
      scope: "Sheffield and Telford plants, UK fleet and purchased goods (operational control).",
    },
    keyMetrics: {
      "Scope 1 + 2 reduction vs 2022": "-14%",
      "Lost-time injury rate": "0.42",
      "Supplier response rate": "60%",
    },
    recommendations: { approve: "Publish the FY2025 sustainability statement with the Annual Report." },
    status: "published",
    daysAgo: 120,
  },
  {
    title: "Q1 ESG Performance Update",
    reportType: "quarterly",
    reportingPeriod: "Q1 2026",
    template: "executive_summary",
    content: {
      summary:
        "Energy intensity down 6% after the compressed-air leak programme; two high-risk suppliers still silent.",
    },
    keyMetrics: { "Energy intensity": "-6% vs Q1 2025", "High-risk suppliers": "3" },
    recommendations: { decide: "Fund the furnace insulation retrofit (£180k, 3.1-year payback)." },
    status: "approved",
    daysAgo: 60,
  },
  {
    title: "Supply Chain Human Rights Risk Review",
    reportType: "special",
    reportingPeriod: "H1 2026",
    template: "risk_assessment",
    content: {
      summary:
        "Castings and packaging-fabric suppliers in higher-risk regions; audit plan for the next two quarters.",
    },
    keyMetrics: { "Suppliers rated high risk": "3 of 10", "Audits completed": "1" },
    recommendations: { decide: "Approve third-party audits of Anatolia Textiles and Baltic Steel Works." },
    status: "review",
    daysAgo: 14,
  },
  {
    title: "Q2 ESG Performance Update",
    reportType: "quarterly",
    reportingPeriod: "Q2 2026",
    template: "executive_summary",
    content: { summary: "Draft: awaiting June meter readings from the Telford plant." },
    keyMetrics: {},
    recommendations: {},
    status: "draft",
    daysAgo: 2,
  },
];

const DAY_MS = 86_400_000;

export const boardReportingSeeder: CompanySeeder = {
  name: "board-reporting",
  tables: ["board_reports"],
  async seed(trx, companyId, now) {
    const author = await trx
      .selectFrom("users")
      .select("id")
      .where("company_id", "=", companyId)
      .orderBy("id")
      .executeTakeFirst();
    for (const { status, daysAgo, ...values } of DEMO_BOARD_REPORTS) {
      const input = boardReportInputSchema.parse(values);
      const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
      const approvedAt = new Date(createdAt.getTime() + 7 * DAY_MS).toISOString();
      const approved = status === "approved" || status === "published";
      await trx
        .insertInto("board_reports")
        .values({
          company_id: companyId,
          title: input.title,
          report_type: input.reportType,
          reporting_period: input.reportingPeriod,
          template: input.template,
          content: JSON.stringify(input.content),
          key_metrics: JSON.stringify(input.keyMetrics),
          recommendations: JSON.stringify(input.recommendations),
          status,
          created_by: author?.id ?? null,
          created_at: createdAt.toISOString(),
          approved_by: approved ? "Board of Directors" : null,
          approval_date: approved ? approvedAt : null,
          published_at:
            status === "published" ? new Date(createdAt.getTime() + 10 * DAY_MS).toISOString() : null,
        })
        .execute();
    }
  },
};
