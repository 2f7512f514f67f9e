/** Inputs of a fully recorded company for the model's tests (figures close to the demo company's). */
import type { AssessmentInputs } from "./inputs";

export function fullInputs(overrides: Partial<AssessmentInputs> = {}): AssessmentInputs {
  return {
    companyName: "Acme Parts Ltd",
    industry: "Manufacturing",
    emissions: {
      year: 2024,
      partial: false,
      scope1: 700,
      scope2: 900,
      scope2Market: 400,
      scope3: 4000,
      total: 5600,
    },
    previousEmissions: { year: 2023, total: 5800 },
    emissionsIntensityPercentile: 70,
    industryEmissions: {
      year: 2024,
      topPerformer: 3800,
      median: 7600,
      average: 9900,
      sectors: 364,
      source: "USEEIO v1.3",
    },
    intensityNote: null,
    renewableShare: {
      value: 58,
      year: 2025,
      industryAverage: 45.3,
      topQuartile: 65,
      percentile: 66.1,
      source: "Eurostat SHARES 2023",
    },
    climateTargets: {
      environmentalGoals: 4,
      emissionsTargets: 1,
      scienceBasedEmissionsTargets: 1,
      onTrack: 2,
    },
    supplierResponses: { responded: 6, total: 10 },
    stakeholderFeedback: { answered: 5, total: 8 },
    requiredTraining: { completions: 2, possible: 3 },
    womenOnBoard: {
      value: 33.3,
      year: 2025,
      industryAverage: 42.1,
      topQuartile: 45,
      percentile: 39.5,
      source: null,
    },
    safetyGoals: [{ title: "Reduce lost-time injuries to 3 a year", progress: 82 }],
    compliance: { requirements: 11, meanCompletion: 45, completed: 3, overdue: 1 },
    boardIndependence: {
      value: 56,
      year: 2025,
      industryAverage: 62,
      topQuartile: 70,
      percentile: 45.2,
      source: null,
    },
    risks: [
      { probability: 5, impact: 4, mitigated: false, hasMitigationPlan: true },
      { probability: 2, impact: 2, mitigated: false, hasMitigationPlan: false },
      { probability: 3, impact: 4, mitigated: true, hasMitigationPlan: true },
    ],
    ethics: { goalProgress: 100, ethicsGoals: 1, trainingCompletion: 0 },
    disclosure: { inRegister: ["CSRD", "GRI", "TCFD"], reported: ["GRI", "TCFD"] },
    peerPercentiles: { environmental: [66.1], social: [39.5, 72.2], governance: [45.2] },
    ...overrides,
  };
}
