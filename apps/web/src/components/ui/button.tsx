import { clsx } from "clsx";
import * as Slot from "radix-ui/slot";
import type { ComponentProps } from "react";

const VARIANTS = {
  default: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
  outline: "border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  destructive: "bg-red-600 text-white shadow-sm hover:bg-red-700",
  link: "text-brand-700 underline-offset-4 hover:underline",
  /** The top bar's entry for the screen on show. */
  current: "bg-brand-50 text-brand-800 shadow-[inset_0_-2px_0_var(--color-brand-600)] hover:bg-brand-100",
} as const;

const SIZES = {
  sm: "h-8 gap-1.5 rounded-md px-3 text-xs",
  md: "h-9 gap-2 rounded-md px-4 text-sm",
  lg: "h-11 gap-2 rounded-lg px-6 text-base",
  icon: "size-9 rounded-md",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/**
 * The variant's and size's classes, then `className`: joined, not merged, so that tailwind-merge stays out of the
 * landing page's first load. A className that must override one of their utilities marks it important (`h-auto!`).
 */
export function buttonClasses(opts: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return clsx(
    "inline-flex shrink-0 items-center justify-center whitespace-nowrap font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
    VARIANTS[opts.variant ?? "default"],
    SIZES[opts.size ?? "md"],
    opts.className,
  );
}

type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child element (e.g. a link) with the button's styling instead of a <button>. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses({ variant, size, className })} {...props} />;
  return (
    <button type={type ?? "button"} className={buttonClasses({ variant, size, className })} {...props} />
  );
}
