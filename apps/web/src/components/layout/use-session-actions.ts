import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast, toastAfterReload } from "../../components/ui/toast-store";
import { isCurrentUserKey, setCurrentUser } from "../../lib/auth";
import { reloadPage } from "../../lib/page";
import { useTRPC } from "../../lib/trpc";

const RESET_SUCCESS = { title: "Demo Reset", description: "Demo data has been reset successfully" } as const;
/** Long enough to read the toast before the page goes blank; the toast is shown again after the reload. */
export const RESET_RELOAD_DELAY_MS = 1000;

/** Whether the server offers Reset Demo (DEMO=on); false until it says so, so the control never flashes. */
export function useDemoEnabled(): boolean {
  const trpc = useTRPC();
  return useQuery(trpc.demo.status.queryOptions()).data?.enabled ?? false;
}

/**
 * Spec part 1 §4: Reset Demo shows a toast and fully reloads the page. While the reload is pending the
 * mutation stays in its success state; callers keep the control disabled until the page goes away.
 */
export function useResetDemo() {
  const trpc = useTRPC();
  return useMutation(
    trpc.demo.reset.mutationOptions({
      onSuccess: () => {
        toast(RESET_SUCCESS);
        toastAfterReload(RESET_SUCCESS);
        setTimeout(reloadPage, RESET_RELOAD_DELAY_MS);
      },
      onError: () => {
        toast({ title: "Error", description: "Failed to reset demo data", variant: "destructive" });
      },
    }),
  );
}

/** Spec part 1 §4, §8: Logout forgets the user and every cached read, then returns to /. */
export function useLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: async () => {
        toast({ title: "Logged out", description: "You have been logged out successfully" });
        setCurrentUser(queryClient, null);
        await navigate({ to: "/" });
        // Drop the previous user's data only once no screen shows it any more.
        queryClient.removeQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
      },
      onError: () => {
        toast({ title: "Error", description: "Failed to logout", variant: "destructive" });
      },
    }),
  );
}
