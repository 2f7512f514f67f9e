import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../../lib/cn";
import type { HorizontalOverflow } from "./use-horizontal-overflow";

/**
 * The visible "more this way" of a horizontal scroller: a fade and a chevron on each edge that hides content.
 * Decorative (the content itself stays in the accessibility tree); `fade` is the background it fades into.
 */
export function ScrollHint({
  overflow,
  fade,
}: {
  overflow: HorizontalOverflow;
  /** Tailwind gradient start colour matching the scroller's background, e.g. "from-white". */
  fade: string;
}) {
  const edge =
    "pointer-events-none absolute inset-y-0 flex w-10 items-center text-slate-500 [&_svg]:size-4 print:hidden";
  return (
    <>
      {overflow.left ? (
        <span
          aria-hidden="true"
          data-scroll-hint="left"
          className={cn(edge, "left-0 bg-gradient-to-r", fade)}
        >
          <ChevronLeft />
        </span>
      ) : null}
      {overflow.right ? (
        <span
          aria-hidden="true"
          data-scroll-hint="right"
          className={cn(edge, "right-0 justify-end bg-gradient-to-l", fade)}
        >
          <ChevronRight />
        </span>
      ) : null}
    </>
  );
}
