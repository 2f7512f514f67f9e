import {
  findMaterialityTopic,
  insertMaterialityTopic,
  listMaterialityTopics,
  updateMaterialityTopic,
} from "@esg/db";
import {
  listPageInputSchema,
  type MaterialityTopicValues,
  materialityLevel,
  materialityTopicInputSchema,
  materialityTopicSchema,
  materialityTopicUpdateSchema,
} from "@esg/domain";
import { z } from "zod";
import { changedFields } from "../audit";
import { foundOrThrow } from "../ownership";
import { pagedList } from "../services/list-page";
import { type ModuleRecord, recordDeleteProcedure, recordGetProcedure } from "../services/module-record";
import { readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

/** The stored level is always the server's (spec part 2 §9), whatever the client computed. */
function withLevel(values: MaterialityTopicValues) {
  return { ...values, materialityLevel: materialityLevel(values.businessImpact, values.stakeholderConcern) };
}

/** A materiality topic addressed by id: GET and DELETE. */
const MATERIALITY_TOPICS_RECORD: ModuleRecord<z.infer<typeof materialityTopicSchema>> = {
  name: "Materiality topic",
  table: "materiality_topics",
  entity: "materiality_topic",
  tag: "Materiality",
  find: findMaterialityTopic,
};

export const materialityRouter = router({
  /** GET /api/materiality/{companyId}: the topics, highest impact + concern first. */
  list: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/materiality/:companyId",
        tag: "Materiality",
        summary: "List the materiality topics",
      },
    })
    .input(listPageInputSchema)
    .output(z.array(materialityTopicSchema))
    .query(({ ctx, input }) =>
      pagedList(ctx, input, { table: "materiality_topics", path: "/api/materiality" }, (page) =>
        listMaterialityTopics(ctx.db, { companyId: ctx.companyId, page }),
      ),
    ),

  /** POST /api/materiality */
  create: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/materiality",
        tag: "Materiality",
        summary: "Add a materiality topic",
      },
    })
    .input(materialityTopicInputSchema)
    .output(materialityTopicSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const topic = await insertMaterialityTopic(w.db, {
          companyId: ctx.companyId,
          values: withLevel(input),
          now: new Date(),
        });
        await w.audit({ action: "create", entity: "materiality_topic", entityId: topic.id, after: topic });
        return topic;
      }),
    ),

  /** PUT /api/materiality/{id}: replaces the topic's fields and recomputes its level. */
  update: writeProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/materiality/:id",
        tag: "Materiality",
        summary: "Change a materiality topic",
      },
    })
    .input(materialityTopicUpdateSchema)
    .output(materialityTopicSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const { id, ...values } = input;
        const scope = { companyId: ctx.companyId, id };
        const current = foundOrThrow(await findMaterialityTopic(w.db, scope), "Topic");
        const updated = foundOrThrow(
          await updateMaterialityTopic(w.db, { ...scope, values: withLevel(values), now: new Date() }),
          "Topic",
        );
        await w.audit({
          action: "update",
          entity: "materiality_topic",
          entityId: id,
          ...changedFields(current, updated),
        });
        return updated;
      }),
    ),
  /** GET /api/companies/{companyId}/materiality/{id}: the materiality topic as the list shows it. */
  get: recordGetProcedure(
    MATERIALITY_TOPICS_RECORD,
    materialityTopicSchema,
    "/api/companies/:companyId/materiality/:id",
  ),

  /** DELETE /api/materiality/{id} (editors and admins, audited). */
  remove: recordDeleteProcedure(MATERIALITY_TOPICS_RECORD, "/api/materiality/:id"),
});
