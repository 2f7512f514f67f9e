import type { SessionUser } from "@esg/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "../../components/ui/toast-store";
import { isCurrentUserKey, setCurrentUser } from "../../lib/auth";

/**
 * After sign-up or accepting an invitation the server has set the session cookie and returned the user:
 * remember that user, forget anything cached for a previous session, greet, and enter the app.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user: SessionUser, greeting: { title: string; description: string }) => {
    queryClient.removeQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
    setCurrentUser(queryClient, user);
    toast(greeting);
    await navigate({ to: "/dashboard" });
  };
}
