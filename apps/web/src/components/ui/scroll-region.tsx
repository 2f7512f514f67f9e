import { type ReactNode, useRef } from "react";
import { cn } from "../../lib/cn";
import { ScrollHint } from "./scroll-hint";
import { useHorizontalOverflow } from "./use-horizontal-overflow";

/**
 * Content wider than a phone (a matrix, a wide table) that scrolls sideways inside the page instead of making the
 * page scroll. While it does scroll, it is a named region and a Tab stop, so keyboard users can scroll it with the
 * arrow keys (WCAG 2.1.1, axe "scrollable-region-focusable"), and a fade with a chevron shows there is more; when
 * everything fits it is a plain box, with no extra Tab stop or landmark.
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
  const ref = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(ref);
  const scrolls = overflow.left || overflow.right;
  return (
    <div className="relative">
      <div
        ref={ref}
        // A <section> only while it scrolls would remount the content, so the role comes and goes instead.
        {...(scrolls
          ? { role: "region", "aria-label": label, "aria-labelledby": labelledBy, tabIndex: 0 }
          : {})}
        data-scrolls={scrolls || undefined}
        // Positioned, so absolutely placed content inside (sr-only text) is clipped by this scroller too
        // instead of widening the page.
        className={cn("relative overflow-x-auto rounded-md", className)}
      >
        {children}
      </div>
      <ScrollHint overflow={overflow} fade={fade} />
    </div>
  );
}
