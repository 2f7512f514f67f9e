import { SCOPE_COLOURS } from "@esg/domain";
import { cn } from "../../lib/cn";

const CLASSES = {
  red: "bg-red-100 text-red-800 ring-red-600/20",
  orange: "bg-orange-100 text-orange-800 ring-orange-600/20",
  blue: "bg-blue-100 text-blue-800 ring-blue-600/20",
} as const;

/** Spec part 2 §2: scope 1 red, 2 orange, 3 blue. */
export function ScopeBadge({ scope }: { scope: 1 | 2 | 3 }) {
  const colour = SCOPE_COLOURS[scope];
  return (
    <span
      data-colour={colour}
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        CLASSES[colour],
      )}
    >
      Scope {scope}
    </span>
  );
}
