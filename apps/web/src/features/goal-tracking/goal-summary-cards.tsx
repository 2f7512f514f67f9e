import { type EsgGoal, summariseGoals } from "@esg/domain";
import { AlertTriangle, CheckCircle2, FlaskConical, Target, TrendingUp } from "lucide-react";
import { StatCard } from "../../components/ui/stat-card";

/** The five counts (spec §2): total, achieved, on track, needs attention, science-based. */
export function GoalSummaryCards({ goals }: { goals: readonly EsgGoal[] }) {
  const s = summariseGoals(goals);
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
      <StatCard label="Total Goals" value={s.total} icon={<Target />} />
      <StatCard label="Achieved" value={s.achieved} icon={<CheckCircle2 />} />
      <StatCard label="On Track" value={s.onTrack} icon={<TrendingUp />} />
      <StatCard label="Needs Attention" value={s.needsAttention} icon={<AlertTriangle />} />
      <StatCard label="Science-Based" value={s.scienceBased} icon={<FlaskConical />} />
    </div>
  );
}
