/**
 * POST /api/carbon/estimate: the ingest's calculation of the same body (the same validation, refusals and
 * figures, derived category 3 rows included) on reads only. Nothing is written: no data source, no audit
 * entry, no data-version bump, not even the trace of a refused attempt the ingest keeps. Whether the rows
 * would land in a closed year or repeat counted bills is the store's question, asked by the ingest itself.
 */
import { type CarbonEstimateResult, estimatedRow } from "@esg/domain";
import type { WriteContext } from "../../write";
import { calculateIngest, type IngestRequest, refusalError } from "./payload-ingest";

export async function estimateCarbonData(
  ctx: Pick<WriteContext, "db" | "companyId">,
  req: Pick<IngestRequest, "sourceType" | "rawData">,
  now: Date,
): Promise<CarbonEstimateResult> {
  const calculated = await calculateIngest(ctx, req, now);
  if (!calculated.ok) throw refusalError(calculated.refusal);
  const { outcome, records } = calculated;
  return {
    emissionsProcessed: outcome.activities - outcome.derived,
    totalEmissions: outcome.kgCO2e,
    summary: outcome.totals.summary,
    warnings: outcome.totals.warnings,
    scope2MarketBased: outcome.totals.scope2MarketBased,
    derivedActivities: outcome.derived,
    rows: records.map(estimatedRow),
  };
}
