import { boardReportingSeeder } from "./board-reporting";
import { carbonSeeder } from "./carbon";
import { companyDataSeeder } from "./company-data";
import type { CompanySeeder } from "./company-seeder";
import { esgRatingsSeeder } from "./esg-ratings";
import { esgTrainingSeeder } from "./esg-training";
import { foundationSeeder } from "./foundation";
import { goalTrackingSeeder } from "./goal-tracking";
import { impactMeasurementSeeder } from "./impact-measurement";
import { materialitySeeder } from "./materiality";
import { peerBenchmarkingSeeder } from "./peer-benchmarking";
import { regulatoryComplianceSeeder } from "./regulatory-compliance";
import { riskHeatmapsSeeder } from "./risk-heatmaps";
import { stakeholderEngagementSeeder } from "./stakeholder-engagement";

/** Every module's demo data, in dependency order (a module's seed may read rows seeded before it). */
export const SEEDERS: readonly CompanySeeder[] = [
  foundationSeeder,
  carbonSeeder,
  materialitySeeder,
  stakeholderEngagementSeeder,
  goalTrackingSeeder,
  impactMeasurementSeeder,
  regulatoryComplianceSeeder,
  riskHeatmapsSeeder,
  esgRatingsSeeder,
  peerBenchmarkingSeeder,
  esgTrainingSeeder,
  boardReportingSeeder,
  companyDataSeeder,
];
