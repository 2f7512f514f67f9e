import { createHash } from "node:crypto";
import type { Role } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addMember } from "../test/member";
import { cookieFrom, createTestApp } from "../test/test-app";

// Evidence files on data sources: kept with their SHA-256, typed by their bytes, downloaded as sent, listed in
// the emissions export, removable only while no closed year rests on them; every company's own.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeEach(async () => {
  t = await createTestApp({ rateLimits: { signup: { points: 50, durationSeconds: 3600 } } });
  admin = await t.login();
});
afterEach(() => t.close());

const PASSWORD = "correct horse battery staple";
const post = (path: string, json: unknown, cookie = admin) =>
  t.request(path, { method: "POST", json, cookie });

/** A minimal PDF: the signature and an object, as a scanner's output starts. */
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
/** A Windows executable's first bytes ("MZ" header). */
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, ...new Array(120).fill(0)]);
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function uploadBill(cookie = admin, date = "2025-01-31") {
  const res = await post(
    "/api/carbon/ingest",
    {
      sourceType: "energy_bill",
      rawData: { activities: [{ activity: "electricity", amount: 8000, unit: "kWh", region: "GB", date }] },
    },
    cookie,
  );
  expect(res.status).toBe(200);
  return (await res.json()).dataSourceId as number;
}

function attach(
  sourceId: number,
  bytes: Uint8Array,
  fileName: string,
  opts: { type?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  const body = new FormData();
  body.set("file", new Blob([bytes], { type: opts.type ?? "" }), fileName);
  return t.request(`/api/carbon/sources/${sourceId}/evidence`, {
    method: "POST",
    cookie: opts.cookie ?? admin,
    body,
    headers: opts.headers,
  });
}

/** A member of the demo company with `role`, signed in through an invitation. */
const member = (role: Role, username = `${role}-user`) => addMember(t, admin, 1, role, username);

describe("evidence files", () => {
  it("keeps a PDF with its SHA-256, lists it and downloads the same bytes", async () => {
    const sourceId = await uploadBill();
    const res = await attach(sourceId, PDF, "January bill.pdf", { type: "application/pdf" });
    expect(res.status).toBe(201);
    const stored = await res.json();
    expect(stored).toMatchObject({
      fileName: "January bill.pdf",
      sha256: sha256(PDF),
      size: PDF.byteLength,
      contentType: "application/pdf",
      uploadedBy: "Alex Morgan",
    });
    expect(typeof stored.id).toBe("number");
    expect(stored.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const list = await t.request(`/api/carbon/sources/${sourceId}/evidence`, { cookie: admin });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([stored]);

    const download = await t.request(`/api/carbon/sources/${sourceId}/evidence/${stored.id}`, {
      cookie: admin,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain("January%20bill.pdf");
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(sha256(bytes)).toBe(stored.sha256);
    expect(bytes).toEqual(PDF);

    const sources = await (await t.request("/api/carbon/sources/1", { cookie: admin })).json();
    expect(sources.find((s: { id: number }) => s.id === sourceId).evidenceCount).toBe(1);
    const log = await (
      await t.request("/api/companies/1/audit-log?entity=carbon_evidence", { cookie: admin })
    ).json();
    expect(log.entries[0]).toMatchObject({ action: "upload", entityId: String(stored.id) });
  });

  it("keeps a file larger than one piece whole, in order (images and CSV too)", async () => {
    const sourceId = await uploadBill();
    // 2.5 MiB of text: three pieces.
    const line = "month,kWh,site\n2025-01,8000,Head office\n";
    const csv = new TextEncoder().encode(line.repeat(Math.ceil((2.5 * 1024 * 1024) / line.length)));
    const res = await attach(sourceId, csv, "meter-readings.csv", { type: "text/csv" });
    expect(res.status).toBe(201);
    const stored = await res.json();
    expect(stored).toMatchObject({ size: csv.byteLength, sha256: sha256(csv), contentType: "text/csv" });
    const download = await t.request(`/api/carbon/sources/${sourceId}/evidence/${stored.id}`, {
      cookie: admin,
    });
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(csv));
    expect((await attach(sourceId, PNG, "meter.png", { type: "image/png" })).status).toBe(201);
  });

  it("refuses (415) a renamed executable, bytes that are not what the name says, and other types", async () => {
    const sourceId = await uploadBill();
    const exe = await attach(sourceId, EXE, "invoice.pdf", { type: "application/pdf" });
    expect(exe.status).toBe(415);
    expect((await exe.json()).message).toMatch(/not a \.pdf file/);
    expect((await attach(sourceId, EXE, "readings.csv", { type: "text/csv" })).status).toBe(415);
    // A PDF named as an image, and a PNG declared as a PDF.
    expect((await attach(sourceId, PDF, "photo.png", { type: "image/png" })).status).toBe(415);
    expect((await attach(sourceId, PNG, "meter.png", { type: "application/pdf" })).status).toBe(415);
    expect((await attach(sourceId, EXE, "setup.exe")).status).toBe(415);
    const list = await (
      await t.request(`/api/carbon/sources/${sourceId}/evidence`, { cookie: admin })
    ).json();
    expect(list).toEqual([]);
  });

  it("refuses a file over 20 MiB (413), and a declared length over it before reading the body", async () => {
    const sourceId = await uploadBill();
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(PDF);
    const res = await attach(sourceId, big, "scan.pdf", { type: "application/pdf" });
    expect(res.status).toBe(413);
    const declared = await t.request(`/api/carbon/sources/${sourceId}/evidence`, {
      method: "POST",
      cookie: admin,
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(30 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect(declared.status).toBe(413);
    const list = await (
      await t.request(`/api/carbon/sources/${sourceId}/evidence`, { cookie: admin })
    ).json();
    expect(list).toEqual([]);
  });

  it("viewers may list but not attach or remove (403); editors may attach", async () => {
    const sourceId = await uploadBill();
    const viewer = await member("viewer");
    expect((await attach(sourceId, PDF, "bill.pdf", { cookie: viewer })).status).toBe(403);
    const editor = await member("editor");
    const res = await attach(sourceId, PDF, "bill.pdf", { cookie: editor });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect((await t.request(`/api/carbon/sources/${sourceId}/evidence`, { cookie: viewer })).status).toBe(
      200,
    );
    const remove = await t.request(`/api/carbon/sources/${sourceId}/evidence/${id}`, {
      method: "DELETE",
      cookie: viewer,
    });
    expect(remove.status).toBe(403);
  });

  it("another company's source and files are not found (404)", async () => {
    const sourceId = await uploadBill();
    const stored = await (await attach(sourceId, PDF, "bill.pdf")).json();
    const signup = await post(
      "/api/auth/signup",
      {
        companyName: "Other Ltd",
        industry: "Technology",
        username: "other",
        password: PASSWORD,
        name: "Other",
      },
      "",
    );
    const other = cookieFrom(signup);
    expect((await attach(sourceId, PDF, "bill.pdf", { cookie: other })).status).toBe(404);
    expect((await t.request(`/api/carbon/sources/${sourceId}/evidence`, { cookie: other })).status).toBe(404);
    expect(
      (await t.request(`/api/carbon/sources/${sourceId}/evidence/${stored.id}`, { cookie: other })).status,
    ).toBe(404);
    const remove = await t.request(`/api/carbon/sources/${sourceId}/evidence/${stored.id}`, {
      method: "DELETE",
      cookie: other,
    });
    expect(remove.status).toBe(404);
  });

  it("the export names each row's evidence; removal is audited and refused while its year is closed", async () => {
    const sourceId = await uploadBill(admin, "2024-03-15");
    const stored = await (await attach(sourceId, PDF, "March bill.pdf", { type: "application/pdf" })).json();
    const csv = await (
      await t.request("/api/carbon/emissions/1/export.csv?year=2024", { cookie: admin })
    ).text();
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    const column = (header as string).split(",").indexOf("evidence");
    expect(column).toBeGreaterThan(0);
    const ours = rows.filter((r) => r.split(",")[1] === String(sourceId));
    expect(ours.length).toBeGreaterThan(0);
    for (const row of ours) expect(row).toContain(`March bill.pdf (sha256:${stored.sha256.slice(0, 12)})`);

    expect((await post("/api/carbon/years/2024/close", { reason: "Signed off" })).status).toBe(200);
    const path = `/api/carbon/sources/${sourceId}/evidence/${stored.id}`;
    const refused = await t.request(path, { method: "DELETE", cookie: admin });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/2024 is closed/);
    expect((await post("/api/carbon/years/2024/reopen", { reason: "Correction" })).status).toBe(200);
    const removed = await t.request(path, { method: "DELETE", cookie: admin });
    expect(removed.status).toBe(200);
    expect((await t.request(path, { cookie: admin })).status).toBe(404);
    const log = await (
      await t.request("/api/companies/1/audit-log?entity=carbon_evidence", { cookie: admin })
    ).json();
    expect(log.entries[0]).toMatchObject({ action: "delete", entityId: String(stored.id) });
  });
});
