/**
 * Evidence files of a data source. The file itself arrives on POST /api/carbon/sources/{id}/evidence
 * (apps/server: a streamed multipart body, not a procedure's input), which calls the `receiveEvidence`
 * service; listing, downloading and removing are procedures here.
 */
import { deleteEvidence, eachEvidenceChunk, getDataSource, getEvidence, listEvidence } from "@esg/db";
import { carbonEvidenceSchema, EVIDENCE_TYPES, idSchema } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { refuseClosedSource } from "../closed-years";
import { fileAnswerSchema } from "../services/file-output";
import { exportProcedure, readProcedure, writeProcedure } from "../trpc";
import { withWrite } from "../write";

const evidenceIdsSchema = z.object({ id: idSchema, evidenceId: idSchema });

async function sourceOrThrow(db: Parameters<typeof getDataSource>[0], companyId: number, id: number) {
  if (!(await getDataSource(db, { companyId, id }))) {
    throw new TRPCError({ code: "NOT_FOUND", message: "Data source not found" });
  }
}

export const carbonEvidenceProcedures = {
  /** GET /api/carbon/sources/{id}/evidence: the files kept for a data source, oldest first. */
  evidence: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/sources/:id/evidence",
        tag: "Carbon",
        summary: "List a data source's evidence files (name, type, size, SHA-256)",
      },
    })
    .input(z.object({ id: idSchema }))
    .output(z.array(carbonEvidenceSchema))
    .query(async ({ ctx, input }) => {
      await sourceOrThrow(ctx.db, ctx.companyId, input.id);
      return listEvidence(ctx.db, { companyId: ctx.companyId, dataSourceId: input.id });
    }),

  /** GET /api/carbon/sources/{id}/evidence/{evidenceId}: the same bytes as were sent, streamed. */
  evidenceFile: exportProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/sources/:id/evidence/:evidenceId",
        tag: "Carbon",
        summary: "Download an evidence file as it was sent",
        response: "file",
        fileTypes: EVIDENCE_TYPES.map((t) => t.contentType),
      },
    })
    .input(evidenceIdsSchema)
    .output(fileAnswerSchema)
    .query(async ({ ctx, input }) => {
      const found = await getEvidence(ctx.db, {
        companyId: ctx.companyId,
        dataSourceId: input.id,
        evidenceId: input.evidenceId,
      });
      if (!found) throw new TRPCError({ code: "NOT_FOUND", message: "Evidence not found" });
      return {
        filename: found.fileName,
        mimeType: found.contentType,
        byteLength: found.size,
        body: eachEvidenceChunk(ctx.db, { companyId: ctx.companyId, evidenceId: found.id }),
      };
    }),

  /**
   * DELETE /api/carbon/sources/{id}/evidence/{evidenceId}: audited; refused while a year the source's
   * activities fall in is closed, since the closed figures rest on that evidence.
   */
  deleteEvidence: writeProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/carbon/sources/:id/evidence/:evidenceId",
        tag: "Carbon",
        summary: "Remove an evidence file (not while its data falls in a closed year)",
        errors: [409],
      },
    })
    .input(evidenceIdsSchema)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const ids = { companyId: ctx.companyId, dataSourceId: input.id, evidenceId: input.evidenceId };
        const found = await getEvidence(w.db, ids);
        if (!found) throw new TRPCError({ code: "NOT_FOUND", message: "Evidence not found" });
        await refuseClosedSource(w, input.id, "removing this data source's evidence");
        await deleteEvidence(w.db, ids);
        await w.audit({
          action: "delete",
          entity: "carbon_evidence",
          entityId: found.id,
          before: { dataSourceId: input.id, fileName: found.fileName, sha256: found.sha256 },
        });
        return { success: true as const };
      }),
    ),
};
