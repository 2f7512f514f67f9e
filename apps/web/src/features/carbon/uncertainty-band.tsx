import type { CarbonAnalysis } from "@esg/domain";
import { formatTonnes } from "./format";

type Range = NonNullable<CarbonAnalysis["currentEmissions"]["uncertainty"]>["total"];

/** "± 4.1%" of a total (IPCC Approach 1, 95%), or nothing where the year carries no uncertainty. */
export function formatPct95(range: Range | undefined): string | null {
  if (!range) return null;
  return `± ${range.pct95.toLocaleString("en-GB", { maximumFractionDigits: 1, minimumFractionDigits: 1 })}%`;
}

/**
 * The 95% range of a total as a band with the figure marked in it: the band spans low … high on a scale from 0
 * to twice the figure (so ±100% fills it), and the range is given in words for screen readers and the eye.
 */
export function UncertaintyBand({
  value,
  range,
  label,
}: {
  value: number;
  range: Range | undefined;
  label: string;
}) {
  if (!range || value <= 0) return null;
  const scale = value * 2;
  const left = Math.max(0, Math.min(100, (range.low / scale) * 100));
  const right = Math.max(0, Math.min(100, (range.high / scale) * 100));
  const text = `95% range ${formatTonnes(range.low)} – ${formatTonnes(range.high)} t (${range.method})`;
  return (
    <div className="mt-1 flex flex-col gap-1" data-testid="uncertainty-band">
      <div
        role="img"
        aria-label={`${label}: ${text}`}
        className="relative h-2 w-full rounded-full bg-slate-100"
      >
        <div
          className="absolute inset-y-0 rounded-full bg-sky-300"
          style={{ left: `${left}%`, width: `${Math.max(0.5, right - left)}%` }}
        />
        <div className="absolute inset-y-[-2px] left-1/2 w-0.5 -translate-x-1/2 rounded bg-slate-800" />
      </div>
      <p className="text-[11px] leading-tight text-slate-500">{text}</p>
    </div>
  );
}
