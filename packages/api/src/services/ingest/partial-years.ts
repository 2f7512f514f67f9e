/**
 * The years an upload touched that are still partial (not every month of the reporting year has counted
 * activities). From the monthly rollup's months alone: building the whole inventory would also run grouped
 * reads over every activity of the company (gases, Scope 2 kWh, factor versions), whose cost grows with the
 * company's history, not with the upload, and the answer needs none of them.
 */
import { type Db, getReportingSettings, listCoveredMonths } from "@esg/db";
import { reportingCoverage } from "@esg/domain";

export async function partialYearsAfterUpload(
  db: Db,
  p: { companyId: number; years: readonly number[] },
): Promise<number[]> {
  const [settings, months] = await Promise.all([
    getReportingSettings(db, { companyId: p.companyId }),
    listCoveredMonths(db, { companyId: p.companyId }),
  ]);
  // An upload never touches a closed year (refused with 409), so closed years, which only add years without
  // months, change nothing here.
  const coverage = reportingCoverage({
    rows: months.map((month) => ({ month, sourceType: "" })),
    closedYears: [],
    fiscalYearStartMonth: settings.fiscalYearStartMonth,
  });
  return coverage
    .filter((y) => p.years.includes(y.year) && !y.complete)
    .map((y) => y.year)
    .sort((a, b) => b - a);
}
