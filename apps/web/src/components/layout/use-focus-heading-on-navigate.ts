import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";

/** How long a new screen may take to render its heading (a lazy chunk, a pending spinner) before we give up. */
const WAIT_FOR_HEADING_MS = 3000;

/** The new screen's heading: the h1 of its <main>, else any h1 (a not-found or error screen). */
function findHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
}

function focusHeading(heading: HTMLElement): void {
  // Focusable by script only, so it does not become a Tab stop; index.css hides its outline.
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}

/**
 * After a client-side navigation to another path, focus moves to the new screen's h1, so a screen reader announces
 * where the user landed and the next Tab starts from the page's content, not from the link that was clicked.
 * Not on the first load (the browser starts at the top, with the skip link first), not for a change of search
 * parameters only (a year or a tab on the same screen), and never away from a field or dialog the new screen
 * focused itself.
 */
export function useFocusHeadingOnNavigate(): void {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef(pathname);

  useEffect(() => {
    if (pathname === undefined || previous.current === pathname) return;
    const first = previous.current === undefined;
    previous.current = pathname;
    if (first) return;

    const startedIn = document.activeElement;
    let focused: HTMLElement | null = null;
    let stopped = false;
    const stop = () => {
      stopped = true;
      observer.disconnect();
      clearTimeout(timeout);
    };
    const tryFocus = () => {
      if (stopped || focused?.isConnected) return;
      const active = document.activeElement;
      const focusIsLost = !active || active === document.body || !active.isConnected;
      // The new screen (or the user) put focus somewhere on purpose: an autofocus field, a dialog. Leave it there.
      if (!focusIsLost && active !== startedIn && active !== focused) return stop();
      const heading = findHeading();
      if (!heading) return;
      focusHeading(heading);
      focused = heading;
    };
    // Keeps watching while the screen settles: a pending spinner or a lazy chunk may replace what we focused.
    const observer = new MutationObserver(tryFocus);
    const timeout = setTimeout(stop, WAIT_FOR_HEADING_MS);
    observer.observe(document.body, { childList: true, subtree: true });
    tryFocus();
    return stop;
  }, [pathname]);
}
