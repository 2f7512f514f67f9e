import { createDb, DEMO_USER, migrateToLatest, seedIfEmpty } from "@esg/db";
import { describe, expect, it } from "vitest";
import { createAuthService, SESSION_LIFETIME_MS } from "./auth-service";
import { LoginThrottle } from "./login-throttle";
import { hashPassword } from "./password";

const DAY = 24 * 60 * 60 * 1000;

async function signedIn() {
  const h = createDb(":memory:");
  await migrateToLatest(h.db);
  await seedIfEmpty(h.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) });
  let clock = Date.UTC(2026, 0, 1);
  const auth = createAuthService({
    db: h.db,
    throttle: new LoginThrottle(),
    secureCookies: false,
    now: () => clock,
  });
  const { setCookie } = await auth.port.login({ username: "demo", password: "demo" }, { clientKey: "t" });
  const token = setCookie.split(";")[0]?.split("=")[1] ?? "";
  return { h, auth, token, advance: (ms: number) => (clock += ms) };
}

// knownSession answers a browser's repeat from memory alone (no read, no hash, no promise); kept reads are
// answered from it at node:http's listener. It must never answer what validateSessionToken would not.
describe("a session known from memory", () => {
  it("is the session validateSessionToken gave, until anything is written", async () => {
    const { h, auth, token } = await signedIn();
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
    const { h, auth, token } = await signedIn();
    const [id, secret = ""] = token.split(".");
    expect(await auth.validateSessionToken(token)).not.toBeNull();
    const forged = `${id}.${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    expect(auth.knownSession(forged)).toBeUndefined();
    expect(await auth.validateSessionToken(forged)).toBeNull();
    expect((await auth.validateSessionToken(token))?.user.username).toBe("demo");
    await h.close();
  });

  it("leaves a renewal and an expiry to validateSessionToken, which writes them", async () => {
    const { h, auth, token, advance } = await signedIn();
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
