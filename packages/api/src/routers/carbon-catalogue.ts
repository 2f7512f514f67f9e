/**
 * The calculator side of the carbon API for integrators: what the engine can calculate
 * (GET /api/carbon/activity-types) and what a body would come to without storing it (POST /api/carbon/estimate).
 * Both are open to every member: nothing is stored, and read-only callers are the ones who want a calculator.
 */
import {
  activityCatalogue,
  activityTypesResponseSchema,
  carbonEstimateResultSchema,
  carbonIngestInputSchema,
} from "@esg/domain";
import { estimateCarbonData } from "../services/ingest/estimate";
import { readProcedure } from "../trpc";

export const carbonCatalogueProcedures = {
  /** GET /api/carbon/activity-types: every activity with a factor, by publisher edition. */
  activityTypes: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/carbon/activity-types",
        tag: "Carbon",
        summary:
          "The activities the engine calculates: aliases, units, regions, scope, category and factor source",
      },
    })
    .output(activityTypesResponseSchema)
    .query(() => ({ items: [...activityCatalogue()] })),

  /** POST /api/carbon/estimate {sourceType, rawData}: the ingest's figures and rows; nothing is stored. */
  estimate: readProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/carbon/estimate",
        tag: "Carbon",
        summary: "Calculate an ingest body's emissions row by row without storing anything",
      },
    })
    .input(carbonIngestInputSchema.pick({ sourceType: true, rawData: true }))
    .output(carbonEstimateResultSchema)
    .mutation(({ ctx, input }) => estimateCarbonData(ctx, input, new Date())),
};
