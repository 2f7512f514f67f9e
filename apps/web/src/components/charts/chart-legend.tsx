import { cn } from "../../lib/cn";

export type LegendItem = {
  label: string;
  colour: string;
  /** square: a bar or slice; line / dashed: a series line; hatched: a partial bar. */
  shape?: "square" | "line" | "dashed" | "hatched";
};

/** What each colour and line style means, in words beside its swatch. */
export function ChartLegend({ items, className }: { items: readonly LegendItem[]; className?: string }) {
  return (
    <ul
      aria-label="Legend"
      className={cn("flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-slate-700", className)}
    >
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <Swatch colour={item.colour} shape={item.shape ?? "square"} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

function Swatch({ colour, shape }: { colour: string; shape: NonNullable<LegendItem["shape"]> }) {
  if (shape === "line" || shape === "dashed") {
    return (
      <svg aria-hidden="true" width="18" height="8" className="shrink-0">
        <line
          x1="1"
          x2="17"
          y1="4"
          y2="4"
          stroke={colour}
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeDasharray={shape === "dashed" ? "4 3" : undefined}
        />
      </svg>
    );
  }
  if (shape === "hatched") {
    return (
      <svg aria-hidden="true" width="12" height="12" className="shrink-0 rounded-[3px]">
        <rect width="12" height="12" fill={colour} />
        <path d="M-2 4 L4 -2 M-2 10 L10 -2 M2 14 L14 2 M8 14 L14 8" stroke="#fff" strokeWidth="1.6" />
      </svg>
    );
  }
  return (
    <span aria-hidden="true" className="size-3 shrink-0 rounded-[3px]" style={{ backgroundColor: colour }} />
  );
}
