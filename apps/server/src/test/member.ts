import type { Role } from "@esg/domain";
import { expect } from "vitest";
import { TEST_PASSWORD } from "./sign-up";
import { cookieFrom, type TestResponse } from "./test-app";

type App = {
  request: (path: string, init: { method: string; json: unknown; cookie?: string }) => Promise<TestResponse>;
};

/**
 * A new member of company `companyId` with `role`, invited by the admin whose session is `adminCookie` and
 * signed in through the real invitation routes: the member's session cookie.
 */
export async function addMember(...args: Parameters<typeof addMemberWithId>): Promise<string> {
  return (await addMemberWithId(...args)).cookie;
}

/** The same, with the new member's user id. */
export async function addMemberWithId(
  app: App,
  adminCookie: string,
  companyId: number,
  role: Role,
  username = `${role}-member`,
  name = username,
): Promise<{ id: number; cookie: string }> {
  const invite = await app.request(`/api/companies/${companyId}/invitations`, {
    method: "POST",
    json: { role },
    cookie: adminCookie,
  });
  expect(invite.status).toBe(200);
  const { token } = await invite.json();
  const res = await app.request("/api/auth/accept-invitation", {
    method: "POST",
    json: { token, username, password: TEST_PASSWORD, name },
  });
  expect(res.status).toBe(200);
  return { id: (await res.json()).id as number, cookie: cookieFrom(res) };
}
