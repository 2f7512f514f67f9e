import { type BoardReport, boardReportCounts } from "@esg/domain";
import { CheckCircle2, FileEdit, FileText, Globe, Hourglass } from "lucide-react";
import { StatCard } from "../../components/ui/stat-card";

/** The five count cards (spec part 2 §2): total, drafts, in review, approved, published. */
export function ReportCountCards({ reports }: { reports: readonly BoardReport[] }) {
  const c = boardReportCounts(reports);
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
      <StatCard label="Total Reports" value={c.total} icon={<FileText />} />
      <StatCard label="Drafts" value={c.draft} icon={<FileEdit />} />
      <StatCard label="In Review" value={c.review} icon={<Hourglass />} />
      <StatCard label="Approved" value={c.approved} icon={<CheckCircle2 />} />
      <StatCard label="Published" value={c.published} icon={<Globe />} />
    </div>
  );
}
