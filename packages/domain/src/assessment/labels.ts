/** The names of the sub-scores, by key (the breakdown's keys). Kept apart from the rules so the UI can name them cheaply. */
export const SUB_SCORE_LABELS = {
  emissionsIntensity: "Emissions intensity",
  emissionsTrend: "Emissions trend",
  renewableEnergy: "Renewable energy",
  climateTargets: "Climate targets",
  supplierEngagement: "Supplier engagement",
  stakeholderResponsiveness: "Stakeholder responsiveness",
  trainingCompletion: "Training completion",
  diversity: "Diversity",
  healthAndSafety: "Health and safety",
  regulatoryCompliance: "Regulatory compliance",
  boardIndependence: "Board independence",
  riskMitigation: "Risk mitigation",
  ethicsAndConduct: "Ethics and conduct",
  disclosureFrameworks: "Disclosure frameworks",
  dataCoverage: "Data coverage",
} as const;
