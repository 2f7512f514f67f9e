import { aiQueryInputSchema, aiQueryOutputSchema, ratingsAnalysisAnswer } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { answerQuestion } from "../services/analyst";
import { loadAnalystContext } from "../services/analyst-context";
import { protectedProcedure, router } from "../trpc";

const today = () => new Date().toISOString().slice(0, 10);

const RATINGS_QUESTION =
  "Analyse our third-party ESG ratings: normalised score per provider, trends, pillar gaps, and concrete improvement actions.";

export const aiRouter = router({
  query: protectedProcedure
    .input(aiQueryInputSchema)
    .output(aiQueryOutputSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.rateLimit("aiQuery", `user:${ctx.user.id}`))) {
        throw new TRPCError({
          code: "TOO_MANY_REQUESTS",
          message: "Too many questions. Please wait a minute.",
        });
      }
      const context = await loadAnalystContext(ctx.db, ctx.companyId);
      return answerQuestion(ctx.llm, input.question, context, today());
    }),

  /** GET /api/esg-ratings/{companyId}/analysis: markdown analysis of the stored ratings. */
  ratingsAnalysis: protectedProcedure
    .output(z.object({ analysis: z.string(), source: z.enum(["llm", "built-in"]) }))
    .query(async ({ ctx }) => {
      const context = await loadAnalystContext(ctx.db, ctx.companyId);
      if (!context.ratings?.length)
        return { analysis: ratingsAnalysisAnswer(context), source: "built-in" as const };
      const { response, source } = await answerQuestion(ctx.llm, RATINGS_QUESTION, context, today());
      return { analysis: response, source };
    }),
});
