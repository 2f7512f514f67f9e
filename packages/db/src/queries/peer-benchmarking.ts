import type { Benchmark, BenchmarkValues, ListPage } from "@esg/domain";
import type { Selectable } from "kysely";
import type { Db } from "../create-db";
import type { BenchmarkDataTable } from "../tables/peer-benchmarking";
import { onePage } from "./list-paging";

type BenchmarkRow = Selectable<BenchmarkDataTable>;

const COLUMNS = [
  "id",
  "company_id",
  "industry",
  "region",
  "metric",
  "value",
  "unit",
  "year",
  "industry_average",
  "top_quartile",
  "data_source",
  "direction",
  "percentile",
  "created_at",
] as const;

function toBenchmark(r: BenchmarkRow): Benchmark {
  return {
    id: r.id,
    companyId: r.company_id,
    industry: r.industry,
    region: r.region,
    metric: r.metric,
    value: r.value,
    unit: r.unit,
    year: r.year,
    industryAverage: r.industry_average,
    topQuartile: r.top_quartile,
    dataSource: r.data_source,
    direction: r.direction === "lower" ? "lower" : "higher",
    percentile: r.percentile,
    createdAt: r.created_at,
  };
}

/** A company's benchmark data, newest year first. */
export async function listBenchmarks(
  db: Db,
  params: { companyId: number; page?: ListPage },
): Promise<Benchmark[]> {
  const rows = await db
    .selectFrom("benchmark_data")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .orderBy("year", "desc")
    .orderBy("id", "desc")
    .$call((q) => onePage(q, params.page))
    .execute();
  return rows.map(toBenchmark);
}

/** Records a benchmark; `percentile` is the caller's `benchmarkPercentile` of the values. */
export async function insertBenchmark(
  db: Db,
  params: { companyId: number; values: BenchmarkValues; percentile: number; now?: Date },
): Promise<Benchmark> {
  const v = params.values;
  const row = await db
    .insertInto("benchmark_data")
    .values({
      company_id: params.companyId,
      industry: v.industry,
      region: v.region,
      metric: v.metric,
      value: v.value,
      unit: v.unit,
      year: v.year,
      industry_average: v.industryAverage,
      top_quartile: v.topQuartile,
      data_source: v.dataSource,
      direction: v.direction,
      percentile: params.percentile,
      created_at: (params.now ?? new Date()).toISOString(),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toBenchmark(row);
}

/** One of the company's benchmark records (null when unknown to it, another company's id included). */
export async function findBenchmark(db: Db, params: { companyId: number; id: number }) {
  const r = await db
    .selectFrom("benchmark_data")
    .select(COLUMNS)
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.id)
    .executeTakeFirst();
  return r ? toBenchmark(r) : null;
}
