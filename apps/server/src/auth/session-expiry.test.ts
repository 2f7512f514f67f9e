import { createDb, DEMO_USER, migrateToLatest, seedIfEmpty } from "@esg/db";
import { describe, expect, it } from "vitest";
import { createAuthService, SESSION_ABSOLUTE_LIFETIME_MS, SESSION_LIFETIME_MS } from "./auth-service";
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
  it("sets Secure cookies named with the __Host- prefix in production", async () => {
    const { setCookie, h } = await setup();
    expect(setCookie).toContain("Secure");
    expect(setCookie).toMatch(/^__Host-esg_session=/);
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toContain("Domain");
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

  it("ends a session 90 days after sign-in however often it is used", async () => {
    const { auth, token, advance, h } = await setup();
    let used = 0;
    while (used + 20 * DAY < SESSION_ABSOLUTE_LIFETIME_MS) {
      advance(20 * DAY);
      used += 20 * DAY;
      expect(await auth.validateSessionToken(token)).not.toBeNull();
    }
    advance(SESSION_ABSOLUTE_LIFETIME_MS - used);
    expect(await auth.validateSessionToken(token)).toBeNull();
    expect(await h.db.selectFrom("sessions").selectAll().execute()).toHaveLength(0);
    await h.close();
  });

  it("never renews a cookie past the absolute end of life", async () => {
    const { auth, token, advance, h } = await setup();
    const signedIn = Date.UTC(2026, 0, 1);
    let lastCookie = "";
    for (let day = 20; day <= 80; day += 20) {
      advance(20 * DAY);
      lastCookie = (await auth.validateSessionToken(token))?.renewedCookie ?? lastCookie;
    }
    const expires = /Expires=([^;]+)/.exec(lastCookie)?.[1];
    expect(new Date(expires ?? 0).getTime()).toBe(signedIn + SESSION_ABSOLUTE_LIFETIME_MS);
    await h.close();
  });

  it("sweeps sessions past either lifetime and keeps live ones", async () => {
    const { auth, token, advance, h } = await setup();
    const second = await auth.port.login({ username: "demo", password: "demo" }, { clientKey: "t" });
    advance(SESSION_LIFETIME_MS - DAY);
    expect(await auth.sweepExpiredSessions()).toBe(0);
    expect(await auth.validateSessionToken(token)).not.toBeNull(); // renewed: sliding expiry moves on
    advance(2 * DAY);
    // The second session was never used: its sliding expiry passed. The first was renewed.
    expect(await auth.sweepExpiredSessions()).toBe(1);
    expect(second.setCookie).toBeTruthy();
    advance(SESSION_ABSOLUTE_LIFETIME_MS);
    expect(await auth.sweepExpiredSessions()).toBe(1);
    expect(await h.db.selectFrom("sessions").selectAll().execute()).toHaveLength(0);
    await h.close();
  });
});

// knownSession answers a browser's repeat from memory alone (no read, no hash, no promise); kept reads are
// answered from it at node:http's listener. It must never answer what validateSessionToken would not.
describe("a session known from memory", () => {
  it("is the session validateSessionToken gave, until anything is written", async () => {
    const { h, auth, token } = await setup();
    expect(auth.knownSession(token)).toBeUndefined(); // never read yet
    const validated = await auth.validateSessionToken(token);
    expect(validated?.user.username).toBe("demo");
    expect(auth.knownSession(token)).toBe(validated);
    // Any write may have changed the session, its user or role: it is read (and its secret checked) again.
    await h.db.updateTable("companies").set({ name: "Renamed Ltd" }).execute();
    expect(auth.knownSession(token)).toBeUndefined();
    const reread = await auth.validateSessionToken(token);
    expect(reread?.user.company.name).toBe("Renamed Ltd");
    expect(auth.knownSession(token)).toBe(reread);
    await h.close();
  });

  it("is not another secret's under the same session id, which is still refused", async () => {
    const { h, auth, token } = await setup();
    const [id, secret = ""] = token.split(".");
    expect(await auth.validateSessionToken(token)).not.toBeNull();
    const forged = `${id}.${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    expect(auth.knownSession(forged)).toBeUndefined();
    expect(await auth.validateSessionToken(forged)).toBeNull();
    expect((await auth.validateSessionToken(token))?.user.username).toBe("demo");
    await h.close();
  });

  it("leaves a renewal and an expiry to validateSessionToken, which writes them", async () => {
    const { h, auth, token, advance } = await setup();
    await auth.validateSessionToken(token);
    advance(20 * DAY); // in the second half of its sliding lifetime
    expect(auth.knownSession(token)).toBeUndefined();
    expect((await auth.validateSessionToken(token))?.renewedCookie).toContain("esg_session=");
    // The renewal was a write: the row is read again once, then known again, with nothing more to send.
    expect(auth.knownSession(token)).toBeUndefined();
    expect((await auth.validateSessionToken(token))?.renewedCookie).toBeNull();
    expect(auth.knownSession(token)?.renewedCookie).toBeNull();
    advance(SESSION_LIFETIME_MS + 1);
    expect(auth.knownSession(token)).toBeUndefined();
    expect(await auth.validateSessionToken(token)).toBeNull();
    expect(await h.db.selectFrom("sessions").selectAll().execute()).toHaveLength(0);
    await h.close();
  });
});
