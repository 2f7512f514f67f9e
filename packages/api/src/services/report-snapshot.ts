import { type Db, getCompany, latestAssessment, listSuppliers } from "@esg/db";
import type { ReportSnapshot } from "@esg/domain";

/** Gathers the stored figures a generated report is rendered from. */
export async function loadReportSnapshot(db: Db, companyId: number, now: Date): Promise<ReportSnapshot> {
  const [company, assessment, suppliers] = await Promise.all([
    getCompany(db, { companyId }),
    latestAssessment(db, { companyId }),
    listSuppliers(db, { companyId }),
  ]);
  return {
    company: { name: company?.name ?? "", industry: company?.industry ?? "" },
    generatedAt: now.toISOString().slice(0, 10),
    esgScore: assessment?.esgScore ?? null,
    summaryText: assessment?.summaryText ?? null,
    suppliers,
  };
}
