import { createRiskInputSchema, type RiskStatus, riskLevel } from "@esg/domain";
import type { CompanySeeder } from "./company-seeder";

/** Northwind Components' ESG risk register: plants in Sheffield and Telford, suppliers across Europe and Asia. */
const DEMO_RISKS = [
  {
    riskCategory: "Climate",
    riskType: "Customer decarbonisation requirements",
    description:
      "German automotive OEMs require supplier product carbon footprints and a 1.5°C-aligned target from next year's tenders.",
    geography: "Germany",
    businessUnit: "Sales & Key Accounts",
    probability: 5,
    impact: 4,
    mitigationStrategy: "Product carbon footprints for the top 20 part families; SBTi commitment letter.",
    owner: "Commercial Director",
    status: "active",
  },
  {
    riskCategory: "Climate",
    riskType: "Low-carbon steel availability",
    description:
      "Limited supply and price premium of low-carbon steel from Baltic Steel Works and other mills.",
    geography: "Poland",
    businessUnit: "Procurement",
    probability: 4,
    impact: 4,
    mitigationStrategy: "Two-year offtake pilot with an EAF mill; design-for-less-material reviews.",
    owner: "Head of Procurement",
    status: "active",
  },
  {
    riskCategory: "Climate",
    riskType: "Physical risk: river flooding",
    description:
      "The Sheffield plant sits in the River Don flood zone; a 2007-scale flood would stop machining for weeks.",
    geography: "United Kingdom",
    businessUnit: "Precision Machining",
    probability: 3,
    impact: 5,
    mitigationStrategy: "Flood barriers, raised switchgear and a tested business-continuity plan.",
    owner: "Operations Director",
    status: "active",
  },
  {
    riskCategory: "Climate",
    riskType: "Carbon pricing on natural gas",
    description: "UK ETS expansion and gas price volatility raise the cost of heat treatment furnaces.",
    geography: "United Kingdom",
    businessUnit: "Heat Treatment",
    probability: 4,
    impact: 3,
    mitigationStrategy: "Electric furnace business case and heat recovery on two lines.",
    owner: "Energy Manager",
    status: "active",
  },
  {
    riskCategory: "Climate",
    riskType: "Water stress at supplier sites",
    description: "Textile finishing suppliers in water-stressed basins.",
    geography: "Turkey",
    businessUnit: "Procurement",
    probability: 2,
    impact: 2,
    mitigationStrategy: "Add water questions to the supplier ESG questionnaire.",
    owner: "Head of Procurement",
    status: "active",
  },
  {
    riskCategory: "Social",
    riskType: "Forced labour in the castings supply chain",
    description: "Tier-2 foundries behind Shenzhen PrecisionCast have not been audited.",
    geography: "China",
    businessUnit: "Procurement",
    probability: 3,
    impact: 4,
    mitigationStrategy: "Third-party social audits and a Modern Slavery Act supplier clause.",
    owner: "Head of Procurement",
    status: "active",
  },
  {
    riskCategory: "Social",
    riskType: "Workplace injuries in the press shop",
    description: "Hand injuries at the Telford press line drive the lost-time injury rate.",
    geography: "United Kingdom",
    businessUnit: "Assembly",
    probability: 3,
    impact: 3,
    mitigationStrategy: "Light curtains on all presses and a near-miss reporting app.",
    owner: "Head of HSE",
    status: "active",
  },
  {
    riskCategory: "Social",
    riskType: "Shortage of skilled CNC machinists",
    description: "A third of machinists retire within eight years; recruitment takes five months on average.",
    geography: "United Kingdom",
    businessUnit: "Precision Machining",
    probability: 4,
    impact: 2,
    mitigationStrategy: "Apprenticeship intake doubled; upskilling programme with Sheffield College.",
    owner: "HR Director",
    status: "active",
  },
  {
    riskCategory: "Governance",
    riskType: "Bribery by export sales agents",
    description: "Third-party agents in Gulf markets handle public-sector tenders.",
    geography: "United Arab Emirates",
    businessUnit: "Sales & Key Accounts",
    probability: 2,
    impact: 4,
    mitigationStrategy: "Agent due diligence, Bribery Act training and audit rights in agent contracts.",
    owner: "General Counsel",
    status: "active",
  },
  {
    riskCategory: "Governance",
    riskType: "Incomplete CSRD data controls",
    description:
      "Sustainability data is collected in spreadsheets without review controls ahead of assurance.",
    geography: "European Union",
    businessUnit: "Finance",
    probability: 3,
    impact: 3,
    mitigationStrategy: "Data owners per ESRS datapoint and quarterly internal review.",
    owner: "Finance Director",
    status: "active",
  },
  {
    riskCategory: "Operational",
    riskType: "Ransomware on the shop-floor OT network",
    description: "Legacy CNC controllers share a network with office systems.",
    geography: "United Kingdom",
    businessUnit: "IT & Digital",
    probability: 3,
    impact: 5,
    mitigationStrategy: "Network segmentation, offline backups and Cyber Essentials Plus.",
    owner: "Head of IT",
    status: "active",
  },
  {
    riskCategory: "Operational",
    riskType: "Single-source castings supplier",
    description: "One supplier provided 80% of aluminium castings until last year.",
    geography: "China",
    businessUnit: "Procurement",
    probability: 2,
    impact: 5,
    mitigationStrategy: "Second source qualified in Spain; safety stock of eight weeks.",
    owner: "Head of Procurement",
    status: "mitigated",
  },
] as const;

export const riskHeatmapsSeeder: CompanySeeder = {
  name: "risk-heatmaps",
  tables: ["risk_assessments"],
  async seed(trx, companyId, now) {
    const at = now.toISOString();
    await trx
      .insertInto("risk_assessments")
      .values(
        DEMO_RISKS.map((raw) => {
          // Through the API's schema and calculator, so the stored levels are the computed ones.
          const r = createRiskInputSchema.parse(raw);
          const status: RiskStatus = raw.status;
          return {
            company_id: companyId,
            risk_category: r.riskCategory,
            risk_type: r.riskType,
            description: r.description,
            geography: r.geography,
            business_unit: r.businessUnit,
            probability: r.probability,
            impact: r.impact,
            risk_level: riskLevel(r.probability, r.impact),
            mitigation_strategy: r.mitigationStrategy,
            owner: r.owner,
            status,
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .execute();
  },
};
