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
