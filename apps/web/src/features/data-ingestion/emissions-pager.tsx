import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { pageRangeLabel } from "./emissions-query";

/**
 * "Showing 101–200 of 1,234" with Previous and Next. At either end the button is aria-disabled rather than
 * disabled, so keyboard focus stays on it instead of falling back to the page.
 */
export function EmissionsPager({
  page,
  pageSize,
  rowsOnPage,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  rowsOnPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Emission activity pages" className="flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-sm tabular-nums text-slate-600">
        {pageRangeLabel(page, pageSize, rowsOnPage, total)}
      </p>
      {lastPage === 1 ? null : (
        <div className="flex gap-2">
          <PageButton enabled={page > 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </PageButton>
          <PageButton enabled={page < lastPage} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </PageButton>
        </div>
      )}
    </nav>
  );
}

function PageButton({
  enabled,
  onClick,
  children,
}: {
  enabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={!enabled}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={() => {
        if (enabled) onClick();
      }}
    >
      {children}
    </Button>
  );
}
