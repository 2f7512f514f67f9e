import { TOAST_DURATION_MS } from "@esg/domain";
import { X } from "lucide-react";
import * as ToastPrimitive from "radix-ui/toast";
import { cn } from "../../lib/cn";
import { dismissToast, useToasts } from "./toast-store";

const VARIANT_CLASSES = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-600 bg-red-600 text-white",
} as const;

/** Renders the toasts of `toast()`: 5000 ms each (spec part 1 §9), viewport capped at 420 px from md up. */
export function Toaster() {
  const items = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {items.map((t) => {
        const variant = t.variant ?? "default";
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            type={variant === "destructive" ? "foreground" : "background"}
            data-variant={variant}
            className={cn(
              "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden",
              "rounded-lg border p-4 pr-10 shadow-lg data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out",
              "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-toast-out",
              VARIANT_CLASSES[variant],
            )}
          >
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
              {t.description ? (
                <ToastPrimitive.Description className="text-sm opacity-90">
                  {t.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className={cn(
                "absolute right-2 top-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100",
                variant === "destructive" ? "text-red-50" : "text-slate-500",
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* md:max-w-[420px] is TOAST_MAX_WIDTH_PX from @esg/domain (Tailwind needs the literal class). */}
      <ToastPrimitive.Viewport
        data-testid="toast-viewport"
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}

export default Toaster;
