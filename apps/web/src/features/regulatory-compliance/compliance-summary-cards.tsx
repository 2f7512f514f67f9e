import { complianceSummary, type RegulatoryRequirement } from "@esg/domain";
import { AlertTriangle, CheckCircle2, Clock, ListChecks, Percent } from "lucide-react";
import { StatCard } from "../../components/ui/stat-card";

/** The five summary cards (spec part 2 §2). */
export function ComplianceSummaryCards({
  requirements,
  today,
}: {
  requirements: RegulatoryRequirement[];
  today: Date;
}) {
  const s = complianceSummary(requirements, today);
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
      <StatCard label="Total Requirements" value={s.total} icon={<ListChecks />} />
      <StatCard label="Completed" value={s.completed} icon={<CheckCircle2 />} />
      <StatCard label="In Progress" value={s.inProgress} icon={<Clock />} />
      <StatCard
        label="Overdue"
        value={s.overdue}
        hint="Past due and not completed"
        icon={<AlertTriangle />}
      />
      <StatCard
        label="Overall Progress"
        value={`${s.averageCompletion}%`}
        hint="Mean completion"
        icon={<Percent />}
      />
    </div>
  );
}
