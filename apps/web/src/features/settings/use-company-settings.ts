import type { CompanySettings, SessionUser } from "@esg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store";
import { currentUserQueryKey } from "../../lib/auth";
import { dateFormatFor } from "../../lib/format-date";
import { useTRPC } from "../../lib/trpc";
import { EXAMPLE_DATE } from "./date-locale-options";

/**
 * PUT the company's settings (admins). The saved locale is written into the cached signed-in user, which every
 * date on screen reads through `useDateFormat()`, so the whole app follows at once without a refetch; the
 * company, its settings and the audit log are refetched. Failures are left to the form.
 */
export function useSaveCompanySettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.companies.updateSettings.mutationOptions({
      onSuccess: async (saved: CompanySettings) => {
        queryClient.setQueryData<SessionUser | null>(currentUserQueryKey(), (user) =>
          user ? { ...user, company: { ...user.company, ...saved } } : user,
        );
        toast({
          title: "Date format saved",
          description: `Dates now read like ${dateFormatFor(saved.dateLocale).formatDate(EXAMPLE_DATE)}.`,
        });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.companies.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.members.auditLog.pathKey() }),
        ]);
      },
    }),
  );
}
