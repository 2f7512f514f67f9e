import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pruneWebhookHistory } from "@esg/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { createTestApp } from "../test/test-app";
import { createWebhookTargets } from "../webhooks/webhook-targets";
import { createWebhookWorker } from "../webhooks/webhook-worker";

// Webhook history is kept for a retention period (WEBHOOK_RETENTION_DAYS, 30 by default): the worker's sweep
// deletes finished deliveries and their events older than that, never a delivery still pending.

const DAY_MS = 24 * 60 * 60_000;

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let server: Server;
let url: string;
const targets = createWebhookTargets({ allowLoopback: true });

beforeEach(async () => {
  t = await createTestApp({ webhookTargets: targets });
  admin = await t.login();
  // Answers 200 on /ok and 500 on /down.
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.statusCode = req.url === "/ok" ? 200 : 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

async function subscribe(path: string, events: string[]): Promise<number> {
  const res = await t.request("/api/webhooks", {
    method: "POST",
    cookie: admin,
    json: { url: url + path, events },
  });
  expect(res.status).toBe(200);
  return (await res.json()).id;
}

async function send(path: string, reason: string) {
  const res = await t.request(path, { method: "POST", cookie: admin, json: { reason } });
  expect(res.status).toBe(200);
}

const count = async (table: "webhook_events" | "webhook_deliveries") =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the webhook worker's sweep", () => {
  it("deletes delivered and failed deliveries and their events past the retention, keeps pending ones", async () => {
    const ok = await subscribe("/ok", ["year.closed", "year.reopened"]);
    const down = await subscribe("/down", ["year.closed"]);
    let clock = new Date(Date.now() + 1000);
    const worker = createWebhookWorker(t.db, { targets, now: () => clock, retryDelaysMs: [1000] });

    // One event delivered to one endpoint and failed at the other (two attempts), one left pending.
    await send("/api/carbon/years/2024/close", "Signed off");
    expect(await worker.runOnce()).toBe(2);
    clock = new Date(clock.getTime() + 1000);
    expect(await worker.runOnce()).toBe(1);
    await send("/api/carbon/years/2024/reopen", "Meter fix");
    const statuses = await t.db.selectFrom("webhook_deliveries").select("status").orderBy("id").execute();
    expect(statuses.map((s) => s.status)).toEqual(["succeeded", "failed", "pending"]);
    expect([await count("webhook_events"), await count("webhook_deliveries")]).toEqual([2, 3]);

    // Within the retention nothing goes, and a longer retention keeps more.
    clock = new Date(Date.now() + 29 * DAY_MS);
    expect(await worker.sweep()).toEqual({ deliveries: 0, events: 0 });
    clock = new Date(Date.now() + 31 * DAY_MS);
    const patient = createWebhookWorker(t.db, { targets, now: () => clock, retentionDays: 60 });
    expect(await patient.sweep()).toEqual({ deliveries: 0, events: 0 });

    // Past 30 days: the finished deliveries and their event go; the pending delivery and its event stay.
    expect(await worker.sweep()).toEqual({ deliveries: 2, events: 1 });
    expect([await count("webhook_events"), await count("webhook_deliveries")]).toEqual([1, 1]);
    const list = async (id: number) =>
      (await (await t.request(`/api/webhooks/${id}/deliveries`, { cookie: admin })).json()).items;
    expect(await list(down)).toEqual([]);
    expect(await list(ok)).toEqual([expect.objectContaining({ event: "year.reopened", status: "pending" })]);
    // Sweeping again is harmless (every app process sweeps).
    expect(await worker.sweep()).toEqual({ deliveries: 0, events: 0 });
  });

  it("goes in slices: more rows than one slice are all deleted", async () => {
    await subscribe("/ok", ["year.closed", "year.reopened"]);
    let clock = new Date(Date.now() + 1000);
    const worker = createWebhookWorker(t.db, { targets, now: () => clock });
    for (let i = 0; i < 3; i++) {
      await send("/api/carbon/years/2024/close", "Signed off");
      await send("/api/carbon/years/2024/reopen", "Again");
    }
    expect(await worker.runOnce()).toBe(6);
    clock = new Date(Date.now() + 31 * DAY_MS);
    expect(await pruneWebhookHistory(t.db, { before: clock.toISOString(), slice: 4 })).toEqual({
      deliveries: 6,
      events: 6,
    });
    expect(await worker.sweep()).toEqual({ deliveries: 0, events: 0 });
  });

  it("WEBHOOK_RETENTION_DAYS is 30 by default, a whole number of days from 1", () => {
    expect(readEnv({}).WEBHOOK_RETENTION_DAYS).toBe(30);
    expect(readEnv({ WEBHOOK_RETENTION_DAYS: "7" }).WEBHOOK_RETENTION_DAYS).toBe(7);
    expect(() => readEnv({ WEBHOOK_RETENTION_DAYS: "0" })).toThrow(/WEBHOOK_RETENTION_DAYS/);
    expect(() => readEnv({ WEBHOOK_RETENTION_DAYS: "1.5" })).toThrow(/WEBHOOK_RETENTION_DAYS/);
  });
});
