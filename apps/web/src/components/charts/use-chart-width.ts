import { useParentSize } from "@visx/responsive";

/**
 * The pixel width of the chart's container, so that text keeps its real size at every width (no viewBox
 * scaling). Falls back to `fallback` until measured, and where nothing is laid out (unit tests).
 *
 * The resize observer reports a frame or two after the chart mounted. A chart whose height follows its width passes
 * the width its placeholder had (`initial`), so it is drawn at its size from its first frame and nothing below it
 * moves.
 */
export function useChartWidth(fallback: number, { initial = 0 } = {}) {
  const { parentRef, width } = useParentSize({
    initialSize: { width: 0 },
    ignoreDimensions: ["height", "top", "left"],
    debounceTime: 50,
  });
  const measured = width > 0 ? width : initial;
  return { ref: parentRef, width: measured > 0 ? Math.round(measured) : fallback };
}
