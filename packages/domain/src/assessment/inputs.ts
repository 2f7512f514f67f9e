/**
 * What the ESG maturity model scores: one named figure per rule, each `null` when the company has not
 * recorded the data behind it. A missing figure is never replaced by a default; it lowers the pillar's
 * data-coverage sub-score instead (see rules.ts).
 */

/** A company metric recorded in Peer Benchmarking together with its industry reference values. */
export type BenchmarkedFigure = {
  /** The company's value in the row's unit (for the percentages here: percent). */
  value: number;
  year: number;
  industryAverage: number;
  topQuartile: number;
  /** Spec part 2 §9 benchmark percentile, as stored with the row. */
  percentile: number;
  /** Where the industry reference values come from, as recorded. */
  source: string | null;
};

/** Gross emissions of one reporting year, t CO2e (`scope2` and `total` location-based). */
export type EmissionsFigures = {
  year: number;
  /** Neither complete nor closed: the company has no complete year yet, so the latest is shown, labelled. */
  partial: boolean;
  scope1: number;
  scope2: number;
  scope2Market: number;
  scope3: number;
  total: number;
};

/** The industry reference of the Carbon Analysis, scaled to the company's revenue (t CO2e). */
export type IndustryEmissions = {
  /** The reporting year whose revenue scales the figures (the emissions' year). */
  year: number;
  topPerformer: number;
  median: number;
  average: number;
  /** Number of NAICS-6 sectors the figures are taken over. */
  sectors: number;
  source: string;
};

export type RiskInput = {
  /** 1-5 */
  probability: number;
  /** 1-5 */
  impact: number;
  mitigated: boolean;
  /** A mitigation strategy is on record. */
  hasMitigationPlan: boolean;
};

export type AssessmentInputs = {
  companyName: string;
  industry: string;

  // Environmental
  /** The default reporting year of the inventory: the latest complete or closed year, else the latest, partial. */
  emissions: EmissionsFigures | null;
  /** The latest COMPLETE year before `emissions`; null when that year is partial or none is complete. */
  previousEmissions: { year: number; total: number } | null;
  /** Share (0-100) of the industry's NAICS-6 sectors whose revenue intensity is higher than the company's. */
  emissionsIntensityPercentile: number | null;
  /** Industry reference scaled to the company's revenue of the emissions year; null without it. */
  industryEmissions: IndustryEmissions | null;
  /** Why the intensity and the industry reference are missing when the year has emissions but no revenue. */
  intensityNote: string | null;
  /** Renewable share of electricity, percent (Peer Benchmarking metric `renewable_energy…`). */
  renewableShare: BenchmarkedFigure | null;
  /** Environmental goals of Goal Tracking; null when the company has recorded no goals at all. */
  climateTargets: {
    environmentalGoals: number;
    /** Goals that reduce emissions (tCO2e unit or an emissions/carbon/GHG title). */
    emissionsTargets: number;
    scienceBasedEmissionsTargets: number;
    /** Environmental goals achieved or whose latest progress is at least 70% (spec part 2 §9). */
    onTrack: number;
  } | null;

  // Social
  /** Supplier ESG questionnaire responses (supplier register). */
  supplierResponses: { responded: number; total: number } | null;
  /** Stakeholder feedback items answered (a response recorded, or resolved/closed). */
  stakeholderFeedback: { answered: number; total: number } | null;
  /** Completed (learner, required module) pairs over all possible pairs (ESG Training). */
  requiredTraining: { completions: number; possible: number } | null;
  /** Women's share of board seats, percent (Peer Benchmarking metric `board_diversity…`). */
  womenOnBoard: BenchmarkedFigure | null;
  /** Health and safety goals (by title) with their latest progress, percent. */
  safetyGoals: { title: string; progress: number }[] | null;

  // Governance
  /** Regulatory requirements with their completion. */
  compliance: { requirements: number; meanCompletion: number; completed: number; overdue: number } | null;
  /** Independent directors' share of the board, percent (Peer Benchmarking metric `board_independence…`). */
  boardIndependence: BenchmarkedFigure | null;
  /** ESG risk register. */
  risks: RiskInput[] | null;
  /** Ethics and conduct evidence: code-of-conduct/anti-bribery goals and Governance training. */
  ethics: {
    /** Mean latest progress of ethics goals (percent), null when there is none. */
    goalProgress: number | null;
    ethicsGoals: number;
    /** Completed (learner, Governance module) pairs over all possible pairs, percent; null without modules. */
    trainingCompletion: number | null;
  } | null;
  /** Frameworks of the compliance register, and those with at least one completed requirement. */
  disclosure: { inRegister: string[]; reported: string[] } | null;

  /** Peer Benchmarking percentiles (latest record per metric) by the spec's keyword category (part 2 §9). */
  peerPercentiles: Record<AssessmentPillar, number[]>;
};

export const ASSESSMENT_PILLARS = ["environmental", "social", "governance"] as const;
export type AssessmentPillar = (typeof ASSESSMENT_PILLARS)[number];

/** Every input missing: the state of a company with no data at all. */
export function emptyAssessmentInputs(companyName: string, industry: string): AssessmentInputs {
  return {
    companyName,
    industry,
    emissions: null,
    previousEmissions: null,
    emissionsIntensityPercentile: null,
    industryEmissions: null,
    intensityNote: null,
    renewableShare: null,
    climateTargets: null,
    supplierResponses: null,
    stakeholderFeedback: null,
    requiredTraining: null,
    womenOnBoard: null,
    safetyGoals: null,
    compliance: null,
    boardIndependence: null,
    risks: null,
    ethics: null,
    disclosure: null,
    peerPercentiles: { environmental: [], social: [], governance: [] },
  };
}
