import { useParentSize } from "@visx/responsive";
import { useLayoutEffect, useState } from "react";

/**
 * The pixel width of the chart's container, so that text keeps its real size at every width (no viewBox
 * scaling). Falls back to `fallback` until measured, and where nothing is laid out (unit tests).
 *
 * The resize observer reports a frame or two after the chart mounted. A chart whose height follows its width passes
 * `beforePaint`: it is measured as it mounts (one forced layout), so it is drawn at its size from its first frame
 * and nothing below it moves; a chart of fixed height does without that layout.
 */
export function useChartWidth(fallback: number, { beforePaint = false } = {}) {
  const { parentRef, node, width } = useParentSize({
    initialSize: { width: 0 },
    ignoreDimensions: ["height", "top", "left"],
    debounceTime: 50,
  });
  const [mounted, setMounted] = useState(0);
  useLayoutEffect(() => {
    if (beforePaint && node) setMounted(node.getBoundingClientRect().width);
  }, [beforePaint, node]);
  const measured = width > 0 ? width : mounted;
  return { ref: parentRef, width: measured > 0 ? Math.round(measured) : fallback };
}
