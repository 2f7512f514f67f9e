import { useParentSize } from "@visx/responsive";
import { useLayoutEffect, useState } from "react";

/**
 * The pixel width of the chart's container, so that text keeps its real size at every width (no viewBox
 * scaling). Falls back to `fallback` until measured, and where nothing is laid out (unit tests).
 */
export function useChartWidth(fallback: number) {
  const { parentRef, node, width } = useParentSize({
    initialSize: { width: 0 },
    ignoreDimensions: ["height", "top", "left"],
    debounceTime: 50,
  });
  // The resize observer reports a frame or two after the chart mounted; measured before the first paint, the chart
  // is drawn at its width (and height) from its first frame, and nothing around it moves when the report comes.
  const [mounted, setMounted] = useState(0);
  useLayoutEffect(() => {
    if (node) setMounted(node.getBoundingClientRect().width);
  }, [node]);
  const measured = width > 0 ? width : mounted;
  return { ref: parentRef, width: measured > 0 ? Math.round(measured) : fallback };
}
