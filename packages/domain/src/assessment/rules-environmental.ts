/** Environmental sub-scores of the ESG maturity model. */
import { GOAL_ON_TRACK_PERCENT as ON_TRACK } from "../goal-tracking";
import { clamp, num, pct, plural, signedPct, tonnes } from "./format";
import type { AssessmentInputs } from "./inputs";
import { SUB_SCORE_LABELS } from "./labels";
import type { ScoringRule } from "./rule-types";

/** SBTi cross-sector absolute contraction for 1.5°C: 4.2% of base-year emissions a year. */
export const PATHWAY_ANNUAL_REDUCTION_PERCENT = 4.2;

/** "2024", or "2025 (partial year)" when the company has no complete year yet. */
export function emissionsYearLabel(e: { year: number; partial: boolean }): string {
  return e.partial ? `${e.year} (partial year)` : String(e.year);
}

/**
 * Annualised percent change of total emissions from the latest complete year before the reporting year to the
 * reporting year (derive-inputs gives no previous year when either is partial).
 */
export function annualEmissionsChange(i: AssessmentInputs): number | null {
  const a = i.previousEmissions;
  const b = i.emissions;
  if (!a || !b || a.total <= 0 || b.year <= a.year) return null;
  return ((b.total / a.total) ** (1 / (b.year - a.year)) - 1) * 100;
}

function emissionsIntensity(): ScoringRule {
  const action = (i: AssessmentInputs): string => {
    const e = i.emissions;
    const ref = i.industryEmissions;
    if (!e || !ref) return "Keep emissions intensity below the industry reference";
    if (e.total > ref.median) {
      return `Cut ${tonnes(e.total - ref.median)} to reach the industry median of ${tonnes(ref.median)} for a company of this revenue`;
    }
    if (e.total > ref.topPerformer) {
      return `Cut ${tonnes(e.total - ref.topPerformer)} to reach the top-performer level (P90) of ${tonnes(ref.topPerformer)}`;
    }
    return `Hold total emissions at or below the top-performer level (P90) of ${tonnes(ref.topPerformer)}`;
  };
  return {
    pillar: "environmental",
    key: "emissionsIntensity",
    label: SUB_SCORE_LABELS.emissionsIntensity,
    weight: 30,
    rule: "Share of the industry's NAICS-6 sectors whose cradle-to-gate kg CO2e per dollar of output (US EPA USEEIO v1.3) is higher than the company's latest-year total emissions per dollar of annual revenue.",
    score: (i) => (i.emissionsIntensityPercentile === null ? null : i.emissionsIntensityPercentile),
    advice: (i) => {
      const e = i.emissions;
      const p = i.emissionsIntensityPercentile ?? 0;
      return {
        finding: `${e ? emissionsYearLabel(e) : ""} emissions of ${tonnes(e?.total ?? 0)} are less carbon-intensive per unit of revenue than ${pct(p, 0)} of ${i.industry} sectors.`,
        action: action(i),
      };
    },
    missing: (i) =>
      !i.emissions
        ? "a year of energy, fuel, travel and purchase data in Carbon Analysis"
        : i.emissions.partial
          ? `a complete reporting year in Carbon Analysis (${i.emissions.year} is partial), to compare emissions with the industry`
          : `revenue for ${i.emissions.year} in Settings → Company (to compare emissions with the industry)`,
    benchmark: (i) => {
      const e = i.emissions;
      const ref = i.industryEmissions;
      if (!e || !ref || i.emissionsIntensityPercentile === null) return null;
      const vsMedian = ((e.total - ref.median) / ref.median) * 100;
      return {
        percentile: Math.round(i.emissionsIntensityPercentile),
        comparison: `${tonnes(e.total)} in ${emissionsYearLabel(e)} against an industry median of ${tonnes(ref.median)} and a top performer (P90) of ${tonnes(ref.topPerformer)} for the same revenue (${signedPct(vsMedian)} vs median)`,
        recommendation: `${action(i)}.`,
      };
    },
  };
}

function emissionsTrend(): ScoringRule {
  return {
    pillar: "environmental",
    key: "emissionsTrend",
    label: SUB_SCORE_LABELS.emissionsTrend,
    weight: 15,
    rule: `Annualised change of total emissions from the latest complete reporting year before the reporting year to it (partial years are never compared) against the ${PATHWAY_ANNUAL_REDUCTION_PERCENT}% a year absolute reduction of a 1.5°C pathway (SBTi): -${PATHWAY_ANNUAL_REDUCTION_PERCENT}% or better scores 100, no change 50, +${PATHWAY_ANNUAL_REDUCTION_PERCENT}% or worse 0.`,
    score: (i) => {
      const c = annualEmissionsChange(i);
      return c === null ? null : clamp(50 - (50 * c) / PATHWAY_ANNUAL_REDUCTION_PERCENT);
    },
    advice: (i) => {
      const c = annualEmissionsChange(i) ?? 0;
      const e = i.emissions;
      const prev = i.previousEmissions;
      const next = (e?.total ?? 0) * (1 - PATHWAY_ANNUAL_REDUCTION_PERCENT / 100);
      return {
        finding: `Total emissions changed ${signedPct(c)} a year, from ${tonnes(prev?.total ?? 0)} in ${prev?.year} to ${tonnes(e?.total ?? 0)} in ${e?.year}.`,
        action:
          c <= -PATHWAY_ANNUAL_REDUCTION_PERCENT
            ? `Keep cutting at least ${PATHWAY_ANNUAL_REDUCTION_PERCENT}% a year (${tonnes(next)} or less in ${(e?.year ?? 0) + 1})`
            : `Cut total emissions by at least ${PATHWAY_ANNUAL_REDUCTION_PERCENT}% a year, to ${tonnes(next)} or less in ${(e?.year ?? 0) + 1}, to follow a 1.5°C pathway`,
      };
    },
    missing: (i) =>
      i.emissions?.partial
        ? `emissions for two complete reporting years in Carbon Analysis (${i.emissions.year} is partial)`
        : "emissions for two complete reporting years in Carbon Analysis",
  };
}

function renewableEnergy(): ScoringRule {
  const action = (v: number) =>
    v >= 100
      ? "Keep 100% renewable electricity under contract"
      : `Source the remaining ${pct(100 - v)} of electricity from renewables through a power purchase agreement or a certified green tariff`;
  return {
    pillar: "environmental",
    key: "renewableEnergy",
    label: SUB_SCORE_LABELS.renewableEnergy,
    weight: 20,
    rule: "Renewable share of electricity in percent (RE100 goal: 100%), from the latest Peer Benchmarking record of the metric.",
    score: (i) => (i.renewableShare ? clamp(i.renewableShare.value) : null),
    advice: (i) => {
      const r = i.renewableShare;
      return {
        finding: `Renewables supply ${pct(r?.value ?? 0)} of electricity (${r?.year}) against an industry average of ${pct(r?.industryAverage ?? 0)}.`,
        action: action(r?.value ?? 0),
      };
    },
    missing: () => "the renewable share of electricity in Peer Benchmarking",
    benchmark: (i) => {
      const r = i.renewableShare;
      if (!r) return null;
      return {
        percentile: Math.round(clamp(r.percentile)),
        comparison: `${pct(r.value)} in ${r.year} against an industry average of ${pct(r.industryAverage)} and a top quartile of ${pct(r.topQuartile)}${r.source ? ` (${r.source})` : ""}`,
        recommendation:
          r.value < r.topQuartile
            ? `${action(r.value)}; reaching ${pct(r.topQuartile)} puts the company in the top quartile.`
            : `${action(r.value)}.`,
      };
    },
  };
}

function climateTargets(): ScoringRule {
  return {
    pillar: "environmental",
    key: "climateTargets",
    label: SUB_SCORE_LABELS.climateTargets,
    weight: 20,
    rule: `40 points for an emissions-reduction target, 30 more when one is science-based (SBTi), and 30 × the share of environmental goals on track (latest progress ${ON_TRACK}% or more, spec part 2 §9); ESRS E1-4.`,
    score: (i) => {
      const t = i.climateTargets;
      if (!t) return null;
      const onTrack = t.environmentalGoals > 0 ? t.onTrack / t.environmentalGoals : 0;
      return (t.emissionsTargets > 0 ? 40 : 0) + (t.scienceBasedEmissionsTargets > 0 ? 30 : 0) + 30 * onTrack;
    },
    advice: (i) => {
      const t = i.climateTargets ?? {
        environmentalGoals: 0,
        emissionsTargets: 0,
        scienceBasedEmissionsTargets: 0,
        onTrack: 0,
      };
      const finding = `${plural(t.environmentalGoals, "environmental goal")}, ${plural(t.emissionsTargets, "emissions target")} (${num(t.scienceBasedEmissionsTargets)} science-based), ${num(t.onTrack)} on track.`;
      if (t.emissionsTargets === 0) {
        return {
          finding,
          action: "Set an absolute scope 1, 2 and 3 emissions-reduction target for 2030 (ESRS E1-4)",
        };
      }
      if (t.scienceBasedEmissionsTargets === 0) {
        return {
          finding,
          action: "Have the emissions target validated by the Science Based Targets initiative",
        };
      }
      const behind = t.environmentalGoals - t.onTrack;
      return {
        finding,
        action:
          behind > 0
            ? `Bring the ${plural(behind, "environmental goal")} below ${ON_TRACK}% progress back on track`
            : "Keep every environmental goal on track and record progress each period",
      };
    },
    missing: () => "environmental goals in Goal Tracking",
  };
}

export const ENVIRONMENTAL_RULES: readonly ScoringRule[] = [
  emissionsIntensity(),
  emissionsTrend(),
  renewableEnergy(),
  climateTargets(),
];
