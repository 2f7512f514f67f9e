import { Badge } from "../../../components/ui/badge";
import { StatCard } from "../../../components/ui/stat-card";
import { useDateFormat } from "../../../lib/use-date-format";
import { AcademicAnalysisCard } from "./academic-analysis-card";
import { EsgTabs } from "./esg-tabs";
import { FrameworksCard } from "./frameworks-card";
import type { ScrapeOutcome } from "./use-company-scrape";
import { VerificationCard } from "./verification-card";

const QUALITY_TONE = { High: "green", Medium: "amber", Low: "red" } as const;

export function CompanyDataResults({ result }: { result: ScrapeOutcome }) {
  const { formatDate } = useDateFormat();
  const d = result.data;
  return (
    <section aria-label="Extraction results" className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{d.companyName}</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard
          label="Data Quality"
          value={<Badge tone={QUALITY_TONE[d.dataQuality]}>{d.dataQuality}</Badge>}
          hint={`${d.completeness}% of tracked data points found`}
        />
        <StatCard label="Sources Found" value={d.sources.length} hint={d.websiteUrl} />
        <StatCard label="Last Updated" value={formatDate(d.lastUpdated)} />
      </div>
      <EsgTabs data={d} />
      <FrameworksCard frameworks={d.disclosureFrameworks} />
      <AcademicAnalysisCard analysis={result.academicAnalysis} />
      {result.verification ? <VerificationCard verification={result.verification} /> : null}
    </section>
  );
}
