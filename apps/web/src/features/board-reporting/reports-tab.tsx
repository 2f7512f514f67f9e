import { type BoardReport, sortReportsNewestFirst } from "@esg/domain";
import { Plus } from "lucide-react";
import { CanWrite } from "../../components/role-gate";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { ShowMoreButton, useShownItems } from "../../components/ui/show-more";
import { ReportCard } from "./report-card";
import { useReportStatus } from "./use-board-mutations";

/** Reports tab (spec part 2 §2): newest first and the Create Report dialog. */
export function ReportsTab({ reports, onCreate }: { reports: readonly BoardReport[]; onCreate: () => void }) {
  const status = useReportStatus();
  const list = useShownItems(sortReportsNewestFirst(reports));
  const create = (
    <CanWrite>
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" />
        Create Report
      </Button>
    </CanWrite>
  );
  if (reports.length === 0) {
    return (
      <EmptyState
        message="No board reports created yet. Create your first report to begin governance documentation."
        action={create}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">{create}</div>
      <ul aria-label="Board reports" className="flex flex-col gap-4">
        {list.shown.map((r) => (
          <ReportCard key={r.id} report={r} status={status} />
        ))}
      </ul>
      <ShowMoreButton hidden={list.hidden} onMore={list.more} noun="reports" />
    </div>
  );
}
