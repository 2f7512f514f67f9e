import { lazyRouteComponent } from "@tanstack/react-router";

/** The page a module route shows until its own issue lands (a back button, its title, a status line). */
export const ModulePlaceholder = lazyRouteComponent(
  () => import("../features/modules/module-placeholder-page"),
  "ModulePlaceholderPage",
);

/**
 * Route loader: fetch the page's chunk before rendering. The routes render it through a wrapper, so the
 * router cannot preload it by itself, and a component that suspends mid-navigation makes React warn.
 */
export async function preloadModulePlaceholder(): Promise<void> {
  await ModulePlaceholder.preload?.();
}
