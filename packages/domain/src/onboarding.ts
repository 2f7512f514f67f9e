/** The first-run checklist of the dashboard: each step is done when the stored data says so. */
import { z } from "zod";

/** In the order a new company is led through them. */
export const ONBOARDING_STEPS = ["profile", "reporting", "site", "upload", "target", "team"] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number];

export const onboardingSchema = z.object({
  steps: z.array(z.object({ key: z.enum(ONBOARDING_STEPS), done: z.boolean() })),
  dismissed: z.boolean(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

/** What the stored data says about each step. */
export type OnboardingFacts = Record<OnboardingStepKey, boolean>;

export function onboardingOf(facts: OnboardingFacts, dismissed: boolean): Onboarding {
  return { steps: ONBOARDING_STEPS.map((key) => ({ key, done: facts[key] })), dismissed };
}

/** The checklist is shown until every step is done or someone dismisses it. */
export function onboardingComplete(o: Onboarding): boolean {
  return o.dismissed || o.steps.every((s) => s.done);
}
