import type { MaterialityTopic } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { ModulePage } from "../../components/layout/module-page";
import { CanWrite } from "../../components/role-gate";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useRole } from "../../lib/roles";
import { useTRPC } from "../../lib/trpc";
import { MaterialityMatrix } from "./materiality-matrix";
import { TopicDialog, type TopicDialogTarget } from "./topic-dialog";
import { TopicList } from "./topic-list";

/** Materiality Assessment Matrix (spec part 2 §2): the 5x5 plot, the sorted topic list and the Add/Edit dialog. */
export function MaterialityPage() {
  const trpc = useTRPC();
  const topics = useQuery(trpc.materiality.list.queryOptions());
  const [target, setTarget] = useState<TopicDialogTarget | null>(null);
  const { canWrite } = useRole();
  // Viewers and auditors read the matrix and the list; only admins and editors add or edit. The
  // list's Edit buttons stay, disabled with the reason; the matrix's dots become labelled marks.
  const edit = canWrite ? (topic: MaterialityTopic) => setTarget({ topic }) : undefined;

  return (
    <ModulePage
      title="Materiality Assessment Matrix"
      subtitle="Prioritise ESG topics by their business impact and how much they concern stakeholders."
      actions={
        <CanWrite>
          <Button onClick={() => setTarget({ topic: null })}>
            <Plus aria-hidden="true" />
            Add Topic
          </Button>
        </CanWrite>
      }
    >
      {topics.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading materiality topics" />
        </div>
      ) : topics.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load materiality topics
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <MaterialityMatrix topics={topics.data} onSelect={edit} />
          <TopicList topics={topics.data} onEdit={(topic) => setTarget({ topic })} />
        </div>
      )}
      {/* Only a role that may write opens the dialog, whatever was clicked. */}
      <TopicDialog target={canWrite ? target : null} onClose={() => setTarget(null)} />
    </ModulePage>
  );
}
