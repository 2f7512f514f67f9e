import type { OnboardingStepKey } from "@esg/domain";

/** Where each step is done: a path and its search, as the router's `<Link>` takes them. */
type StepTarget =
  | { to: "/settings"; search: { tab: "company" | "sites" | "members" } }
  | { to: "/carbon"; search: { settings: "open" } }
  | { to: "/data-ingestion" | "/goal-tracking"; search?: undefined };

export type OnboardingStepCopy = { title: string; description: string; action: string; target: StepTarget };

/** What each first-run step asks for, and the screen it is done on. */
export const ONBOARDING_STEP_COPY: Record<OnboardingStepKey, OnboardingStepCopy> = {
  profile: {
    title: "Complete the company profile",
    description: "Country, reporting currency and at least one year's revenue, which intensities divide by.",
    action: "Open company profile",
    target: { to: "/settings", search: { tab: "company" } },
  },
  reporting: {
    title: "Save your reporting settings",
    description: "Financial year, base year and consolidation approach.",
    action: "Open reporting settings",
    target: { to: "/carbon", search: { settings: "open" } },
  },
  site: {
    title: "Add a site",
    description: "The offices, plants and warehouses whose activities you record.",
    action: "Open sites",
    target: { to: "/settings", search: { tab: "sites" } },
  },
  upload: {
    title: "Upload your first data",
    description: "Energy bills, fuel, travel or purchases: their emissions are calculated on upload.",
    action: "Open data ingestion",
    target: { to: "/data-ingestion" },
  },
  target: {
    title: "Set a target",
    description: "A goal to measure progress against, such as a cut in emissions.",
    action: "Open goal tracking",
    target: { to: "/goal-tracking" },
  },
  team: {
    title: "Invite your team",
    description: "A colleague to edit, review or audit with you.",
    action: "Open members",
    target: { to: "/settings", search: { tab: "members" } },
  },
};
