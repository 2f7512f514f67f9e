import { createDb, DEMO_USER, migrateToLatest, seedIfEmpty } from "@esg/db";
import { describe, expect, it } from "vitest";
import { createAuthService, SESSION_LIFETIME_MS } from "./auth-service";
import { LoginThrottle } from "./login-throttle";
import { hashPassword } from "./password";

async function setup() {
  const h = createDb(":memory:");
  await migrateToLatest(h.db);
  await seedIfEmpty(h.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) });
  let clock = Date.UTC(2026, 0, 1);
  const auth = createAuthService({
    db: h.db,
    throttle: new LoginThrottle(),
    secureCookies: true,
    now: () => clock,
  });
  const { setCookie } = await auth.port.login({ username: "demo", password: "demo" }, { clientKey: "t" });
  const token = setCookie.split(";")[0]?.split("=")[1] ?? "";
  return { h, auth, token, advance: (ms: number) => (clock += ms), setCookie };
}

const DAY = 24 * 60 * 60 * 1000;

describe("session expiry", () => {
  it("sets Secure cookies in production", async () => {
    const { setCookie, h } = await setup();
    expect(setCookie).toContain("Secure");
    await h.close();
  });

  it("keeps a fresh session without renewing it", async () => {
    const { auth, token, advance, h } = await setup();
    advance(DAY);
    const s = await auth.validateSessionToken(token);
    expect(s?.user.username).toBe("demo");
    expect(s?.renewedCookie).toBeNull();
    await h.close();
  });

  it("slides the expiry when used in its second half", async () => {
    const { auth, token, advance, h } = await setup();
    advance(20 * DAY);
    const s = await auth.validateSessionToken(token);
    expect(s?.renewedCookie).toContain("esg_session=");
    advance(SESSION_LIFETIME_MS - DAY); // would have expired without the renewal
    expect(await auth.validateSessionToken(token)).not.toBeNull();
    await h.close();
  });

  it("refuses and deletes an expired session", async () => {
    const { auth, token, advance, h } = await setup();
    advance(SESSION_LIFETIME_MS + 1);
    expect(await auth.validateSessionToken(token)).toBeNull();
    expect(await h.db.selectFrom("sessions").selectAll().execute()).toHaveLength(0);
    await h.close();
  });
});
