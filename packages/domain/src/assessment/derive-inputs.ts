/**
 * From the modules' stored records to the model's named figures (inputs.ts). Pure: the database side
 * (packages/db queries/assessment-inputs.ts) only reads rows. A module without rows yields null figures.
 */

import { revenueInBenchmarkDollars } from "../benchmark-revenue";
import { industryBenchmarkForYear, industrySectorIntensities } from "../carbon-benchmarks";
import { buildInventory, chooseInventoryYear, type InventoryRecords } from "../carbon-inventory";
import { yearOnYearChange } from "../carbon-year-on-year";
import { type RevenueYear, revenueForYear } from "../company-profile";
import { GOAL_ON_TRACK_PERCENT } from "../goal-tracking";
import { benchmarkCategory, metricKey } from "../peer-benchmarking";
import { complianceSummary } from "../regulatory-compliance";
import type { AssessmentInputs, AssessmentPillar, BenchmarkedFigure, EmissionsFigures } from "./inputs";

export type AssessmentRecords = {
  company: { name: string; industry: string };
  /** Revenue by year in the company's reporting currency (the company profile). */
  revenue: { currency: string | null; revenue: readonly RevenueYear[] };
  /** The carbon inventory: reporting settings, closed years and the monthly rollup. */
  inventory: InventoryRecords;
  benchmarks: readonly {
    metric: string;
    value: number;
    year: number;
    industryAverage: number;
    topQuartile: number;
    percentile: number;
    dataSource: string | null;
    createdAt: string;
  }[];
  goals: readonly {
    title: string;
    category: string;
    unit: string;
    isScenceBased: boolean;
    status: string;
    latestProgressPercentage: number | null;
  }[];
  suppliers: readonly { responded: boolean }[];
  feedback: readonly { status: string; response: string | null }[];
  training: {
    requiredModules: number;
    learners: number;
    requiredCompletions: number;
    governanceModules: number;
    governanceCompletions: number;
  };
  requirements: readonly {
    framework: string | null;
    status: string;
    completionPercentage: number;
    dueDate: string | null;
  }[];
  risks: readonly {
    probability: number;
    impact: number;
    status: string;
    mitigationStrategy: string | null;
  }[];
};

/** The three frameworks a CSRD-scope company reports against; TCFD's recommendations live on in IFRS S2. */
export const CORE_DISCLOSURE_FRAMEWORKS: Readonly<Record<string, string>> = {
  CSRD: "CSRD/ESRS",
  TCFD: "ISSB/TCFD",
  GRI: "GRI",
};

const EMISSIONS_GOAL = /emission|carbon|ghg|greenhouse|net[\s-]?zero/i;
const SAFETY_GOAL = /injur|safety|accident|lost[\s-]?time|ltifr|fatalit/i;
const ETHICS_GOAL = /code of conduct|ethic|brib|corrupt|whistleblow|fraud/i;

/** Percent of `sorted` strictly above `x`, ties counting half (mid-rank): where lower is better, the share beaten. */
export function shareAbove(sorted: readonly number[], x: number): number | null {
  if (sorted.length === 0 || !Number.isFinite(x)) return null;
  let above = 0;
  let equal = 0;
  for (const v of sorted) {
    if (v > x) above++;
    else if (v === x) equal++;
  }
  return (100 * (above + equal / 2)) / sorted.length;
}

/**
 * The default reporting year of the inventory (the latest complete or closed year, else the latest with data,
 * partial) and the latest complete year before it, compared only when both are complete — so one bill in a
 * new year neither becomes "the latest year" nor scores the trend.
 */
function emissionYears(records: InventoryRecords): {
  latest: EmissionsFigures | null;
  previous: { year: number; total: number } | null;
} {
  const inventory = buildInventory(records);
  const { data, isPartial } = chooseInventoryYear(inventory);
  if (!data || data.totalLocation <= 0) return { latest: null, previous: null };
  const t = (kg: number) => kg / 1000;
  const yearly = inventory.years.map((y) => ({
    year: y.year,
    total: t(y.totalLocation),
    complete: y.complete,
  }));
  const change = yearOnYearChange(yearly, data.year);
  const previous = change ? yearly.find((y) => y.year === change.previousYear) : undefined;
  return {
    latest: {
      year: data.year,
      partial: isPartial,
      scope1: t(data.scope1),
      scope2: t(data.scope2Location),
      scope2Market: t(data.scope2Market),
      scope3: t(data.scope3),
      total: t(data.totalLocation),
    },
    previous: previous ? { year: previous.year, total: previous.total } : null,
  };
}

/** The latest recorded benchmark (by year, then recording time) whose metric key contains one of `keys`. */
function latestBenchmark(
  rows: AssessmentRecords["benchmarks"],
  keys: readonly string[],
): BenchmarkedFigure | null {
  const matches = rows
    .filter((r) => keys.some((k) => metricKey(r.metric).includes(k)))
    .sort((a, b) => b.year - a.year || b.createdAt.localeCompare(a.createdAt));
  const r = matches[0];
  if (!r) return null;
  return {
    value: r.value,
    year: r.year,
    industryAverage: r.industryAverage,
    topQuartile: r.topQuartile,
    percentile: r.percentile,
    source: r.dataSource,
  };
}

const isOnTrack = (g: AssessmentRecords["goals"][number]) =>
  g.status === "achieved" || (g.latestProgressPercentage ?? 0) >= GOAL_ON_TRACK_PERCENT;
const goalProgress = (g: AssessmentRecords["goals"][number]) =>
  g.status === "achieved" ? 100 : (g.latestProgressPercentage ?? 0);
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

function environmental(r: AssessmentRecords) {
  const { latest, previous } = emissionYears(r.inventory);
  // The revenue of the emissions' own year: another year's would misstate the intensity.
  const revenue = latest ? revenueForYear(r.revenue, latest.year) : null;
  // Deflated from the revenue's year to the intensities' 2022 dollars, as the industry benchmark is.
  const usd = revenue ? revenueInBenchmarkDollars(revenue, latest?.year).usd : null;
  const intensityPercentile =
    // A partial year's total covers only some months: it would flatter the company against annual intensities.
    latest && !latest.partial && usd
      ? shareAbove(industrySectorIntensities(r.company.industry), (latest.total * 1000) / usd)
      : null;
  let industryEmissions: AssessmentInputs["industryEmissions"] = null;
  let intensityNote: string | null = null;
  if (latest) {
    // The Carbon Analysis figures of the same reporting year, from the same function: one answer on both screens.
    const c = industryBenchmarkForYear(r.company.industry, r.revenue, latest.year);
    intensityNote = c.intensityNote;
    if (c.topPerformer !== null && c.medianEmissions !== null && c.averageEmissions !== null) {
      industryEmissions = {
        year: latest.year,
        topPerformer: c.topPerformer,
        median: c.medianEmissions,
        average: c.averageEmissions,
        sectors: industrySectorIntensities(r.company.industry).length,
        source: c.source,
      };
    }
  }
  const env = r.goals.filter((g) => g.category === "Environmental");
  const emissionsGoals = env.filter((g) => /co2/i.test(g.unit) || EMISSIONS_GOAL.test(g.title));
  return {
    emissions: latest ?? null,
    previousEmissions: previous,
    emissionsIntensityPercentile: intensityPercentile,
    industryEmissions,
    intensityNote,
    renewableShare: latestBenchmark(r.benchmarks, ["renewable_energy", "renewable_electricity"]),
    climateTargets:
      r.goals.length === 0
        ? null
        : {
            environmentalGoals: env.length,
            emissionsTargets: emissionsGoals.length,
            scienceBasedEmissionsTargets: emissionsGoals.filter((g) => g.isScenceBased).length,
            onTrack: env.filter(isOnTrack).length,
          },
  };
}

function social(r: AssessmentRecords) {
  const t = r.training;
  const possible = t.requiredModules * t.learners;
  const answered = r.feedback.filter(
    (f) => (f.response ?? "").trim() !== "" || f.status === "resolved" || f.status === "closed",
  ).length;
  const safety = r.goals.filter((g) => SAFETY_GOAL.test(g.title));
  return {
    supplierResponses:
      r.suppliers.length > 0
        ? { responded: r.suppliers.filter((s) => s.responded).length, total: r.suppliers.length }
        : null,
    stakeholderFeedback: r.feedback.length > 0 ? { answered, total: r.feedback.length } : null,
    requiredTraining:
      possible > 0 ? { completions: Math.min(t.requiredCompletions, possible), possible } : null,
    womenOnBoard: latestBenchmark(r.benchmarks, ["board_diversity", "women_on_board"]),
    safetyGoals:
      safety.length > 0 ? safety.map((g) => ({ title: g.title, progress: goalProgress(g) })) : null,
  };
}

function governance(r: AssessmentRecords, today: string) {
  const reqs = r.requirements;
  // Completed as the compliance register counts it (complianceSummary), so every screen agrees.
  const done = (q: (typeof reqs)[number]) => q.status === "completed";
  const summary = complianceSummary(reqs, today);
  const ethicsGoals = r.goals.filter((g) => ETHICS_GOAL.test(g.title));
  const govPossible = r.training.governanceModules * r.training.learners;
  const trainingCompletion =
    govPossible > 0 ? (100 * Math.min(r.training.governanceCompletions, govPossible)) / govPossible : null;
  const frameworks = [...new Set(reqs.map((q) => q.framework).filter((f): f is string => f !== null))].sort();
  return {
    compliance:
      summary.total > 0
        ? {
            requirements: summary.total,
            meanCompletion: summary.averageCompletion,
            completed: summary.completed,
            overdue: summary.overdue,
          }
        : null,
    boardIndependence: latestBenchmark(r.benchmarks, ["board_independence", "independent_directors"]),
    risks:
      r.risks.length > 0
        ? r.risks.map((k) => ({
            probability: k.probability,
            impact: k.impact,
            mitigated: k.status === "mitigated",
            hasMitigationPlan: (k.mitigationStrategy ?? "").trim() !== "",
          }))
        : null,
    ethics:
      ethicsGoals.length > 0 || trainingCompletion !== null
        ? {
            goalProgress: ethicsGoals.length > 0 ? mean(ethicsGoals.map(goalProgress)) : null,
            ethicsGoals: ethicsGoals.length,
            trainingCompletion,
          }
        : null,
    disclosure:
      frameworks.length > 0
        ? {
            inRegister: frameworks,
            reported: frameworks.filter((f) => reqs.some((q) => q.framework === f && done(q))),
          }
        : null,
  };
}

/** The latest record of each benchmarked metric, its percentile filed under the metric's pillar. */
function peerPercentiles(rows: AssessmentRecords["benchmarks"]): Record<AssessmentPillar, number[]> {
  const latest = new Map<string, AssessmentRecords["benchmarks"][number]>();
  for (const r of rows) {
    const key = metricKey(r.metric);
    const seen = latest.get(key);
    if (!seen || r.year > seen.year || (r.year === seen.year && r.createdAt > seen.createdAt))
      latest.set(key, r);
  }
  const out: Record<AssessmentPillar, number[]> = { environmental: [], social: [], governance: [] };
  for (const r of latest.values()) {
    const category = benchmarkCategory(r.metric);
    if (category !== "Other") out[category.toLowerCase() as AssessmentPillar].push(r.percentile);
  }
  return out;
}

/** The model's inputs from the stored records. `today` is YYYY-MM-DD (overdue requirements). */
export function deriveAssessmentInputs(records: AssessmentRecords, today: string): AssessmentInputs {
  return {
    companyName: records.company.name,
    industry: records.company.industry,
    ...environmental(records),
    ...social(records),
    ...governance(records, today),
    peerPercentiles: peerPercentiles(records.benchmarks),
  };
}
