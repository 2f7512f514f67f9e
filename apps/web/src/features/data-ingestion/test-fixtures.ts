import {
  type CarbonDataSource,
  type CarbonEmissionsResponse,
  type EmissionActivity,
  emissionCategoryLabel,
  normalizeIngestPayload,
  prepareIngestRows,
} from "@esg/domain";
import { type ProcedureMap, trpcError } from "../../test/trpc-msw";

/**
 * An in-memory carbon API that calculates uploads with the real domain engine, as the server does: valid →
 * a processed source + activities; invalid → an error source and a 400.
 */
export function fakeCarbonApi(opts: { sources?: CarbonDataSource[]; activities?: EmissionActivity[] } = {}) {
  const sources: CarbonDataSource[] = [...(opts.sources ?? [])];
  const activities: EmissionActivity[] = [...(opts.activities ?? [])];
  let nextSource = 100;
  let nextActivity = 1000;

  const emissions = (): CarbonEmissionsResponse => {
    const summary = { scope1: 0, scope2: 0, scope3: 0, total: 0 };
    for (const a of activities) {
      summary[`scope${a.scope}`] += a.totalEmissions;
      summary.total += a.totalEmissions;
    }
    return { emissions: [...activities].reverse(), summary, totalCount: activities.length };
  };

  const procedures: ProcedureMap = {
    "carbon.sources": () => [...sources].reverse(),
    "carbon.emissions": () => emissions(),
    "carbon.ingest": (input) => {
      const {
        sourceType = "energy_bill",
        rawData,
        fileName = null,
      } = input as {
        sourceType?: "energy_bill";
        rawData: unknown;
        fileName?: string | null;
      };
      const uploadedAt = "2026-11-22T10:00:00.000Z";
      const n = normalizeIngestPayload(sourceType, rawData);
      const p = n.ok ? prepareIngestRows(n.rows, { today: "2026-11-22" }) : null;
      if (!n.ok || !p?.ok) {
        const message = !n.ok
          ? (n.issues[0]?.message ?? "bad")
          : p && !p.ok
            ? (p.issues[0]?.message ?? "bad")
            : "bad";
        sources.push({
          id: nextSource++,
          fileName,
          sourceType,
          processingStatus: "error",
          errorMessage: message,
          activityCount: 0,
          totalEmissions: 0,
          uploadedAt,
        });
        throw trpcError("BAD_REQUEST", message);
      }
      const id = nextSource++;
      let total = 0;
      for (const r of p.records) {
        total += r.kgCO2e;
        activities.push({
          id: nextActivity++,
          dataSourceId: id,
          scope: r.scope,
          category: emissionCategoryLabel(r.detailKey),
          ghgCategory: r.ghgCategory,
          activity: r.activity,
          description: r.description,
          activityAmount: r.amount,
          activityUnit: r.unit,
          activityDate: r.date,
          region: r.region,
          totalEmissions: r.kgCO2e,
          emissionFactor: r.factorValue,
          emissionFactorUnit: r.factorUnit,
          factorId: r.factorId,
          factorSource: r.factorSource,
          factorYear: r.factorYear,
          marketBasedEmissions: r.marketBasedKgCO2e,
        });
      }
      sources.push({
        id,
        fileName,
        sourceType,
        processingStatus: "processed",
        errorMessage: null,
        activityCount: p.records.length,
        totalEmissions: total,
        uploadedAt,
      });
      return {
        emissionsProcessed: p.records.length,
        totalEmissions: total,
        dataSourceId: id,
        summary: { scope1: 0, scope2: 0, scope3: 0, total },
        warnings: [],
      };
    },
  };
  return { procedures, sources, activities };
}
