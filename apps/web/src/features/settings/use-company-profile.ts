import type { CompanyProfile, SessionUser } from "@esg/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { currentUserQueryKey } from "../../lib/auth";
import { useTRPC } from "../../lib/trpc";

export function useCompanyProfile() {
  const trpc = useTRPC();
  return useQuery(trpc.companies.profile.queryOptions());
}

/**
 * PUT the company profile (admins). The name and industry are also the signed-in user's company, so the cached
 * user follows at once; everything the profile feeds is refetched: intensities (analysis, assessment, the
 * dashboard), the first-run checklist and the audit log. Failures are left to the form.
 */
export function useSaveCompanyProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.companies.updateProfile.mutationOptions({
      onSuccess: async (saved: CompanyProfile) => {
        queryClient.setQueryData(trpc.companies.profile.queryKey(), saved);
        queryClient.setQueryData<SessionUser | null>(currentUserQueryKey(), (user) =>
          user ? { ...user, company: { ...user.company, name: saved.name, industry: saved.industry } } : user,
        );
        toast({ title: "Company profile saved", description: saved.name });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.companies.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.carbon.analysis.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.assessment.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.members.auditLog.pathKey() }),
        ]);
      },
    }),
  );
}
