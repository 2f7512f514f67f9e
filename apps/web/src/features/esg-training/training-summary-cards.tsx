import { formatHours, type TrainingModule, type TrainingProgress, trainingSummary } from "@esg/domain";
import { Award, BookOpen, CheckCircle2, Clock } from "lucide-react";
import { StatCard } from "../../components/ui/stat-card";

/** The four cards (spec part 2 §2): available modules, completed, certificates earned, hours trained. */
export function TrainingSummaryCards({
  modules,
  progress,
}: {
  modules: readonly TrainingModule[];
  progress: readonly TrainingProgress[];
}) {
  const s = trainingSummary(modules, progress);
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Available Modules" value={s.availableModules} icon={<BookOpen />} />
      <StatCard label="Completed" value={s.completed} icon={<CheckCircle2 />} />
      <StatCard label="Certificates Earned" value={s.certificatesEarned} icon={<Award />} />
      <StatCard label="Hours Trained" value={formatHours(s.hoursTrained)} icon={<Clock />} />
    </div>
  );
}
