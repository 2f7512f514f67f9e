import type { Role } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addMemberWithId } from "../test/member";
import { createTestApp } from "../test/test-app";

// The audit log names its actors for good: removing a member ends their access and keeps their user record,
// and every entry carries the actor's name and role as they were when it was written.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterEach(() => t.close());

const PASSWORD = "correct horse battery staple";

const member = (role: Role, username: string, name: string) =>
  addMemberWithId(t, admin, 1, role, username, name);

const topic = {
  topic: "Water stewardship",
  category: "Environmental",
  businessImpact: 4,
  stakeholderConcern: 5,
  description: "",
};

type Entry = { userId: number | null; userName: string | null; userRole: string | null; action: string };

async function log(query: string): Promise<{ entries: Entry[]; total: number }> {
  const res = await t.request(`/api/companies/1/audit-log${query}`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.json();
}

describe("a removed member", () => {
  it("keeps their name and role on their entries, found by userId; their sessions and tokens end", async () => {
    const editor = await member("editor", "sam", "Sam Editor");
    const created = await t.request("/api/materiality", {
      method: "POST",
      cookie: editor.cookie,
      json: topic,
    });
    expect(created.status).toBe(200);
    const tokenRes = await t.request("/api/tokens", {
      method: "POST",
      cookie: editor.cookie,
      json: { name: "script", scope: "read", expiresInDays: 30 },
    });
    expect(tokenRes.status).toBe(200);
    const { token } = await tokenRes.json();

    const removed = await t.request(`/api/companies/1/members/${editor.id}`, {
      method: "DELETE",
      cookie: admin,
    });
    expect(removed.status).toBe(200);

    const theirs = await log(`?userId=${editor.id}`);
    expect(theirs.total).toBeGreaterThanOrEqual(3); // joined, created a topic, created a token
    for (const e of theirs.entries) {
      expect(e).toMatchObject({ userId: editor.id, userName: "Sam Editor", userRole: "editor" });
    }
    expect(theirs.entries.map((e) => e.action)).toEqual(expect.arrayContaining(["join", "create"]));
    const removal = (await log("?entity=membership")).entries[0];
    expect(removal).toMatchObject({
      action: "remove",
      userId: 1,
      userName: "Alex Morgan",
      userRole: "admin",
    });

    // The user record stays; the membership, the sessions and the tokens do not.
    const user = await t.db.selectFrom("users").select("name").where("id", "=", editor.id).executeTakeFirst();
    expect(user?.name).toBe("Sam Editor");
    expect((await t.request("/api/auth/user", { cookie: editor.cookie })).status).toBe(401);
    const sessions = await t.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", editor.id)
      .execute();
    expect(sessions).toEqual([]);
    const withToken = await t.request("/api/dashboard", {
      noOrigin: true,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.status).toBe(401);
    const tokens = await t.db
      .selectFrom("api_tokens")
      .select("revoked_at")
      .where("user_id", "=", editor.id)
      .execute();
    expect(tokens.every((r) => r.revoked_at !== null)).toBe(true);
    expect((await t.request("/api/companies/1/members", { cookie: admin })).status).toBe(200);
    const members = await (await t.request("/api/companies/1/members", { cookie: admin })).json();
    expect(members.map((m: { userId: number }) => m.userId)).not.toContain(editor.id);
    // They cannot sign in again.
    const login = await t.request("/api/auth/login", {
      method: "POST",
      json: { username: "sam", password: PASSWORD },
    });
    expect(login.status).toBe(401);
  });

  it("an admin who removes themself is named on the entry with the role they held", async () => {
    const second = await member("admin", "kim", "Kim Admin");
    const left = await t.request(`/api/companies/1/members/${second.id}`, {
      method: "DELETE",
      cookie: second.cookie,
    });
    expect(left.status).toBe(200);
    const removal = (await log("?entity=membership")).entries[0];
    expect(removal).toMatchObject({
      action: "remove",
      userId: second.id,
      userName: "Kim Admin",
      userRole: "admin",
    });
  });

  it("an entry keeps the name and role of its time after a rename or a role change", async () => {
    const viewer = await member("viewer", "lee", "Lee Viewer");
    const promoted = await t.request(`/api/companies/1/members/${viewer.id}`, {
      method: "PUT",
      cookie: admin,
      json: { role: "editor" },
    });
    expect(promoted.status).toBe(200);
    await t.db.updateTable("users").set({ name: "Lee Renamed" }).where("id", "=", viewer.id).execute();
    const joined = (await log(`?userId=${viewer.id}`)).entries.find((e) => e.action === "join");
    expect(joined).toMatchObject({ userName: "Lee Viewer", userRole: "viewer" });
  });
});
