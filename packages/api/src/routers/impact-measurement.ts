import { findImpactMeasurement, insertImpactMeasurement, listImpactMeasurements } from "@esg/db";
import { impactMeasurementInputSchema, impactMeasurementSchema, listPageInputSchema } from "@esg/domain";
import { z } from "zod";
import { pagedList } from "../services/list-page";
import { type ModuleRecord, recordDeleteProcedure, recordGetProcedure } from "../services/module-record";
import { readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

/** A impact measurement addressed by id: GET and DELETE. */
const IMPACT_MEASUREMENTS_RECORD: ModuleRecord<z.infer<typeof impactMeasurementSchema>> = {
  name: "Impact measurement",
  table: "impact_measurements",
  entity: "impact_measurement",
  tag: "Impact measurement",
  find: findImpactMeasurement,
};

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
  /** GET /api/companies/{companyId}/impact-measurements/{id}: the impact measurement as the list shows it. */
  get: recordGetProcedure(
    IMPACT_MEASUREMENTS_RECORD,
    impactMeasurementSchema,
    "/api/companies/:companyId/impact-measurements/:id",
  ),

  /** DELETE /api/impact-measurements/{id} (editors and admins, audited). */
  remove: recordDeleteProcedure(IMPACT_MEASUREMENTS_RECORD, "/api/impact-measurements/:id"),
});
