/**
 * Four-eyes review of uploads (domain carbon-review.ts): an admin other than the uploader approves a pending
 * upload, which then counts (its activities join the monthly rollup in the same transaction), or rejects it
 * with a reason, and it never counts.
 */
import { approveDataSource, getReviewTarget, listCarbonDataSources, rejectDataSource } from "@esg/db";
import { type CarbonDataSource, carbonDataSourceSchema, idSchema, SELF_APPROVAL_MESSAGE } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { refuseClosedSource } from "../closed-years";
import { ApiError } from "../errors";
import { adminProcedure } from "../trpc";
import { type WriteScope, withWrite } from "../write";

const reasonSchema = z
  .string()
  .trim()
  .min(1, "Give a reason")
  .max(500, "Reason must be at most 500 characters");

/** The pending source a reviewer may decide on, or the refusal (404, 403 own upload, 409 not pending). */
async function pendingSource(w: WriteScope, id: number, reviewerId: number) {
  const source = await getReviewTarget(w.db, { companyId: w.companyId, id });
  if (!source) throw new TRPCError({ code: "NOT_FOUND", message: "Data source not found" });
  if (source.uploadedBy === reviewerId)
    throw new TRPCError({ code: "FORBIDDEN", message: SELF_APPROVAL_MESSAGE });
  if (source.reviewStatus !== "pending") {
    throw new ApiError({
      code: "CONFLICT",
      reason: "invalid_transition",
      message: `Data source #${id} is ${source.reviewStatus}, not pending review`,
    });
  }
  return source;
}

async function sourceAfter(w: WriteScope, id: number): Promise<CarbonDataSource> {
  const [source] = await listCarbonDataSources(w.db, { companyId: w.companyId, id });
  return source as CarbonDataSource;
}

export const carbonReviewProcedures = {
  /** POST /api/carbon/sources/{id}/approve: a pending upload counts from now on. */
  approveSource: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/carbon/sources/:id/approve",
        tag: "Carbon",
        summary: "Approve a pending upload (another admin than its uploader); it then counts in every total",
        errors: [409],
      },
    })
    .input(z.object({ id: idSchema }))
    .output(carbonDataSourceSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        await pendingSource(w, input.id, ctx.user.id);
        await refuseClosedSource(w, input.id, "approving data for it");
        const done = await approveDataSource(w.db, {
          companyId: w.companyId,
          id: input.id,
          userId: ctx.user.id,
          at: new Date().toISOString(),
        });
        if (!done)
          throw new ApiError({
            code: "CONFLICT",
            reason: "invalid_transition",
            message: `Data source #${input.id} is not pending review`,
          });
        await w.audit({
          action: "approve",
          entity: "carbon_data_source",
          entityId: input.id,
          before: { reviewStatus: "pending" },
          after: { reviewStatus: "approved" },
        });
        return sourceAfter(w, input.id);
      }),
    ),

  /** POST /api/carbon/sources/{id}/reject {reason}: a pending upload never counts. */
  rejectSource: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/carbon/sources/:id/reject",
        tag: "Carbon",
        summary: "Reject a pending upload with a reason (another admin than its uploader); it never counts",
        errors: [409],
      },
    })
    .input(z.object({ id: idSchema, reason: reasonSchema }))
    .output(carbonDataSourceSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        await pendingSource(w, input.id, ctx.user.id);
        const done = await rejectDataSource(w.db, {
          companyId: w.companyId,
          id: input.id,
          userId: ctx.user.id,
          reason: input.reason,
          at: new Date().toISOString(),
        });
        if (!done)
          throw new ApiError({
            code: "CONFLICT",
            reason: "invalid_transition",
            message: `Data source #${input.id} is not pending review`,
          });
        await w.audit({
          action: "reject",
          entity: "carbon_data_source",
          entityId: input.id,
          before: { reviewStatus: "pending" },
          after: { reviewStatus: "rejected", reason: input.reason },
        });
        return sourceAfter(w, input.id);
      }),
    ),
};
