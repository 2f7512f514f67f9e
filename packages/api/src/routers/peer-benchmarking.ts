import { insertBenchmark, listBenchmarks } from "@esg/db";
import { benchmarkInputSchema, benchmarkPercentile, benchmarkSchema } from "@esg/domain";
import { z } from "zod";
import { protectedProcedure, router } from "../trpc";

export const peerBenchmarkingRouter = router({
  /** GET /api/benchmark-data/{companyId}: the company's benchmark data, newest year first. */
  list: protectedProcedure
    .output(z.array(benchmarkSchema))
    .query(({ ctx }) => listBenchmarks(ctx.db, { companyId: ctx.companyId })),

  /** POST /api/benchmark-data: a percentile sent by the client is ignored; the server computes it (spec §9). */
  create: protectedProcedure
    .input(benchmarkInputSchema)
    .output(benchmarkSchema)
    .mutation(({ ctx, input }) =>
      insertBenchmark(ctx.db, {
        companyId: ctx.companyId,
        values: input,
        percentile: benchmarkPercentile(input),
        now: new Date(),
      }),
    ),
});
