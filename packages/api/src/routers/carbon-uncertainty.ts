/**
 * GET /api/carbon/uncertainty?year=&draws=&seed=: the reporting year's totals by Monte Carlo (IPCC Approach 2)
 * beside Approach 1, in tonnes. The same seed gives the same answer; draws above 100,000 are a 400.
 */
import { monteCarloInputSchema, monteCarloOutputSchema } from "@esg/domain";
import { monteCarloUncertainty } from "../services/carbon-uncertainty";
import { readProcedure } from "../trpc";

export const carbonUncertaintyProcedures = {
  uncertainty: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/uncertainty",
        tag: "Carbon",
        summary: "Monte Carlo ranges of the reporting year's totals (IPCC Approach 2) beside Approach 1",
      },
    })
    .input(monteCarloInputSchema.optional())
    .output(monteCarloOutputSchema)
    .query(({ ctx, input }) =>
      monteCarloUncertainty(ctx.db, ctx.companyId, monteCarloInputSchema.parse(input ?? {})),
    ),
};
