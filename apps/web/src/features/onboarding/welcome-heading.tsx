import { greetingFor, useOnboarding } from "./use-onboarding";

/** The dashboard's h1: a new company is welcomed, a set-up one welcomed back. */
export function WelcomeHeading({ name, className }: { name: string | undefined; className?: string }) {
  const onboarding = useOnboarding();
  return <h1 className={className}>{greetingFor(onboarding.data, name)}</h1>;
}
