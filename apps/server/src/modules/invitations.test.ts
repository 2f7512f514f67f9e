import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { hashPassword } from "../auth/password";
import { createSmtpMailer } from "../mail/smtp-mailer";
import { cookieFrom, createTestApp } from "../test/test-app";

// Invitations an admin can see and withdraw; a link that is used, revoked or expired is gone; wrong links are
// rate limited per client and never cost a password hash; an invitation naming an address is mailed.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
afterEach(() => t.close());

const PASSWORD = "correct horse battery staple";
/** Every password hash the app computes, counted. */
let hashes = 0;
const countingHash = (password: string) => {
  hashes++;
  return hashPassword(password);
};

async function start(overrides: Parameters<typeof createTestApp>[0] = {}) {
  hashes = 0;
  t = await createTestApp({ hashPassword: countingHash, ...overrides });
  admin = await t.login();
}

async function invite(json: Record<string, unknown>, cookie = admin) {
  const res = await t.request("/api/companies/1/invitations", { method: "POST", cookie, json });
  expect(res.status).toBe(200);
  return res.json() as Promise<{
    id: number;
    token: string;
    url: string;
    emailed: boolean;
    email: string | null;
  }>;
}

const accept = (token: string, username: string, ip?: string) =>
  t.request("/api/auth/accept-invitation", {
    method: "POST",
    ip,
    json: { token, username, password: PASSWORD, name: username },
  });

const pending = async () => {
  const res = await t.request("/api/companies/1/invitations", { cookie: admin });
  expect(res.status).toBe(200);
  return res.json();
};

describe("pending invitations", () => {
  it("are listed for admins without their tokens; an accepted one leaves the list and its link is 404", async () => {
    await start();
    const editor = await invite({ role: "editor" });
    const viewer = await invite({ role: "viewer", email: "kim@example.com" });
    const list = await pending();
    expect(list).toEqual([
      {
        id: viewer.id,
        role: "viewer",
        email: "kim@example.com",
        invitedBy: "Alex Morgan",
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
      {
        id: editor.id,
        role: "editor",
        email: null,
        invitedBy: "Alex Morgan",
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);
    const body = JSON.stringify(list);
    expect(body).not.toContain(editor.token);
    expect(body).not.toContain(viewer.token);
    expect(body).not.toContain("token");

    const joined = await accept(editor.token, "sam");
    expect(joined.status).toBe(200);
    expect((await pending()).map((i: { id: number }) => i.id)).toEqual([viewer.id]);
    expect((await accept(editor.token, "sam-again")).status).toBe(404);

    // Only admins see them.
    const res = await t.request("/api/companies/1/invitations", { cookie: cookieFrom(joined) });
    expect(res.status).toBe(403);
  });

  it("a revoked link is 404 and the revocation is audited; revoking twice or another company's is 404", async () => {
    await start();
    const inv = await invite({ role: "admin" });
    const revoked = await t.request(`/api/companies/1/invitations/${inv.id}`, {
      method: "DELETE",
      cookie: admin,
    });
    expect(revoked.status).toBe(200);
    expect(await pending()).toEqual([]);
    expect((await accept(inv.token, "late")).status).toBe(404);
    expect(
      (await t.request(`/api/companies/1/invitations/${inv.id}`, { method: "DELETE", cookie: admin })).status,
    ).toBe(404);
    const log = await (
      await t.request("/api/companies/1/audit-log?entity=invitation", { cookie: admin })
    ).json();
    expect(log.entries[0]).toMatchObject({
      action: "revoke",
      entityId: String(inv.id),
      userName: "Alex Morgan",
      before: { role: "admin" },
    });

    // Another company's admin cannot see or revoke it.
    const other = await t.request("/api/auth/signup", {
      method: "POST",
      json: {
        companyName: "Other Ltd",
        industry: "Technology",
        username: "other",
        password: PASSWORD,
        name: "O",
      },
    });
    const otherCookie = cookieFrom(other);
    const otherCompany = (await other.json()).company.id;
    const mine = await invite({ role: "viewer" });
    const cross = await t.request(`/api/companies/${otherCompany}/invitations/${mine.id}`, {
      method: "DELETE",
      cookie: otherCookie,
    });
    expect(cross.status).toBe(404);
    expect((await pending()).map((i: { id: number }) => i.id)).toEqual([mine.id]);
  });

  it("an expired link is 404 and is not listed", async () => {
    await start();
    const inv = await invite({ role: "viewer" });
    await t.db
      .updateTable("invitations")
      .set({ expires_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", inv.id)
      .execute();
    expect(await pending()).toEqual([]);
    expect((await accept(inv.token, "too-late")).status).toBe(404);
  });
});

describe("accepting with a wrong link", () => {
  it("is rate limited per client (429 with Retry-After) and never hashes a password", async () => {
    await start({ rateLimits: { acceptInvitation: { points: 3, durationSeconds: 900 } } });
    const bogus = () => accept("x".repeat(43), "guesser", "203.0.113.9");
    for (let i = 0; i < 3; i++) expect((await bogus()).status).toBe(404);
    for (let i = 0; i < 3; i++) {
      const refused = await bogus();
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(900);
    }
    expect(hashes).toBe(0);

    // Another client is not held back, and a right link still works for it (one hash: the new member's).
    const inv = await invite({ role: "viewer" });
    expect((await accept(inv.token, "rightful", "198.51.100.7")).status).toBe(200);
    expect(hashes).toBe(1);
  });

  it("accepted invitations give their unit back: a team joining from one address is not stopped", async () => {
    await start({ rateLimits: { acceptInvitation: { points: 2, durationSeconds: 900 } } });
    for (let i = 0; i < 4; i++) {
      const inv = await invite({ role: "viewer" });
      expect((await accept(inv.token, `member-${i}`, "192.0.2.1")).status).toBe(200);
    }
  });
});

/** A local SMTP sink on loopback that keeps every message it receives. */
async function smtpSink() {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The text of a message with its quoted-printable soft breaks and escapes undone. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe("an invitation naming an e-mail address", () => {
  it("is mailed with its link on the public URL when mail is configured", async () => {
    const sink = await smtpSink();
    try {
      await start({
        mailer: createSmtpMailer({
          smtpUrl: `smtp://127.0.0.1:${sink.port}`,
          publicUrl: "https://esg.example.test",
        }),
      });
      const inv = await invite({ role: "editor", email: "kim@example.com" });
      expect(inv).toMatchObject({ emailed: true, email: "kim@example.com" });
      expect(sink.messages).toHaveLength(1);
      const [message] = sink.messages;
      expect(message?.to).toEqual(["kim@example.com"]);
      const text = decodeQuotedPrintable(message?.raw ?? "");
      expect(text).toContain(`https://esg.example.test/accept-invitation#token=${inv.token}`);
      expect(text).toContain("Alex Morgan invited you");
      expect(text).toContain("as editor");
      expect(text).toMatch(/^From: ESG Platform <no-reply@esg\.example\.test>/m);

      // Without an address nothing is sent.
      expect((await invite({ role: "viewer" })).emailed).toBe(false);
      expect(sink.messages).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });

  it("without mail configured, or with the mail server down, the link is still given and the invitation stands", async () => {
    await start();
    const unmailed = await invite({ role: "viewer", email: "lee@example.com" });
    expect(unmailed).toMatchObject({ emailed: false, email: "lee@example.com" });
    expect(unmailed.url).toBe(`/accept-invitation#token=${unmailed.token}`);
    await t.close();

    const sink = await smtpSink();
    const deadPort = sink.port;
    await sink.close();
    await start({
      mailer: createSmtpMailer({
        smtpUrl: `smtp://127.0.0.1:${deadPort}`,
        publicUrl: "https://esg.example.test",
      }),
    });
    const failed = await invite({ role: "viewer", email: "lee@example.com" });
    expect(failed.emailed).toBe(false);
    expect((await pending()).map((i: { id: number }) => i.id)).toContain(failed.id);
  });

  it("refuses an address that is not one, at the field", async () => {
    await start();
    const res = await t.request("/api/companies/1/invitations", {
      method: "POST",
      cookie: admin,
      json: { role: "viewer", email: "not-an-address" },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toEqual(["email"]);
  });
});
