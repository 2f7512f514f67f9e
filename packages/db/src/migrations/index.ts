import type { Migration } from "kysely";
import * as foundation from "./2026-11-21T0000-foundation";
import * as materiality from "./2026-11-22T0101-materiality";
import * as stakeholderEngagement from "./2026-11-22T0102-stakeholder-engagement";
import * as goalTracking from "./2026-11-22T0103-goal-tracking";
import * as impactMeasurement from "./2026-11-22T0104-impact-measurement";
import * as regulatoryCompliance from "./2026-11-22T0105-regulatory-compliance";
import * as riskHeatmaps from "./2026-11-22T0106-risk-heatmaps";
import * as esgRatings from "./2026-11-22T0107-esg-ratings";
import * as peerBenchmarking from "./2026-11-22T0108-peer-benchmarking";
import * as esgTraining from "./2026-11-22T0109-esg-training";
import * as carbon from "./2026-11-22T0110-carbon";
import * as boardReporting from "./2026-11-22T0111-board-reporting";
import * as dropPlaceholderAssessments from "./2026-11-22T0130-drop-placeholder-assessments";
import * as companyData from "./2026-11-22T0140-company-data";
import * as performanceIndexes from "./2026-11-22T0150-performance-indexes";
import * as inventoryTrail from "./2026-11-25T0100-inventory-trail";
import * as organisations from "./2026-11-25T0200-organisations";
import * as sites from "./2026-11-25T0300-sites";
import * as rateLimits from "./2026-11-25T0400-rate-limits";
import * as companyChanges from "./2026-11-25T0500-company-changes";
import * as apiTokens from "./2026-11-25T0600-api-tokens";
import * as streamedUploads from "./2026-11-25T0700-streamed-uploads";
import * as benchmarkDirectionUnratedPillars from "./2026-11-25T0710-benchmark-direction-unrated-pillars";
import * as companyDateLocale from "./2026-11-25T2010-company-date-locale";
import * as companyProfile from "./2026-11-26T0100-company-profile";
import * as reportDocuments from "./2026-11-26T0200-report-documents";
import * as companyDataVersion from "./2026-11-26T0400-company-data-version";
import * as carbonYearSnapshots from "./2026-11-27T0100-carbon-year-snapshots";
import * as billOncePeriods from "./2026-11-27T0200-bill-once-periods";
import * as siteControl from "./2026-11-27T0300-site-control";
import * as evidenceAndReview from "./2026-11-27T0500-evidence-and-review";
import * as auditActorsAndInvitations from "./2026-11-27T0600-audit-actors-and-invitations";
import * as uploadQueue from "./2026-11-27T0700-upload-queue";
import * as idempotencyKeys from "./2026-11-28T0200-idempotency-keys";
import * as serviceTokens from "./2026-11-28T0210-service-tokens";
import * as webhooks from "./2026-11-28T0300-webhooks";
import * as nameKeys from "./2026-11-28T0500-name-keys";
import * as gases from "./2026-11-28T0600-gases";
import * as energyScreeningEts from "./2026-11-28T0700-energy-screening-ets";
import * as uncertainty from "./2026-11-29T0100-uncertainty";
import * as gasSplitBackfill from "./2026-11-29T0200-gas-split-backfill";
import * as bioenergyUncertainty from "./2026-12-01T0200-bioenergy-uncertainty";

/**
 * Every migration, keyed by its timestamped name. Listed statically (not read from disk) so the
 * bundled server carries them. Add new ones at the end; never edit a landed one.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-21T0000-foundation": foundation,
  "2026-11-22T0101-materiality": materiality,
  "2026-11-22T0102-stakeholder-engagement": stakeholderEngagement,
  "2026-11-22T0103-goal-tracking": goalTracking,
  "2026-11-22T0104-impact-measurement": impactMeasurement,
  "2026-11-22T0105-regulatory-compliance": regulatoryCompliance,
  "2026-11-22T0106-risk-heatmaps": riskHeatmaps,
  "2026-11-22T0107-esg-ratings": esgRatings,
  "2026-11-22T0108-peer-benchmarking": peerBenchmarking,
  "2026-11-22T0109-esg-training": esgTraining,
  "2026-11-22T0110-carbon": carbon,
  "2026-11-22T0111-board-reporting": boardReporting,
  "2026-11-22T0130-drop-placeholder-assessments": dropPlaceholderAssessments,
  "2026-11-22T0140-company-data": companyData,
  "2026-11-22T0150-performance-indexes": performanceIndexes,
  "2026-11-25T0100-inventory-trail": inventoryTrail,
  "2026-11-25T0200-organisations": organisations,
  "2026-11-25T0300-sites": sites,
  "2026-11-25T0400-rate-limits": rateLimits,
  "2026-11-25T0500-company-changes": companyChanges,
  "2026-11-25T0600-api-tokens": apiTokens,
  "2026-11-25T0700-streamed-uploads": streamedUploads,
  "2026-11-25T0710-benchmark-direction-unrated-pillars": benchmarkDirectionUnratedPillars,
  "2026-11-25T2010-company-date-locale": companyDateLocale,
  "2026-11-26T0100-company-profile": companyProfile,
  "2026-11-26T0200-report-documents": reportDocuments,
  "2026-11-26T0400-company-data-version": companyDataVersion,
  "2026-11-27T0100-carbon-year-snapshots": carbonYearSnapshots,
  "2026-11-27T0200-bill-once-periods": billOncePeriods,
  "2026-11-27T0300-site-control": siteControl,
  "2026-11-27T0500-evidence-and-review": evidenceAndReview,
  "2026-11-27T0600-audit-actors-and-invitations": auditActorsAndInvitations,
  "2026-11-27T0700-upload-queue": uploadQueue,
  "2026-11-28T0200-idempotency-keys": idempotencyKeys,
  "2026-11-28T0210-service-tokens": serviceTokens,
  "2026-11-28T0300-webhooks": webhooks,
  "2026-11-28T0500-name-keys": nameKeys,
  "2026-11-28T0600-gases": gases,
  "2026-11-28T0700-energy-screening-ets": energyScreeningEts,
  "2026-11-29T0100-uncertainty": uncertainty,
  "2026-11-29T0200-gas-split-backfill": gasSplitBackfill,
  "2026-12-01T0200-bioenergy-uncertainty": bioenergyUncertainty,
};
