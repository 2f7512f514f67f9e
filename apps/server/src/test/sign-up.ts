import { expect } from "vitest";
import { cookieFrom, type TestResponse } from "./test-app";

/** The password of every account the tests sign up (strong enough for the sign-up rules). */
export const TEST_PASSWORD = "correct horse battery staple";

/**
 * Signs up a new company with `username` as its admin, through the real sign-up route: the company's id, the
 * admin's session cookie and the response body.
 */
export async function signUp(
  app: { request: (path: string, init: { method: string; json: unknown }) => Promise<TestResponse> },
  username: string,
  opts: { companyName?: string; industry?: string; name?: string } = {},
) {
  const res = await app.request("/api/auth/signup", {
    method: "POST",
    json: {
      companyName: opts.companyName ?? `${username} Ltd`,
      industry: opts.industry ?? "Technology",
      username,
      password: TEST_PASSWORD,
      name: opts.name ?? username,
    },
  });
  expect(res.status).toBe(200);
  const body = await res.json();
  return { companyId: body.company.id as number, cookie: cookieFrom(res), body };
}
