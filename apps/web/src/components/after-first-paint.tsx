import { type ReactNode, type RefObject, startTransition, useEffect, useRef, useState } from "react";

/**
 * False on the first render and until the browser has painted the frame that render produced, then true (set as a
 * transition). What waits for it neither lengthens the task that paints the screen's top nor loads its chunks before
 * that paint: the largest paint of a slow phone then waits only for what it shows.
 */
export function useAfterFirstPaint(): boolean {
  return useAfterFirstPaintRead(() => true) ?? false;
}

/**
 * `ref`'s element's width, read in the task after the first paint (undefined before): the page is laid out then and
 * nothing has changed it since, so the read costs no layout of its own, where one in a later commit would lay out
 * everything that commit changed.
 */
export function useWidthAfterFirstPaint(ref: RefObject<HTMLElement | null>): number | undefined {
  return useAfterFirstPaintRead(() => ref.current?.getBoundingClientRect().width ?? 0);
}

function useAfterFirstPaintRead<T>(read: () => T): T | undefined {
  const [value, setValue] = useState<T>();
  const readRef = useRef(read);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      const next = readRef.current();
      startTransition(() => setValue(() => next));
    };
    // A frame's callbacks run just before it paints; a task queued from one runs after that paint. A hidden page
    // paints no frames (and runs no frame callbacks), so it goes on at once.
    const frame =
      document.visibilityState === "hidden" || typeof requestAnimationFrame !== "function"
        ? undefined
        : requestAnimationFrame(() => {
            timer = setTimeout(done, 0);
          });
    if (frame === undefined) timer = setTimeout(done, 0);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return value;
}

/**
 * Renders `fallback` (nothing by default) until the first paint, then its children, as a transition, which React
 * splits into slices of a few milliseconds that input can interrupt, rather than one long task. For content below
 * the fold, or content whose box the fallback holds at its exact size, so nothing moves when it arrives.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useAfterFirstPaint() ? children : fallback;
}

/**
 * Renders its children as a transition right after it mounted (nothing before). A screen's first render is otherwise
 * one task as long as the whole screen takes to build (the router renders a loaded route synchronously), and input
 * waits for all of it; as a transition React builds it in slices of a few milliseconds and paints it in one commit.
 */
export function RenderInSlices({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}
