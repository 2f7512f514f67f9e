import { findBenchmark, insertBenchmark, listBenchmarks } from "@esg/db";
import { benchmarkInputSchema, benchmarkPercentile, benchmarkSchema, listPageInputSchema } from "@esg/domain";
import { z } from "zod";
import { pagedList } from "../services/list-page";
import { type ModuleRecord, recordDeleteProcedure, recordGetProcedure } from "../services/module-record";
import { readProcedure, router, writeProcedure } from "../trpc";
import { withWrite } from "../write";

/** A benchmark record addressed by id: GET and DELETE. */
const BENCHMARK_DATA_RECORD: ModuleRecord<z.infer<typeof benchmarkSchema>> = {
  name: "Benchmark record",
  table: "benchmark_data",
  entity: "benchmark",
  tag: "Peer benchmarking",
  find: findBenchmark,
};

export const peerBenchmarkingRouter = router({
  /** GET /api/benchmark-data/{companyId}: the company's benchmark data, newest year first. */
  list: readProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/benchmark-data/:companyId",
        tag: "Peer benchmarking",
        summary: "List benchmark data points",
      },
    })
    .input(listPageInputSchema)
    .output(z.array(benchmarkSchema))
    .query(({ ctx, input }) =>
      pagedList(ctx, input, { table: "benchmark_data", path: "/api/benchmark-data" }, (page) =>
        listBenchmarks(ctx.db, { companyId: ctx.companyId, page }),
      ),
    ),

  /** POST /api/benchmark-data: a percentile sent by the client is ignored; the server computes it (spec §9). */
  create: writeProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/benchmark-data",
        tag: "Peer benchmarking",
        summary: "Add a benchmark data point",
      },
    })
    .input(benchmarkInputSchema)
    .output(benchmarkSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const row = await insertBenchmark(w.db, {
          companyId: ctx.companyId,
          values: input,
          percentile: benchmarkPercentile(input),
          now: new Date(),
        });
        await w.audit({ action: "create", entity: "benchmark", entityId: row.id, after: row });
        return row;
      }),
    ),
  /** GET /api/companies/{companyId}/benchmark-data/{id}: the benchmark record as the list shows it. */
  get: recordGetProcedure(
    BENCHMARK_DATA_RECORD,
    benchmarkSchema,
    "/api/companies/:companyId/benchmark-data/:id",
  ),

  /** DELETE /api/benchmark-data/{id} (editors and admins, audited). */
  remove: recordDeleteProcedure(BENCHMARK_DATA_RECORD, "/api/benchmark-data/:id"),
});
