import { insertImpactMeasurement, listImpactMeasurements } from "@esg/db";
import { impactMeasurementInputSchema, impactMeasurementSchema, listPageInputSchema } from "@esg/domain";
import { z } from "zod";
import { pagedList } from "../services/list-page";
import { readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

export const impactMeasurementRouter = router({
  /** GET /api/impact-measurements/{companyId}: newest first, each with its progress to target. */
  list: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/impact-measurements/:companyId",
        tag: "Impact measurement",
        summary: "List impact measurements",
      },
    })
    .input(listPageInputSchema)
    .output(z.array(impactMeasurementSchema))
    .query(({ ctx, input }) =>
      pagedList(ctx, input, { table: "impact_measurements", path: "/api/impact-measurements" }, (page) =>
        listImpactMeasurements(ctx.db, { companyId: ctx.companyId, page }),
      ),
    ),

  /** POST /api/impact-measurements */
  create: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/impact-measurements",
        tag: "Impact measurement",
        summary: "Record an impact measurement",
      },
    })
    .input(impactMeasurementInputSchema)
    .output(impactMeasurementSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const row = await insertImpactMeasurement(w.db, {
          companyId: ctx.companyId,
          values: input,
          now: new Date(),
        });
        await w.audit({ action: "create", entity: "impact_measurement", entityId: row.id, after: row });
        return row;
      }),
    ),
});
