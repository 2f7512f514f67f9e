import type { AuditEntity, Role } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addMember } from "../test/member";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";

// Sites, the site of an activity, and the consolidation approach.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterEach(() => t.close());

const send = (method: string, path: string, json: unknown, cookie = admin) =>
  t.request(path, { method, json, cookie });
const sitesPath = (companyId = 1) => `/api/companies/${companyId}/sites`;

const member = (role: Role) => addMember(t, admin, 1, role, `${role}-user`, role);

const signup = (username: string) => signUp(t, username);

async function createSite(body: unknown, companyId = 1, cookie = admin) {
  const res = await send("POST", sitesPath(companyId), body, cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as { id: number; name: string };
}

const auditOf = (entity: AuditEntity) =>
  t.db.selectFrom("audit_log").selectAll().where("entity", "=", entity).orderBy("id").execute();

describe("sites CRUD", () => {
  it("creates, lists, updates and deletes a site, each write in the audit log", async () => {
    const created = await createSite({ name: " Fresno DC ", country: "us", gridSubregion: "us-camx" });
    expect(created).toEqual({
      id: expect.any(Number),
      name: "Fresno DC",
      country: "US",
      gridSubregion: "US-CAMX",
      legalEntity: null,
      ownershipShare: 100,
      // A site is entered under the company's control unless the form says otherwise.
      operationalControl: true,
      financialControl: true,
      underEts: false,
    });
    await createSite({ name: "Berlin office", country: "DE", legalEntity: "Acme GmbH", ownershipShare: 60 });
    const list = await t.request(sitesPath(), { cookie: admin });
    expect((await list.json()).map((s: { name: string }) => s.name)).toEqual(["Berlin office", "Fresno DC"]);

    const updated = await send("PUT", `${sitesPath()}/${created.id}`, {
      name: "Fresno DC",
      country: "US",
      gridSubregion: "US-CAMX",
      ownershipShare: 40,
      operationalControl: false,
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      id: created.id,
      ownershipShare: 40,
      operationalControl: false,
      financialControl: true,
    });

    const removed = await t.request(`${sitesPath()}/${created.id}`, { method: "DELETE", cookie: admin });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ success: true });
    const after = await (await t.request(sitesPath(), { cookie: admin })).json();
    expect(after.map((s: { name: string }) => s.name)).toEqual(["Berlin office"]);

    const log = await auditOf("site");
    expect(log.map((e) => [e.action, Number(e.entity_id)])).toEqual([
      ["create", created.id],
      ["create", expect.any(Number)],
      ["update", created.id],
      ["delete", created.id],
    ]);
    expect(JSON.parse(log[2]?.before ?? "{}")).toEqual({ ownershipShare: 100, operationalControl: true });
    expect(JSON.parse(log[2]?.after ?? "{}")).toEqual({ ownershipShare: 40, operationalControl: false });
  });

  it.each([
    [{ name: "", country: "GB" }, ["name"]],
    [{ name: "A", country: "XX" }, ["country"]],
    [{ name: "A", country: "DE", gridSubregion: "US-CAMX" }, ["gridSubregion"]],
    [{ name: "A", country: "GB", ownershipShare: 120 }, ["ownershipShare"]],
    [{ name: "A", country: "GB", legalEntity: "x".repeat(201) }, ["legalEntity"]],
    [{ name: "A", country: "GB", operationalControl: "yes" }, ["operationalControl"]],
    [{ name: "A", country: "GB", financialControl: 1 }, ["financialControl"]],
  ])("POST %j → 400 at %j", async (body, path) => {
    const res = await send("POST", sitesPath(), body);
    expect(res.status).toBe(400);
    expect((await res.json()).issues.map((i: { path: string[] }) => i.path)).toEqual([path]);
  });

  it("a second site of the same name is a 409 at name; an unknown id is a 404", async () => {
    await createSite({ name: "Sheffield plant", country: "GB" });
    const twice = await send("POST", sitesPath(), { name: "sheffield PLANT", country: "GB" });
    expect(twice.status).toBe(409);
    expect((await twice.json()).issues[0].path).toEqual(["name"]);
    const put = await send("PUT", `${sitesPath()}/999999`, { name: "X", country: "GB" });
    expect(put.status).toBe(404);
    const del = await t.request(`${sitesPath()}/999999`, { method: "DELETE", cookie: admin });
    expect(del.status).toBe(404);
  });

  it("another company's site is unknown (404) on the caller's own path", async () => {
    const site = await createSite({ name: "Sheffield plant", country: "GB" });
    const rival = await signup("rival");
    const put = await send(
      "PUT",
      `${sitesPath(rival.companyId)}/${site.id}`,
      { name: "X", country: "GB" },
      rival.cookie,
    );
    expect(put.status).toBe(404);
    const del = await t.request(`${sitesPath(rival.companyId)}/${site.id}`, {
      method: "DELETE",
      cookie: rival.cookie,
    });
    expect(del.status).toBe(404);
    expect(await (await t.request(sitesPath(rival.companyId), { cookie: rival.cookie })).json()).toEqual([]);
  });

  it.each(["editor", "viewer", "auditor"] as const)(
    "a %s reads the sites but cannot change them",
    async (role) => {
      const site = await createSite({ name: "Sheffield plant", country: "GB" });
      const cookie = await member(role);
      const list = await t.request(sitesPath(), { cookie });
      expect(list.status).toBe(200);
      expect(await list.json()).toHaveLength(1);
      expect((await send("POST", sitesPath(), { name: "B", country: "GB" }, cookie)).status).toBe(403);
      expect(
        (await send("PUT", `${sitesPath()}/${site.id}`, { name: "B", country: "GB" }, cookie)).status,
      ).toBe(403);
      expect((await t.request(`${sitesPath()}/${site.id}`, { method: "DELETE", cookie })).status).toBe(403);
    },
  );
});

const ingest = (rawText: string, cookie = admin) =>
  send(
    "POST",
    "/api/carbon/ingest",
    {
      sourceType: "energy_bill",
      fileName: "sites.csv",
      rawData: { rawText },
    },
    cookie,
  );

describe("activities with a site", () => {
  it("a CSV site column stores the site; a row without a region takes the site's subregion", async () => {
    const fresno = await createSite({ name: "Fresno DC", country: "US", gridSubregion: "US-CAMX" });
    const berlin = await createSite({ name: "Berlin office", country: "DE" });
    const res = await ingest(
      "activity,amount,unit,region,date,site\n" +
        "electricity,1000,kWh,,2025-06-30,Fresno DC\n" +
        `electricity,1000,kWh,FR,2025-06-30,${berlin.id}\n` +
        "electricity,1000,kWh,GB,2025-06-30,\n" +
        "natural gas,500,kWh,GB,2025-06-30,fresno dc\n",
    );
    expect(res.status).toBe(200);
    const { dataSourceId } = await res.json();
    const rows = await t.db
      .selectFrom("emission_activities")
      .select(["id", "site_id", "region", "derived_from_id", "description"])
      .where("data_source_id", "=", dataSourceId)
      .orderBy("id")
      .execute();
    const own = rows.filter((r) => r.derived_from_id === null);
    expect(own.map((r) => [r.site_id, r.region])).toEqual([
      [fresno.id, "US-CAMX"],
      [berlin.id, "FR"],
      [null, "GB"],
      [fresno.id, "GB"],
    ]);
    // The site column still reads as the description, as before sites existed.
    expect(own[0]?.description).toBe("Fresno DC");
    // Derived category 3 rows belong to their energy row's site.
    const derived = rows.filter((r) => r.derived_from_id !== null);
    expect(derived.length).toBeGreaterThan(0);
    expect(derived.some((r) => r.site_id === fresno.id)).toBe(true);
    const siteOf = new Map(own.map((r) => [r.id, r.site_id]));
    for (const r of derived) expect(r.site_id).toBe(siteOf.get(r.derived_from_id as number));
    const monthly = await t.db
      .selectFrom("carbon_monthly_totals")
      .select("site_id")
      .distinct()
      .where("company_id", "=", 1)
      .where("month", "=", "2025-06")
      .execute();
    expect(monthly.map((m) => m.site_id).sort()).toEqual([0, fresno.id, berlin.id].sort());

    // A site that activities name is kept.
    const del = await t.request(`${sitesPath()}/${fresno.id}`, { method: "DELETE", cookie: admin });
    expect(del.status).toBe(409);
  });

  it("an unknown site is a 400 naming the row; nothing is stored", async () => {
    await createSite({ name: "Fresno DC", country: "US" });
    const before = await t.db
      .selectFrom("emission_activities")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    const res = await ingest(
      "activity,amount,unit,region,date,site\n" +
        "electricity,1000,kWh,US,2025-06-30,Fresno DC\n" +
        "electricity,1000,kWh,US,2025-06-30,Leeds\n",
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues).toEqual([{ path: ["rows", "2", "site"], message: 'Row 2: unknown site "Leeds"' }]);
    const after = await t.db
      .selectFrom("emission_activities")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it("JSON rows name a site by name or id", async () => {
    const site = await createSite({ name: "Sheffield plant", country: "GB" });
    const res = await send("POST", "/api/carbon/ingest", {
      sourceType: "energy_bill",
      fileName: null,
      rawData: {
        activities: [
          { activity: "natural gas", amount: 100, unit: "kWh", date: "2025-05-31", site: site.id },
          // Another amount: the same bill twice would be refused as counted twice.
          { activity: "natural gas", amount: 120, unit: "kWh", date: "2025-05-31", site: "sheffield plant" },
        ],
      },
    });
    expect(res.status).toBe(200);
    const rows = await t.db
      .selectFrom("emission_activities")
      .select(["site_id", "region"])
      .where("data_source_id", "=", (await res.json()).dataSourceId)
      .where("derived_from_id", "is", null)
      .execute();
    expect(rows).toEqual([
      { site_id: site.id, region: "GB" },
      { site_id: site.id, region: "GB" },
    ]);
  });
});

describe("consolidation approach", () => {
  it("equity share counts a 40 % site at 40 % of its emissions; the analysis lists it by site", async () => {
    const co = await signup("jvco");
    const site = await createSite(
      { name: "Minority JV", country: "GB", ownershipShare: 40 },
      co.companyId,
      co.cookie,
    );
    const upload = await ingest(
      "activity,amount,unit,region,date,site\n" +
        "natural gas,10000,kWh,GB,2024-06-30,Minority JV\n" +
        "electricity,20000,kWh,GB,2024-06-30,\n",
      co.cookie,
    );
    expect(upload.status).toBe(200);
    const analysis = async () =>
      (await t.request("/api/carbon/analysis?year=2024", { cookie: co.cookie })).json();

    const control = await analysis();
    expect(control.consolidationApproach).toBe("operational_control");
    const [jv, none] = control.bySite as {
      siteId: number | null;
      name: string;
      total: number;
      totalMarketBased: number;
    }[];
    expect(jv).toMatchObject({ siteId: site.id, name: "Minority JV" });
    expect(none).toMatchObject({ siteId: null, name: "No site" });
    expect(jv?.total).toBeGreaterThan(0);
    expect((jv?.total ?? 0) + (none?.total ?? 0)).toBeCloseTo(control.currentEmissions.total, 1);

    const settings = await send(
      "PUT",
      `/api/companies/${co.companyId}/reporting-settings`,
      {
        fiscalYearStartMonth: 1,
        baseYear: null,
        category3Policy: "derive",
        consolidationApproach: "equity_share",
      },
      co.cookie,
    );
    expect(settings.status).toBe(200);
    const equity = await analysis();
    expect(equity.consolidationApproach).toBe("equity_share");
    // The total moves by 60 % of the site's emissions (it keeps 40 %); the rows without a site count in full.
    expect(equity.currentEmissions.total).toBeCloseTo(
      control.currentEmissions.total - 0.6 * (jv?.total ?? 0),
      1,
    );
    expect(equity.bySite[0].total).toBeCloseTo(0.4 * (jv?.total ?? 0), 1);
    expect(equity.bySite[1]).toEqual(none);
    expect(equity.currentEmissions.totalMarketBased).toBeCloseTo(
      control.currentEmissions.totalMarketBased - 0.6 * (jv?.totalMarketBased ?? 0),
      1,
    );
  });
});
