import {
  findMaterialityTopic,
  insertMaterialityTopic,
  listMaterialityTopics,
  updateMaterialityTopic,
} from "@esg/db";
import {
  type MaterialityTopicValues,
  materialityLevel,
  materialityTopicInputSchema,
  materialityTopicSchema,
  materialityTopicUpdateSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { ownedOrThrow } from "../ownership";
import { protectedProcedure, router } from "../trpc";

/** The stored level is always the server's (spec part 2 §9), whatever the client computed. */
function withLevel(values: MaterialityTopicValues) {
  return { ...values, materialityLevel: materialityLevel(values.businessImpact, values.stakeholderConcern) };
}

export const materialityRouter = router({
  /** GET /api/materiality/{companyId}: the topics, highest impact + concern first. */
  list: protectedProcedure
    .output(z.array(materialityTopicSchema))
    .query(({ ctx }) => listMaterialityTopics(ctx.db, { companyId: ctx.companyId })),

  /** POST /api/materiality */
  create: protectedProcedure
    .input(materialityTopicInputSchema)
    .output(materialityTopicSchema)
    .mutation(({ ctx, input }) =>
      insertMaterialityTopic(ctx.db, { companyId: ctx.companyId, values: withLevel(input), now: new Date() }),
    ),

  /** PUT /api/materiality/{id}: replaces the topic's fields and recomputes its level. */
  update: protectedProcedure
    .input(materialityTopicUpdateSchema)
    .output(materialityTopicSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, ...values } = input;
      ownedOrThrow(await findMaterialityTopic(ctx.db, { id }), ctx.companyId, "Topic");
      const updated = await updateMaterialityTopic(ctx.db, {
        id,
        values: withLevel(values),
        now: new Date(),
      });
      if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: "Topic not found" });
      return updated;
    }),
});
