import { processUpload, type UploadJob } from "@esg/api";
import {
  accumulateMonthDeltas,
  claimWaitingUpload,
  createQueuedUpload,
  finishUpload,
  getUpload,
  type MonthDelta,
  writeUploadBatch,
} from "@esg/db";
import { prepareIngestRows } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { createUploadJobs, nodeSha256, STALE_UPLOAD_MS, type UploadJobs } from "../uploads/upload-jobs";

// POST /api/carbon/uploads streams a file in, answers 202 at once, and processes it in the background,
// all or nothing, with its progress and every bad row's line on GET /api/carbon/uploads/{id}.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const HEADER = "activity,amount,unit,region,date,description";
// 10,000 kWh × 0.20705 + 400 litres × 2.51279 + 5,000 passenger-km × 0.11812 (and derived category 3)
const CSV = [
  HEADER,
  "electricity,10000,kWh,GB,2024-06-30,Head office",
  "diesel,400,litres,GB,2024-06-30,Delivery vans",
  '"long-haul flight, economy",5000,passenger-km,GB,2024-06-12,Trade show',
].join("\n");

function form(content: string, fileName = "bills.csv", fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  body.set(
    "file",
    new Blob([content], { type: fileName.endsWith(".json") ? "application/json" : "text/csv" }),
    fileName,
  );
  return body;
}

const upload = (body: FormData | string, init: { path?: string; headers?: Record<string, string> } = {}) =>
  t.request(init.path ?? "/api/carbon/uploads", { method: "POST", cookie, body, headers: init.headers });

/** A job runner that only queues: the test decides when (and whether) a job runs. */
function heldJobs() {
  const queued: UploadJob[] = [];
  const held: UploadJobs = {
    start: (job) => queued.push(job),
    idle: async () => {},
    active: 0,
    sweep: async () => 0,
    close: async () => {},
    waiting: 0,
    resume: async () => 0,
  };
  return { queued, held };
}

/** Follows the upload until it is processed or failed. */
async function settled(uploadId: number) {
  for (let i = 0; i < 500; i++) {
    const res = await t.request(`/api/carbon/uploads/${uploadId}`, { cookie });
    expect(res.status).toBe(200);
    const status = await res.json();
    if (status.status === "processed" || status.status === "error") return status;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("the upload never finished");
}

async function totals() {
  const res = await t.request("/api/carbon/emissions/1?pageSize=1", { cookie });
  const body = await res.json();
  return {
    count: body.total as number,
    analysis: await (await t.request("/api/carbon/analysis", { cookie })).json(),
  };
}

describe("a CSV file sent as multipart/form-data", () => {
  it("answers 202 with the upload's id, then processes it to the same figures as the JSON ingest", async () => {
    const res = await upload(form(CSV, "june.csv", { sourceType: "energy_bill" }));
    expect(res.status).toBe(202);
    const { uploadId } = await res.json();
    expect(uploadId).toBeGreaterThan(0);

    const status = await settled(uploadId);
    expect(status).toMatchObject({
      uploadId,
      status: "processed",
      fileName: "june.csv",
      rowsRead: 3,
      bytesRead: Buffer.byteLength(CSV),
      bytesTotal: Buffer.byteLength(CSV),
      emissionsProcessed: 3,
      dataSourceId: uploadId,
    });

    // The same rows through the whole-body ingest on a fresh app give the same figures.
    const other = await createTestApp();
    try {
      const otherCookie = await other.login();
      const ingest = await other.request("/api/carbon/ingest", {
        method: "POST",
        cookie: otherCookie,
        json: { sourceType: "energy_bill", rawData: { rawText: CSV }, fileName: "june.csv" },
      });
      const expected = await ingest.json();
      expect(status.totalEmissions).toBeCloseTo(expected.totalEmissions, 6);
      expect(status.derivedActivities).toBe(expected.derivedActivities);
      expect(status.summary.total).toBeCloseTo(expected.summary.total, 6);
      expect(status.warnings).toEqual(expected.warnings);
    } finally {
      await other.close();
    }

    // It counts: listed with its activities, and kept as sent.
    const sources = await (await t.request("/api/carbon/sources/1", { cookie })).json();
    expect(sources[0]).toMatchObject({
      id: uploadId,
      processingStatus: "processed",
      activityCount: 3 + status.derivedActivities,
    });
    const content = await t.request(`/api/carbon/sources/${uploadId}/content`, { cookie });
    expect(await content.text()).toBe(CSV);

    // The content hash is the ingest's: the same rows again through the ingest are a duplicate.
    const again = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      json: { sourceType: "energy_bill", rawData: { rawText: CSV } },
    });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toContain(`data source #${uploadId}`);
  });

  it("moves the analysis totals by the upload's figures", async () => {
    const before = await totals();
    const { uploadId } = await (await upload(form(CSV))).json();
    const status = await settled(uploadId);
    const after = await totals();
    expect(after.count).toBe(before.count + 3 + status.derivedActivities);
    expect(after.analysis.currentEmissions.total).toBeCloseTo(
      before.analysis.currentEmissions.total + status.totalEmissions / 1000,
      1,
    );
  });

  it("takes a JSON file too", async () => {
    const json = JSON.stringify({
      activities: [{ activity: "diesel", amount: 100, unit: "litres", region: "GB", date: "2024-03-31" }],
    });
    const { uploadId } = await (await upload(form(json, "fuel.json", { sourceType: "fuel_receipt" }))).json();
    const status = await settled(uploadId);
    expect(status).toMatchObject({ status: "processed", sourceType: "fuel_receipt", emissionsProcessed: 1 });
  });
});

describe("a raw text/csv body", () => {
  it("is streamed in the same way, with the fields as query parameters", async () => {
    const res = await upload(CSV, {
      path: "/api/carbon/uploads?fileName=raw.csv&sourceType=travel_expense",
      headers: { "content-type": "text/csv" },
    });
    expect(res.status).toBe(202);
    const status = await settled((await res.json()).uploadId);
    expect(status).toMatchObject({
      status: "processed",
      fileName: "raw.csv",
      sourceType: "travel_expense",
      rowsRead: 3,
    });
  });
});

describe("all or nothing", () => {
  it("a bad row anywhere fails the whole upload: every bad row with its line, nothing stored", async () => {
    const before = await totals();
    const rows = Array.from(
      { length: 1_200 },
      (_, i) => `electricity,${100 + i},kWh,GB,2024-05-31,Meter ${i}`,
    );
    rows[2] = "electricity,-5,kWh,GB,2024-05-31,Negative"; // row 3, line 4
    rows[1_100] = "unobtainium,5,kg,GB,2024-05-31,Unknown"; // row 1,101, line 1,102
    const res = await upload(form([HEADER, ...rows].join("\n"), "bad.csv"));
    expect(res.status).toBe(202);
    const status = await settled((await res.json()).uploadId);
    expect(status.status).toBe("error");
    expect(status.issueCount).toBe(2);
    expect(status.issues.map((i: { row: number; line: number }) => [i.row, i.line])).toEqual([
      [3, 4],
      [1_101, 1_102],
    ]);
    expect(status.issues[1].message).toMatch(/^Row 1101:/);
    expect(status.message).toContain("nothing was stored");
    expect(status.rowsRead).toBe(1_200);

    const after = await totals();
    expect(after.count).toBe(before.count);
    expect(after.analysis.currentEmissions).toEqual(before.analysis.currentEmissions);
    const sources = await (await t.request("/api/carbon/sources/1", { cookie })).json();
    expect(sources[0]).toMatchObject({ processingStatus: "error", activityCount: 0 });
    // Neither its activities nor its file are left behind.
    const left = await t.db
      .selectFrom("emission_activities")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("data_source_id", "=", status.uploadId)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });

  it("lists at most 1,000 issues and counts them all", async () => {
    const rows = Array.from({ length: 1_500 }, (_, i) => `electricity,-${i + 1},kWh,GB,2024-05-31,Bad ${i}`);
    const { uploadId } = await (await upload(form([HEADER, ...rows].join("\n")))).json();
    const status = await settled(uploadId);
    expect(status.issueCount).toBe(1_500);
    expect(status.issues).toHaveLength(1_000);
  });

  it("a file without an activity column fails as a whole", async () => {
    const { uploadId } = await (await upload(form("foo,bar\n1,2"))).json();
    const status = await settled(uploadId);
    expect(status).toMatchObject({ status: "error", issueCount: 1 });
    expect(status.issues[0]).toMatchObject({ row: null, line: null });
    expect(status.issues[0].message).toContain("must name an activity column");
  });
});

describe("refusals before anything is kept", () => {
  it("401 without a session, before reading the body", async () => {
    const res = await t.request("/api/carbon/uploads", { method: "POST", body: form(CSV) });
    expect(res.status).toBe(401);
  });

  it("403 for a read-only API token", async () => {
    const created = await t.request("/api/tokens", {
      method: "POST",
      cookie,
      json: { name: "BI", scope: "read", expiresInDays: 30 },
    });
    const { token } = await created.json();
    const res = await t.request("/api/carbon/uploads", {
      method: "POST",
      body: form(CSV),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
  });

  it("413 over the size limit; the attempt is recorded as failed with no file kept", async () => {
    const small = await createTestApp({ uploadMaxBytes: 2_048 });
    try {
      const c = await small.login();
      const big = [HEADER, ...Array.from({ length: 100 }, () => "electricity,10,kWh,GB,2024-05-31,x")].join(
        "\n",
      );
      const res = await small.request("/api/carbon/uploads", { method: "POST", cookie: c, body: form(big) });
      expect(res.status).toBe(413);
      expect((await res.json()).message).toBe("The file is larger than 2 KiB");
      const chunks = await small.db
        .selectFrom("carbon_upload_chunks")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(chunks.n)).toBe(0);
    } finally {
      await small.close();
    }
  });

  it("400 for an empty file, a missing file field or a bad source type; 415 for another body type", async () => {
    expect((await upload(form(""))).status).toBe(400);
    const noFile = new FormData();
    noFile.set("sourceType", "energy_bill");
    const missing = await upload(noFile);
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues[0].path).toEqual(["file"]);
    const badType = await upload(form(CSV, "x.csv", { sourceType: "banana" }));
    expect(badType.status).toBe(400);
    expect((await badType.json()).issues[0].path).toEqual(["sourceType"]);
    const other = await upload("<xml/>", { headers: { "content-type": "application/xml" } });
    expect(other.status).toBe(415);
  });
});

describe("cancelling", () => {
  it("a cancelled upload is failed as Cancelled and its job writes nothing", async () => {
    const { queued, held } = heldJobs();
    const app = await createTestApp({ uploadJobs: held });
    try {
      const c = await app.login();
      const res = await app.request("/api/carbon/uploads", { method: "POST", cookie: c, body: form(CSV) });
      const { uploadId } = await res.json();
      const cancel = await app.request(`/api/carbon/uploads/${uploadId}/cancel`, {
        method: "POST",
        cookie: c,
      });
      expect(cancel.status).toBe(200);
      // The job (in whichever process) sees the cancellation at its next batch.
      await processUpload(app.db, queued[0] as UploadJob, { hash: nodeSha256 });
      const status = await (await app.request(`/api/carbon/uploads/${uploadId}`, { cookie: c })).json();
      expect(status).toMatchObject({ status: "error", message: "Cancelled" });
      const again = await app.request(`/api/carbon/uploads/${uploadId}/cancel`, {
        method: "POST",
        cookie: c,
      });
      expect(again.status).toBe(409);
      expect(await getUpload(app.db, { companyId: 1, id: uploadId })).toMatchObject({ activityCount: 0 });
    } finally {
      await app.close();
    }
  });

  it("404 for an unknown upload (another company's: tenancy.test.ts)", async () => {
    expect((await t.request("/api/carbon/uploads/999999", { cookie })).status).toBe(404);
    expect((await t.request("/api/carbon/uploads/999999/cancel", { method: "POST", cookie })).status).toBe(
      404,
    );
  });
});

describe("an upload whose process stopped", () => {
  it("is discarded by the sweep once it made no progress for 5 minutes, with what it wrote", async () => {
    const { held } = heldJobs();
    const app = await createTestApp({ uploadJobs: held });
    try {
      const c = await app.login();
      const { uploadId } = await (
        await app.request("/api/carbon/uploads", { method: "POST", cookie: c, body: form(CSV) })
      ).json();
      // Its process took it from the queue and stopped (a received upload still waiting is resumed instead:
      // upload-queue.test.ts).
      expect(await claimWaitingUpload(app.db, { companyId: 1, uploadId, at: new Date().toISOString() })).toBe(
        true,
      );
      const sweep = createUploadJobs(app.db).sweep;
      // Still fresh: left alone.
      expect(await sweep(new Date())).toBe(0);
      expect(await sweep(new Date(Date.now() + STALE_UPLOAD_MS + 1_000))).toBe(1);
      const status = await (await app.request(`/api/carbon/uploads/${uploadId}`, { cookie: c })).json();
      expect(status.status).toBe("error");
      expect(status.message).toContain("interrupted");
      const chunks = await app.db
        .selectFrom("carbon_upload_chunks")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("data_source_id", "=", uploadId)
        .executeTakeFirstOrThrow();
      expect(Number(chunks.n)).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe("while an upload is processing", () => {
  it("its written batches count nowhere until the finishing transaction makes the whole upload count", async () => {
    const before = await totals();
    const prepared = prepareIngestRows(
      [{ activity: "diesel", amount: 1000, unit: "litres", region: "GB", date: "2024-04-30" }],
      { today: "2026-11-25" },
    );
    if (!prepared.ok) throw new Error("the row is valid");
    const at = new Date().toISOString();
    const uploadId = await createQueuedUpload(t.db, {
      companyId: 1,
      fileName: "half.csv",
      sourceType: "fuel_receipt",
      uploadedAt: at,
      bytesTotal: 100,
      contentType: "text/csv",
      libraryVersion: "test",
    });
    const wrote = await writeUploadBatch(t.db, {
      companyId: 1,
      uploadId,
      records: prepared.records,
      rowsRead: 1,
      bytesRead: 50,
      at,
    });
    expect(wrote).toBe(true);
    // Written, but in no list, total or analysis.
    const during = await totals();
    expect(during.count).toBe(before.count);
    expect(during.analysis.currentEmissions).toEqual(before.analysis.currentEmissions);

    const deltas = new Map<string, MonthDelta>();
    const kg = accumulateMonthDeltas(deltas, prepared.records);
    const outcome = await finishUpload(t.db, {
      companyId: 1,
      uploadId,
      sourceType: "fuel_receipt",
      deltas: deltas.values(),
      activityCount: prepared.records.length,
      kgCO2e: kg,
      contentHash: "test-hash",
      allowDuplicate: false,
      years: [2024],
      warnings: [],
      result: JSON.stringify({ years: [2024] }),
      rowsRead: 1,
      bytesRead: 100,
      at,
    });
    expect(outcome).toEqual({ ok: true });
    const after = await totals();
    expect(after.count).toBe(before.count + prepared.records.length);
    expect(after.analysis.currentEmissions.total).toBeCloseTo(
      before.analysis.currentEmissions.total + kg / 1000,
      1,
    );
  });
});
