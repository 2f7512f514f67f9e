import { lazy, Suspense } from "react";
import { useToastsRequested } from "./toast-store";

// Radix Toast is fetched with the first toast, so pages that never notify (the landing page) never load it.
const ToasterImpl = lazy(() => import("./toast"));

/** Mount once at the root: shows every `toast()` (one at a time, spec part 1 §9). */
export function Toaster() {
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToasterImpl />
    </Suspense>
  );
}
