import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { withWrite } from "@esg/api";
import { claimDueWebhookDeliveries } from "@esg/db";
import type { Role } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { addMember } from "../test/member";
import { createTestApp } from "../test/test-app";
import { createWebhookTargets } from "../webhooks/webhook-targets";
import { createWebhookWorker, type WebhookWorker } from "../webhooks/webhook-worker";

// Webhooks: an admin subscribes a URL; the writes that make events happen put them in the outbox in their own
// transaction; the worker POSTs each one signed, retries a failure on the backoff schedule and records it all.

type Received = { headers: IncomingHttpHeaders; body: string };

/** A receiver on loopback that answers `statuses` in turn (the last one from then on). */
async function receiver(statuses: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.statusCode = statuses[Math.min(received.length, statuses.length) - 1] ?? 200;
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/esg`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does with `Verdant-Signature`, written with node:crypto alone. */
function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac("sha256", secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const CSV =
  "activity,amount,unit,region,date,description\nelectricity,1234.5,kWh,GB,2024-06-30,webhook bill\n";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let clock: Date;
let worker: WebhookWorker;
let hooks: Awaited<ReturnType<typeof receiver>> | null;
const targets = createWebhookTargets({ allowLoopback: true });

beforeEach(async () => {
  t = await createTestApp({ webhookTargets: targets });
  admin = await t.login();
  clock = new Date("2026-11-28T09:00:00.000Z");
  worker = createWebhookWorker(t.db, { targets, now: () => clock, timeoutMs: 5000 });
  hooks = null;
});
afterEach(async () => {
  await worker.close();
  await hooks?.close();
  await t.close();
});

async function subscribe(url: string, events: string[], cookie = admin) {
  const res = await t.request("/api/webhooks", { method: "POST", cookie, json: { url, events } });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: number; secret: string; url: string; events: string[] };
}

const deliveries = async (id: number) => {
  const res = await t.request(`/api/webhooks/${id}/deliveries`, { cookie: admin });
  expect(res.status).toBe(200);
  return (await res.json()).items as Record<string, unknown>[];
};

async function upload(): Promise<number> {
  const res = await t.request("/api/carbon/uploads?sourceType=energy_bill", {
    method: "POST",
    cookie: admin,
    body: CSV,
    headers: { "content-type": "text/csv" },
  });
  expect(res.status).toBe(202);
  const { uploadId } = await res.json();
  await t.uploadJobs.idle();
  return uploadId;
}

describe("a webhook endpoint", () => {
  it("gets a signed delivery after an upload, a retry after its 500, and the list shows both attempts", async () => {
    hooks = await receiver([500, 204]);
    const created = await subscribe(hooks.url, ["upload.processed", "upload.failed"]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await (await t.request("/api/webhooks", { cookie: admin })).json();
    expect(listed).toEqual([
      {
        id: created.id,
        url: hooks.url,
        events: ["upload.processed", "upload.failed"],
        createdAt: expect.any(String),
        lastDelivery: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const uploadId = await upload();
    expect(await worker.runOnce()).toBe(1);
    expect(hooks.received).toHaveLength(1);
    const first = hooks.received[0] as Received;
    expect(first.headers["content-type"]).toBe("application/json");
    const signature = String(first.headers["verdant-signature"]);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signature.startsWith(`t=${Math.floor(clock.getTime() / 1000)},`)).toBe(true);
    expect(verify(created.secret, signature, first.body)).toBe(true);
    expect(verify("whsec_another", signature, first.body)).toBe(false);
    const event = JSON.parse(first.body);
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "upload.processed",
      createdAt: expect.any(String),
      data: {
        uploadId,
        emissionsProcessed: 1,
        derivedActivities: expect.any(Number),
        totalEmissions: expect.any(Number),
        years: [2024],
      },
    });
    expect(event.data.totalEmissions).toBeGreaterThan(0);

    expect(await deliveries(created.id)).toEqual([
      expect.objectContaining({
        event: "upload.processed",
        eventId: event.id,
        status: "pending",
        attempts: 1,
        lastResponseStatus: 500,
        lastError: "The receiver answered HTTP 500",
        nextAttemptAt: new Date(clock.getTime() + 30_000).toISOString(),
        deliveredAt: null,
      }),
    ]);

    // Not due before the schedule's first wait (30 s), due after it.
    clock = new Date(clock.getTime() + 29_000);
    expect(await worker.runOnce()).toBe(0);
    clock = new Date(clock.getTime() + 1_000);
    expect(await worker.runOnce()).toBe(1);
    expect(hooks.received).toHaveLength(2);
    const retry = hooks.received[1] as Received;
    expect(retry.body).toBe(first.body);
    expect(verify(created.secret, String(retry.headers["verdant-signature"]), retry.body)).toBe(true);

    expect(await deliveries(created.id)).toEqual([
      expect.objectContaining({
        status: "succeeded",
        attempts: 2,
        lastResponseStatus: 204,
        lastError: null,
        nextAttemptAt: null,
        deliveredAt: clock.toISOString(),
      }),
    ]);
    const after = await (await t.request("/api/webhooks", { cookie: admin })).json();
    expect(after[0].lastDelivery).toEqual({
      status: "succeeded",
      createdAt: expect.any(String),
      attempts: 2,
    });
    expect(await worker.runOnce()).toBe(0);
    expect(hooks.received).toHaveLength(2);
  });

  it("gives up after the last wait of the schedule: the delivery is failed", async () => {
    hooks = await receiver([503]);
    const created = await subscribe(hooks.url, ["year.closed"]);
    const fast = createWebhookWorker(t.db, { targets, now: () => clock, retryDelaysMs: [1000, 2000] });
    expect(
      (
        await t.request("/api/carbon/years/2024/close", {
          method: "POST",
          cookie: admin,
          json: { reason: "Signed off" },
        })
      ).status,
    ).toBe(200);
    for (const wait of [0, 1000, 2000]) {
      clock = new Date(clock.getTime() + wait);
      expect(await fast.runOnce()).toBe(1);
    }
    clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    expect(await fast.runOnce()).toBe(0);
    expect(hooks.received).toHaveLength(3);
    expect(JSON.parse((hooks.received[0] as Received).body)).toMatchObject({
      type: "year.closed",
      data: { year: 2024, reason: "Signed off" },
    });
    expect(await deliveries(created.id)).toEqual([
      expect.objectContaining({
        status: "failed",
        attempts: 3,
        lastResponseStatus: 503,
        nextAttemptAt: null,
      }),
    ]);
  });

  it("only gets the events it subscribed to, from every place that makes them", async () => {
    hooks = await receiver([200]);
    await subscribe(hooks.url, ["year.reopened", "source.voided", "report.generated"]);
    const close = await t.request("/api/carbon/years/2023/close", {
      method: "POST",
      cookie: admin,
      json: { reason: "Signed off" },
    });
    expect(close.status).toBe(200);
    const reopen = await t.request("/api/carbon/years/2023/reopen", {
      method: "POST",
      cookie: admin,
      json: { reason: "Meter fix" },
    });
    expect(reopen.status).toBe(200);
    const uploadId = await upload();
    const voided = await t.request(`/api/carbon/sources/${uploadId}/void`, {
      method: "POST",
      cookie: admin,
      json: { reason: "Wrong meter" },
    });
    expect(voided.status, await voided.clone().text()).toBe(200);
    const dashboard = await (await t.request("/api/dashboard", { cookie: admin })).json();
    const gri = (dashboard.documents as { id: number; type: string }[]).find((d) => d.type === "GRI");
    expect((await t.request(`/api/documents/${gri?.id}/download`, { cookie: admin })).status).toBe(200);

    expect(await worker.runOnce()).toBe(3);
    const types = hooks.received.map((r) => JSON.parse(r.body)).sort((a, b) => a.type.localeCompare(b.type));
    expect(types.map((e) => e.type)).toEqual(["report.generated", "source.voided", "year.reopened"]);
    expect(types[0].data).toMatchObject({ documentId: gri?.id, reportType: "GRI" });
    expect(types[1].data).toEqual({ sourceId: uploadId, reason: "Wrong meter" });
    expect(types[2].data).toEqual({ year: 2023, reason: "Meter fix" });
  });

  it("never gets an event whose write rolled back", async () => {
    hooks = await receiver([200]);
    await subscribe(hooks.url, ["year.closed"]);
    const writer = { db: t.db, companyId: 1, user: null };
    await expect(
      withWrite(writer, async (w) => {
        await w.emit({ type: "year.closed", data: { year: 1999 } });
        throw new Error("the change failed after its event");
      }),
    ).rejects.toThrow("the change failed after its event");
    expect(await worker.runOnce()).toBe(0);
    expect(await t.db.selectFrom("webhook_events").selectAll().execute()).toEqual([]);

    await withWrite(writer, (w) => w.emit({ type: "year.closed", data: { year: 2000 } }));
    expect(await worker.runOnce()).toBe(1);
    expect(hooks.received.map((r) => JSON.parse(r.body).data)).toEqual([{ year: 2000 }]);
  });

  it("is sent once when two workers (two app processes) poll at the same moment", async () => {
    hooks = await receiver([200]);
    await subscribe(hooks.url, ["year.closed"]);
    const writer = { db: t.db, companyId: 1, user: null };
    for (let year = 2001; year <= 2012; year++) {
      await withWrite(writer, (w) => w.emit({ type: "year.closed", data: { year } }));
    }
    const other = createWebhookWorker(t.db, { targets, now: () => clock });
    const sent = await Promise.all([worker.runOnce(), other.runOnce(), worker.runOnce(), other.runOnce()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(12);
    const years = hooks.received.map((r) => JSON.parse(r.body).data.year).sort();
    expect(years).toEqual([2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012]);
  });

  it("takes up a delivery whose worker stopped mid-send once its claim has run out", async () => {
    hooks = await receiver([200]);
    const created = await subscribe(hooks.url, ["year.closed"]);
    await withWrite({ db: t.db, companyId: 1, user: null }, (w) =>
      w.emit({ type: "year.closed", data: { year: 2020 } }),
    );
    // A worker claims it and stops before sending (a crash, a restart): its claim holds the delivery for 2 min.
    const lease = new Date(clock.getTime() + 2 * 60_000);
    const taken = await claimDueWebhookDeliveries(t.db, {
      now: clock.toISOString(),
      leaseUntil: lease.toISOString(),
      claim: "stopped-worker",
      limit: 10,
    });
    expect(taken).toHaveLength(1);
    expect(await worker.runOnce()).toBe(0);
    clock = lease;
    expect(await worker.runOnce()).toBe(1);
    expect(hooks.received).toHaveLength(1);
    expect(await deliveries(created.id)).toEqual([
      expect.objectContaining({ status: "succeeded", attempts: 2 }),
    ]);
  });

  it("counts a receiver that does not answer in time as a failed attempt", async () => {
    const silent = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const created = await subscribe(`http://127.0.0.1:${port}/slow`, ["year.closed"]);
      const impatient = createWebhookWorker(t.db, { targets, now: () => clock, timeoutMs: 200 });
      await withWrite({ db: t.db, companyId: 1, user: null }, (w) =>
        w.emit({ type: "year.closed", data: { year: 2019 } }),
      );
      expect(await impatient.runOnce()).toBe(1);
      expect(await deliveries(created.id)).toEqual([
        expect.objectContaining({
          status: "pending",
          attempts: 1,
          lastResponseStatus: null,
          lastError: "No answer within 0.2 seconds",
        }),
      ]);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it("is deleted with its deliveries; then it is 404", async () => {
    hooks = await receiver([200]);
    const created = await subscribe(hooks.url, ["upload.processed"]);
    await upload();
    const res = await t.request(`/api/webhooks/${created.id}`, { method: "DELETE", cookie: admin });
    expect(res.status).toBe(200);
    expect(await worker.runOnce()).toBe(0);
    expect(hooks.received).toEqual([]);
    expect((await t.request(`/api/webhooks/${created.id}/deliveries`, { cookie: admin })).status).toBe(404);
    expect((await t.request(`/api/webhooks/${created.id}`, { method: "DELETE", cookie: admin })).status).toBe(
      404,
    );
  });
});

describe("refusals", () => {
  it("refuses private, loopback and malformed URLs with 400 at url when loopback is not allowed", async () => {
    const strict = await createTestApp();
    try {
      const cookie = await strict.login();
      for (const url of [
        "http://127.0.0.1:8080/hook",
        "http://127.0.0.1/hook",
        "http://localhost/hook",
        "http://10.0.0.7/hook",
        "http://169.254.169.254/latest/meta-data",
        "http://[::1]/hook",
        "ftp://example.com/hook",
        "https://user:pass@example.com/hook",
        "not a url",
      ]) {
        const res = await strict.request("/api/webhooks", {
          method: "POST",
          cookie,
          json: { url, events: ["upload.processed"] },
        });
        expect(res.status, url).toBe(400);
        const body = await res.json();
        expect(body.issues?.[0]?.path, url).toEqual(["url"]);
      }
      expect(await strict.db.selectFrom("webhook_endpoints").selectAll().execute()).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it("refuses unknown and missing events with 400 at events", async () => {
    for (const events of [[], ["upload.exploded"], ["year.closed", "year.closed"]]) {
      const res = await t.request("/api/webhooks", {
        method: "POST",
        cookie: admin,
        json: { url: "http://127.0.0.1:9/x", events },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).issues[0].path[0]).toBe("events");
    }
  });

  it("is for admins only: other roles get 403", async () => {
    hooks = await receiver([200]);
    const created = await subscribe(hooks.url, ["upload.processed"]);
    for (const role of ["editor", "viewer", "auditor"] as Role[]) {
      const cookie = await member(role);
      expect((await t.request("/api/webhooks", { cookie })).status, role).toBe(403);
      expect((await t.request(`/api/webhooks/${created.id}/deliveries`, { cookie })).status, role).toBe(403);
      const post = await t.request("/api/webhooks", {
        method: "POST",
        cookie,
        json: { url: hooks.url, events: ["upload.processed"] },
      });
      expect(post.status, role).toBe(403);
      expect((await t.request(`/api/webhooks/${created.id}`, { method: "DELETE", cookie })).status).toBe(403);
    }
  });

  it("WEBHOOKS_ALLOW_LOOPBACK is off by default and refused with NODE_ENV=production", () => {
    expect(readEnv({}).WEBHOOKS_ALLOW_LOOPBACK).toBe("off");
    expect(readEnv({ WEBHOOKS_ALLOW_LOOPBACK: "on" }).WEBHOOKS_ALLOW_LOOPBACK).toBe("on");
    expect(() => readEnv({ NODE_ENV: "production", WEBHOOKS_ALLOW_LOOPBACK: "on" })).toThrow(
      /WEBHOOKS_ALLOW_LOOPBACK: on is refused with NODE_ENV=production/,
    );
    expect(readEnv({ NODE_ENV: "production" }).WEBHOOKS_ALLOW_LOOPBACK).toBe("off");
  });
});

const member = (role: Role) => addMember(t, admin, 1, role, `${role}-hooks`, `${role} member`);
