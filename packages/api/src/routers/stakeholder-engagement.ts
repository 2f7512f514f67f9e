import {
  findCompanyIdBySlug,
  findStakeholderFeedback,
  getCompany,
  insertStakeholderFeedback,
  listStakeholderFeedback,
  respondToStakeholderFeedback,
} from "@esg/db";
import {
  canTransitionFeedback,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  feedbackDeletionError,
  feedbackRespondInputSchema,
  listPageInputSchema,
  PUBLIC_FEEDBACK_COMPANY_ID,
  publicFeedbackInputSchema,
  publicFeedbackReceiptSchema,
  stakeholderFeedbackSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { changedFields } from "../audit";
import { spendBudget } from "../budget";
import type { Context } from "../context";
import { InputIssuesError } from "../errors";
import { conflict, foundOrThrow } from "../ownership";
import { pagedList } from "../services/list-page";
import { type ModuleRecord, recordDeleteProcedure, recordGetProcedure } from "../services/module-record";
import { publicProcedure, readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

function badSlug(message: string): TRPCError {
  return new TRPCError({
    code: "BAD_REQUEST",
    message,
    cause: new InputIssuesError(message, [{ path: ["companySlug"], message }]),
  });
}

/**
 * The company a public submission is for: the one its link names. The spec's payload has no slug; it still
 * reaches the demo company when the server runs the demo, so the demo's public form keeps working, and
 * nowhere else: feedback meant for one organisation must never land in another's inbox.
 */
async function feedbackCompany(ctx: Context, slug: string | undefined): Promise<number> {
  if (slug) {
    const id = await findCompanyIdBySlug(ctx.db, { slug });
    if (id === null) throw badSlug("No organisation has this feedback link");
    return id;
  }
  if (!ctx.demoEnabled) throw badSlug("Company link is required");
  const demo = await getCompany(ctx.db, { companyId: PUBLIC_FEEDBACK_COMPANY_ID });
  if (!demo) throw badSlug("Company link is required");
  return demo.id;
}

const RESPONDABLE = FEEDBACK_STATUSES.filter((s) => canTransitionFeedback(s, "closed"));

/**
 * The budget is spent before the body is parsed (the middleware sits before `.input`), so a script sending
 * malformed bodies is throttled as well. Keyed on the socket address: forwarded headers are never trusted.
 */
const rateLimitedPublicProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await spendBudget(
    ctx.rateLimit,
    "publicFeedback",
    ctx.clientIp,
    "Too many submissions; please try again later",
  );
  return next();
});

function noLongerAnswerable(status: FeedbackStatus) {
  return conflict(
    `This feedback is ${FEEDBACK_STATUS_LABELS[status].toLowerCase()} and can no longer be answered`,
  );
}

/** A feedback addressed by id: GET and DELETE. */
const STAKEHOLDER_FEEDBACK_RECORD: ModuleRecord<z.infer<typeof stakeholderFeedbackSchema>> = {
  name: "Feedback",
  table: "stakeholder_feedback",
  entity: "stakeholder_feedback",
  tag: "Stakeholder engagement",
  find: findStakeholderFeedback,
  keep: (_db, feedback) => feedbackDeletionError(feedback),
};

export const stakeholderEngagementRouter = router({
  /** GET /api/stakeholder-feedback/{companyId}: newest first. */
  list: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/stakeholder-feedback/:companyId",
        tag: "Stakeholder engagement",
        summary: "List stakeholder feedback",
      },
    })
    .input(listPageInputSchema)
    .output(z.array(stakeholderFeedbackSchema))
    .query(({ ctx, input }) =>
      pagedList(ctx, input, { table: "stakeholder_feedback", path: "/api/stakeholder-feedback" }, (page) =>
        listStakeholderFeedback(ctx.db, { companyId: ctx.companyId, page }),
      ),
    ),

  /** PUT /api/stakeholder-feedback/{id}/respond: {status, response?}; resolved and closed feedback is final. */
  respond: writeProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/stakeholder-feedback/:id/respond",
        tag: "Stakeholder engagement",
        summary: "Respond to feedback and move its status",
        errors: [409],
      },
    })
    .input(feedbackRespondInputSchema)
    .output(stakeholderFeedbackSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const scope = { companyId: ctx.companyId, id: input.id };
        const current = foundOrThrow(await findStakeholderFeedback(w.db, scope), "Feedback");
        if (!canTransitionFeedback(current.status, input.status)) throw noLongerAnswerable(current.status);
        const updated = await respondToStakeholderFeedback(w.db, {
          ...scope,
          status: input.status,
          response: input.response,
          fromStatuses: RESPONDABLE,
          now: new Date(),
        });
        // Someone else resolved or closed it between the read and the write: say which.
        if (!updated) {
          const now = foundOrThrow(await findStakeholderFeedback(w.db, scope), "Feedback");
          throw noLongerAnswerable(now.status);
        }
        await w.audit({
          action: "respond",
          entity: "stakeholder_feedback",
          entityId: input.id,
          ...changedFields(current, updated),
        });
        return updated;
      }),
    ),

  /**
   * POST /api/stakeholder-feedback: the open public submission endpoint, filed as `open` for the company
   * whose feedback link `companySlug` names; answers a receipt only, never the company's data.
   */
  submit: rateLimitedPublicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/stakeholder-feedback",
        tag: "Stakeholder engagement",
        summary: "Submit feedback to the organisation its companySlug names (the public form)",
        public: true,
        errors: [429],
      },
    })
    .input(publicFeedbackInputSchema)
    .output(publicFeedbackReceiptSchema)
    .mutation(async ({ ctx, input }) => {
      const { companySlug, ...feedback } = input;
      const companyId = await feedbackCompany(ctx, companySlug);
      // Filed by the public, not by a signed-in user.
      return withWrite({ db: ctx.db, companyId, user: null }, async (w) => {
        const row = await insertStakeholderFeedback(w.db, {
          ...feedback,
          companyId,
          status: "open",
          now: new Date(),
        });
        await w.audit({ action: "create", entity: "stakeholder_feedback", entityId: row.id, after: row });
        return { id: row.id, status: "open" as const, createdAt: row.createdAt };
      });
    }),
  /** GET /api/companies/{companyId}/stakeholder-feedback/{id}: the feedback as the list shows it. */
  get: recordGetProcedure(
    STAKEHOLDER_FEEDBACK_RECORD,
    stakeholderFeedbackSchema,
    "/api/companies/:companyId/stakeholder-feedback/:id",
  ),

  /** DELETE /api/stakeholder-feedback/{id} (editors and admins, audited). */
  remove: recordDeleteProcedure(STAKEHOLDER_FEEDBACK_RECORD, "/api/stakeholder-feedback/:id"),
});
