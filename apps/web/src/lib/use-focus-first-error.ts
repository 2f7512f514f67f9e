import { useEffect, useRef, useState } from "react";

/**
 * After a refused submit, moves focus to the first field marked invalid, so keyboard and screen-reader users
 * land on the problem (its message is announced with the field).
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const containerRef = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  return { containerRef, focusFirstError: () => setRequest((n) => n + 1) };
}
