import type { BoardReportInput, BoardReportStatus, ListPage } from "@esg/domain";
import type { Selectable } from "kysely";
import type { Db } from "../create-db";
import type { BoardReportsTable } from "../tables/board-reporting";
import { onePage } from "./list-paging";

type ReportRow = Selectable<BoardReportsTable>;

/** Stored JSON columns are written from validated objects; an unreadable one reads as empty. */
function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function toReport(r: ReportRow) {
  return {
    id: r.id,
    companyId: r.company_id,
    title: r.title,
    reportType: r.report_type,
    reportingPeriod: r.reporting_period,
    template: r.template,
    content: jsonObject(r.content),
    keyMetrics: jsonObject(r.key_metrics),
    recommendations: jsonObject(r.recommendations),
    status: r.status as BoardReportStatus,
    createdAt: r.created_at,
    approvedBy: r.approved_by,
    approvalDate: r.approval_date,
    publishedAt: r.published_at,
  };
}

/** A company's reports, newest first (spec part 2 §2). */
export async function listBoardReports(db: Db, params: { companyId: number; page?: ListPage }) {
  const rows = await db
    .selectFrom("board_reports")
    .selectAll()
    .where("company_id", "=", params.companyId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .$call((q) => onePage(q, params.page))
    .execute();
  return rows.map(toReport);
}

/** One of the company's reports; null when unknown to it (another company's id included). */
export async function findBoardReport(db: Db, params: { companyId: number; id: number }) {
  const r = await db
    .selectFrom("board_reports")
    .selectAll()
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return r ? toReport(r) : null;
}

/** A new report always starts as a draft. */
export async function insertBoardReport(
  db: Db,
  params: { companyId: number; userId: number | null; input: BoardReportInput; now: Date },
) {
  const { input } = params;
  const r = await db
    .insertInto("board_reports")
    .values({
      company_id: params.companyId,
      title: input.title,
      report_type: input.reportType,
      reporting_period: input.reportingPeriod,
      template: input.template,
      content: JSON.stringify(input.content),
      key_metrics: JSON.stringify(input.keyMetrics),
      recommendations: JSON.stringify(input.recommendations),
      status: "draft",
      created_by: params.userId,
      created_at: params.now.toISOString(),
      approved_by: null,
      approval_date: null,
      published_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toReport(r);
}

/**
 * Moves a report to `status` only if it is still in `from` (the caller checked the transition), recording
 * who approved and when, or when it was published. Returns null when another request moved it first (or
 * the report is not the company's).
 */
export async function updateBoardReportStatus(
  db: Db,
  params: {
    companyId: number;
    id: number;
    from: BoardReportStatus;
    status: BoardReportStatus;
    actor: string;
    now: Date;
  },
) {
  const at = params.now.toISOString();
  const r = await db
    .updateTable("board_reports")
    .set({
      status: params.status,
      ...(params.status === "approved" ? { approved_by: params.actor, approval_date: at } : {}),
      ...(params.status === "published" ? { published_at: at } : {}),
    })
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .where("status", "=", params.from)
    .returningAll()
    .executeTakeFirst();
  return r ? toReport(r) : null;
}
