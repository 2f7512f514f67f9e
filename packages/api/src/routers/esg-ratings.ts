import { findEsgRating, insertEsgRating, listEsgRatings } from "@esg/db";
import { esgRatingInputSchema, esgRatingSchema, listPageInputSchema, ratingToScore } from "@esg/domain";
import { z } from "zod";
import { pagedList } from "../services/list-page";
import { type ModuleRecord, recordDeleteProcedure, recordGetProcedure } from "../services/module-record";
import { readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

/** A esg rating addressed by id: GET and DELETE. */
const ESG_RATINGS_RECORD: ModuleRecord<z.infer<typeof esgRatingSchema>> = {
  name: "ESG rating",
  table: "esg_ratings",
  entity: "rating",
  tag: "ESG ratings",
  find: findEsgRating,
};

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
  /** GET /api/companies/{companyId}/esg-ratings/{id}: the esg rating as the list shows it. */
  get: recordGetProcedure(ESG_RATINGS_RECORD, esgRatingSchema, "/api/companies/:companyId/esg-ratings/:id"),

  /** DELETE /api/esg-ratings/{id} (editors and admins, audited). */
  remove: recordDeleteProcedure(ESG_RATINGS_RECORD, "/api/esg-ratings/:id"),
});
