/** Titles (spec parts 1 and 2) and one-line purposes of the screens behind the dashboard menus. */
export const MODULES = {
  assessment: {
    title: "Full ESG Assessment",
    purpose: "Pillar scores, sub-score breakdowns, peer comparison and prioritised recommendations.",
  },
  carbon: {
    title: "Carbon Analysis",
    purpose: "Scope 1, 2 and 3 emissions, industry benchmarks, reduction scenarios and projections.",
  },
  "data-ingestion": {
    title: "Data Ingestion",
    purpose: "Import activity data and documents and turn them into emissions with published factors.",
  },
  materiality: {
    title: "Materiality Assessment Matrix",
    purpose: "Rate topics by impact and financial materiality (double materiality, CSRD/ESRS 1).",
  },
  "stakeholder-engagement": {
    title: "Stakeholder Engagement Portal",
    purpose: "Plan stakeholder consultations, collect feedback and track follow-ups.",
  },
  "goal-tracking": {
    title: "Goal Setting & Target Tracking",
    purpose: "Set ESG targets with baselines and milestones, and track progress towards them.",
  },
  "regulatory-compliance": {
    title: "Regulatory Compliance Dashboard",
    purpose: "Follow CSRD, ISSB and GRI requirements, deadlines and your readiness for each.",
  },
  "risk-heatmaps": {
    title: "ESG Risk Heat Maps",
    purpose: "Map ESG risks by likelihood and impact across your operations and value chain.",
  },
  "esg-ratings": {
    title: "Third-Party ESG Ratings",
    purpose: "Track your ratings from the main ESG rating agencies and what drives them.",
  },
  "peer-benchmarking": {
    title: "Peer Benchmarking Analysis",
    purpose: "Compare your ESG metrics with industry peers, percentile by percentile.",
  },
  "esg-training": {
    title: "ESG Training & Certification",
    purpose: "Assign ESG courses, follow completion and certify your teams.",
  },
  "board-reporting": {
    title: "Board Reporting Templates",
    purpose: "Produce board-ready ESG briefings from your live data.",
  },
  "impact-measurement": {
    title: "Impact Measurement Tools",
    purpose: "Measure the outcomes of your sustainability programmes against their goals.",
  },
} as const;

export type ModuleId = keyof typeof MODULES;
