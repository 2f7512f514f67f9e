/**
 * The demo company's sample data: one source for the server seed, Reset Demo and (later) the offline demo.
 * Names are fictional; figures are plausible for a mid-sized UK manufacturer.
 */

export const DEMO_COMPANY = { name: "Northwind Components Ltd", industry: "Manufacturing" } as const;
export const DEMO_USER = { username: "demo", password: "demo", name: "Alex Morgan" } as const;

export const DEMO_SUPPLIERS = [
  {
    name: "Baltic Steel Works",
    riskTier: "high",
    disclosureScore: 32,
    responded: false,
    country: "PL",
    category: "Raw materials",
  },
  {
    name: "Shenzhen PrecisionCast",
    riskTier: "high",
    disclosureScore: 41,
    responded: true,
    country: "CN",
    category: "Castings",
  },
  {
    name: "Anatolia Textiles",
    riskTier: "high",
    disclosureScore: 28,
    responded: false,
    country: "TR",
    category: "Packaging fabric",
  },
  {
    name: "Rhine Chemicals GmbH",
    riskTier: "medium",
    disclosureScore: 63,
    responded: true,
    country: "DE",
    category: "Coatings",
  },
  {
    name: "Lakeside Logistics",
    riskTier: "medium",
    disclosureScore: 57,
    responded: false,
    country: "GB",
    category: "Freight",
  },
  {
    name: "Iberia Polymers SA",
    riskTier: "medium",
    disclosureScore: 66,
    responded: true,
    country: "ES",
    category: "Plastics",
  },
  {
    name: "Nordic Renewables AB",
    riskTier: "low",
    disclosureScore: 91,
    responded: true,
    country: "SE",
    category: "Energy",
  },
  {
    name: "Cascade Packaging Co",
    riskTier: "low",
    disclosureScore: 84,
    responded: true,
    country: "US",
    category: "Packaging",
  },
  {
    name: "Pennine Electronics",
    riskTier: "low",
    disclosureScore: 78,
    responded: true,
    country: "GB",
    category: "Components",
  },
  {
    name: "Kyoto Sensors KK",
    riskTier: "low",
    disclosureScore: 88,
    responded: false,
    country: "JP",
    category: "Components",
  },
] as const;

export const DEMO_DOCUMENTS = [
  { filename: "CSRD_ESRS_Sustainability_Statement_2024.md", type: "CSRD" },
  { filename: "ISSB_S1_S2_Climate_Disclosure_2024.md", type: "ISSB" },
  { filename: "GRI_Content_Index_2024.md", type: "GRI" },
] as const;

/** Placeholder pillar scores until the assessment engine computes them from the company's data. */
export const DEMO_ASSESSMENT = {
  environmental: 68,
  social: 74,
  governance: 61,
  summaryText:
    "Northwind Components shows solid social performance, driven by a high supplier questionnaire response rate and a structured training programme. Governance is the weakest pillar: board ESG oversight and disclosure against CSRD datapoints are incomplete. Environmental performance is mid-pack for manufacturing; purchased electricity and steel are the largest emission sources, and a renewable power contract would move the score most.",
} as const;
