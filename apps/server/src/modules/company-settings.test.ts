import type { Role } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addMember } from "../test/member";
import { cookieFrom, createTestApp } from "../test/test-app";

// The company's date locale, read by every member with the signed-in user, changed by admins only.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterEach(() => t.close());

const SETTINGS = "/api/companies/1/settings";
const put = (json: unknown, cookie = admin) => t.request(SETTINGS, { method: "PUT", cookie, json });

async function getJson(path: string, cookie = admin) {
  const res = await t.request(path, { cookie });
  expect(res.status, path).toBe(200);
  return res.json();
}

/** A member of the demo company with `role`, signed in through an invitation. */
const member = (role: Role) => addMember(t, admin, 1, role, `${role}-user`, `${role} user`);

const auditEntries = () =>
  t.db
    .selectFrom("audit_log")
    .select(["company_id", "user_id", "action", "entity", "entity_id", "before", "after"])
    .where("entity", "=", "company")
    .where("action", "=", "settings")
    .orderBy("id")
    .execute();

describe("the company's date locale", () => {
  it("is en-GB by default, on the settings path, the company and the signed-in user", async () => {
    expect(await getJson(SETTINGS)).toEqual({ dateLocale: "en-GB" });
    expect((await getJson("/api/companies/1")).dateLocale).toBe("en-GB");
    expect((await getJson("/api/auth/user")).company).toEqual({
      id: 1,
      name: "Northwind Components Ltd",
      industry: "Manufacturing",
      dateLocale: "en-GB",
    });
  });

  it("is changed by an admin, seen by every member, and the change is audited", async () => {
    const viewer = await member("viewer");
    const res = await put({ dateLocale: "de-DE" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ dateLocale: "de-DE" });

    expect(await getJson(SETTINGS, viewer)).toEqual({ dateLocale: "de-DE" });
    expect((await getJson("/api/auth/user", viewer)).company.dateLocale).toBe("de-DE");
    expect((await getJson("/api/dashboard")).company.dateLocale).toBe("de-DE");

    const entries = await auditEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ company_id: 1, user_id: 1, entity_id: "1" });
    expect(JSON.parse(entries[0]?.before ?? "null")).toEqual({ dateLocale: "en-GB" });
    expect(JSON.parse(entries[0]?.after ?? "null")).toEqual({ dateLocale: "de-DE" });
  });

  it("reaches a request made with an API token too", async () => {
    const created = await t.request("/api/tokens", {
      method: "POST",
      cookie: admin,
      json: { name: "script", scope: "read", expiresInDays: 30 },
    });
    expect(created.status).toBe(200);
    const { token } = await created.json();
    expect((await put({ dateLocale: "en-US" })).status).toBe(200);
    const me = await t.request("/api/auth/user", { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).company.dateLocale).toBe("en-US");
  });

  it.each(["editor", "viewer", "auditor"] as const)(
    "is refused to an %s (403), unchanged and unaudited",
    async (role) => {
      const cookie = await member(role);
      const res = await put({ dateLocale: "fr-FR" }, cookie);
      expect(res.status).toBe(403);
      expect(await getJson(SETTINGS)).toEqual({ dateLocale: "en-GB" });
      expect(await auditEntries()).toEqual([]);
    },
  );

  it.each([
    ["an unknown locale", { dateLocale: "xx-XX" }],
    ["a locale in the wrong case", { dateLocale: "en-gb" }],
    ["no locale", {}],
  ])("answers 400 with the field's path for %s", async (_, body) => {
    const res = await put(body);
    expect(res.status).toBe(400);
    const error = await res.json();
    expect(error.issues).toEqual([
      { path: ["dateLocale"], message: expect.stringMatching(/^Date format must be one of en-GB, en-US/) },
    ]);
    expect(await getJson(SETTINGS)).toEqual({ dateLocale: "en-GB" });
    expect(await auditEntries()).toEqual([]);
  });

  it("another company's path is 403, and its own settings stay its own", async () => {
    const signup = await t.request("/api/auth/signup", {
      method: "POST",
      json: {
        companyName: "Rival Ltd",
        industry: "Technology",
        username: "rival",
        password: "correct horse battery staple",
        name: "Rival Admin",
      },
    });
    expect(signup.status).toBe(200);
    const rival = cookieFrom(signup);
    const rivalId = (await signup.json()).company.id as number;
    expect((await put({ dateLocale: "it-IT" }, rival)).status).toBe(403);
    expect((await t.request(SETTINGS, { cookie: rival })).status).toBe(403);
    const own = await t.request(`/api/companies/${rivalId}/settings`, {
      method: "PUT",
      cookie: rival,
      json: { dateLocale: "it-IT" },
    });
    expect(own.status).toBe(200);
    expect(await getJson(SETTINGS)).toEqual({ dateLocale: "en-GB" });
  });
});
