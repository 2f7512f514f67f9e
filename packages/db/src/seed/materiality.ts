import { materialityLevel, materialityTopicInputSchema } from "@esg/domain";
import type { CompanySeeder } from "./company-seeder";

/** Northwind Components' double-materiality topics, as a mid-sized UK precision manufacturer would rate them. */
const DEMO_MATERIALITY_TOPICS = [
  {
    topic: "Scope 1 & 2 emissions",
    category: "Environmental",
    businessImpact: 5,
    stakeholderConcern: 5,
    description:
      "Gas-fired heat treatment and purchased electricity at the Sheffield and Telford plants; customers ask for product carbon footprints.",
  },
  {
    topic: "Occupational health & safety",
    category: "Social",
    businessImpact: 5,
    stakeholderConcern: 4,
    description:
      "Machining, press and forklift operations; lost-time injury rate tracked monthly against HSE benchmarks.",
  },
  {
    topic: "Supply chain labour standards",
    category: "Social",
    businessImpact: 4,
    stakeholderConcern: 4,
    description:
      "Castings and textiles sourced from higher-risk regions; Modern Slavery Act statement and supplier audits.",
  },
  {
    topic: "Energy efficiency",
    category: "Environmental",
    businessImpact: 4,
    stakeholderConcern: 3,
    description: "Compressed-air leaks, furnace insulation and LED retrofit; ESOS Phase 3 audit findings.",
  },
  {
    topic: "Business ethics & anti-bribery",
    category: "Governance",
    businessImpact: 4,
    stakeholderConcern: 3,
    description: "Agents in export markets; Bribery Act 2010 adequate procedures and annual training.",
  },
  {
    topic: "Scope 3 purchased steel",
    category: "Environmental",
    businessImpact: 3,
    stakeholderConcern: 4,
    description:
      "Steel and aluminium are the largest share of the footprint; low-carbon steel pilots with two suppliers.",
  },
  {
    topic: "Cybersecurity & data protection",
    category: "Governance",
    businessImpact: 4,
    stakeholderConcern: 2,
    description: "OT network on the shop floor and customer drawings; Cyber Essentials Plus certification.",
  },
  {
    topic: "Waste & circular materials",
    category: "Environmental",
    businessImpact: 3,
    stakeholderConcern: 3,
    description: "Swarf and offcut recycling, coolant recovery and returnable packaging with key customers.",
  },
  {
    topic: "Skills & apprenticeships",
    category: "Social",
    businessImpact: 3,
    stakeholderConcern: 2,
    description: "Ageing skilled workforce; 14 engineering apprentices and a CNC upskilling programme.",
  },
  {
    topic: "Water use",
    category: "Environmental",
    businessImpact: 1,
    stakeholderConcern: 2,
    description: "Closed-loop cooling; low water stress at both sites.",
  },
] as const;

export const materialitySeeder: CompanySeeder = {
  name: "materiality",
  tables: ["materiality_topics"],
  async seed(trx, companyId, now) {
    const at = now.toISOString();
    await trx
      .insertInto("materiality_topics")
      .values(
        DEMO_MATERIALITY_TOPICS.map((raw) => {
          // The seed goes through the same schema and calculator as the API, so its levels are the computed ones.
          const t = materialityTopicInputSchema.parse(raw);
          return {
            company_id: companyId,
            topic: t.topic,
            category: t.category,
            business_impact: t.businessImpact,
            stakeholder_concern: t.stakeholderConcern,
            description: t.description,
            materiality_level: materialityLevel(t.businessImpact, t.stakeholderConcern),
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .execute();
  },
};
