import { type ReactNode, useEffect, useState } from "react";

/**
 * Renders its children one task after it first rendered: a screen's lower part then does not lengthen the task that
 * paints its top (one long task blocks input for its whole length), and the top paints sooner. For content below
 * the fold, where nothing above it moves when it arrives.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(id);
  }, []);
  return ready ? children : null;
}
