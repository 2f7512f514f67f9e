import { appendEvidenceChunk, createEvidence, uploadBytesStored } from "@esg/db";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { STALE_EVIDENCE_MS } from "../uploads/upload-jobs";

// The bounds of uploads hold on every way in (REST and tRPC), a voided upload's kept content no longer counts
// against the quota, and evidence files a stopped process left half-received are cleaned up.

type App = Awaited<ReturnType<typeof createTestApp>>;
const apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function appWith(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const app = await createTestApp(overrides);
  apps.push(app);
  return app;
}

const begin = (t: App, cookie: string, bytesTotal: number) =>
  t.request("/trpc/carbon.beginUpload", {
    method: "POST",
    cookie,
    json: { fileName: "bills.csv", format: "csv", bytesTotal },
  });

/** A CSV of `rows` bills, each another (the amount carries the row and the tag). */
function csv(rows: number, tag: number): string {
  const lines = ["activity,amount,unit,region,date"];
  for (let i = 0; i < rows; i++) lines.push(`electricity,${100 + i + tag / 1000},kWh,GB,2024-06-30`);
  return lines.join("\n");
}

const send = (t: App, cookie: string, content: string) =>
  t.request("/api/carbon/uploads?sourceType=energy_bill", {
    method: "POST",
    cookie,
    body: content,
    headers: { "content-type": "text/csv" },
  });

describe("tRPC carbon.beginUpload", () => {
  it("keeps the server's cap of uploads a user has at a time (UPLOAD_USER_CAP), with Retry-After", async () => {
    const t = await appWith({ uploadLimits: { userCap: 2, quotaBytes: 1024 * 1024 } });
    const cookie = await t.login();
    expect((await begin(t, cookie, 100)).status).toBe(200);
    expect((await begin(t, cookie, 100)).status).toBe(200);
    const third = await begin(t, cookie, 100);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.stringify(await third.json())).toContain("2 uploads queued or processing");
  });

  it("keeps the server's storage quota (UPLOAD_QUOTA_BYTES)", async () => {
    const t = await appWith({ uploadLimits: { userCap: 5, quotaBytes: 1000 } });
    const cookie = await t.login();
    const refused = await begin(t, cookie, 1001);
    expect(refused.status).toBe(413);
    expect(JSON.stringify(await refused.json())).toContain("quota");
  });
});

describe("the storage quota", () => {
  it("no longer counts a voided upload's content, which is still kept", async () => {
    const first = csv(40, 1);
    const bytes = new TextEncoder().encode(first).length;
    // Room for one such file beside what the demo company keeps, not for two.
    const probe = await appWith();
    const demoBytes = await uploadBytesStored(probe.db, { companyId: 1 });
    const t = await appWith({ uploadLimits: { userCap: 5, quotaBytes: demoBytes + bytes + bytes / 2 } });
    const cookie = await t.login();

    const sent = await send(t, cookie, first);
    expect(sent.status).toBe(202);
    const { uploadId } = await sent.json();
    await t.uploadJobs.idle();
    expect((await (await t.request(`/api/carbon/uploads/${uploadId}`, { cookie })).json()).status).toBe(
      "processed",
    );
    const refused = await send(t, cookie, csv(40, 2));
    expect(refused.status).toBe(413);

    const voided = await t.request(`/api/carbon/sources/${uploadId}/void`, {
      method: "POST",
      cookie,
      json: { reason: "Sent to the wrong company" },
    });
    expect(voided.status).toBe(200);
    // Its content stays as the trail of what was withdrawn.
    const content = await t.request(`/api/carbon/sources/${uploadId}/content`, { cookie });
    expect(content.status).toBe(200);
    expect(await content.text()).toBe(first);

    expect((await send(t, cookie, csv(40, 3))).status).toBe(202);
    await t.uploadJobs.idle();
  }, 30_000);
});

describe("evidence files cut off while arriving", () => {
  it("are deleted by the sweep of interrupted uploads (run on start and every minute), pieces and all", async () => {
    const t = await appWith();
    const cookie = await t.login();
    const ingest = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      json: {
        sourceType: "energy_bill",
        rawData: {
          activities: [
            { activity: "electricity", amount: 12, unit: "kWh", region: "GB", date: "2024-02-29" },
          ],
        },
      },
    });
    expect(ingest.status).toBe(200);
    const dataSourceId = (await ingest.json()).dataSourceId;
    const now = new Date();
    const receiving = async (uploadedAt: Date) => {
      const evidenceId = await createEvidence(t.db, {
        companyId: 1,
        dataSourceId,
        fileName: "meter.pdf",
        contentType: "application/pdf",
        uploadedAt: uploadedAt.toISOString(),
        uploadedBy: null,
      });
      await appendEvidenceChunk(t.db, {
        companyId: 1,
        evidenceId,
        seq: 0,
        data: new Uint8Array([37, 80, 68, 70]),
      });
      return evidenceId;
    };
    const cutOff = await receiving(new Date(now.getTime() - STALE_EVIDENCE_MS - 60_000));
    const arriving = await receiving(new Date(now.getTime() - 60_000));
    const form = new FormData();
    form.set("file", new Blob(["%PDF-1.4 stored"], { type: "application/pdf" }), "stored.pdf");
    const stored = await t.request(`/api/carbon/sources/${dataSourceId}/evidence`, {
      method: "POST",
      cookie,
      body: form,
    });
    expect(stored.status).toBe(201);
    const storedId = (await stored.json()).id;

    await t.uploadJobs.sweep(now);

    const files = await t.db
      .selectFrom("carbon_evidence_files")
      .select(["id", "status"])
      .where("data_source_id", "=", dataSourceId)
      .orderBy("id")
      .execute();
    expect(files.map((f) => f.id)).toEqual([arriving, storedId]);
    const pieces = await t.db
      .selectFrom("carbon_evidence_chunks")
      .select("evidence_id")
      .where("evidence_id", "=", cutOff)
      .execute();
    expect(pieces).toEqual([]);
  });
});
