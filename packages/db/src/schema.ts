import type { ApiTokensTables } from "./tables/api-tokens";
import type { BoardReportingTables } from "./tables/board-reporting";
import type { CarbonTables } from "./tables/carbon";
import type { CompanyDataTables } from "./tables/company-data";
import type { CompanyDataVersionsTables } from "./tables/company-data-versions";
import type { EsgRatingsTables } from "./tables/esg-ratings";
import type { EsgTrainingTables } from "./tables/esg-training";
import type { FoundationTables } from "./tables/foundation";
import type { GoalTrackingTables } from "./tables/goal-tracking";
import type { IdempotencyKeysTables } from "./tables/idempotency-keys";
import type { ImpactMeasurementTables } from "./tables/impact-measurement";
import type { MaterialityTables } from "./tables/materiality";
import type { OrganisationTables } from "./tables/organisations";
import type { PeerBenchmarkingTables } from "./tables/peer-benchmarking";
import type { RegulatoryComplianceTables } from "./tables/regulatory-compliance";
import type { RiskHeatmapsTables } from "./tables/risk-heatmaps";
import type { Scope3ScreeningTables } from "./tables/scope3-screening";
import type { SitesTables } from "./tables/sites";
import type { StakeholderEngagementTables } from "./tables/stakeholder-engagement";
import type { WebhooksTables } from "./tables/webhooks";

/**
 * The whole database as Kysely sees it: one `<Module>Tables` interface per vertical slice, each in
 * `tables/<module>.ts` beside its migration. Add a module by adding its interface to this intersection.
 */
export type Database = FoundationTables &
  CarbonTables &
  MaterialityTables &
  StakeholderEngagementTables &
  GoalTrackingTables &
  ImpactMeasurementTables &
  RegulatoryComplianceTables &
  RiskHeatmapsTables &
  EsgRatingsTables &
  PeerBenchmarkingTables &
  EsgTrainingTables &
  BoardReportingTables &
  CompanyDataTables &
  OrganisationTables &
  SitesTables &
  ApiTokensTables &
  CompanyDataVersionsTables &
  WebhooksTables &
  IdempotencyKeysTables &
  Scope3ScreeningTables;
