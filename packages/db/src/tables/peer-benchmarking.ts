import type { Generated } from "kysely";

/** Peer Benchmarking Analysis, written by hand to match 2026-11-22T0108-peer-benchmarking. */
export interface BenchmarkDataTable {
  id: Generated<number>;
  company_id: number;
  industry: string;
  region: string;
  metric: string;
  value: number;
  unit: string;
  /** 2020-2030 */
  year: number;
  industry_average: number;
  top_quartile: number;
  /** Where the industry reference values come from. */
  data_source: string | null;
  /** "higher" or "lower": which values of the metric are better (added by 2026-11-25T0710). */
  direction: string;
  /** Always the server's `benchmarkPercentile(value, industry_average, top_quartile, direction)`. */
  percentile: number;
  created_at: string;
}

export interface PeerBenchmarkingTables {
  benchmark_data: BenchmarkDataTable;
}
