import { type ReactNode, startTransition, useEffect, useState } from "react";

/**
 * Renders its children one task after it first rendered: a screen's lower part then does not lengthen the task that
 * paints its top (one long task blocks input for its whole length), and the top paints sooner. For content below
 * the fold, where nothing above it moves when it arrives. Rendered as a transition, which React splits into slices of
 * a few milliseconds that input can interrupt, rather than one long task.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(id);
  }, []);
  return ready ? children : null;
}
