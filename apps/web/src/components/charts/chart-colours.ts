/**
 * Colours shared by every chart. Scopes keep the spec's hues (part 2 §2: 1 red, 2 orange, 3 blue)
 * one step darker than the old bars, so each mark has at least 3:1 contrast against the white card
 * (WCAG 1.4.11); the same hex drives SVG fills and the HTML bars and swatches (`bg` classes).
 */
export const SCOPE_COLOURS = {
  1: { hex: "#dc2626", bg: "bg-[#dc2626]", label: "Scope 1" },
  2: { hex: "#ea580c", bg: "bg-[#ea580c]", label: "Scope 2" },
  3: { hex: "#2563eb", bg: "bg-[#2563eb]", label: "Scope 3" },
} as const;
export type ScopeNumber = keyof typeof SCOPE_COLOURS;

/** Lines that are not scopes: actuals, projections, pathways and targets. */
export const SERIES_COLOURS = {
  actual: "#0f172a",
  projected: "#475569",
  pathway: "#047857",
  target: "#047857",
} as const;

/** Axes, grid and text inside the SVG (text ≥ 4.5:1 on white). */
export const AXIS = {
  line: "#cbd5e1",
  grid: "#eef2f6",
  tick: "#475569",
  label: "#334155",
  strong: "#0f172a",
} as const;

export const TICK_LABEL = { fill: AXIS.tick, fontSize: 11, fontFamily: "inherit" } as const;
