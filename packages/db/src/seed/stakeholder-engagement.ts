import { type FeedbackStatus, publicFeedbackInputSchema } from "@esg/domain";
import type { CompanySeeder } from "./company-seeder";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Feedback Northwind Components has received, with its handling so far; `daysAgo` dates it from the seed time. */
const DEMO_STAKEHOLDER_FEEDBACK: readonly {
  daysAgo: number;
  topic: string;
  stakeholderType: string;
  feedbackType: string;
  priority: string;
  message: string;
  contactEmail: string | null;
  status: FeedbackStatus;
  response?: { text: string; daysAgo: number };
}[] = [
  {
    daysAgo: 2,
    topic: "Night-time lorry noise at Telford",
    stakeholderType: "community",
    feedbackType: "concern",
    priority: "high",
    message:
      "HGVs queue with engines running outside gate 3 between 22:00 and 05:00. Residents of Halesfield Road are being woken most nights.",
    contactEmail: "halesfield.residents@example.org",
    status: "open",
  },
  {
    daysAgo: 4,
    topic: "Product carbon footprints for brackets",
    stakeholderType: "customer",
    feedbackType: "question",
    priority: "critical",
    message:
      "Our CSRD reporting needs cradle-to-gate PCFs for the 40 highest-volume part numbers by the end of next quarter. Can you provide them, and to which standard?",
    contactEmail: "sustainability@harbourautomotive.example.com",
    status: "in_progress",
    response: {
      text: "We are calculating PCFs to ISO 14067 using supplier-specific steel factors. The first 20 part numbers will be shared within six weeks.",
      daysAgo: 1,
    },
  },
  {
    daysAgo: 7,
    topic: "Science-based target timetable",
    stakeholderType: "investor",
    feedbackType: "question",
    priority: "high",
    message:
      "Please confirm when Northwind will submit near-term targets to the SBTi and whether scope 3 category 1 will be covered.",
    contactEmail: "stewardship@fenwickcapital.example.com",
    status: "open",
  },
  {
    daysAgo: 10,
    topic: "Shift rota and heat in the press shop",
    stakeholderType: "employee",
    feedbackType: "concern",
    priority: "medium",
    message:
      "Temperatures in the press shop passed 30°C on several afternoons last summer. Could the rota start earlier during heatwaves?",
    contactEmail: null,
    status: "in_progress",
    response: {
      text: "Facilities are installing destratification fans in bay 2, and the heatwave rota will be trialled from June.",
      daysAgo: 6,
    },
  },
  {
    daysAgo: 16,
    topic: "Returnable packaging scheme",
    stakeholderType: "customer",
    feedbackType: "suggestion",
    priority: "low",
    message: "We would happily join a returnable stillage scheme for the deliveries to our Coventry site.",
    contactEmail: "logistics@midlandsrail.example.co.uk",
    status: "resolved",
    response: {
      text: "Thank you — returnable stillages start on the Coventry route next month; your logistics team has the schedule.",
      daysAgo: 12,
    },
  },
  {
    daysAgo: 21,
    topic: "Apprenticeship open day",
    stakeholderType: "community",
    feedbackType: "compliment",
    priority: "low",
    message:
      "The apprenticeship open day for Year 11 students was excellent. Please run it again next spring.",
    contactEmail: "careers@telfordacademy.example.sch.uk",
    status: "closed",
    response: { text: "Thank you! The next open day is booked for 14 March.", daysAgo: 20 },
  },
  {
    daysAgo: 28,
    topic: "Board oversight of climate risk",
    stakeholderType: "investor",
    feedbackType: "suggestion",
    priority: "medium",
    message:
      "We encourage the board to assign climate risk to a named committee and to publish TCFD-aligned scenario analysis.",
    contactEmail: "esg@northstarpensions.example.com",
    status: "resolved",
    response: {
      text: "The Audit & Risk Committee now owns climate risk; scenario analysis will appear in this year's annual report.",
      daysAgo: 18,
    },
  },
  {
    daysAgo: 33,
    topic: "Whistleblowing channel",
    stakeholderType: "employee",
    feedbackType: "concern",
    priority: "critical",
    message: "The whistleblowing hotline number on the canteen poster is out of date.",
    contactEmail: null,
    status: "open",
  },
];

export const stakeholderEngagementSeeder: CompanySeeder = {
  name: "stakeholder-engagement",
  tables: ["stakeholder_feedback"],
  async seed(trx, companyId, now) {
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
    await trx
      .insertInto("stakeholder_feedback")
      .values(
        DEMO_STAKEHOLDER_FEEDBACK.map((f) => {
          // Seeded rows pass the public endpoint's schema, so they look like real submissions.
          const v = publicFeedbackInputSchema.parse(f);
          return {
            company_id: companyId,
            topic: v.topic,
            stakeholder_type: v.stakeholderType,
            feedback_type: v.feedbackType,
            priority: v.priority,
            status: f.status,
            message: v.message,
            contact_email: v.contactEmail,
            response: f.response?.text ?? null,
            responded_at: f.response ? at(f.response.daysAgo) : null,
            created_at: at(f.daysAgo),
            updated_at: at(f.response?.daysAgo ?? f.daysAgo),
          };
        }),
      )
      .execute();
  },
};
