import { type ReactNode, useRef } from "react";
import { cn } from "../../lib/cn";
import { ScrollHint } from "./scroll-hint";
import { useHorizontalOverflow } from "./use-horizontal-overflow";

/**
 * Content wider than a phone (a matrix, a wide table) that scrolls sideways inside the page instead of making the
 * page scroll. The region is a Tab stop with a name, so keyboard users can scroll it with the arrow keys
 * (WCAG 2.1.1, axe "scrollable-region-focusable"), and a fade with a chevron shows there is more.
 */
export function ScrollRegion({
  label,
  labelledBy,
  className,
  fade = "from-white",
  children,
}: {
  label?: string;
  labelledBy?: string;
  className?: string;
  fade?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const overflow = useHorizontalOverflow(ref);
  return (
    <div className="relative">
      <section
        ref={ref}
        aria-label={label}
        aria-labelledby={labelledBy}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className={cn("overflow-x-auto rounded-md", className)}
      >
        {children}
      </section>
      <ScrollHint overflow={overflow} fade={fade} />
    </div>
  );
}
