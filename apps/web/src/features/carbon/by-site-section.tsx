import { type CarbonAnalysis, type ConsolidationApproach, sharePercent } from "@esg/domain";
import { Building2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { formatTonnes } from "./format";

type SiteEmissions = NonNullable<CarbonAnalysis["bySite"]>[number];

/** The organisational boundary in words (GHG Protocol Corporate Standard, chapter 3). */
export const CONSOLIDATION_SENTENCES: Record<ConsolidationApproach, string> = {
  operational_control:
    "Consolidated by operational control: every site the company operates counts in full, whatever its ownership share.",
  financial_control:
    "Consolidated by financial control: every site the company controls financially counts in full, whatever its ownership share.",
  equity_share: "Consolidated by equity share: each site's emissions count at the company's ownership share.",
};

/** Largest first (location-based), activities without a site last. */
function bySize(a: SiteEmissions, b: SiteEmissions): number {
  return Number(a.siteId === null) - Number(b.siteId === null) || b.total - a.total;
}

/**
 * "By site" in the Detailed Breakdown: each site's tonnes, location-based with market-based beside,
 * and the consolidation approach in words. Absent while the company records no activity against a site (a
 * lone "No site" line would say nothing).
 */
export function BySiteSection({ analysis }: { analysis: CarbonAnalysis }) {
  const sites = analysis.bySite ?? [];
  if (!sites.some((s) => s.siteId !== null)) return null;
  const rows = [...sites].sort(bySize);
  const total = rows.reduce((sum, s) => sum + s.total, 0);
  const approach = analysis.consolidationApproach;
  return (
    <Card className="lg:col-span-3">
      <CardHeader>
        <CardTitle>
          <Building2 aria-hidden="true" className="size-4 text-slate-500" />
          By site
        </CardTitle>
        <CardDescription>
          {approach ? `${CONSOLIDATION_SENTENCES[approach]} ` : ""}
          Tonnes CO2e in reporting year {analysis.reportingYear}, location-based with market-based beside.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Emissions by site" className="grid gap-x-8 gap-y-3 md:grid-cols-2">
          {rows.map((s) => {
            const share = sharePercent(s.total, total);
            return (
              <li key={s.siteId ?? "none"} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span
                    className={
                      s.siteId === null ? "font-medium text-slate-500 italic" : "font-medium text-slate-800"
                    }
                  >
                    {s.name}
                  </span>
                  <span className="tabular-nums text-slate-600">
                    {formatTonnes(s.total)} t location-based · {formatTonnes(s.totalMarketBased)} t
                    market-based
                  </span>
                </div>
                <Progress
                  value={share}
                  label={`${s.name} share of total`}
                  indicatorClassName="bg-brand-600"
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
