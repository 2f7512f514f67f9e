import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@esg/domain";
import * as TooltipPrimitive from "radix-ui/tooltip";
import type { ReactNode } from "react";

/**
 * Spec part 1 §9: tooltips open after 700 ms, with a 300 ms window in which the next one opens at once.
 * Pages that use tooltips wrap themselves in it (it is not at the app root so that the landing page does not
 * load the positioning engine).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** Wraps one focusable child; the content is supplementary (never the control's only name). */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md print:hidden"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-slate-900" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
