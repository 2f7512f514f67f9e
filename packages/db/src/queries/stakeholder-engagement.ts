import type { FeedbackPriority, FeedbackStatus, FeedbackType, ListPage, StakeholderType } from "@esg/domain";
import type { Selectable } from "kysely";
import type { Db } from "../create-db";
import type { StakeholderFeedbackTable } from "../tables/stakeholder-engagement";
import { onePage } from "./list-paging";

type FeedbackRow = Selectable<StakeholderFeedbackTable>;

const COLUMNS = [
  "id",
  "company_id",
  "topic",
  "stakeholder_type",
  "feedback_type",
  "priority",
  "status",
  "message",
  "contact_email",
  "response",
  "responded_at",
  "created_at",
  "updated_at",
] as const;

function toFeedback(r: FeedbackRow) {
  return {
    id: r.id,
    companyId: r.company_id,
    topic: r.topic,
    stakeholderType: r.stakeholder_type as StakeholderType,
    feedbackType: r.feedback_type as FeedbackType,
    priority: r.priority as FeedbackPriority,
    status: r.status as FeedbackStatus,
    message: r.message,
    contactEmail: r.contact_email,
    response: r.response,
    respondedAt: r.responded_at,
    createdAt: r.created_at,
  };
}

/** A company's feedback, newest first. */
export async function listStakeholderFeedback(db: Db, params: { companyId: number; page?: ListPage }) {
  const rows = await db
    .selectFrom("stakeholder_feedback")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .$call((q) => onePage(q, params.page))
    .execute();
  return rows.map(toFeedback);
}

/** One of the company's feedback items; null when unknown to it (another company's id included). */
export async function findStakeholderFeedback(db: Db, params: { companyId: number; id: number }) {
  const r = await db
    .selectFrom("stakeholder_feedback")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return r ? toFeedback(r) : null;
}

export async function insertStakeholderFeedback(
  db: Db,
  params: {
    companyId: number;
    topic: string;
    stakeholderType: StakeholderType;
    feedbackType: FeedbackType;
    priority: FeedbackPriority;
    status: FeedbackStatus;
    message: string;
    contactEmail: string | null;
    now: Date;
  },
) {
  const at = params.now.toISOString();
  const r = await db
    .insertInto("stakeholder_feedback")
    .values({
      company_id: params.companyId,
      topic: params.topic,
      stakeholder_type: params.stakeholderType,
      feedback_type: params.feedbackType,
      priority: params.priority,
      status: params.status,
      message: params.message,
      contact_email: params.contactEmail,
      created_at: at,
      updated_at: at,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toFeedback(r);
}

/**
 * Records a response: sets the status and, when a text is given, the response and its time. Only rows still
 * in one of `fromStatuses` change, so two racing responders cannot both move a closed item. Returns the row,
 * or null when nothing matched (not the company's, gone, or no longer in an allowed status).
 */
export async function respondToStakeholderFeedback(
  db: Db,
  params: {
    companyId: number;
    id: number;
    status: FeedbackStatus;
    response?: string;
    fromStatuses: readonly FeedbackStatus[];
    now: Date;
  },
) {
  const at = params.now.toISOString();
  const r = await db
    .updateTable("stakeholder_feedback")
    .set({
      status: params.status,
      updated_at: at,
      ...(params.response !== undefined ? { response: params.response, responded_at: at } : {}),
    })
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .where("status", "in", [...params.fromStatuses])
    .returning(COLUMNS)
    .executeTakeFirst();
  return r ? toFeedback(r) : null;
}
