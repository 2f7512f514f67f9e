import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const VARIANTS = {
  default: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
  outline: "border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  destructive: "bg-red-600 text-white shadow-sm hover:bg-red-700",
  link: "text-brand-700 underline-offset-4 hover:underline",
} as const;

const SIZES = {
  sm: "h-8 gap-1.5 rounded-md px-3 text-xs",
  md: "h-9 gap-2 rounded-md px-4 text-sm",
  lg: "h-11 gap-2 rounded-lg px-6 text-base",
  icon: "size-9 rounded-md",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClasses(opts: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
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
