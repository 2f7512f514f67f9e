import { findDocument } from "@esg/db";
import { idInputSchema } from "@esg/domain";
import { ownedOrThrow } from "../ownership";
import { fileOutputSchema, generateReportFile } from "../services/reports";
import { protectedProcedure, router } from "../trpc";

export const documentsRouter = router({
  /** GET /api/documents/{id}/download: the report regenerated from today's data. */
  download: protectedProcedure
    .input(idInputSchema)
    .output(fileOutputSchema)
    .query(async ({ ctx, input }) => {
      const doc = ownedOrThrow(await findDocument(ctx.db, { id: input.id }), ctx.companyId, "Document");
      return generateReportFile(ctx.db, ctx.companyId, doc, new Date());
    }),
});
