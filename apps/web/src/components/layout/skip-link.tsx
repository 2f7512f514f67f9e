/** The id of every screen's <main>, the target of the skip link. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * "Skip to main content" (WCAG 2.4.1): the first stop of the Tab key, visible only while focused. It moves focus
 * to the screen's <main> itself rather than changing the URL's hash, which the router would treat as navigation.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: "start" });
      }}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 print:hidden"
    >
      Skip to main content
    </a>
  );
}
