import { aiQueryInputSchema, aiQueryOutputSchema, ROLE_GROUPS, ratingsAnalysisAnswer } from "@esg/domain";
import { z } from "zod";
import { answerQuestion } from "../services/analyst";
import { loadAnalystContext } from "../services/analyst-context";
import { meteredProcedure, router } from "../trpc";

const today = () => new Date().toISOString().slice(0, 10);

const RATINGS_QUESTION =
  "Analyse our third-party ESG ratings: normalised score per provider, trends, pillar gaps, and concrete improvement actions.";

export const aiRouter = router({
  query: meteredProcedure("aiQuery")
    .meta({
      rest: {
        method: "POST",
        path: "/api/ai/query",
        tag: "AI analyst",
        summary: "Ask the ESG analyst a question about your data",
        errors: [429],
      },
    })
    .meta({ roles: ROLE_GROUPS.read })
    .input(aiQueryInputSchema)
    .output(aiQueryOutputSchema)
    .mutation(async ({ ctx, input }) => {
      const context = await loadAnalystContext(ctx.db, ctx.companyId);
      return answerQuestion(ctx.llm, input.question, context, today());
    }),

  /**
   * GET /api/esg-ratings/{companyId}/analysis: markdown analysis of the stored ratings. A GET that calls the
   * model, so it spends the same budget as a question.
   */
  ratingsAnalysis: meteredProcedure("aiQuery")
    .meta({
      rest: {
        method: "GET",
        path: "/api/esg-ratings/:companyId/analysis",
        tag: "AI analyst",
        summary: "The analyst's reading of your ESG ratings",
        errors: [429],
      },
    })
    .meta({ roles: ROLE_GROUPS.read })
    .output(z.object({ analysis: z.string(), source: z.enum(["llm", "built-in"]) }))
    .query(async ({ ctx }) => {
      const context = await loadAnalystContext(ctx.db, ctx.companyId);
      if (!context.ratings?.length)
        return { analysis: ratingsAnalysisAnswer(context), source: "built-in" as const };
      const { response, source } = await answerQuestion(ctx.llm, RATINGS_QUESTION, context, today());
      return { analysis: response, source };
    }),
});
