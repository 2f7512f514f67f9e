import * as RadixTabs from "radix-ui/tabs";
import { type ComponentProps, useEffect, useRef } from "react";
import { cn } from "../../lib/cn";
import { ScrollHint } from "./scroll-hint";
import { useHorizontalOverflow } from "./use-horizontal-overflow";

/** Radix tabs: arrow keys move between tabs, the panel is labelled by its tab. */
export const Tabs = RadixTabs.Root;

/**
 * The row of tabs. On a narrow screen it scrolls sideways with a visible hint at the edge that hides tabs, and the
 * selected tab is scrolled into view, so every tab can be reached by touch, mouse and keyboard.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  const ref = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(ref);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const revealSelected = () => {
      const selected = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (!selected) return;
      // Only the row scrolls, never the page (scrollIntoView would move the page too).
      const box = list.getBoundingClientRect();
      const tab = selected.getBoundingClientRect();
      if (tab.left < box.left) list.scrollLeft -= box.left - tab.left + 8;
      else if (tab.right > box.right) list.scrollLeft += tab.right - box.right + 8;
    };
    revealSelected();
    // Again whenever another tab is selected (a click, the arrow keys, a link to ?tab=…).
    const observer = new MutationObserver(revealSelected);
    observer.observe(list, { subtree: true, attributes: true, attributeFilter: ["data-state"] });
    return () => observer.disconnect();
  }, []);
  return (
    <div className="relative max-w-full">
      <RadixTabs.List
        ref={ref}
        className={cn(
          "flex max-w-full gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 [scrollbar-width:thin]",
          className,
        )}
        {...props}
      />
      <ScrollHint overflow={overflow} fade="from-slate-100 via-slate-100/80 rounded-lg" />
    </div>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        "whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors",
        "hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
        "data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn("mt-4 focus-visible:outline-none", className)} {...props} />;
}
