import { insertEsgRating, listEsgRatings } from "@esg/db";
import { esgRatingInputSchema, esgRatingSchema, listPageInputSchema, ratingToScore } from "@esg/domain";
import { z } from "zod";
import { pagedList } from "../services/list-page";
import { readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

export const esgRatingsRouter = router({
  /** GET /api/esg-ratings/{companyId}: every rating of the company, newest rating date first. */
  list: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/esg-ratings/:companyId",
        tag: "ESG ratings",
        summary: "List ESG ratings",
      },
    })
    .input(listPageInputSchema)
    .output(z.array(esgRatingSchema))
    .query(({ ctx, input }) =>
      pagedList(ctx, input, { table: "esg_ratings", path: "/api/esg-ratings" }, (page) =>
        listEsgRatings(ctx.db, { companyId: ctx.companyId, page }),
      ),
    ),

  /** POST /api/esg-ratings: the normalised score stored is always the server's (spec part 2 §9). */
  create: writeProcedure
    .meta({
      rest: { method: "POST", path: "/api/esg-ratings", tag: "ESG ratings", summary: "Record an ESG rating" },
    })
    .input(esgRatingInputSchema)
    .output(esgRatingSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const row = await insertEsgRating(w.db, {
          companyId: ctx.companyId,
          values: input,
          normalizedScore: ratingToScore(input.provider, input.overallScore),
          now: new Date(),
        });
        await w.audit({ action: "create", entity: "rating", entityId: row.id, after: row });
        return row;
      }),
    ),
});
