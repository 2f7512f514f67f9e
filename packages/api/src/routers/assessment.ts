import { type FullAssessment, fullAssessmentSchema } from "@esg/domain";
import { loadFullAssessment } from "../services/assessment";
import { readProcedure, router } from "../trpc";

export const assessmentRouter = router({
  /**
   * GET /api/assessment/full (spec part 1 §3 "Full assessment response"), computed from live data; the
   * service validates it against `fullAssessmentSchema` when it computes it.
   */
  full: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/assessment/full",
        tag: "Assessment",
        summary: "The full ESG assessment computed from live data",
        documentedOutput: fullAssessmentSchema,
        keptUntilDataChanges: true,
      },
    })
    .query(({ ctx }): Promise<FullAssessment> => loadFullAssessment(ctx.db, ctx.companyId, new Date())),
});
