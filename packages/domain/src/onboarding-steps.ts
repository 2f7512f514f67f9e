/**
 * The first-run checklist's steps and when it is complete, apart from its schema in ./onboarding.ts (which
 * re-exports them): the dashboard paints the checklist without loading zod.
 */
import type { Onboarding } from "./onboarding";

/** In the order a new company is led through them. */
export const ONBOARDING_STEPS = ["profile", "reporting", "site", "upload", "target", "team"] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number];

/** What the stored data says about each step. */
export type OnboardingFacts = Record<OnboardingStepKey, boolean>;

export function onboardingOf(facts: OnboardingFacts, dismissed: boolean): Onboarding {
  return { steps: ONBOARDING_STEPS.map((key) => ({ key, done: facts[key] })), dismissed };
}

/** The checklist is shown until every step is done or someone dismisses it. */
export function onboardingComplete(o: Onboarding): boolean {
  return o.dismissed || o.steps.every((s) => s.done);
}
