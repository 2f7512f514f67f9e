/**
 * Streamed uploads. The file itself arrives on POST /api/carbon/uploads (apps/server: it is a stream, not a
 * procedure's input), which calls the `beginUpload` service first so that roles, token scope and the audit log
 * work as for every other write; the procedure of that name is the same service for tRPC callers and names the
 * route's roles and errors in the OpenAPI document. `upload` and `cancelUpload` are the REST paths
 * GET /api/carbon/uploads/{id} and POST /api/carbon/uploads/{id}/cancel.
 */
import { cancelUpload, getUpload, listUploads, uploadQueuePosition } from "@esg/db";
import {
  type CarbonUploadStatus,
  carbonSourceTypeSchema,
  carbonUploadListQuerySchema,
  carbonUploadListSchema,
  carbonUploadStatusSchema,
  DEFAULT_CARBON_SOURCE_TYPE,
  duplicateRowSchema,
  idSchema,
  uploadIssueSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { ApiError } from "../errors";
import { beginUpload } from "../services/ingest/upload";
import { deleteUploadContent } from "../services/ingest/upload-queue";
import { objectPage } from "../services/list-page";
import { partialYearsOf } from "../services/partial-years";
import { readProcedure, writeProcedure } from "../trpc";
import { withWrite } from "../write";

const storedResultSchema = z
  .object({ years: z.array(z.number().int()) })
  .passthrough()
  .transform(({ years, ...rest }) => ({ years, rest }));

export const carbonUploadProcedures = {
  /** Opens a queued upload for a file about to be streamed in (the upload route calls the service itself). */
  beginUpload: writeProcedure
    .input(
      z.object({
        fileName: z.string().trim().max(255, "File name must be at most 255 characters").nullable(),
        sourceType: carbonSourceTypeSchema.nullish().transform((v) => v ?? DEFAULT_CARBON_SOURCE_TYPE),
        format: z.enum(["csv", "json"]),
        bytesTotal: z.number().int().min(0),
      }),
    )
    .output(z.object({ uploadId: z.number().int() }))
    .mutation(async ({ ctx, input }) => ({
      uploadId: (await beginUpload(ctx, input, ctx.uploadLimits)).uploadId,
    })),

  /** GET /api/carbon/uploads?page=&pageSize=: every upload of the company, newest first, streamed or not. */
  uploads: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/uploads",
        tag: "Carbon",
        summary: "List the uploads, newest first, a page at a time",
      },
    })
    .input(carbonUploadListQuerySchema.optional())
    .output(carbonUploadListSchema)
    .query(async ({ ctx, input }) => {
      const q = input ?? carbonUploadListQuerySchema.parse({});
      const { rows: read, total } = await listUploads(ctx.db, {
        companyId: ctx.companyId,
        page: q.page,
        pageSize: q.pageSize,
        limit: q.pageSize + 1,
      });
      const { rows, fields } = objectPage(ctx, { read, page: q, total, path: "/api/carbon/uploads" });
      const { nextCursor: _none, ...paging } = fields;
      return {
        items: rows.map(({ id, status, ...u }) => ({
          uploadId: id,
          status: status === "voided" ? ("processed" as const) : status,
          ...u,
        })),
        ...paging,
      };
    }),

  /** GET /api/carbon/uploads/{id}: where a streamed upload stands, and its result or issues. */
  upload: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/uploads/:id",
        tag: "Carbon",
        summary: "Follow a streamed upload: status, rows and bytes read, its result or its row issues",
        errors: [404],
      },
    })
    .input(z.object({ id: idSchema }))
    .output(carbonUploadStatusSchema)
    .query(async ({ ctx, input }): Promise<CarbonUploadStatus> => {
      const u = await getUpload(ctx.db, { companyId: ctx.companyId, id: input.id });
      if (!u) throw new TRPCError({ code: "NOT_FOUND", message: "Upload not found" });
      const status = u.status === "voided" ? "processed" : u.status;
      const base = {
        uploadId: u.id,
        status,
        fileName: u.fileName,
        sourceType: u.sourceType,
        rowsRead: u.rowsRead,
        bytesRead: u.bytesRead,
        bytesTotal: u.bytesTotal,
      } as const;
      if (status === "error") {
        return {
          ...base,
          message: u.message,
          issues: u.issues ? z.array(uploadIssueSchema).parse(JSON.parse(u.issues)) : [],
          issueCount: u.issueCount ?? 0,
          ...(u.result ? { duplicates: z.array(duplicateRowSchema).parse(JSON.parse(u.result)) } : {}),
        };
      }
      if (status === "queued") {
        // Still arriving has no place yet; a received upload waits in the line of every company's uploads.
        const queuePosition = await uploadQueuePosition(ctx.db, { companyId: ctx.companyId, id: u.id });
        return queuePosition === null ? base : { ...base, queuePosition };
      }
      if (status !== "processed" || !u.result) return base;
      const { years, rest } = storedResultSchema.parse(JSON.parse(u.result));
      const partialYears = await partialYearsOf(ctx.db, ctx.companyId, years);
      return { ...base, ...rest, partialYears } as CarbonUploadStatus;
    }),

  /** POST /api/carbon/uploads/{id}/cancel: stops a queued or processing upload; nothing of it is kept. */
  cancelUpload: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/carbon/uploads/:id/cancel",
        tag: "Carbon",
        summary: "Cancel a streamed upload that is still queued or processing (nothing of it is kept)",
        errors: [404, 409],
      },
    })
    .input(z.object({ id: idSchema }))
    .output(z.object({ uploadId: z.number().int(), status: z.literal("error") }))
    .mutation(async ({ ctx, input }) => {
      const outcome = await withWrite(ctx, async (w) => {
        const waiting = (await uploadQueuePosition(w.db, { companyId: w.companyId, id: input.id })) !== null;
        const done = await cancelUpload(w.db, {
          companyId: w.companyId,
          id: input.id,
          at: new Date().toISOString(),
        });
        if (!done) {
          const u = await getUpload(w.db, { companyId: w.companyId, id: input.id });
          if (!u) throw new TRPCError({ code: "NOT_FOUND", message: "Upload not found" });
          throw new ApiError({
            code: "CONFLICT",
            reason: "invalid_transition",
            message: `Upload #${input.id} is no longer in progress`,
          });
        }
        await w.audit({ action: "cancel", entity: "carbon_data_source", entityId: input.id });
        return { uploadId: input.id, status: "error" as const, waiting };
      });
      // A processing upload's job deletes what it kept; one waiting in a queue has no job yet, so it goes now.
      if (outcome.waiting) await deleteUploadContent(ctx, { companyId: ctx.companyId, uploadId: input.id });
      return { uploadId: outcome.uploadId, status: outcome.status };
    }),
};
