import { useParentSize } from "@visx/responsive";

/**
 * The pixel width of the chart's container, so that text keeps its real size at every width (no viewBox
 * scaling). Falls back to `fallback` until measured, and where nothing is laid out (unit tests).
 */
export function useChartWidth(fallback: number) {
  const { parentRef, width } = useParentSize({
    initialSize: { width: fallback },
    ignoreDimensions: ["height", "top", "left"],
    debounceTime: 50,
  });
  return { ref: parentRef, width: width > 0 ? Math.round(width) : fallback };
}
