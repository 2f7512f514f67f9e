import { findDocument } from "@esg/db";
import { idInputSchema, renderReportMarkdown, reportTypeSchema } from "@esg/domain";
import { z } from "zod";
import { ownedOrThrow } from "../ownership";
import { loadReportSnapshot } from "../services/report-snapshot";
import { protectedProcedure, router } from "../trpc";

export const downloadOutputSchema = z.object({
  filename: z.string(),
  mimeType: z.string(),
  content: z.string(),
});

export const documentsRouter = router({
  download: protectedProcedure
    .input(idInputSchema)
    .output(downloadOutputSchema)
    .query(async ({ ctx, input }) => {
      const doc = ownedOrThrow(await findDocument(ctx.db, { id: input.id }), ctx.companyId, "Document");
      const type = reportTypeSchema.catch("GRI").parse(doc.type);
      const snapshot = await loadReportSnapshot(ctx.db, ctx.companyId, new Date());
      return {
        filename: doc.filename,
        mimeType: "text/markdown; charset=utf-8",
        content: renderReportMarkdown(type, snapshot),
      };
    }),
});
