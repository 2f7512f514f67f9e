import { Link } from "@tanstack/react-router";
import { Upload } from "lucide-react";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";

/** What a Carbon tab shows before any emissions are recorded: what is missing and the step that fixes it. */
export function NoEmissionsNotice({ what }: { what: string }) {
  return (
    <EmptyState
      message={`No emissions recorded yet: ${what} are computed from your uploaded activity data.`}
      action={
        <Button asChild size="sm">
          <Link to="/data-ingestion">
            <Upload aria-hidden="true" className="size-4" />
            Upload activity data
          </Link>
        </Button>
      }
    />
  );
}
