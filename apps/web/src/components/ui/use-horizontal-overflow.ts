import { type RefObject, useEffect, useState } from "react";

export type HorizontalOverflow = { left: boolean; right: boolean };

/**
 * Whether a horizontally scrolling element has more content to its left or right, kept current on scroll and
 * resize, so a hint can say "there is more this way" (a tab row, a wide table on a phone).
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [overflow, setOverflow] = useState<HorizontalOverflow>({ left: false, right: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const max = element.scrollWidth - element.clientWidth;
      const left = element.scrollLeft > 1;
      const right = max - element.scrollLeft > 1;
      setOverflow((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
    };
    element.addEventListener("scroll", update, { passive: true });
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    // A resize observer reports each element once after the next layout, where reading its widths costs nothing;
    // read here, while the screen is still being built, they would force a layout of the whole page.
    if (!resize) update();
    resize?.observe(element);
    for (const child of element.children) resize?.observe(child);
    return () => {
      element.removeEventListener("scroll", update);
      resize?.disconnect();
    };
  }, [ref]);
  return overflow;
}
