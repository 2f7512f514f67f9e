import type { TrainingModule } from "@esg/domain";
import { Pencil, Plus } from "lucide-react";
import { CanWrite } from "../../components/role-gate";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { formatMinutes } from "./format";
import { difficultyTone } from "./module-card";

/**
 * Module Management tab (spec part 2 §2): every module with an Edit button, and 'Create Module'. Everyone sees
 * the curriculum; the buttons are disabled with the reason for roles that cannot change it.
 */
export function ModuleManagementTab({
  modules,
  onCreate,
  onEdit,
}: {
  modules: readonly TrainingModule[];
  onCreate: () => void;
  onEdit: (module: TrainingModule) => void;
}) {
  const create = (
    <CanWrite>
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" />
        Create Module
      </Button>
    </CanWrite>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">Training Curriculum</h3>
          <p className="text-sm text-slate-600">Create and maintain the ESG modules your teams complete.</p>
        </div>
        {modules.length > 0 ? create : null}
      </div>
      {modules.length === 0 ? (
        <EmptyState
          message="No training modules created yet. Create your first module to start building the curriculum."
          action={create}
        />
      ) : (
        <ul
          aria-label="Managed training modules"
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          {modules.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">{m.title}</p>
                <div className="mt-1 flex flex-wrap items-center gap-1.5">
                  <Badge tone="outline">{m.category}</Badge>
                  <Badge tone={difficultyTone(m.difficulty)}>{m.difficulty}</Badge>
                  <Badge tone="outline">{formatMinutes(m.duration)}</Badge>
                  {m.isRequired ? <Badge tone="brand">Required</Badge> : null}
                  <span className="text-xs text-slate-500">Certificate: {m.certificateTemplate}</span>
                </div>
              </div>
              <CanWrite>
                <Button size="sm" variant="outline" aria-label={`Edit ${m.title}`} onClick={() => onEdit(m)}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
              </CanWrite>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
