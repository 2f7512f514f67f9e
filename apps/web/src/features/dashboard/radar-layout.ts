/**
 * The radar's box: the chart (esg-radar-chart.tsx, a chunk of its own) computes it in pixels from its container's
 * width, and the card's placeholder holds the same box in CSS before the chart arrives, so nothing below it moves.
 */
export const RADAR_MAX_WIDTH = 440;
/** Room on each side for the axis labels. */
export const RADAR_LABEL_ROOM_X = 96;
/** Two lines at the top and bottom: an axis without a score says "no data" under its name. */
export const RADAR_LABEL_ROOM_Y = 46;
export const RADAR_MIN_RADIUS = 40;
export const RADAR_MAX_RADIUS = 112;

export function radarBox(containerWidth: number) {
  const width = Math.min(containerWidth, RADAR_MAX_WIDTH);
  const radius = Math.max(RADAR_MIN_RADIUS, Math.min(RADAR_MAX_RADIUS, width / 2 - RADAR_LABEL_ROOM_X));
  return { width, radius, height: Math.round(2 * (radius + RADAR_LABEL_ROOM_Y)) };
}

/** `radarBox(width).height` in CSS, for an element inside a size container (`@container`) as wide as the chart's. */
export const RADAR_HEIGHT_CSS = `calc(2 * (clamp(${RADAR_MIN_RADIUS}px, min(100cqw, ${RADAR_MAX_WIDTH}px) / 2 - ${RADAR_LABEL_ROOM_X}px, ${RADAR_MAX_RADIUS}px) + ${RADAR_LABEL_ROOM_Y}px))`;
