import { useRef } from "react";

/**
 * Focus goes back to the control that opened a dialog when it closes (WCAG 2.4.3). Radix does this only for its
 * own Dialog.Trigger; our dialogs mostly open from state (a row's Edit, a menu), so we note what had focus when the
 * dialog took it and return there. Handlers for Radix Dialog.Content's onOpenAutoFocus / onCloseAutoFocus.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      // The caller chose a place itself (e.g. after a delete removed the opener).
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
