/**
 * GET /api/reports/{type}/ixbrl: the Inline XBRL report package of a reporting year, built from the same
 * analysis as /api/carbon/analysis, the PDFs and the export, so its facts equal the figures auditors reconcile.
 */
import { getCompanyProfile } from "@esg/db";
import {
  buildXbrlPackage,
  type CarbonAnalysis,
  reportingPeriod,
  revenueForYear,
  XBRI_MIME_TYPE,
  type XbrlEnergy,
  type XbrlReportInput,
  type XbrlReportType,
  xbrlEnergyFrom,
  xbrlUncertaintyFrom,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { bytesToBase64 } from "../base64";
import { inventoryOf, loadCarbonAnalysis } from "./carbon-analysis";
import { loadCarbonEnergy } from "./carbon-energy";
import type { FileOutput } from "./reports";

type Profile = {
  name: string;
  lei: string | null;
  currency: string | null;
  revenue: { year: number; amount: number }[];
};

/**
 * The generator's input from one year's analysis, its energy figures (GET /api/carbon/energy) and the company
 * profile. Without energy rows the energy block stays absent; the package then says so in a note and a warning.
 */
export function xbrlInputFromAnalysis(params: {
  type: XbrlReportType;
  companyId: number;
  profile: Profile;
  analysis: CarbonAnalysis;
  fiscalYearStartMonth: number;
  generatedAt: string;
  energy?: XbrlEnergy;
}): XbrlReportInput {
  const { analysis, profile } = params;
  const year = analysis.reportingYear;
  if (year === null || analysis.reportingPeriod === null) {
    throw new TRPCError({ code: "NOT_FOUND", message: "The company has no emissions data to report yet" });
  }
  const e = analysis.currentEmissions;
  const uncertainty = xbrlUncertaintyFrom(analysis);
  const base =
    analysis.baseYear === null
      ? undefined
      : analysis.emissionsByYear.find((y) => y.year === analysis.baseYear);
  return {
    type: params.type,
    entity: { name: profile.name, lei: profile.lei, companyId: params.companyId },
    year,
    period: analysis.reportingPeriod,
    isPartial: analysis.isPartial,
    emissions: {
      scope1: e.scope1,
      scope2Location: e.scope2,
      scope2Market: e.scope2MarketBased,
      scope3: e.scope3,
      totalLocation: e.total,
      totalMarket: e.totalMarketBased,
    },
    revenue: revenueForYear(profile, year),
    baseline: base
      ? {
          year: base.year,
          period: reportingPeriod(base.year, params.fiscalYearStartMonth),
          scope1: base.scope1,
          scope2Location: base.scope2,
          scope2Market: base.scope2MarketBased,
          scope3: base.scope3,
          totalLocation: base.total,
          totalMarket: base.totalMarketBased,
        }
      : null,
    targetYear: analysis.netZeroYear,
    ...(params.energy ? { energy: params.energy } : {}),
    ...(uncertainty ? { uncertainty } : {}),
    generatedAt: params.generatedAt,
  };
}

export async function generateXbrlPackageFile(
  db: Parameters<typeof loadCarbonAnalysis>[0],
  companyId: number,
  type: XbrlReportType,
  now: Date,
  year?: number,
): Promise<FileOutput> {
  const [analysis, profile, inventory] = await Promise.all([
    loadCarbonAnalysis(db, companyId, year),
    getCompanyProfile(db, { companyId }),
    inventoryOf(db, companyId),
  ]);
  if (!profile) throw new TRPCError({ code: "NOT_FOUND", message: "Company not found" });
  const energy =
    analysis.reportingYear === null
      ? undefined
      : xbrlEnergyFrom(await loadCarbonEnergy(db, companyId, analysis.reportingYear));
  const input = xbrlInputFromAnalysis({
    type,
    companyId,
    profile,
    analysis,
    fiscalYearStartMonth: inventory.settings.fiscalYearStartMonth,
    generatedAt: now.toISOString().slice(0, 10),
    energy,
  });
  const pkg = buildXbrlPackage(input);
  return {
    filename: pkg.filename,
    mimeType: XBRI_MIME_TYPE,
    encoding: "base64",
    content: bytesToBase64(pkg.bytes),
  };
}
