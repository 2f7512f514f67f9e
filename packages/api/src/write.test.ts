import {
  createDb,
  createSupplier,
  type DbHandle,
  guardWrites,
  migrateToLatest,
  storeIngest,
  UnguardedWriteError,
} from "@esg/db";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Context } from "./context";
import { createCaller } from "./root";
import { createCallerFactory, router, writeProcedure } from "./trpc";
import { withWrite } from "./write";

let h: DbHandle;
let ctx: Context;

beforeEach(async () => {
  h = createDb(":memory:");
  await migrateToLatest(h.db);
  await h.db
    .insertInto("companies")
    .values({ id: 1, name: "A Ltd", industry: "Mining", feedback_slug: "a", created_at: "2026-11-26" })
    .execute();
  await h.db
    .insertInto("users")
    .values({ id: 7, company_id: 1, username: "e", password_hash: "x", name: "E", created_at: "2026-11-26" })
    .execute();
  // The context a host builds: its plain database handle, a signed-in editor.
  ctx = {
    db: h.db,
    user: {
      id: 7,
      username: "e",
      name: "E",
      role: "editor",
      company: { id: 1, name: "A Ltd", industry: "Mining", dateLocale: "en-GB" },
    },
    sessionId: "session",
    clientIp: "127.0.0.1",
    resHeaders: new Headers(),
    isProduction: false,
    demoEnabled: false,
  } as unknown as Context;
});
afterEach(() => h.close());

const values = {
  name: "Acme",
  riskTier: "low",
  disclosureScore: 50,
  responded: false,
  country: null,
  category: null,
};
const input = { name: "Acme", riskTier: "low" as const, disclosureScore: 50 };
const count = async (table: "suppliers" | "audit_log" | "carbon_data_sources" | "emission_activities") =>
  Number(
    (
      await h.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Two procedures as a router could write them: one through the write path, one past it. */
const probe = createCallerFactory(
  router({
    bypass: writeProcedure.mutation(({ ctx }) =>
      createSupplier(ctx.db, { companyId: ctx.companyId, values: { ...values, riskTier: "low" } }),
    ),
    viaWithWrite: writeProcedure.mutation(({ ctx }) =>
      withWrite(ctx, async (w) => {
        const r = await createSupplier(w.db, {
          companyId: w.companyId,
          values: { ...values, riskTier: "low" },
        });
        await w.audit({ action: "create", entity: "supplier", entityId: r.ok ? r.supplier.id : null });
        return r.ok;
      }),
    ),
  }),
);

describe("the write path", () => {
  it("refuses a procedure that writes company data without withWrite, storing nothing", async () => {
    const error = await probe(ctx)
      .bypass()
      .then(
        () => null,
        (e: unknown) => e as { code?: string; cause?: unknown },
      );
    expect(error?.code).toBe("INTERNAL_SERVER_ERROR");
    expect(error?.cause).toBeInstanceOf(UnguardedWriteError);
    expect(await count("suppliers")).toBe(0);
  });

  it("stores a write and its audit entry together through withWrite", async () => {
    expect(await probe(ctx).viaWithWrite()).toBe(true);
    expect(await count("suppliers")).toBe(1);
    const entries = await h.db.selectFrom("audit_log").select(["entity", "user_id", "company_id"]).execute();
    expect(entries).toEqual([{ entity: "supplier", user_id: 7, company_id: 1 }]);
  });

  it("a failed audit entry takes the change with it: neither is stored", async () => {
    // The audit table rejects every row, as a crash between the change and its entry would leave it.
    await sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit entry refused'); END`.execute(h.db);
    await expect(createCaller(ctx).suppliers.create(input)).rejects.toThrow(/audit entry refused/);
    expect(await count("suppliers")).toBe(0);
    expect(await count("audit_log")).toBe(0);
  });

  it("a nested withWrite joins the outer transaction, so a later failure undoes both", async () => {
    const outer = withWrite({ db: h.db, companyId: 1, user: { id: 7 } }, async (w) => {
      await withWrite({ db: w.db, companyId: 1, user: { id: 7 } }, async (inner) => {
        expect(inner.db).toBe(w.db);
        await createSupplier(inner.db, { companyId: 1, values: { ...values, riskTier: "low" } });
        await inner.audit({ action: "create", entity: "supplier" });
      });
      throw new Error("after the inner write");
    });
    await expect(outer).rejects.toThrow("after the inner write");
    expect(await count("suppliers")).toBe(0);
    expect(await count("audit_log")).toBe(0);
  });

  it("stores a JSON ingest, its activities and its audit entry together, and refuses the bulk path off it", async () => {
    const rawData = {
      activities: [{ activity: "diesel", amount: 100, unit: "litres", date: "2024-03-01", region: "UK" }],
    };
    const result = await createCaller(ctx).carbon.ingest({
      sourceType: "fuel_receipt",
      fileName: "a.json",
      rawData,
    });
    // The row and the category 3 row derived from it (its fuel's upstream emissions).
    expect(await count("emission_activities")).toBe(
      result.emissionsProcessed + (result.derivedActivities ?? 0),
    );
    expect(await count("emission_activities")).toBeGreaterThan(0);
    const entries = await h.db.selectFrom("audit_log").select(["action", "entity_id"]).execute();
    expect(entries).toEqual([{ action: "upload", entity_id: String(result.dataSourceId) }]);
    // The prepared-statement insert is outside Kysely: on a guarded handle it refuses before writing.
    await expect(
      storeIngest(guardWrites(h.db), {
        companyId: 1,
        sourceType: "fuel",
        fileName: null,
        uploadedAt: "t",
        records: [],
      }),
    ).rejects.toBeInstanceOf(UnguardedWriteError);
    expect(await count("carbon_data_sources")).toBe(1);
  });

  it("a refused audit entry takes a JSON ingest's source and activities with it", async () => {
    await sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit entry refused'); END`.execute(h.db);
    const rawData = {
      activities: [{ activity: "diesel", amount: 100, unit: "litres", date: "2024-03-01", region: "UK" }],
    };
    await expect(
      createCaller(ctx).carbon.ingest({ sourceType: "fuel_receipt", fileName: "a.json", rawData }),
    ).rejects.toThrow(/audit entry refused/);
    expect(await count("carbon_data_sources")).toBe(0);
    expect(await count("emission_activities")).toBe(0);
    expect(await count("audit_log")).toBe(0);
  });
});
