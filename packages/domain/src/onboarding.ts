/** The first-run checklist of the dashboard: each step is done when the stored data says so. */
import { z } from "zod";
import { ONBOARDING_STEPS } from "./onboarding-steps";

export {
  ONBOARDING_STEPS,
  type OnboardingFacts,
  type OnboardingStepKey,
  onboardingComplete,
  onboardingOf,
} from "./onboarding-steps";

export const onboardingSchema = z.object({
  steps: z.array(z.object({ key: z.enum(ONBOARDING_STEPS), done: z.boolean() })),
  dismissed: z.boolean(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;
