import { type Onboarding, onboardingComplete } from "@esg/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/** The first-run checklist of the signed-in user's company. */
export function useOnboarding() {
  const trpc = useTRPC();
  return useQuery(trpc.companies.onboarding.queryOptions());
}

/** "Welcome back" only once the company is set up (or someone hid the list); else a first-run "Welcome". */
export function greetingFor(onboarding: Onboarding | undefined, name: string | undefined): string {
  const words = onboarding && onboardingComplete(onboarding) ? "Welcome back" : "Welcome";
  return name ? `${words}, ${name}` : words;
}

export function useDismissOnboarding() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.companies.dismissOnboarding.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.companies.onboarding.queryKey(), saved);
        await queryClient.invalidateQueries({ queryKey: trpc.members.auditLog.pathKey() });
      },
    }),
  );
}
