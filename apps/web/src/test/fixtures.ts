import type { CompanyProfile, DashboardResponse, SessionUser } from "@esg/domain";

export const demoUser: SessionUser = {
  id: 1,
  username: "demo",
  name: "Alex Morgan",
  company: { id: 1, name: "Northwind Components Ltd", industry: "Manufacturing", dateLocale: "en-GB" },
  role: "admin",
};

/** The demo company's profile as GET /api/companies/1/profile answers it. */
export function demoProfile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    name: "Northwind Components Ltd",
    industry: "Manufacturing",
    country: "GB",
    currency: "GBP",
    employees: 640,
    lei: null,
    revenue: [{ year: 2024, amount: 24_000_000 }],
    feedbackSlug: "northwind-components-ltd",
    ...overrides,
  };
}

export function dashboardFixture(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    company: { id: 1, name: "Northwind Components Ltd", industry: "Manufacturing", dateLocale: "en-GB" },
    documents: [
      {
        id: 11,
        filename: "CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf",
        type: "CSRD",
        createdAt: "2024-12-01T00:00:00.000Z",
      },
      { id: 12, filename: "GRI_305_Emissions_Table.csv", type: "GRI", createdAt: "2024-12-01T00:00:00.000Z" },
    ],
    assessment: {
      summaryText: "Governance is the weakest pillar: board ESG oversight is incomplete.",
      esgScore: { E: 68, S: 74, G: 61 },
    },
    suppliers: [
      {
        id: 1,
        name: "Baltic Steel Works",
        riskTier: "high",
        disclosureScore: 32,
        responded: false,
        country: "PL",
        category: "Raw materials",
      },
      {
        id: 2,
        name: "Rhine Chemicals GmbH",
        riskTier: "Medium",
        disclosureScore: 63,
        responded: true,
        country: "DE",
        category: "Coatings",
      },
      {
        id: 3,
        name: "Nordic Renewables AB",
        riskTier: "LOW",
        disclosureScore: 91,
        responded: true,
        country: "SE",
        category: "Energy",
      },
      {
        id: 4,
        name: "Mystery Metals",
        riskTier: "unknown",
        disclosureScore: 12.4,
        responded: false,
        country: null,
        category: null,
      },
    ],
    supplierCount: 4,
    ...overrides,
  };
}
