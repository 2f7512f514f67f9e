import { type Benchmark, benchmarkInputSchema, benchmarkPercentile } from "@esg/domain";
import { mockApi } from "../../test/api";
import type { ProcedureMap } from "../../test/trpc-msw";

/** Test support: a benchmark as the server returns it (percentile computed). */
export function benchmark(
  id: number,
  metric: string,
  values: {
    value: number;
    industryAverage: number;
    topQuartile: number;
    direction?: Benchmark["direction"];
  },
  fields: Partial<Benchmark> = {},
): Benchmark {
  return {
    id,
    companyId: 1,
    industry: "Manufacturing",
    region: "Europe",
    metric,
    unit: "%",
    year: 2025,
    dataSource: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    direction: "higher",
    ...values,
    ...fields,
    percentile: benchmarkPercentile(values),
  };
}

export const BENCHMARKS: Benchmark[] = [
  benchmark(
    1,
    "renewable_energy_share",
    { value: 46, industryAverage: 41.2, topQuartile: 60 },
    { year: 2024 },
  ),
  benchmark(
    2,
    "renewable_energy_share",
    { value: 58, industryAverage: 45.3, topQuartile: 65 },
    {
      dataSource: "Eurostat SHARES 2023",
    },
  ),
  benchmark(3, "energy_efficiency_gain", { value: 3.4, industryAverage: 1.3, topQuartile: 2.4 }),
  benchmark(4, "board_diversity_women", { value: 33.3, industryAverage: 42.1, topQuartile: 45 }),
  benchmark(5, "training_hours_per_employee", { value: 15, industryAverage: 34, topQuartile: 45 }),
  benchmark(6, "customer_satisfaction_index", { value: 79.1, industryAverage: 76.6, topQuartile: 80.5 }),
];

/** A fake API keeping benchmarks in memory; the percentile is recomputed on write, as the server does. */
export function fakeBenchmarkApi(
  initial: Benchmark[] = BENCHMARKS,
  overrides: ProcedureMap = {},
  industry: string | null = "Manufacturing",
) {
  let rows = [...initial];
  let nextId = 100;
  return mockApi({
    procedures: {
      "peerBenchmarking.list": () => rows,
      "peerBenchmarking.create": (input) => {
        const v = benchmarkInputSchema.parse(input);
        const created = benchmark(nextId++, v.metric, v, { ...v });
        rows = [created, ...rows];
        return created;
      },
      "companies.get": () => ({
        id: 1,
        name: "Northwind Components Ltd",
        industry: industry ?? "",
        dateLocale: "en-GB",
      }),
      ...overrides,
    },
  });
}
