import { findDocument } from "@esg/db";
import { renderReportMarkdown, reportTypeSchema } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { loadReportSnapshot } from "../services/report-snapshot";
import { protectedProcedure, router } from "../trpc";

export const downloadOutputSchema = z.object({
  filename: z.string(),
  mimeType: z.string(),
  content: z.string(),
});

export const documentsRouter = router({
  download: protectedProcedure
    .input(z.object({ id: z.coerce.number().int().positive() }))
    .output(downloadOutputSchema)
    .query(async ({ ctx, input }) => {
      const doc = await findDocument(ctx.db, { id: input.id });
      if (!doc) throw new TRPCError({ code: "NOT_FOUND", message: "Document not found" });
      if (doc.companyId !== ctx.companyId) throw new TRPCError({ code: "FORBIDDEN", message: "Forbidden" });
      const type = reportTypeSchema.catch("GRI").parse(doc.type);
      const snapshot = await loadReportSnapshot(ctx.db, ctx.companyId, new Date());
      return {
        filename: doc.filename,
        mimeType: "text/markdown; charset=utf-8",
        content: renderReportMarkdown(type, snapshot),
      };
    }),
});
