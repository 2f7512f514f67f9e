import { describe, expect, test } from "vitest";
import { createAppInstance } from "../app";
import { mockApi } from "../test/api";
import { currentUserQueryKey, ensureCurrentUser, isCurrentUserKey, setCurrentUser } from "./auth";

const trpcUrl = () => new URL("/trpc", window.location.href).href;

describe("the current user, read without the tRPC client", () => {
  test("its query key is tRPC's key of auth.user, so the client's filters match it", async () => {
    const instance = createAppInstance({ trpcUrl: trpcUrl() });
    const { trpc } = await instance.api.load();
    expect(currentUserQueryKey()).toEqual(trpc.auth.user.queryKey());
    expect(isCurrentUserKey(trpc.auth.user.queryKey())).toBe(true);
    setCurrentUser(instance.queryClient, null);
    await instance.queryClient.invalidateQueries(trpc.auth.user.pathFilter());
    expect(instance.queryClient.getQueryState(currentUserQueryKey())?.isInvalidated).toBe(true);
  });

  test("signed in: the user the server returns; the tRPC client is not loaded for it", async () => {
    const api = mockApi();
    const instance = createAppInstance({ trpcUrl: trpcUrl() });
    const user = await ensureCurrentUser(instance.router.options.context);
    expect(user?.username).toBeTruthy();
    expect(instance.api.current).toBeUndefined();
    expect(api.calls.map((c) => c.path)).toEqual(["auth.user"]);
  });

  test("signed out (401): null, not an error", async () => {
    mockApi({ user: null });
    const instance = createAppInstance({ trpcUrl: trpcUrl() });
    await expect(ensureCurrentUser(instance.router.options.context)).resolves.toBeNull();
  });
});
