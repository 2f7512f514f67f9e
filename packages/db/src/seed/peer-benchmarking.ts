import { type BenchmarkInput, benchmarkInputSchema, benchmarkPercentile } from "@esg/domain";
import { insertBenchmark } from "../queries/peer-benchmarking";
import type { CompanySeeder } from "./company-seeder";

/**
 * Northwind Components' metrics against published reference values. Each row's `dataSource` names where the
 * industry average comes from; top quartiles are the demo's own estimates above those averages. All of them are
 * metrics where a higher value is better (their direction follows from the metric, `benchmarkDirection`).
 */
const DEMO_BENCHMARKS: readonly BenchmarkInput[] = [
  {
    industry: "Manufacturing",
    region: "Europe",
    metric: "renewable_energy_share",
    value: 61,
    unit: "% of electricity",
    year: 2024,
    industryAverage: 41.2,
    topQuartile: 60,
    dataSource: "Eurostat SHARES 2022: renewables 41.2% of EU gross electricity consumption",
  },
  {
    industry: "Manufacturing",
    region: "Europe",
    metric: "renewable_energy_share",
    value: 84,
    unit: "% of electricity",
    year: 2025,
    industryAverage: 45.3,
    topQuartile: 65,
    dataSource: "Eurostat SHARES 2023: renewables 45.3% of EU gross electricity consumption",
  },
  {
    industry: "Manufacturing",
    region: "Europe",
    metric: "energy_efficiency_gain",
    value: 3.4,
    unit: "% per year",
    year: 2025,
    industryAverage: 1.3,
    topQuartile: 2.4,
    dataSource: "ODYSSEE-MURE energy efficiency index, EU manufacturing (average annual gain)",
  },
  {
    industry: "Manufacturing",
    region: "Europe",
    metric: "board_diversity_women",
    value: 33.3,
    unit: "% of board seats",
    year: 2025,
    industryAverage: 42.1,
    topQuartile: 45,
    dataSource: "FTSE Women Leaders Review 2024: women on FTSE 350 boards",
  },
  {
    industry: "Manufacturing",
    region: "Europe",
    metric: "employee_satisfaction",
    value: 71,
    unit: "% satisfied",
    year: 2025,
    industryAverage: 63,
    topQuartile: 72,
    dataSource: "CIPD Good Work Index 2024: UK employees satisfied with their job",
  },
  {
    industry: "Manufacturing",
    region: "Europe",
    metric: "training_hours_per_employee",
    value: 15,
    unit: "hours per year",
    year: 2025,
    industryAverage: 34,
    topQuartile: 45,
    dataSource: "ATD State of the Industry 2023: formal learning hours per employee",
  },
  {
    industry: "Manufacturing",
    region: "Europe",
    metric: "board_independence",
    value: 56,
    unit: "% independent directors",
    year: 2025,
    industryAverage: 62,
    topQuartile: 70,
    dataSource: "Spencer Stuart UK Board Index 2024: independent non-executive share of boards",
  },
  {
    industry: "Manufacturing",
    region: "Europe",
    metric: "customer_satisfaction_index",
    value: 79.1,
    unit: "index (0-100)",
    year: 2025,
    industryAverage: 76.6,
    topQuartile: 80.5,
    dataSource: "Institute of Customer Service, UK Customer Satisfaction Index (UKCSI) January 2024",
  },
];

export const peerBenchmarkingSeeder: CompanySeeder = {
  name: "peer-benchmarking",
  tables: ["benchmark_data"],
  async seed(trx, companyId, now) {
    for (const input of DEMO_BENCHMARKS) {
      const values = benchmarkInputSchema.parse(input);
      await insertBenchmark(trx, { companyId, values, percentile: benchmarkPercentile(values), now });
    }
  },
};
