import type { UploadJob } from "@esg/api";
import { discardStaleUploads } from "@esg/db";
import { formatBytes, UPLOAD_BYTES_PER_SECOND_ESTIMATE, UPLOAD_RETRY_AFTER_MAX_SECONDS } from "@esg/domain";
import { afterEach, describe, expect, it } from "vitest";
import { addMember } from "../test/member";
import { signUp } from "../test/sign-up";
import { createTestApp, type TestResponse } from "../test/test-app";
import {
  createUploadJobs,
  STALE_UPLOAD_MS,
  type UploadJobEvent,
  type UploadJobs,
} from "../uploads/upload-jobs";

// Streamed uploads are fair and bounded: a queue runs a few at a time and one per company, a user may have only
// a few queued or processing, a company's upload content has a quota, and nothing of a refused, failed or
// cancelled upload is kept.

type App = Awaited<ReturnType<typeof createTestApp>>;
const apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function appWith(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const app = await createTestApp({
    rateLimits: { signup: { points: 50, durationSeconds: 3600 } },
    ...overrides,
  });
  apps.push(app);
  return app;
}

const HEADER = "activity,amount,unit,region,date,description";
const encoder = new TextEncoder();

let filesMade = 0;

/**
 * A valid CSV of `rows` electricity rows, each another bill: no row repeats another of this file or of any
 * other file made here (the amount carries the row and the file), so none is refused as counted twice.
 */
function csv(rows: number, tag: string): string {
  const file = ++filesMade;
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    lines.push(`electricity,${(100 + i + file / 1000).toFixed(3)},kWh,GB,2024-06-30,${tag} ${i}`);
  }
  return lines.join("\n");
}

/** A member of the demo company with the editor role, signed in through an invitation. */
const editorOf = (t: App, adminCookie: string) =>
  addMember(t, adminCookie, 1, "editor", "editor-user", "Eddie Editor");

/** The admin of a new company, signed in. */
async function otherCompany(t: App): Promise<string> {
  return (await signUp(t, "other-admin", { companyName: "Other Ltd", name: "Other Admin" })).cookie;
}

const send = (t: App, cookie: string, content: string) =>
  t.request("/api/carbon/uploads?sourceType=energy_bill", {
    method: "POST",
    cookie,
    body: content,
    headers: { "content-type": "text/csv" },
  });

/** A body that sends `first` at once and its end only when released: its upload stays "arriving" till then. */
function heldBody(first: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first));
    },
    async pull(controller) {
      await released;
      controller.close();
    },
  });
  return { body, release };
}

/** A job runner that only queues: the uploads wait in the database as after a stop. */
function heldJobs(): UploadJobs {
  const queued: UploadJob[] = [];
  return {
    start: (job) => void queued.push(job),
    idle: async () => {},
    close: async () => {},
    active: 0,
    waiting: 0,
    resume: async () => 0,
    sweep: async () => 0,
  };
}

async function chunksOf(t: App, uploadId: number): Promise<number> {
  const r = await t.db
    .selectFrom("carbon_upload_chunks")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("data_source_id", "=", uploadId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function statusOf(t: App, cookie: string, uploadId: number) {
  const res = await t.request(`/api/carbon/uploads/${uploadId}`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe("a user's uploads at a time", () => {
  it("10 parallel uploads by one editor: 5 are accepted, the rest 429 with Retry-After; health answers meanwhile", async () => {
    const t = await appWith();
    const editor = await editorOf(t, await t.login());
    const held = Array.from({ length: 10 }, (_, i) => heldBody(csv(300, `parallel ${i}`)));
    const answers: (TestResponse | null)[] = held.map(() => null);
    const requests = held.map(({ body }, i) =>
      t
        .request("/api/carbon/uploads?sourceType=energy_bill", {
          method: "POST",
          cookie: editor,
          body,
          headers: { "content-type": "text/csv" },
          duplex: "half",
        } as RequestInit)
        .then((res) => {
          answers[i] = res;
          return res;
        }),
    );
    // Every file is still arriving: those past the cap are answered at once, before their body is read.
    await until(() => answers.filter((a) => a !== null).length === 5, "five refusals");
    for (const refused of answers.filter((a): a is TestResponse => a !== null)) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await refused.json()).message).toContain("5 uploads queued or processing");
    }
    for (const h of held) h.release();
    const all = await Promise.all(requests);
    expect(all.filter((r) => r.status === 202)).toHaveLength(5);
    expect(all.filter((r) => r.status === 429)).toHaveLength(5);

    // While the five are processed, the server still answers at once (timings: pnpm bench:upload).
    const slowest = { ms: 0, whileBusy: 0 };
    while (t.uploadJobs.active > 0 || t.uploadJobs.waiting > 0) {
      const started = performance.now();
      expect((await t.request("/api/health")).status).toBe(200);
      slowest.ms = Math.max(slowest.ms, performance.now() - started);
      slowest.whileBusy++;
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(slowest.whileBusy).toBeGreaterThan(0);
    expect(slowest.ms).toBeLessThan(1_000);

    await t.uploadJobs.idle();
    for (const res of all.filter((r) => r.status === 202)) {
      const { uploadId } = await res.json();
      expect(await statusOf(t, editor, uploadId)).toMatchObject({ status: "processed", rowsRead: 300 });
    }
    // Once they are done, the editor may upload again.
    expect((await send(t, editor, csv(3, "afterwards"))).status).toBe(202);
  }, 30_000);
});

describe("Retry-After of a user at their cap", () => {
  it("is how long the queue needs for the user's oldest upload, not a constant, within its bounds", async () => {
    const t = await appWith({ uploadJobs: heldJobs(), uploadLimits: { userCap: 2, quotaBytes: 2 ** 31 } });
    const admin = await t.login();
    const editor = await editorOf(t, admin);
    // Two waiting uploads of the editor's; the oldest is about 3 s of processing at the documented rate.
    const first = csv(6000, "oldest");
    for (const content of [first, csv(20, "second")])
      expect((await send(t, editor, content)).status).toBe(202);
    const oldestBytes = encoder.encode(first).length;
    const retryAfter = async () => {
      const res = await send(t, editor, csv(5, "one too many"));
      expect(res.status).toBe(429);
      expect((await res.json()).reason).toBe("rate_limited");
      expect(res.headers.get("ratelimit-reset")).toBe(res.headers.get("retry-after"));
      return Number(res.headers.get("retry-after"));
    };
    expect(await retryAfter()).toBe(Math.ceil(oldestBytes / UPLOAD_BYTES_PER_SECOND_ESTIMATE));
    expect(await retryAfter()).toBeGreaterThanOrEqual(2);

    // Another member's upload ahead in the company's line (processing, half done) adds what it has left.
    const ahead = await send(t, admin, csv(12_000, "admin's"));
    expect(ahead.status).toBe(202);
    const aheadId = (await ahead.json()).uploadId as number;
    const aheadBytes = (
      await t.db
        .selectFrom("carbon_data_sources")
        .select("bytes_total")
        .where("id", "=", aheadId)
        .executeTakeFirstOrThrow()
    ).bytes_total as number;
    const half = Math.floor(Number(aheadBytes) / 2);
    await t.db
      .updateTable("carbon_data_sources")
      .set({ processing_status: "processing", bytes_read: half })
      .where("id", "=", aheadId)
      .execute();
    expect(await retryAfter()).toBe(
      Math.ceil((Number(aheadBytes) - half + oldestBytes) / UPLOAD_BYTES_PER_SECOND_ESTIMATE),
    );

    // A huge upload ahead: the wait is capped at ten minutes.
    await t.db
      .updateTable("carbon_data_sources")
      .set({ bytes_total: 10 * 1024 ** 3 })
      .where("id", "=", aheadId)
      .execute();
    expect(await retryAfter()).toBe(UPLOAD_RETRY_AFTER_MAX_SECONDS);
  });
});

describe("the queue", () => {
  it("runs at most one upload per company at a time, and two companies' uploads side by side", async () => {
    const events: UploadJobEvent[] = [];
    const t = await appWith({ uploadQueue: { concurrency: 2, onEvent: (e) => events.push(e) } });
    const demo = await t.login();
    const other = await otherCompany(t);
    const answers = await Promise.all([
      send(t, demo, csv(1000, "demo first")),
      send(t, demo, csv(1000, "demo second")),
      send(t, other, csv(1000, "other")),
    ]);
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    await t.uploadJobs.idle();

    const running = new Map<number, number>();
    let most = 0;
    let mostOfOneCompany = 0;
    let companiesTogether = 0;
    for (const e of events) {
      if (e.type === "start") running.set(e.uploadId, e.companyId);
      else running.delete(e.uploadId);
      const companies = [...running.values()];
      most = Math.max(most, running.size);
      mostOfOneCompany = Math.max(
        mostOfOneCompany,
        ...companies.map((c) => companies.filter((x) => x === c).length),
      );
      companiesTogether = Math.max(companiesTogether, new Set(companies).size);
    }
    expect(events.filter((e) => e.type === "start")).toHaveLength(3);
    expect(mostOfOneCompany).toBe(1);
    expect(companiesTogether).toBe(2);
    expect(most).toBeLessThanOrEqual(2);
    for (const [i, cookie] of [demo, demo, other].entries()) {
      const { uploadId } = await (answers[i] as TestResponse).json();
      expect((await statusOf(t, cookie, uploadId)).status).toBe("processed");
    }
  }, 30_000);

  it("shows a waiting upload as queued with its place in line, and takes the line up again after a restart", async () => {
    const t = await appWith({ uploadJobs: heldJobs() });
    const demo = await t.login();
    const other = await otherCompany(t);
    const ids: number[] = [];
    for (const [cookie, tag] of [
      [demo, "first"],
      [other, "second"],
      [demo, "third"],
    ] as const) {
      const res = await send(t, cookie, csv(20, tag));
      expect(res.status).toBe(202);
      ids.push((await res.json()).uploadId);
    }
    expect(await statusOf(t, demo, ids[0] as number)).toMatchObject({ status: "queued", queuePosition: 1 });
    expect(await statusOf(t, other, ids[1] as number)).toMatchObject({ status: "queued", queuePosition: 2 });
    expect(await statusOf(t, demo, ids[2] as number)).toMatchObject({ status: "queued", queuePosition: 3 });

    // The process stopped with them waiting: however long ago, the sweep does not take them for interrupted...
    const later = new Date(Date.now() + STALE_UPLOAD_MS * 3).toISOString();
    expect(await discardStaleUploads(t.db, { staleBefore: later, at: later })).toBe(0);
    // ...and the next process takes the line up, oldest first.
    const events: UploadJobEvent[] = [];
    const restarted = createUploadJobs(t.db, { onEvent: (e) => events.push(e) });
    expect(await restarted.resume()).toBe(3);
    await restarted.idle();
    // The first two (two companies) are launched oldest first but run together, so their claims may land in
    // either order; the third (the first one's company) waits for the first to end.
    const started = events.filter((e) => e.type === "start").map((e) => e.uploadId);
    expect([...started.slice(0, 2)].sort((a, b) => a - b)).toEqual(ids.slice(0, 2));
    expect(started[2]).toBe(ids[2]);
    const firstEnded = events.findIndex((e) => e.type === "end" && e.uploadId === ids[0]);
    const thirdStarted = events.findIndex((e) => e.type === "start" && e.uploadId === ids[2]);
    expect(firstEnded).toBeGreaterThanOrEqual(0);
    expect(thirdStarted).toBeGreaterThan(firstEnded);
    expect(await statusOf(t, demo, ids[2] as number)).toMatchObject({ status: "processed", rowsRead: 20 });
    expect(await statusOf(t, other, ids[1] as number)).toMatchObject({ status: "processed", rowsRead: 20 });
    // Taken once: a second process holding the same line finds nothing left to run.
    expect(await createUploadJobs(t.db).resume()).toBe(0);
  });
});

describe("a company's upload storage quota", () => {
  it("413 with what is used and the limit: declared up front, or met while the file arrives", async () => {
    const first = csv(50, "kept");
    const firstBytes = Buffer.byteLength(first);
    const quotaBytes = firstBytes + 1_000;
    const t = await appWith({ uploadLimits: { userCap: 5, quotaBytes } });
    const demo = await t.login();
    const ok = await send(t, demo, first);
    expect(ok.status).toBe(202);
    await t.uploadJobs.idle();

    const big = csv(50, "too much");
    const declared = await t.request("/api/carbon/uploads?sourceType=energy_bill", {
      method: "POST",
      cookie: demo,
      body: big,
      headers: { "content-type": "text/csv", "content-length": String(Buffer.byteLength(big)) },
    });
    expect(declared.status).toBe(413);
    const message = (await declared.json()).message as string;
    expect(message).toContain(`already use ${formatBytes(firstBytes)} of its ${formatBytes(quotaBytes)}`);

    // Without a declared length (a form), the quota stops the file as it arrives, and nothing of it is kept.
    const form = new FormData();
    form.set("file", new Blob([big], { type: "text/csv" }), "big.csv");
    const streamed = await t.request("/api/carbon/uploads", { method: "POST", cookie: demo, body: form });
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).message).toContain(`of its ${formatBytes(quotaBytes)} storage quota`);
    const refused = await t.db
      .selectFrom("carbon_data_sources")
      .select(["id", "processing_status"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(refused.processing_status).toBe("error");
    expect(await chunksOf(t, refused.id)).toBe(0);

    // A file that fits the room left is taken.
    expect((await send(t, demo, csv(5, "small"))).status).toBe(202);
  });
});

describe("a declared Content-Length over the size limit", () => {
  it.each([
    ["a raw CSV body", "text/csv"],
    ["a form", "multipart/form-data; boundary=x"],
  ])("413 for %s before any of the body is read", async (_name, contentType) => {
    const t = await appWith({ uploadMaxBytes: 1024 * 1024 });
    const demo = await t.login();
    let bytesRead = 0;
    // A body that counts what the server pulls from it (nothing is queued before the first pull).
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const chunk = encoder.encode(`${csv(1000, "huge")}\n`);
          bytesRead += chunk.byteLength;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const res = await t.request("/api/carbon/uploads", {
      method: "POST",
      cookie: demo,
      body,
      headers: { "content-type": contentType, "content-length": String(210 * 1024 * 1024) },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("The file is larger than 1 MiB");
    expect(bytesRead).toBe(0);
    const sources = await t.db
      .selectFrom("carbon_data_sources")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("processing_status", "in", ["queued", "error"])
      .executeTakeFirstOrThrow();
    expect(Number(sources.n)).toBe(0);
  });
});

describe("nothing is kept of an upload that does not count", () => {
  it("a failed upload's file is deleted", async () => {
    const t = await appWith();
    const demo = await t.login();
    const res = await send(t, demo, `${csv(10, "bad")}\nelectricity,-5,kWh,GB,2024-06-30,negative`);
    const { uploadId } = await res.json();
    await t.uploadJobs.idle();
    expect((await statusOf(t, demo, uploadId)).status).toBe("error");
    expect(await chunksOf(t, uploadId)).toBe(0);
  });

  it("a cancelled upload's file is deleted when it was waiting", async () => {
    const t = await appWith({ uploadJobs: heldJobs() });
    const demo = await t.login();
    const { uploadId } = await (await send(t, demo, csv(20, "to cancel"))).json();
    expect(await chunksOf(t, uploadId)).toBeGreaterThan(0);
    const cancel = await t.request(`/api/carbon/uploads/${uploadId}/cancel`, {
      method: "POST",
      cookie: demo,
    });
    expect(cancel.status).toBe(200);
    // No job had it yet: its file goes with the cancellation.
    expect(await chunksOf(t, uploadId)).toBe(0);
    expect(await statusOf(t, demo, uploadId)).toMatchObject({ status: "error", message: "Cancelled" });
    // A queue that still held it skips it.
    const jobs = createUploadJobs(t.db);
    expect(await jobs.resume()).toBe(0);
  });

  it("a cancelled upload's file is deleted when it was processing", async () => {
    const cancelled: { request?: Promise<TestResponse> } = {};
    let demo = "";
    const t: App = await appWith({
      uploadQueue: {
        onEvent: (e) => {
          if (e.type === "start") {
            cancelled.request = t.request(`/api/carbon/uploads/${e.uploadId}/cancel`, {
              method: "POST",
              cookie: demo,
            });
          }
        },
      },
    });
    demo = await t.login();
    const { uploadId } = await (await send(t, demo, csv(5000, "cancel midway"))).json();
    await t.uploadJobs.idle();
    expect((await cancelled.request)?.status).toBe(200);
    expect(await statusOf(t, demo, uploadId)).toMatchObject({ status: "error", message: "Cancelled" });
    expect(await chunksOf(t, uploadId)).toBe(0);
  });
});
