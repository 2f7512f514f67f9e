import { insertEsgRating, listEsgRatings } from "@esg/db";
import { esgRatingInputSchema, esgRatingSchema, ratingToScore } from "@esg/domain";
import { z } from "zod";
import { protectedProcedure, router } from "../trpc";

export const esgRatingsRouter = router({
  /** GET /api/esg-ratings/{companyId}: every rating of the company, newest rating date first. */
  list: protectedProcedure
    .output(z.array(esgRatingSchema))
    .query(({ ctx }) => listEsgRatings(ctx.db, { companyId: ctx.companyId })),

  /** POST /api/esg-ratings: the normalised score stored is always the server's (spec part 2 §9). */
  create: protectedProcedure
    .input(esgRatingInputSchema)
    .output(esgRatingSchema)
    .mutation(({ ctx, input }) =>
      insertEsgRating(ctx.db, {
        companyId: ctx.companyId,
        values: input,
        normalizedScore: ratingToScore(input.provider, input.overallScore),
        now: new Date(),
      }),
    ),
});
