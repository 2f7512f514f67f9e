import { groupModulesByCategory, type TrainingModule, type TrainingProgress } from "@esg/domain";
import { useId } from "react";
import { Badge } from "../../components/ui/badge";
import { EmptyState } from "../../components/ui/empty-state";
import type { ViewerMode } from "./module-actions";
import { ModuleCard } from "./module-card";
import type { ProgressActions, TrainingLookup } from "./use-training";

type Props = {
  modules: readonly TrainingModule[];
  progressByModule: TrainingLookup;
  actions: ProgressActions;
  onOpen: (module: TrainingModule, mode: ViewerMode) => void;
  onCertificate: (progress: TrainingProgress) => void;
};

/** Training Modules tab (spec part 2 §2): the modules grouped by the four categories. */
export function TrainingModulesTab({ modules, ...rest }: Props) {
  return (
    <div className="flex flex-col gap-8">
      {groupModulesByCategory(modules).map((group) => (
        <CategorySection key={group.category} category={group.category} modules={group.modules} {...rest} />
      ))}
    </div>
  );
}

function CategorySection({
  category,
  modules,
  progressByModule,
  ...rest
}: Omit<Props, "modules"> & { category: string; modules: TrainingModule[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex items-center gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {category}
        </h3>
        <Badge tone="grey">{modules.length}</Badge>
      </div>
      {modules.length === 0 ? (
        <EmptyState message="No training modules available in this category yet." className="py-6" />
      ) : (
        <ul aria-label={`${category} modules`} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {modules.map((m) => (
            <ModuleCard key={m.id} module={m} progress={progressByModule.get(m.id)} {...rest} />
          ))}
        </ul>
      )}
    </section>
  );
}
