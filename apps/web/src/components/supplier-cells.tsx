import { responseStatusLabel, riskTierTone } from "@esg/domain";
import { cn } from "../lib/cn";
import { Badge } from "./ui/badge";

/** "High" for "high" (any case); a blank tier reads "Unrated". */
export function tierLabel(tier: string): string {
  const t = tier.trim();
  return t ? t.charAt(0).toUpperCase() + t.slice(1).toLowerCase() : "Unrated";
}

/** Spec part 1 §4: the tier's badge, red / amber / green (grey for anything else). */
export function SupplierTierBadge({ tier }: { tier: string }) {
  return <Badge tone={riskTierTone(tier)}>{tierLabel(tier)}</Badge>;
}

/** Spec part 1 §4: 'Responded' with a green dot, 'Pending' with an amber one. */
export function SupplierResponse({ responded }: { responded: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-slate-700">
      <span
        aria-hidden="true"
        className={cn("size-2 rounded-full", responded ? "bg-green-500" : "bg-amber-400")}
      />
      {responseStatusLabel(responded)}
    </span>
  );
}
