import { ChevronDown } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "./button";

/** How many rows a long list renders at first, and adds per "Show more" (docs/decisions/025-reads-at-scale.md). */
export const LIST_STEP = 100;

/**
 * A long list shown a page at a time: the first `step` items, and more on request, so a company with
 * thousands of topics or risks does not render thousands of cards at once.
 */
export function useShownItems<T>(items: readonly T[], step = LIST_STEP) {
  const [count, setCount] = useState(step);
  return {
    shown: items.length > count ? items.slice(0, count) : items,
    hidden: Math.max(0, items.length - count),
    more: () => setCount((c) => c + step),
    step,
  };
}

/** "Show 100 more (1,850 not shown)" under a list, or nothing when the whole list is shown. */
export function ShowMoreButton({
  hidden,
  step = LIST_STEP,
  onMore,
  noun = "items",
}: {
  hidden: number;
  step?: number;
  onMore: () => void;
  noun?: string;
}) {
  if (hidden <= 0) return null;
  const next = Math.min(step, hidden);
  return (
    <div className="flex justify-center pt-3">
      <Button variant="outline" size="sm" onClick={onMore}>
        <ChevronDown aria-hidden="true" />
        Show {next.toLocaleString("en-GB")} more {noun} ({hidden.toLocaleString("en-GB")} not shown)
      </Button>
    </div>
  );
}

/**
 * A list inside a group or card shown a page at a time: `children` renders the shown items, and "Show more"
 * follows when there are more (the grouped impact, benchmark, rating and risk views).
 */
export function ShownItems<T>({
  items,
  noun,
  step = LIST_STEP,
  children,
}: {
  items: readonly T[];
  noun: string;
  step?: number;
  children: (shown: readonly T[]) => ReactNode;
}) {
  const { shown, hidden, more } = useShownItems(items, step);
  return (
    <>
      {children(shown)}
      <ShowMoreButton hidden={hidden} step={step} onMore={more} noun={noun} />
    </>
  );
}
