import { createRequirementInputSchema, type RegulatoryFramework, type RequirementStatus } from "@esg/domain";
import type { CompanySeeder } from "./company-seeder";

type DemoRequirement = {
  framework: RegulatoryFramework | null;
  requirement: string;
  description: string;
  /** Days from the seed date; null for no due date. Relative, so the urgency bands stay populated. */
  dueInDays: number | null;
  assignedTo: string | null;
  status: RequirementStatus;
  completionPercentage: number;
};

/** Northwind Components' reporting obligations: a UK manufacturer in CSRD wave 2 via its EU subsidiary. */
const DEMO_REQUIREMENTS: readonly DemoRequirement[] = [
  {
    framework: "CSRD",
    requirement: "Double materiality assessment (ESRS 1)",
    description:
      "Impact and financial materiality of sustainability matters across the Sheffield and Telford plants and the value chain; stakeholder input from the engagement portal.",
    dueInDays: -12,
    assignedTo: "Priya Shah (Head of Sustainability)",
    status: "in_progress",
    completionPercentage: 75,
  },
  {
    framework: "CSRD",
    requirement: "Climate change disclosures (ESRS E1)",
    description:
      "Transition plan, Scope 1, 2 and 3 GHG inventory, energy consumption and mix, and climate targets (E1-1 to E1-9).",
    dueInDays: 21,
    assignedTo: "Tom Ellis (Energy Manager)",
    status: "in_progress",
    completionPercentage: 50,
  },
  {
    framework: "CSRD",
    requirement: "Own workforce disclosures (ESRS S1)",
    description:
      "Headcount, contract types, health and safety metrics, training hours and the gender pay gap for all 640 employees.",
    dueInDays: 64,
    assignedTo: "Rachel Owen (HR Director)",
    status: "pending",
    completionPercentage: 0,
  },
  {
    framework: "CSRD",
    requirement: "Limited assurance of the sustainability statement",
    description: "Appoint the assurance provider and agree the evidence pack for the first CSRD statement.",
    dueInDays: 240,
    assignedTo: "Mark Hughes (Finance Director)",
    status: "pending",
    completionPercentage: 0,
  },
  {
    framework: "TCFD",
    requirement: "Governance: board oversight of climate-related risks",
    description: "Board ESG committee terms of reference and quarterly climate-risk reporting to the board.",
    dueInDays: -45,
    assignedTo: "Company Secretary",
    status: "completed",
    completionPercentage: 100,
  },
  {
    framework: "TCFD",
    requirement: "Metrics and targets: Scope 1, 2 and 3 GHG emissions",
    description:
      "Location- and market-based Scope 2, material Scope 3 categories (purchased steel, freight) and the 2030 reduction target.",
    dueInDays: 14,
    assignedTo: "Tom Ellis (Energy Manager)",
    status: "in_progress",
    completionPercentage: 100,
  },
  {
    framework: "TCFD",
    requirement: "Scenario analysis of climate resilience (2°C or lower)",
    description:
      "Orderly and hot-house scenarios for gas prices, UK ETS costs and flood exposure of the Sheffield plant.",
    dueInDays: 120,
    assignedTo: "Priya Shah (Head of Sustainability)",
    status: "in_progress",
    completionPercentage: 25,
  },
  {
    framework: "SEC",
    requirement: "Scope 1 and Scope 2 GHG emissions (Item 1505)",
    description:
      "Emissions data requested by a US-listed OEM customer for its own Regulation S-K climate disclosures.",
    dueInDays: null,
    assignedTo: null,
    status: "pending",
    completionPercentage: 0,
  },
  {
    framework: "GRI",
    requirement: "GRI 305: Emissions",
    description: "Disclosures 305-1 to 305-5 in the annual sustainability report.",
    dueInDays: -90,
    assignedTo: "Priya Shah (Head of Sustainability)",
    status: "completed",
    completionPercentage: 100,
  },
  {
    framework: "SASB",
    requirement: "Industrial Machinery & Goods: energy and fleet fuel metrics",
    description: "SASB RT-IG-130a.1 energy consumed and RT-IG-410a fuel economy of products sold.",
    dueInDays: null,
    assignedTo: null,
    status: "pending",
    completionPercentage: 0,
  },
  {
    framework: null,
    requirement: "Streamlined Energy and Carbon Reporting (SECR) statement",
    description: "UK energy use, Scope 1 and 2 emissions and an intensity ratio in the directors' report.",
    dueInDays: 45,
    assignedTo: "Mark Hughes (Finance Director)",
    status: "in_progress",
    completionPercentage: 50,
  },
];

/** The local calendar date `days` after `now`, as YYYY-MM-DD. */
function localDatePlus(now: Date, days: number): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const mm = String(d.getMonth() + 1).padStart(2, "0");
  const dd = String(d.getDate()).padStart(2, "0");
  return `${d.getFullYear()}-${mm}-${dd}`;
}

export const regulatoryComplianceSeeder: CompanySeeder = {
  name: "regulatory-compliance",
  tables: ["regulatory_requirements"],
  async seed(trx, companyId, now) {
    const at = now.toISOString();
    await trx
      .insertInto("regulatory_requirements")
      .values(
        DEMO_REQUIREMENTS.map((raw) => {
          // Through the API's schema, so the seed obeys the same rules as user input.
          const r = createRequirementInputSchema.parse({
            ...raw,
            dueDate: raw.dueInDays === null ? null : localDatePlus(now, raw.dueInDays),
          });
          return {
            company_id: companyId,
            framework: r.framework,
            requirement: r.requirement,
            description: r.description,
            due_date: r.dueDate,
            assigned_to: r.assignedTo,
            completion_percentage: r.completionPercentage,
            status: raw.status,
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .execute();
  },
};
