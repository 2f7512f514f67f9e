import type { Role } from "@esg/domain";
import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addMember } from "../test/member";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";

// A company that signed up today records its suppliers; its dashboard heatmap and its Supplier ESG risk
// report read them, and no other company's.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demoAdmin: string;
beforeEach(async () => {
  t = await createTestApp();
  demoAdmin = await t.login();
});
afterEach(() => t.close());

const send = (method: string, path: string, cookie: string, json?: unknown) =>
  t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });

const signup = (username: string) => signUp(t, username);

/** A member of `companyId` with `role`, invited by its admin. */
const member = (adminCookie: string, companyId: number, role: Role) =>
  addMember(t, adminCookie, companyId, role, `${role}-${companyId}`, role);

const acme = { name: "Acme Steel", riskTier: "high", disclosureScore: 35, responded: false, country: "de" };
const auditOf = (companyId: number) =>
  t.db
    .selectFrom("audit_log")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("entity", "=", "supplier")
    .orderBy("id")
    .execute();

describe("suppliers of a new company", () => {
  it("creates, lists, updates and deletes, each write audited; the dashboard and the report list them", async () => {
    const { companyId, cookie } = await signup("fresh");
    expect(await (await send("GET", "/api/suppliers", cookie)).json()).toEqual([]);

    const created = await send("POST", "/api/suppliers", cookie, acme);
    expect(created.status).toBe(200);
    const steel = await created.json();
    expect(steel).toEqual({
      id: expect.any(Number),
      name: "Acme Steel",
      riskTier: "high",
      disclosureScore: 35,
      responded: false,
      country: "DE",
      category: null,
    });
    const second = await send("POST", "/api/suppliers", cookie, {
      name: "Blue Logistics",
      riskTier: "low",
      disclosureScore: 88,
      responded: true,
      category: "Transport",
    });
    expect(second.status).toBe(200);
    const blue = await second.json();

    const list = await (await send("GET", "/api/suppliers", cookie)).json();
    expect(list.map((s: { name: string }) => s.name)).toEqual(["Acme Steel", "Blue Logistics"]);
    const paged = await send("GET", "/api/suppliers?page=2&pageSize=1", cookie);
    expect(paged.headers.get("X-Total-Count")).toBe("2");
    expect((await paged.json()).map((s: { name: string }) => s.name)).toEqual(["Blue Logistics"]);

    const updated = await send("PUT", `/api/suppliers/${steel.id}`, cookie, {
      ...acme,
      riskTier: "medium",
      responded: true,
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: steel.id, riskTier: "medium", responded: true });

    // The dashboard heatmap reads them, riskiest first.
    const dashboard = await (await send("GET", "/api/dashboard", cookie)).json();
    expect(dashboard.supplierCount).toBe(2);
    expect(dashboard.suppliers.map((s: { name: string }) => s.name)).toEqual([
      "Acme Steel",
      "Blue Logistics",
    ]);

    // The Supplier ESG risk CSV lists what it recorded, and nothing of the demo's.
    const { reports } = await (await send("GET", "/api/reports", cookie)).json();
    const supplierReport = reports.find((r: { type: string }) => r.type === "Supplier");
    expect(supplierReport.hasData).toBe(true);
    const csv = await send("GET", supplierReport.downloadPath, cookie);
    expect(csv.status).toBe(200);
    const text = await csv.text();
    const parsed = { rows: parse(text, { bom: true, skip_empty_lines: true }) as string[][] };
    expect(parsed.rows).toHaveLength(3);
    expect(text).toContain("Acme Steel");
    expect(text).toContain("Blue Logistics");
    const demoSupplier = await t.db
      .selectFrom("suppliers")
      .select("name")
      .where("company_id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(demoSupplier.name);
    // Through the documents route too (GET /api/documents/{id}/download).
    const docs = (await (await send("GET", "/api/dashboard", cookie)).json()).documents as {
      id: number;
      type: string;
    }[];
    const doc = docs.find((d) => d.type === "Supplier");
    const viaDocuments = await send("GET", `/api/documents/${doc?.id}/download`, cookie);
    expect(viaDocuments.status).toBe(200);
    expect(await viaDocuments.text()).toContain("Blue Logistics");

    const removed = await send("DELETE", `/api/suppliers/${blue.id}`, cookie);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ success: true });
    const after = await (await send("GET", "/api/suppliers", cookie)).json();
    expect(after.map((s: { name: string }) => s.name)).toEqual(["Acme Steel"]);

    const entries = await auditOf(companyId);
    expect(entries.map((e) => e.action)).toEqual(["create", "create", "update", "delete"]);
    expect(JSON.parse(entries[2]?.after as string)).toEqual({ riskTier: "medium", responded: true });
  });

  it("a duplicate name (any case) is 409 at name; bad input is 400 with field paths", async () => {
    const { cookie } = await signup("fresh");
    const first = await (await send("POST", "/api/suppliers", cookie, acme)).json();
    const dup = await send("POST", "/api/suppliers", cookie, { ...acme, name: "  ACME steel " });
    expect(dup.status).toBe(409);
    expect((await dup.json()).issues).toEqual([
      { path: ["name"], message: expect.stringContaining("exists") },
    ]);
    const other = await (await send("POST", "/api/suppliers", cookie, { ...acme, name: "Other" })).json();
    const rename = await send("PUT", `/api/suppliers/${other.id}`, cookie, { ...acme, name: "acme STEEL" });
    expect(rename.status).toBe(409);
    // Keeping its own name is not a duplicate; another company may use the same name.
    expect((await send("PUT", `/api/suppliers/${first.id}`, cookie, acme)).status).toBe(200);
    const { cookie: rival } = await signup("rival");
    expect((await send("POST", "/api/suppliers", rival, acme)).status).toBe(200);

    const bad = await send("POST", "/api/suppliers", cookie, {
      name: "",
      riskTier: "critical",
      disclosureScore: 101,
      responded: "yes",
      country: "UK",
    });
    expect(bad.status).toBe(400);
    const paths = (await bad.json()).issues.map((i: { path: string[] }) => i.path.join("."));
    expect(paths.sort()).toEqual(["country", "disclosureScore", "name", "responded", "riskTier"]);
  });

  it("editors and admins write; viewers and auditors read only", async () => {
    const { companyId, cookie } = await signup("fresh");
    const editor = await member(cookie, companyId, "editor");
    const created = await send("POST", "/api/suppliers", editor, acme);
    expect(created.status).toBe(200);
    const { id } = await created.json();
    for (const role of ["viewer", "auditor"] as const) {
      const c = await member(cookie, companyId, role);
      expect((await send("GET", "/api/suppliers", c)).status).toBe(200);
      expect((await send("POST", "/api/suppliers", c, { ...acme, name: role })).status).toBe(403);
      expect((await send("PUT", `/api/suppliers/${id}`, c, acme)).status).toBe(403);
      expect((await send("DELETE", `/api/suppliers/${id}`, c)).status).toBe(403);
    }
    expect((await send("DELETE", `/api/suppliers/${id}`, editor)).status).toBe(200);
  });

  it("another company's supplier is 404 and unchanged", async () => {
    const demoRow = await t.db
      .selectFrom("suppliers")
      .selectAll()
      .where("company_id", "=", 1)
      .executeTakeFirstOrThrow();
    const { cookie } = await signup("rival");
    expect((await send("PUT", `/api/suppliers/${demoRow.id}`, cookie, acme)).status).toBe(404);
    expect((await send("DELETE", `/api/suppliers/${demoRow.id}`, cookie)).status).toBe(404);
    expect((await send("GET", "/api/suppliers", cookie)).status).toBe(200);
    const after = await t.db
      .selectFrom("suppliers")
      .selectAll()
      .where("id", "=", demoRow.id)
      .executeTakeFirst();
    expect(after).toEqual(demoRow);
    // The demo's own list still has it.
    const demoList = await (await send("GET", "/api/suppliers", demoAdmin)).json();
    expect(demoList.some((s: { id: number }) => s.id === demoRow.id)).toBe(true);
  });
});
