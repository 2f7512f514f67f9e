import type { BadgeTone } from "@esg/domain";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type { BadgeTone };

const TONES: Record<BadgeTone | "brand" | "outline", string> = {
  red: "bg-red-100 text-red-800 ring-red-600/20",
  amber: "bg-amber-100 text-amber-800 ring-amber-600/20",
  green: "bg-green-100 text-green-800 ring-green-600/20",
  grey: "bg-slate-100 text-slate-700 ring-slate-500/20",
  brand: "bg-brand-50 text-brand-800 ring-brand-600/20",
  outline: "bg-white text-slate-700 ring-slate-300",
};

type BadgeProps = ComponentProps<"span"> & { tone?: keyof typeof TONES };

export function Badge({ tone = "grey", className, ...props }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
