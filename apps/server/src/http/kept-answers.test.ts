import { restRoutes } from "@esg/api";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAuthService } from "../auth/auth-service";
import { LoginThrottle } from "../auth/login-throttle";
import { silentLogger } from "../logging/logger";
import { addMember } from "../test/member";
import { createTestApp } from "../test/test-app";
import { createKeptAnswers, type KeptRequest, keptReads } from "./kept-answers";

/**
 * The role check of kept reads, which the real app cannot show: every kept procedure today is a `readProcedure`
 * that every member may call (modules/kept-answers.test.ts holds the rest). Here the dashboard is declared for
 * admins only, and a viewer's read, alone or in a batch, is never answered from kept bytes nor kept.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const adminsOnly = restRoutes.map((r) =>
  r.procedure === "dashboard.get" ? { ...r, roles: ["admin" as const] } : r,
);

function reads() {
  const auth = createAuthService({ db: t.db, throttle: new LoginThrottle(), secureCookies: false });
  const store = createKeptAnswers();
  const options = { routes: adminsOnly, trpcEndpoint: "/trpc", auth, db: t.db, logger: silentLogger() };
  return keptReads(store, { ...options, trusted: [], allowedHosts: new Set<string>() });
}

const get = (pathAndQuery: string, cookie: string): KeptRequest => ({
  method: "GET",
  path: pathAndQuery.split("?")[0] as string,
  pathAndQuery,
  header: (name) => (name === "cookie" ? cookie : undefined),
  host: () => "localhost",
  peer: "127.0.0.1",
});

const viewerCookie = (admin: string) => addMember(t, admin, 1, "viewer", "viewer-user", "Viewer");

describe("kept reads and the roles of every procedure", () => {
  it("keep a read for a role every procedure allows, and never for one that any of them refuses", async () => {
    const admin = await t.login();
    const viewer = await viewerCookie(admin);
    const kept = reads();
    for (const path of [
      "/api/dashboard",
      "/trpc/dashboard.get",
      "/trpc/assessment.full,dashboard.get?batch=1",
    ]) {
      const target = kept.targetOf(get(path, admin));
      expect(target, path).toBeDefined();
      if (!target) continue;
      expect(await kept.lookUp(get(path, admin), target)).toHaveProperty("keep");
      const refused = await kept.lookUp(get(path, viewer), target);
      expect(refused).toMatchObject({ session: { user: { role: "viewer" } } });
      expect(refused).not.toHaveProperty("keep");
      expect(refused).not.toHaveProperty("hit");
    }
    const allowed = "/trpc/assessment.full,carbon.analysis?batch=1";
    const target = kept.targetOf(get(allowed, viewer));
    expect(target && (await kept.lookUp(get(allowed, viewer), target))).toHaveProperty("keep");
  });
});
